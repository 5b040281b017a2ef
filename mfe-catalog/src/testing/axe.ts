// Test-only: axe-core on what a component test rendered, as the e2e suite runs it on the built site.
import axe from 'axe-core';

/**
 * The serious and critical axe-core violations under `root` (the whole document by default, dialogs included).
 * Colour contrast is left to the e2e suite: jsdom lays nothing out and computes no colours, so axe cannot judge it here.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  // axe measures text on a canvas to spot icon fonts; jsdom has no canvas and logs "not implemented" for each try. No
  // canvas is what axe then assumes anyway: answer that without the noise.
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  let result: axe.AxeResults;
  try {
    result = await axe.run(root, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  } finally {
    HTMLCanvasElement.prototype.getContext = getContext;
  }
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
