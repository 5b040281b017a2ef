import { useRef } from 'react';
import { addNights } from '@wellness/shared/domain';
import { Button, DateInput, TextField, todayIso } from '@wellness/shared/ui';
import { formatDate } from '@wellness/shared/format';
import type { SessionRow } from '../programFormValues';
import type { ProgramFormApi } from '../useProgramForm';
import { useFormT } from '../messages';
import styles from '../ProgramForm.module.css';

/**
 * The program's dated sessions: start date, nights and places, added and removed. A saved session shows the places
 * its bookings take: it cannot have fewer places, and cannot be removed while any are taken.
 */
export function SessionsEditor({ form }: { form: ProgramFormApi }) {
  const { t, locale } = useFormT();
  const { values, errors, setField } = form;
  const sessions = values.sessions;
  const nextKey = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);
  const today = todayIso();

  const update = (index: number, patch: Partial<SessionRow>) => setField('sessions', sessions.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const add = () => {
    nextKey.current += 1;
    setField('sessions', [...sessions, { key: `new-${nextKey.current}`, startDate: '', nights: '', places: '', taken: 0 }]);
    // The new row's first field takes the focus, so the keyboard carries on where the row appeared.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  const remove = (index: number) => setField('sessions', sessions.filter((_, i) => i !== index));

  const listError = !Object.keys(errors).some((k) => k.startsWith('sessions.')) ? errors.sessions : undefined;
  return (
    <div className={styles.full}>
      <h2 className={styles.subheading}>{t('sessions.heading')}</h2>
      <p className={styles.muted}>{t('sessions.lead')}</p>
      {sessions.length > 0 && (
        <ol ref={listRef} className={styles.sessions}>
          {sessions.map((session, i) => {
            const n = i + 1;
            const err = (field: 'startDate' | 'nights' | 'places') => errors[`sessions.${i}.${field}`];
            const nights = Number(session.nights);
            const end = session.startDate && Number.isInteger(nights) && nights > 0 ? addNights(session.startDate, nights) : null;
            const places = Number(session.places);
            return (
              <li key={session.key}>
                <fieldset className={styles.session}>
                  <legend className={styles.sessionLegend}>{t('sessions.legend', { n })}</legend>
                  <DateInput
                    label={t('sessions.startDate')}
                    min={session.id ? undefined : today}
                    value={session.startDate}
                    error={err('startDate')}
                    onChange={(e) => update(i, { startDate: e.target.value })}
                  />
                  <TextField label={t('sessions.nights')} inputMode="numeric" value={session.nights} error={err('nights')} onChange={(e) => update(i, { nights: e.target.value })} />
                  <TextField label={t('sessions.places')} inputMode="numeric" value={session.places} error={err('places')} onChange={(e) => update(i, { places: e.target.value })} />
                  <div className={styles.sessionSide}>
                    {session.id && (
                      <p className={styles.taken}>
                        {t('sessions.taken', { count: session.taken })}
                        {Number.isInteger(places) && places >= session.taken
                          ? `, ${places > session.taken ? t('sessions.left', { count: places - session.taken }) : t('sessions.soldOut')}`
                          : ''}
                      </p>
                    )}
                    {end && <p className={styles.muted}>{t('sessions.until', { date: formatDate(end, locale) })}</p>}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={session.taken > 0}
                      aria-describedby={session.taken > 0 ? `session-${session.key}-locked` : undefined}
                      onClick={() => remove(i)}
                    >
                      {t('sessions.remove', { n })}
                    </Button>
                    {session.taken > 0 && (
                      <p id={`session-${session.key}-locked`} className={styles.muted}>
                        {t('sessions.cannotRemove', { count: session.taken })}
                      </p>
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {listError && <p className={styles.error}>{listError}</p>}
      <Button variant="secondary" size="sm" onClick={add}>
        {t('sessions.add')}
      </Button>
    </div>
  );
}
