import { PRELOADS_AFTER_FIRST_PAINT_ID } from '@wellness/shared/site-protocol';

const SCRIPT_PRELOAD = /<link rel="preload" href="([^"]*)" as="script">/g;

/**
 * A page served with its first view, with the preloads of the scripts that only run once that view has painted (the
 * shell's libraries, the area's entry, module and page chunk) held in an inert <template> before the app's root, from
 * where the shell puts them into the head at that moment. Before it, the page's styles, fonts and largest image have
 * the connection to themselves: on a slow network the scripts' bytes were competing with them and came first in the
 * largest paint's wait. The scripts the page runs from the start (main.js) keep theirs.
 * @param {string} page the whole HTML of the page
 * @returns {string}
 */
export function holdScriptPreloads(page) {
  const runsAtOnce = new Set([...page.matchAll(/<script[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]));
  /** @type {string[]} */
  const held = [];
  const rest = page.replace(SCRIPT_PRELOAD, (tag, href) => {
    if (runsAtOnce.has(href)) return tag;
    held.push(tag);
    return '';
  });
  return held.length === 0 ? page : rest.replace('<div id="root">', () => `<template id="${PRELOADS_AFTER_FIRST_PAINT_ID}">${held.join('')}</template><div id="root">`);
}
