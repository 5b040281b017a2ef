// The workspace's root folder. CommonJS for its __dirname: the end-to-end tests load the site's server through a
// transform that cannot take `import.meta`.
exports.ROOT = require('node:path').resolve(__dirname, '..', '..');
