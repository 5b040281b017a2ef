import { useExchangeRatesQuery } from '@wellness/shared/api/catalog';
import { selectDisplayCurrency, useAppSelector } from '@wellness/shared/contract';
import { approximateAmount } from '@wellness/shared/domain';
import { formatApproxMoney, formatDate, formatMoney } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { visuallyHiddenClassName } from '@wellness/shared/ui';
import type { ChatProgram } from './recommend';

/**
 * A recommended program's length and price in the page's language: its nights, the price in the program's currency,
 * and "≈ 3 180 €" in the visitor's display currency where that is another and the rates are fresh (the catalog's cards
 * say it the same way; the marketing remote cannot use the catalog's component).
 */
export function ProgramMeta({ program, t, locale }: { program: ChatProgram; t: TFunction; locale: string }) {
  const display = useAppSelector(selectDisplayCurrency);
  const { data: rates } = useExchangeRatesQuery();
  const fresh = rates?.fresh ? rates : null;
  const length = program.nights !== null && program.nights > 0 ? t('card.nights', { count: program.nights }) : program.duration;
  const price = program.price === null ? t('card.contact') : formatMoney(program.price, program.currency, locale);
  const converted = approximateAmount(program.price, program.currency, display, fresh);
  const approx = converted !== null && fresh?.date ? formatApproxMoney(converted, display, locale) : null;
  return (
    <>
      {length} · {price}
      {approx && fresh?.date && (
        <>
          {' '}
          <span aria-hidden="true">{approx}</span>
          <span className={visuallyHiddenClassName}>{t('card.approximately', { amount: approx.replace(/^≈\s*/, ''), date: formatDate(fresh.date, locale) })}</span>
        </>
      )}
    </>
  );
}
