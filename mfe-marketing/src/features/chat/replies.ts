// The assistant's words, from the chat page's catalogue in the page's language: here, apart from the reading and the
// search, so the page shows them without loading those.
import { DEFAULT_LOCALE, formatCount, isLocale } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { chatMessages } from './messages';

/** The chat catalogue's `t` in `locale` (English until that language's file has loaded). */
export const chatT = (locale: string): TFunction => chatMessages.fixedT(isLocale(locale) ? locale : DEFAULT_LOCALE);

const lowerFirst = (text: string) => text[0]!.toLowerCase() + text.slice(1);

/** The reply's words in `locale`; a count is written by the format module ("1,000+", "1.000+", "1 000+"). */
export function replies(locale: string) {
  const t = chatT(locale);
  const counted = (count: number, atLeast: boolean) => ({ count, n: formatCount(count, locale, atLeast) });
  return {
    /** "Detox programs under $3,000 in March 2027: 4 found" */
    found: (search: string, count: number, atLeast = false) => t('reply.found', { search, ...counted(count, atLeast) }),
    /** Nothing for the search; the nearest one without a criterion (or more) instead. */
    nearest: (search: string, dropped: string, nearest: string, count: number, atLeast = false) =>
      t('reply.nearest', { search: lowerFirst(search), dropped, nearest: lowerFirst(nearest), ...counted(count, atLeast) }),
    nothingFor: (search: string) => t('reply.nothingFor', { search: lowerFirst(search) }),
    /** The canned reply when the message asks for nothing a search understands. */
    nothing: t('reply.nothing'),
    seeAll: t('reply.seeAll'),
  };
}
