import { useLocation, type Location } from '@wellness/shared/contract';
import { chatMessages } from './messages';
import en from './messages/en.json';

/** SPEC's opening message (English; the page's catalogue has it in each language). */
export const DEFAULT_CHAT_MESSAGE = en.defaultMessage;

export interface ChatLoaderData {
  message: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * /chat: the conversation starts with the navigation state's `initialMessage` (the home chat bar), else the
 * `message` query parameter, else the default (in the page's language).
 */
export function chatLoader({ search, state }: Pick<Location, 'search' | 'state'>, defaultMessage = DEFAULT_CHAT_MESSAGE): ChatLoaderData {
  const fromState = text((state as { initialMessage?: unknown } | null)?.initialMessage);
  const fromQuery = text(new URLSearchParams(search).get('message'));
  return { message: fromState || fromQuery || defaultMessage };
}

export function useChatLoaderData(): ChatLoaderData {
  const { t } = chatMessages.useT();
  return chatLoader(useLocation(), t('defaultMessage'));
}
