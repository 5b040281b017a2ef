import { preload } from '../html.mjs';

/**
 * The shell reads /config.json first thing: its request starts with the page, beside the shell's own files.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function configHint(page) {
  page.head.push(preload('/config.json', 'fetch', true));
}
