import type { ApiSuccess, UnreadCount } from '@wellness/shared/domain';
import { injectConversationEndpoints, UNREAD_TAG } from './conversationsApi';

export const unreadCountApi = injectConversationEndpoints({
  endpoints: (build) => ({
    /** GET /api/threads/unread: unread messages over all the caller's threads. */
    unreadCount: build.query<UnreadCount, void>({
      query: () => '/api/threads/unread',
      transformResponse: (response: ApiSuccess<UnreadCount>) => response.data,
      providesTags: [UNREAD_TAG],
    }),
  }),
});

