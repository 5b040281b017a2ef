// A catalogue's shape and its keys, apart from `t` (contract/messages.ts) because they need no React: the catalogue
// check (./check.ts) reads them in Node for the API's tests, which cannot read the browser's half of the contract.

/** A catalogue: keys to texts, nested one level or more; plural keys end in `_one`, `_many`, `_other`. */
export type Messages = { [key: string]: string | Messages };

/** Every key of a catalogue, `a.b.c`, plural suffixes kept (for the tests that compare languages). */
export function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}
