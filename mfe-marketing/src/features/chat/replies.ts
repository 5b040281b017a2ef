// The assistant's words: here, apart from the reading and the search, so the page shows them without loading those.

const lowerFirst = (text: string) => text[0]!.toLowerCase() + text.slice(1);

/** The reply's words. */
export const replyText = {
  /** "Detox programs under $3,000 in March 2027: 4 found" */
  found: (search: string, n: string) => `${search}: ${n} found`,
  /** Nothing for the search; the nearest one without a criterion (or more) instead. */
  nearest: (search: string, dropped: string, nearest: string, n: string) => `Nothing found for ${lowerFirst(search)}. Without ${dropped}, ${lowerFirst(nearest)}: ${n} found`,
  nothingFor: (search: string) => `Nothing found for ${lowerFirst(search)}. Would you like to browse our categories instead?`,
  /** The canned reply when the message asks for nothing a search understands. */
  nothing: 'I could not find a program that matches your message yet. Would you like to browse our categories instead?',
  seeAll: 'See all results',
} as const;
