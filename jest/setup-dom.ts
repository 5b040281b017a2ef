import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {},
    addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  });
}
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe() {} unobserve() {} disconnect() {} takeRecords() { return []; }
  }
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}
if (!Element.prototype.scrollBy) Element.prototype.scrollBy = function scrollBy() {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

// CI runs every project side by side on two cores: an answer a test waits for can take more than testing-library's
// default second there. Waiting longer changes nothing for a test that passes; a wrong page still fails, and under
// jest's 5 s test timeout, so its message still names what was missing.
configure({ asyncUtilTimeout: 4000 });
