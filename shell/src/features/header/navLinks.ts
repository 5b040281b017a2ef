import { BLOG_URL } from '../../config/links';

export interface NavItem {
  label: string;
  to: string;
  state?: { initialTab: 'destinations' | 'programs'; forceReload: true };
  external?: boolean;
}

/** SPEC §2 Header: the links, in order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Destinations', to: '/explore', state: { initialTab: 'destinations', forceReload: true } },
  { label: 'Wellness Programs', to: '/explore', state: { initialTab: 'programs', forceReload: true } },
  { label: 'About', to: '/about' },
  { label: 'Subscription', to: '/pricing' },
  { label: 'Blogs', to: BLOG_URL, external: true },
];
