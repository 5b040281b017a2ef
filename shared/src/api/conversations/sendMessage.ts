import type { ApiSuccess, ThreadMessage, ThreadPerson } from '@wellness/shared/domain';
import { INBOX_TAG, injectConversationEndpoints } from './conversationsApi';
import { threadApi } from './getThread';
import { PENDING_PREFIX, withMessage } from './mergeThreadPage';

export { PENDING_PREFIX };

export interface SendMessageArgs {
  threadId: string;
  text: string;
  /** The sender as the thread shows them, for the line shown before the API answers. */
  sender: ThreadPerson;
}

const sendMessageApi = injectConversationEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/threads/:id/messages: the message shows in the thread at once; the API's answer replaces it, a
     * refusal (400, 429) takes it out again and the caller shows why.
     */
    sendMessage: build.mutation<ThreadMessage, SendMessageArgs>({
      query: ({ threadId, text }) => ({ url: `/api/threads/${encodeURIComponent(threadId)}/messages`, method: 'POST', body: { text } }),
      transformResponse: (response: ApiSuccess<ThreadMessage>) => response.data,
      async onQueryStarted({ threadId, text, sender }, { dispatch, queryFulfilled, requestId }) {
        // The mutation's own request id: unique in the store, so two messages on their way never share one.
        const pending: ThreadMessage = { id: `${PENDING_PREFIX}${requestId}`, kind: 'message', sender, bookingState: null, text, at: new Date().toISOString() };
        const patch = dispatch(threadApi.util.updateQueryData('thread', { threadId }, (page) => withMessage(page, pending)));
        try {
          const { data: sent } = await queryFulfilled;
          dispatch(threadApi.util.updateQueryData('thread', { threadId }, (page) => {
            page.messages = page.messages.filter((m) => m.id !== pending.id);
            withMessage(page, sent);
          }));
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : [INBOX_TAG]),
    }),
  }),
});

export const { useSendMessageMutation } = sendMessageApi;
