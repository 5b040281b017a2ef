import { navBadgeSet } from '@wellness/shared/contract';
import { INBOX_BADGE, type ApiSuccess, type UnreadCount } from '@wellness/shared/domain';
import { INBOX_TAG, injectConversationEndpoints } from './conversationsApi';

const markThreadReadApi = injectConversationEndpoints({
  endpoints: (build) => ({
    /** POST /api/threads/:id/read: the thread is read up to now; the answer is the caller's unread count left. */
    markThreadRead: build.mutation<UnreadCount, string>({
      query: (threadId) => ({ url: `/api/threads/${encodeURIComponent(threadId)}/read`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<UnreadCount>) => response.data,
      async onQueryStarted(_threadId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(navBadgeSet({ key: INBOX_BADGE, count: data.unread }));
        } catch {
          // Not marked: the marks stay as they were, and the next open tries again.
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : [INBOX_TAG]),
    }),
  }),
});

export const { useMarkThreadReadMutation } = markThreadReadApi;
