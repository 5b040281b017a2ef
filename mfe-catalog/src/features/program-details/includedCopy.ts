const WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** "three", "one", "none"; 13 and more in digits. */
export const countWord = (n: number) => WORDS[n] ?? String(n);

/** The line under the included features, counting the program's own included items (none, one, two …). */
export function includedActivitiesText(count: number): string {
  return `Over 40 daily activities, ${countWord(count)} of them included, and 20+ daily optional activities on site.`;
}
