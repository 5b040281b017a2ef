import { baseApi, injectOnce } from '@wellness/shared/api';

/**
 * The conversations' cache tags on the one `baseApi`: `Threads` for the inbox list (id `LIST`) and the unread count
 * (id `UNREAD`), `Thread` for one thread's pages (id = the thread's id).
 */
export const conversationsBase = baseApi.enhanceEndpoints({ addTagTypes: ['Threads', 'Thread'] });

/** `injectEndpoints` for the conversation calls (bundled by the shell's live client and the remotes with threads). */
export const injectConversationEndpoints = injectOnce(conversationsBase);

export const INBOX_TAG = { type: 'Threads', id: 'LIST' } as const;
export const UNREAD_TAG = { type: 'Threads', id: 'UNREAD' } as const;
