// jsdom with Node's fetch classes: react-router's data routers build Request objects while navigating.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
