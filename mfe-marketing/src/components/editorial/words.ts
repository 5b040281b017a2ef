import type { Faq, Insight, TeamMember } from '@wellness/shared/domain';
import { defineMessages, type TFunction } from '@wellness/shared/i18n';

/**
 * The site's own editorial texts (the FAQs, the insights, the team's roles and quotes), in Spanish and French by the
 * item's id. English is not in it: the API sends every item in English and the page passes that text as the
 * fallback, so English carries no second copy, and an item the catalogue does not know (a FAQ added in the API) shows
 * as the API wrote it. Its languages load with the first section that shows one of these texts, never in first paint.
 */
export const editorialMessages = defineMessages('marketing-editorial', {}, {
  es: () => import(/* webpackChunkName: "messages-editorial-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-editorial-fr" */ './messages/fr.json'),
});

/** Each item in the page's language, its other fields (id, names, images, dates) as the API sent them. */
export interface EditorialWords {
  faq(faq: Faq): Faq;
  insight(insight: Insight): Insight;
  member(member: TeamMember): TeamMember;
}

/** The items' words with `t` (one language's); a text the catalogue lacks is the API's. */
export function editorialWords(t: TFunction): EditorialWords {
  const word = (key: string, fallback: string, options?: { count: number }) => {
    const text = t(key, options);
    return text === key ? fallback : text;
  };
  // The read time is said from its number ("6 min read" → "6 min de lectura"), so a new article needs no new key.
  const readTime = (fallback: string) => {
    const minutes = /\d+/.exec(fallback);
    return minutes ? word('readTime', fallback, { count: Number(minutes[0]) }) : fallback;
  };
  return {
    faq: (faq) => ({ ...faq, question: word(`faq.${faq.id}.question`, faq.question), answer: word(`faq.${faq.id}.answer`, faq.answer) }),
    insight: (insight) => ({
      ...insight,
      title: word(`insight.${insight.id}.title`, insight.title),
      category: word(`insight.${insight.id}.category`, insight.category),
      excerpt: word(`insight.${insight.id}.excerpt`, insight.excerpt),
      readTime: readTime(insight.readTime),
    }),
    member: (member) => ({ ...member, role: word(`team.${member.id}.role`, member.role), quote: word(`team.${member.id}.quote`, member.quote) }),
  };
}

/** The items' words in the page's language; suspends while that language's file loads, as the sections' texts do. */
export const useEditorialWords = (): EditorialWords => editorialWords(editorialMessages.useT().t);
