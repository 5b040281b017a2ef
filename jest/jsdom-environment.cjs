// jsdom with Node's fetch and stream classes, so RTK Query's fetch and MSW's request interception work in tests.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal',
  'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'TextEncoderStream', 'TextDecoderStream',
  'BroadcastChannel', 'structuredClone', 'URL', 'URLSearchParams',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    // MSW and other packages ship browser builds that jest would pick otherwise; Node's exports work here.
    super({ ...config, projectConfig: { ...config.projectConfig, testEnvironmentOptions: { ...config.projectConfig.testEnvironmentOptions, customExportConditions: [''] } } }, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
