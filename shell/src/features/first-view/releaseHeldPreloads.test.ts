import { PRELOADS_AFTER_FIRST_PAINT_ID } from '@wellness/shared/site-protocol';
import { releaseHeldPreloads } from './releaseHeldPreloads';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test("moves the held script preloads into the head, where they start", () => {
  document.body.innerHTML = `<template id="${PRELOADS_AFTER_FIRST_PAINT_ID}"><link rel="preload" href="/react.1.js" as="script"><link rel="preload" href="http://c.test/area.js" as="script"></template><div id="root"></div>`;
  expect(document.head.querySelectorAll('link')).toHaveLength(0);

  releaseHeldPreloads();

  expect([...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'))).toEqual(['/react.1.js', 'http://c.test/area.js']);
  expect(document.getElementById(PRELOADS_AFTER_FIRST_PAINT_ID)).toBeNull();
});

test('does nothing on a page served without held preloads', () => {
  document.body.innerHTML = '<div id="root"></div>';
  releaseHeldPreloads();
  expect(document.head.innerHTML).toBe('');
  expect(document.body.innerHTML).toBe('<div id="root"></div>');
});
