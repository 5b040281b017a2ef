import axe from 'axe-core';

/**
 * The serious and critical axe-core violations under `root` (the document by default), as readable lines. Colour
 * contrast is left to the e2e run in a real browser: jsdom computes no styles to judge it.
 */
export async function seriousViolations(root: Element | Document = document): Promise<string[]> {
  // jsdom has no canvas; axe only probes it (for icon ligatures), and answers the same without one.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
