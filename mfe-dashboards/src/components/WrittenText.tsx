import { useId } from 'react';
import { formatNumber } from '@wellness/shared/format';
import { cx, InlineMessage, TextField, type TextFieldProps } from '@wellness/shared/ui';
import { useDashboardsT } from '../messages';
import styles from './WrittenText.module.css';

/**
 * A text written to a limit (a review, an answer): the multiline field, and under it what is written against the
 * limit ("12 / 1,000 characters", trimmed as the API counts it), read with the field and marked once over.
 */
export function CountedTextField({ max, value, ...field }: Omit<TextFieldProps, 'multiline' | 'aria-describedby' | 'value'> & { max: number; value: string }) {
  const countId = useId();
  const { t, locale } = useDashboardsT();
  const length = value.trim().length;
  return (
    <>
      <TextField {...field} multiline value={value} aria-describedby={countId} />
      <p id={countId} className={cx(styles.count, length > max && styles.countOver)}>
        {t('written.count', { length: formatNumber(length, locale), max: formatNumber(max, locale) })}
      </p>
    </>
  );
}

/** Why the last sending failed, said at once (or nothing), above what was written. */
export function SendFailure({ failure }: { failure: string | null }) {
  return <div aria-live="assertive">{failure && <InlineMessage tone="error">{failure}</InlineMessage>}</div>;
}
