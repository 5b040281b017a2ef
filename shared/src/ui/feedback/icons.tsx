export type Tone = 'info' | 'success' | 'warning' | 'error';

const PATHS: Record<Tone, string> = {
  info: 'M12 11v5M12 8v.01',
  success: 'M8 12.5l2.7 2.7L16 9.8',
  warning: 'M12 8v5M12 16v.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

export function ToneIcon({ tone }: { tone: Tone }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={PATHS[tone]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
