import { baseApi } from '@wellness/shared/api';

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ id: string }, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      transformResponse: (response: { data: { id: string } }) => response.data,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
