// What the assistant needs to read a language: the language's phrasings rewritten into the words the English reading
// (understand.ts) understands, and how the language names and places the catalogue's countries in a reply.
//
// Hand-written: no maintained npm library reads travel requests (kinds, places, budgets, months, lengths, guests) in
// Spanish or French. chrono-node's Spanish and French parsers read dates only; the NLP libraries with those languages
// (compromise's es-/fr-compromise forks, natural's stemmers) tag or stem words and know neither amounts written
// "3.000 €" nor this catalogue's kinds and places, at many times the size of a table. Each language's table is its own
// chunk, loaded only for a page in that language.

/** Which "in" a language writes before a place ("en Italie", "au Japon", "aux États-Unis", "à Bali"). */
export type PlaceIn = 'in' | 'masculine' | 'plural' | 'island';

export interface UnderstandingTable {
  /**
   * The language's phrasings and their English counterparts, applied in order to the message written in lower case
   * without accents (normalizeText): numbers ("3.000", "3 000", "1,5"), budgets, months and seasons, lengths, guests,
   * kinds, regions, demonyms and the language's names of the catalogue's cities. Each pattern is global.
   */
  rewrites: readonly (readonly [RegExp, string])[];
  /** The language's names of a catalogue country (given by its English name), as a message writes them. */
  countryNames(country: string): readonly string[];
  /** A catalogue country's name in the language, for a reply ("Italia" for "Italy"). */
  countryName(country: string): string;
  /** A region's name in the language ("the Alps" → "los Alpes"). */
  regionName(region: string): string;
  /** Which "in" goes before `name` (the country's name in the language; `country`, its English name). */
  placeIn(name: string, country: string): PlaceIn;
  /** The currency of an amount written without one. */
  currency: string;
}
