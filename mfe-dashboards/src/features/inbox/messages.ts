import { MESSAGE_MAX, type BookingState } from '@wellness/shared/domain';
import { formatNumber } from '@wellness/shared/format';
import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The inbox's texts (the list, a thread, its booking and the composer). English is bundled with the page's chunk;
 * Spanish and French one chunk each, loaded by the page's `prepare` before it renders.
 */
export const inboxMessages = defineMessages('dashboards-inbox', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

/** Counts as the shared words write the message limit (2000, not 2,000). */
export const PLAIN = { useGrouping: false } as const;

export const useInboxT = () => inboxMessages.useT();

const GUEST_STATE = {
  requested: 'state.guest.requested', confirmed: 'state.guest.confirmed', declined: 'state.guest.declined', expired: 'state.guest.expired',
  canceled_by_guest: 'state.guest.canceled_by_guest', canceled_by_provider: 'state.guest.canceled_by_provider', completed: 'state.guest.completed',
} as const satisfies Record<BookingState, string>;
const OWNER_STATE = {
  requested: 'state.owner.requested', confirmed: 'state.owner.confirmed', declined: 'state.owner.declined', expired: 'state.owner.expired',
  canceled_by_guest: 'state.owner.canceled_by_guest', canceled_by_provider: 'state.owner.canceled_by_provider', completed: 'state.owner.completed',
} as const satisfies Record<BookingState, string>;

/** A booking's state in the words of the thread's reader: the host reads "Awaiting your answer", the guest "Waiting for the host". */
export const stateIn = (t: TFunction, side: 'guest' | 'owner', state: BookingState) => t((side === 'owner' ? OWNER_STATE : GUEST_STATE)[state]);

const SYSTEM = {
  requested: 'system.requested', confirmed: 'system.confirmed', declined: 'system.declined', expired: 'system.expired',
  canceled_by_guest: 'system.canceled_by_guest', canceled_by_provider: 'system.canceled_by_provider', completed: 'system.completed',
} as const satisfies Record<BookingState, string>;
const english = inboxMessages.fixedT('en');
// The API writes a booking's system lines and the thread's refusals in English (the shared domain's words): each known
// one is shown in the page's language by its English text; the catalogue's English is those words (its test says so).
const KNOWN: Record<string, string> = Object.fromEntries(
  [
    ...Object.values(SYSTEM), 'composer.empty', 'composer.characters', 'composer.tooMany', 'notAParty', 'notFound',
  ].map((key) => [english(key), key]),
);

/** A system line's or the API's English words in the page's language; words it does not know stay as they are. */
export function knownText(t: TFunction, locale: string, text: string): string {
  if (text === english('composer.tooLong', { max: MESSAGE_MAX })) return t('composer.tooLong', { max: formatNumber(MESSAGE_MAX, locale, PLAIN) });
  return KNOWN[text] ? t(KNOWN[text]) : text;
}
