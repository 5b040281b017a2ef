import type { ApiSuccess, InboxPage } from '@wellness/shared/domain';
import { INBOX_TAG, injectConversationEndpoints } from './conversationsApi';

const inboxApi = injectConversationEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/threads?after=cursor: the caller's threads, last activity first, a page at a time ("Load more" asks
     * for the next page; a refetch asks again for every page loaded).
     */
    inbox: build.infiniteQuery<InboxPage, void, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (last) => last.next ?? undefined,
      },
      query: ({ pageParam }) => ({ url: '/api/threads', params: pageParam ? { after: pageParam } : undefined }),
      transformResponse: (response: ApiSuccess<InboxPage>) => response.data,
      providesTags: [INBOX_TAG],
    }),
  }),
});

export const { useInboxInfiniteQuery } = inboxApi;
