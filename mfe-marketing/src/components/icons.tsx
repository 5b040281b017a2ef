import type { ReactNode } from 'react';

/** Line icons of the marketing pages: 24-unit grid, 1.8 stroke, currentColor, hidden from assistive tech. */
function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export const ChevronLeftIcon = () => <Icon><path d="M15 5l-7 7 7 7" /></Icon>;
export const ChevronRightIcon = () => <Icon><path d="M9 5l7 7-7 7" /></Icon>;
export const ChevronDownIcon = () => <Icon size={18}><path d="M6 9l6 6 6-6" /></Icon>;
export const ArrowRightIcon = () => <Icon size={18}><path d="M5 12h14M13 6l6 6-6 6" /></Icon>;
export const PlayIcon = () => <Icon><path d="M8 5.5v13l10.5-6.5z" fill="currentColor" stroke="none" /></Icon>;
export const PauseIcon = () => <Icon><path d="M8.5 5.5v13M15.5 5.5v13" strokeWidth="2.4" /></Icon>;
export const SoundOnIcon = () => (
  <Icon>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4.5 4.5 0 0 1 0 6M18 6.5a8 8 0 0 1 0 11" />
  </Icon>
);
export const SoundOffIcon = () => (
  <Icon>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M16 9.5l5 5M21 9.5l-5 5" />
  </Icon>
);
export const MicIcon = () => (
  <Icon>
    <rect x="9" y="3.5" width="6" height="11" rx="3" />
    <path d="M5.5 11.5a6.5 6.5 0 0 0 13 0M12 18v3" />
  </Icon>
);
export const PaperclipIcon = () => (
  <Icon>
    <path d="M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.4 8.4a1.7 1.7 0 0 1-2.4-2.4l7.6-7.6" />
  </Icon>
);
export const SendIcon = () => (
  <Icon>
    <path d="M4.5 12h13M12.5 6l6 6-6 6" />
  </Icon>
);
export const ImageIcon = () => (
  <Icon size={18}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M20.5 16l-5-5-9 8.5" />
  </Icon>
);
export const DocumentIcon = () => (
  <Icon size={18}>
    <path d="M14 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-10z" />
    <path d="M14 3.5v5h5M9 13h6M9 16.5h6" />
  </Icon>
);
export const CameraIcon = () => (
  <Icon size={18}>
    <path d="M4 8.5a2 2 0 0 1 2-2h2l1.5-2h5l1.5 2h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);
export const PinIcon = () => (
  <Icon size={16}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);
export const StarIcon = () => (
  <Icon size={14}>
    <path d="M12 3.8l2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8z" fill="currentColor" stroke="none" />
  </Icon>
);
export const LinkedInIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M5.3 8.8h3v10h-3zM6.8 4a1.7 1.7 0 1 1 0 3.5 1.7 1.7 0 0 1 0-3.5zM10.3 8.8h2.9v1.4c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.6 2 3.6 4.6v5.6h-3v-5c0-1.2 0-2.7-1.7-2.7s-1.9 1.3-1.9 2.6v5.1h-2.8z" />
  </svg>
);
