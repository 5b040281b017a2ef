import type { ApiSuccess, ThreadPage } from '@wellness/shared/domain';
import { injectConversationEndpoints } from './conversationsApi';
import { mergeThreadPage } from './mergeThreadPage';

export interface ThreadArgs {
  threadId: string;
  /** An `olderCursor`: the page of messages before it. Absent: the newest page. */
  before?: string;
}

export const threadApi = injectConversationEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/threads/:id?before=cursor: the newest 30 messages of a thread (oldest first), or the page before a
     * cursor. The newest page's cache grows with live and sent messages, and a refetch is merged into it.
     */
    thread: build.query<ThreadPage, ThreadArgs>({
      query: ({ threadId, before }) => ({ url: `/api/threads/${encodeURIComponent(threadId)}`, params: before ? { before } : undefined }),
      transformResponse: (response: ApiSuccess<ThreadPage>) => response.data,
      merge: (current, incoming) => mergeThreadPage(current, incoming),
      providesTags: (_r, _e, { threadId }) => [{ type: 'Thread', id: threadId }],
    }),
  }),
});

export const { useThreadQuery, useLazyThreadQuery } = threadApi;
