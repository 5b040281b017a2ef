import type { NavigationDeclaration } from '@wellness/shared/contract';

/** The journal, outside the site: the header's Blogs and the footer's Journal open it in a new tab. */
const JOURNAL_URL = 'https://journal.wellness-travel.example/';

/**
 * This remote's menu entries and layout rules (ADR 0007), published with its build as `navigation.json`; the shell
 * renders them with every other remote's, sorted by `order`.
 */
export const navigation = {
  entries: [
    { id: 'home', label: 'Home', to: '/', show: [{ in: 'header', order: 10 }] },
    { id: 'about', label: 'About', to: '/about', show: [{ in: 'header', order: 40 }] },
    { id: 'subscription', label: 'Subscription', to: '/pricing', show: [{ in: 'header', order: 50 }, { in: 'footer', column: 'explore', order: 30 }] },
    { id: 'blogs', label: 'Blogs', to: JOURNAL_URL, external: true, show: [{ in: 'header', order: 60 }] },
    { id: 'assistant', label: 'Ask our assistant', to: '/chat', show: [{ in: 'footer', column: 'explore', order: 40 }] },
    { id: 'about-us', label: 'About us', to: '/about', show: [{ in: 'footer', column: 'company', order: 10 }] },
    { id: 'journal', label: 'Journal', to: JOURNAL_URL, external: true, show: [{ in: 'footer', column: 'company', order: 20 }] },
    // The home page's booking link, floating over it.
    { id: 'book-now', label: 'Book Now', to: '/explore', show: [{ in: 'call-to-action', on: ['/'], order: 10 }] },
  ],
  // The home page's hero runs under the transparent header.
  underHeader: ['/'],
} satisfies NavigationDeclaration;
