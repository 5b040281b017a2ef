import type { ReactNode } from 'react';

/** Line icons of the catalog pages: 24-unit grid, 1.8 stroke, currentColor, hidden from assistive tech. */
function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export const PinIcon = () => <Icon size={16}><path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></Icon>;
export const SearchIcon = () => <Icon size={20}><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></Icon>;
export const ArrowRightIcon = () => <Icon><path d="M5 12h14M13 6l6 6-6 6" /></Icon>;
export const ArrowLeftIcon = () => <Icon><path d="M19 12H5M11 6l-6 6 6 6" /></Icon>;
export const ChevronLeftIcon = () => <Icon size={20}><path d="M15 5l-7 7 7 7" /></Icon>;
export const ChevronRightIcon = () => <Icon size={20}><path d="M9 5l7 7-7 7" /></Icon>;
export const ChevronDownIcon = () => <Icon><path d="M6 9l6 6 6-6" /></Icon>;
export const MoonIcon = () => <Icon size={16}><path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" /></Icon>;
export const CalendarIcon = () => <Icon size={16}><rect x="4" y="5" width="16" height="15" rx="2" /><path d="M4 10h16M9 3v4M15 3v4" /></Icon>;
export const CloseIcon = () => <Icon size={14}><path d="M6 6l12 12M18 6L6 18" /></Icon>;
export const FilterIcon = () => <Icon size={18}><path d="M4 6h16M7 12h10M10 18h4" /></Icon>;
