import { useId } from 'react';

/** The five-point star of every rating (display and input). `fill`: how much of it is filled, 0 to 1. */
const STAR = 'M12 2.6l2.85 5.95 6.5.86-4.75 4.5 1.2 6.45L12 17.2l-5.8 3.16 1.2-6.45-4.75-4.5 6.5-.86z';

export interface StarIconProps {
  /** 1 (full), 0 (empty) or a part, e.g. 0.5 for a half star. */
  fill?: number;
  size?: number;
  className?: string;
}

export function StarIcon({ fill = 1, size = 16, className }: StarIconProps) {
  const part = Math.max(0, Math.min(1, fill));
  // A part-filled star needs a gradient with an id unique on the page; full and empty ones need none.
  const gradientId = useId();
  const id = part > 0 && part < 1 ? `star-part${gradientId}` : undefined;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      {id && (
        <defs>
          <linearGradient id={id}>
            <stop offset={part} stopColor="currentColor" />
            <stop offset={part} stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path d={STAR} fill={id ? `url(#${id})` : part === 1 ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}
