import '@testing-library/jest-dom';
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
