// Rspack's federation plugin starts every build with a generated module (matched as
// `@module-federation/runtime/rspack.js`). This loader puts ./wire.ts in its place (ADR 0004).
const path = require('node:path');

/** @this {{ getOptions(): { name: string } }} @returns {string} */
module.exports = function federationEntryLoader() {
  const { name } = this.getOptions();
  const wire = path.join(__dirname, 'wire.ts');
  return `import { wireFederation } from ${JSON.stringify(wire)};\nwireFederation(__webpack_require__, ${JSON.stringify(name)});\n`;
};
