import { useId } from 'react';
import type { ProgramSession } from '@wellness/shared/domain';
import { isOpen, sessionDates } from '../sessions';
import { placesLeftIn, useDetailsT } from '../messages';
import styles from './BookingDialog.module.css';

export interface SessionChoiceProps {
  /** The sessions on offer (not started), full ones included. */
  sessions: readonly ProgramSession[];
  value: string | null;
  onChange: (session: ProgramSession) => void;
  label: string;
  error?: string;
}

/**
 * The preferred date of a program with sessions: one radio per session with its dates, nights and places left; a full
 * one is disabled and says Sold out. Native radios: arrow keys move between the open sessions, Tab leaves the group.
 */
export function SessionChoice({ sessions, value, onChange, label, error }: SessionChoiceProps) {
  const id = useId();
  const { t, locale } = useDetailsT();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.sessions}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={`${id}-legend`} className={styles.legend}>
        {label}
        <span className={styles.required} aria-hidden="true">*</span>
      </legend>
      {sessions.map((session) => {
        const open = isOpen(session);
        return (
          <label key={session.id} className={styles.session} data-full={!open || undefined}>
            <input type="radio" name={`${id}-session`} value={session.id} checked={open && value === session.id} disabled={!open} onChange={() => onChange(session)} />
            <span className={styles.sessionDates}>{sessionDates(session, locale)}</span>
            <span className={styles.sessionFacts}>
              {t('nights', { count: session.nights })} · <span className={open ? undefined : styles.soldOut}>{placesLeftIn(t, session.placesLeft)}</span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
