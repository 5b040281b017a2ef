import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(__filename);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs only the given axe-core rules on the page, whatever their impact, and returns their violations. */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'rule', values: only }, resultTypes: ['violations'] })).violations;
  }, rules);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Runs axe-core on the page (or a part of it) and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  return (await axeViolations(page, include)).filter((v) => v.startsWith('serious ') || v.startsWith('critical ')).map((v) => v.slice(v.indexOf(' ') + 1));
}

/** Runs axe-core on the page (or a part of it) and returns every violation, each as `<impact> <rule> (…)`. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (selector) => {
    // Colour contrast is judged on the page at rest: let entrance fades and slides end first (looping ones never do).
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 3000))]);
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations;
  }, include);
  return violations.map((v) => `${v.impact} ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
