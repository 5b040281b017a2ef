// The catalogue's own words (a category's name, the four program groups' titles, descriptions and badges, the
// destinations' lines): one
// catalogue for the page, in the contract like the design system's words (uiMessages.ts), so a page holds one copy of
// it, loaded by the shell before the first render and switched with every catalogue on a change of language.
// English is not in it: the page already has every English name (the API's, seeded from shared/data/categories.ts),
// and passes it as the fallback, so English first paint carries no second copy. The catalogue's test builds its
// English from that data, so Spanish and French are checked against what the data names.
import type { Locale } from '../format';
import { defineMessages, type TFunction } from './messages';
import { namespaceOfCopy, useStoreLocale } from './uiMessages';

export const domainWordMessages = defineMessages(namespaceOfCopy('domain'), {}, {
  // The same chunk as the shell's words and the design system's: one file per language for the three.
  es: () => import(/* webpackChunkName: "messages-shell-es" */ '../data/words/es.json'),
  fr: () => import(/* webpackChunkName: "messages-shell-fr" */ '../data/words/fr.json'),
});

/** The catalogue's names in one language; each takes the English (or the API's) text, shown where none is known. */
export interface DomainWords {
  /** A category's name by its value ("detox" → "Détox"), or a group's title by its slug; else `fallback`. */
  categoryLabel(value: string, fallback?: string): string;
  /** A category's card description by its value; else `fallback`. */
  categoryDescription(value: string, fallback: string): string;
  groupTitle(slug: string, fallback: string): string;
  groupDescription(slug: string, fallback: string): string;
  groupBadge(slug: string, fallback: string): string;
  /** A destination's line about itself, by its id ("italy"); else `fallback`. */
  destinationDescription(id: string, fallback: string): string;
  /** A destination's rating in words ("Exceptional"), by its id; else `fallback`. */
  destinationRating(id: string, fallback: string): string;
}

/** The catalogue's names in `locale` (the English given until that language is loaded), outside React. */
export function domainWords(locale: Locale): DomainWords {
  const t: TFunction = domainWordMessages.fixedT(locale);
  // Keys are built from the data's values (the catalogue's English is the data itself).
  const word = (key: string, fallback: string) => {
    const text = t(key);
    return text === key ? fallback : text;
  };
  return {
    categoryLabel: (value, fallback = value) => {
      const v = value.trim().toLowerCase();
      return word(`category.${v}`, word(`group.${v}.title`, fallback));
    },
    categoryDescription: (value, fallback) => word(`categoryDescription.${value}`, fallback),
    groupTitle: (slug, fallback) => word(`group.${slug}.title`, fallback),
    groupDescription: (slug, fallback) => word(`group.${slug}.description`, fallback),
    groupBadge: (slug, fallback) => word(`group.${slug}.badge`, fallback),
    destinationDescription: (id, fallback) => word(`destination.${id}.description`, fallback),
    destinationRating: (id, fallback) => word(`destination.${id}.ratingText`, fallback),
  };
}

/** The catalogue's names in the page's language; never suspends (the page loads them before it renders). */
export const useDomainWords = (): DomainWords => domainWords(useStoreLocale());

/** Loads the catalogue's names in `locale`, before a first render in it. */
export const loadDomainWords = (locale: Locale) => domainWordMessages.load(locale);
