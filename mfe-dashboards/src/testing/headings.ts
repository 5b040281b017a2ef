/**
 * The levels of the headings under `root`, in document order, and whether any skips a level on the way down (axe's
 * `heading-order`: an h1 followed by an h3, say). Going back up any number of levels is fine.
 */
export function headingOrder(root: ParentNode): { levels: number[]; skips: boolean } {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1)));
  return { levels, skips: levels.some((level, i) => i > 0 && level > levels[i - 1]! + 1) };
}
