import type { TFunction } from '@wellness/shared/i18n';
import { detailsMessages } from './messages';

/** "three", "one", "none" (in `t`'s language); 13 and more in digits. */
export const countWord = (n: number, t: TFunction = detailsMessages.fixedT('en')) => t('included.words').split(',')[n] ?? String(n);

/** The line under the included features, counting the program's own included items (none, one, two …). */
export function includedActivitiesText(count: number, t: TFunction = detailsMessages.fixedT('en')): string {
  return t('included.activities', { count, n: countWord(count, t) });
}
