// Test-only: axe-core on what a component test rendered, as the e2e suite runs it on the built site.
import axe from 'axe-core';

/**
 * The serious and critical axe-core violations under `root` (the whole document by default, dialogs included).
 * Colour contrast is left to the e2e suite: jsdom lays nothing out and computes no colours, so axe cannot judge it here.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
