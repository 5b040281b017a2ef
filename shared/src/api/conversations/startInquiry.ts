import type { ApiSuccess, ThreadPage } from '@wellness/shared/domain';
import { INBOX_TAG, injectConversationEndpoints } from './conversationsApi';

export interface InquiryArgs {
  programId: string;
  text: string;
}

const startInquiryApi = injectConversationEndpoints({
  endpoints: (build) => ({
    /** POST /api/threads: a question about a program before booking (opens the caller's inquiry, or adds to it). */
    startInquiry: build.mutation<ThreadPage, InquiryArgs>({
      query: (body) => ({ url: '/api/threads', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<ThreadPage>) => response.data,
      invalidatesTags: (_r, error) => (error ? [] : [INBOX_TAG]),
    }),
  }),
});

export const { useStartInquiryMutation } = startInquiryApi;
