import { useRef } from 'react';
import { addNights, placesLeftText } from '@wellness/shared/domain';
import { Button, DateInput, TextField, todayIso } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDate } from '@wellness/shared/format';
import type { SessionRow } from '../programFormValues';
import { cannotRemoveMessage } from '../sessionRules';
import type { ProgramFormApi } from '../useProgramForm';
import styles from '../ProgramForm.module.css';

/**
 * The program's dated sessions: start date, nights and places, added and removed. A saved session shows the places
 * its bookings take: it cannot have fewer places, and cannot be removed while any are taken.
 */
export function SessionsEditor({ form }: { form: ProgramFormApi }) {
  const locale = useLocale();
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
      <h2 className={styles.subheading}>Sessions</h2>
      <p className={styles.muted}>Dated stays with the places each one has. Without sessions, guests choose a preferred date.</p>
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
                  <legend className={styles.sessionLegend}>Session {n}</legend>
                  <DateInput
                    label="Start date"
                    min={session.id ? undefined : today}
                    value={session.startDate}
                    error={err('startDate')}
                    onChange={(e) => update(i, { startDate: e.target.value })}
                  />
                  <TextField label="Nights" inputMode="numeric" value={session.nights} error={err('nights')} onChange={(e) => update(i, { nights: e.target.value })} />
                  <TextField label="Places" inputMode="numeric" value={session.places} error={err('places')} onChange={(e) => update(i, { places: e.target.value })} />
                  <div className={styles.sessionSide}>
                    {session.id && (
                      <p className={styles.taken}>
                        {session.taken} taken
                        {Number.isInteger(places) && places >= session.taken ? `, ${placesLeftText(places - session.taken).toLowerCase()}` : ''}
                      </p>
                    )}
                    {end && <p className={styles.muted}>Until {formatDate(end, locale)}</p>}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={session.taken > 0}
                      aria-describedby={session.taken > 0 ? `session-${session.key}-locked` : undefined}
                      onClick={() => remove(i)}
                    >
                      Remove session {n}
                    </Button>
                    {session.taken > 0 && (
                      <p id={`session-${session.key}-locked`} className={styles.muted}>
                        {cannotRemoveMessage(session.taken)}
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
        Add session
      </Button>
    </div>
  );
}
