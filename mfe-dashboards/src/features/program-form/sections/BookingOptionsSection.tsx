import { useState } from 'react';
import { Button, DateInput, TextField, todayIso } from '@wellness/shared/ui';
import type { ProgramFormApi } from '../useProgramForm';
import { useFormT } from '../messages';
import styles from '../ProgramForm.module.css';

/** The price per person and the dates a guest may choose, added one by one (kept in order) and removable. */
export function BookingOptionsSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField } = form;
  const { t } = useFormT();
  const [newDate, setNewDate] = useState('');
  const options = values.bookingOptions;
  const dates = options.availableDates;
  return (
    <fieldset className={styles.group}>
      <legend>{t('options.legend')}</legend>
      <TextField label={t('options.pricePerPerson')} value={options.pricePerPerson} onChange={(e) => setField('bookingOptions', { ...options, pricePerPerson: e.target.value })} />
      <div className={styles.dates}>
        <DateInput label={t('options.date')} min={todayIso()} value={newDate} error={errors.bookingOptions} onChange={(e) => setNewDate(e.target.value)} />
        <Button
          variant="secondary"
          size="sm"
          disabled={!newDate || dates.includes(newDate)}
          onClick={() => {
            setField('bookingOptions', { ...options, availableDates: [...dates, newDate].sort() });
            setNewDate('');
          }}
        >
          {t('options.addDate')}
        </Button>
      </div>
      {dates.length > 0 && (
        <ul className={`${styles.full} ${styles.chips}`} aria-label={t('options.dates')}>
          {dates.map((date) => (
            <li key={date} className={styles.chip}>
              {date}
              <button type="button" className={styles.chipRemove} aria-label={t('options.removeDate', { date })} onClick={() => setField('bookingOptions', { ...options, availableDates: dates.filter((d) => d !== date) })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
