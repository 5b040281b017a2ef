import { selectLocale, type AppStore } from '@wellness/shared/contract';
import { defineMessages, type MessageCatalogue, type TFunction } from '@wellness/shared/i18n';
import type { BookingState, CancellationPolicy, ProgramStatus } from '@wellness/shared/domain';
import en from './messages/en.json';

/**
 * The dashboards' own texts: the layout around every page and what several features share (a booking's states and
 * history, policies, prices, guests, cancellations). English is bundled with the area; Spanish and French one chunk
 * each, loaded by the area's `prepare` before a page in that language renders. Each lazy page has its own catalogue.
 */
export const dashboardsMessages = defineMessages('dashboards', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useDashboardsT = () => dashboardsMessages.useT();

/**
 * A page module's `prepare`: its catalogues and the dashboards' own in the page's language, loaded before its first
 * render (the area calls it before the shell mounts it), so the page never shows a loading state for its words.
 */
export const loadingTexts =
  (...catalogues: MessageCatalogue[]) =>
  (store: AppStore): Promise<void> => {
    const locale = selectLocale(store.getState());
    return Promise.all([dashboardsMessages, ...catalogues].map((catalogue) => catalogue.load(locale))).then(() => undefined);
  };

// Keys are written out (never built from parts) so the catalogue's test sees each one used.
const GUEST_STATE = {
  requested: 'state.guest.requested', confirmed: 'state.guest.confirmed', declined: 'state.guest.declined', expired: 'state.guest.expired',
  canceled_by_guest: 'state.guest.canceled_by_guest', canceled_by_provider: 'state.guest.canceled_by_provider', completed: 'state.guest.completed',
} as const satisfies Record<BookingState, string>;
const OWNER_STATE = {
  requested: 'state.owner.requested', confirmed: 'state.owner.confirmed', declined: 'state.owner.declined', expired: 'state.owner.expired',
  canceled_by_guest: 'state.owner.canceled_by_guest', canceled_by_provider: 'state.owner.canceled_by_provider', completed: 'state.owner.completed',
} as const satisfies Record<BookingState, string>;

/** A booking's state in the words of the side that reads it (the shared BOOKING_STATE_LABEL and OWNER_BOOKING_STATE_LABEL). */
export const bookingStateIn = (t: TFunction, state: BookingState, reader: 'guest' | 'owner') => t((reader === 'guest' ? GUEST_STATE : OWNER_STATE)[state]);

const PROGRAM_STATUS = {
  active: 'programStatus.active', inactive: 'programStatus.inactive', pending: 'programStatus.pending', draft: 'programStatus.draft', rejected: 'programStatus.rejected',
} as const satisfies Record<ProgramStatus, string>;

/** A program's status ("Active", "Pending", ...). */
export const programStatusIn = (t: TFunction, status: ProgramStatus) => t(PROGRAM_STATUS[status]);

const POLICY_NAME = { flexible: 'policy.name.flexible', moderate: 'policy.name.moderate', strict: 'policy.name.strict' } as const satisfies Record<CancellationPolicy, string>;

/** A cancellation policy's name ("Moderate"); its rule is in the catalogues of the views that state it. */
export const policyNameIn = (t: TFunction, policy: CancellationPolicy) => t(POLICY_NAME[policy]);
