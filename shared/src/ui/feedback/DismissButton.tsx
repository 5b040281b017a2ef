import styles from './feedback.module.css';

/** The round × that closes a notice (a toast, the booking notice): its accessible name says what it closes. */
export function DismissButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.dismiss} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </button>
  );
}
