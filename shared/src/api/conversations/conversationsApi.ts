import { baseApi } from '@wellness/shared/api';

/**
 * The conversations' cache tags on the one `baseApi`: `Threads` for the inbox list (id `LIST`) and the unread count
 * (id `UNREAD`), `Thread` for one thread's pages (id = the thread's id).
 */
export const conversationsBase = baseApi.enhanceEndpoints({ addTagTypes: ['Threads', 'Thread'] });

/**
 * `injectEndpoints` for the conversation calls. The shell's live client and the remotes that show threads each
 * bundle this layer and inject the same endpoints into the one `baseApi` of the page: the first injection stands
 * and the cache is one. Names already there are left out (RTK Query keeps the first and logs the skip in
 * development builds otherwise).
 */
export const injectConversationEndpoints: typeof conversationsBase.injectEndpoints = (inject) =>
  conversationsBase.injectEndpoints({
    ...inject,
    endpoints: (build) => Object.fromEntries(Object.entries(inject.endpoints(build)).filter(([name]) => !(name in baseApi.endpoints))) as ReturnType<typeof inject.endpoints>,
  });

export const INBOX_TAG = { type: 'Threads', id: 'LIST' } as const;
export const UNREAD_TAG = { type: 'Threads', id: 'UNREAD' } as const;
