import type { ApiSuccess } from '@wellness/shared/domain';
import type { HostCredential } from '@wellness/shared/host-tools';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.enhanceEndpoints({ addTagTypes: ['MyCredentials'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/credentials: the host's credentials, newest first, with their review state. */
    myCredentials: build.query<HostCredential[], void>({
      query: () => '/api/my/credentials',
      transformResponse: (response: ApiSuccess<HostCredential[]>) => response.data,
      providesTags: ['MyCredentials'],
    }),
    /** POST /api/my/credentials (multipart: the fields and the document). */
    addCredential: build.mutation<HostCredential, FormData>({
      query: (body) => ({ url: '/api/my/credentials', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<HostCredential>) => response.data,
      invalidatesTags: ['MyCredentials'],
    }),
    removeCredential: build.mutation<void, string>({
      query: (id) => ({ url: `/api/my/credentials/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['MyCredentials'],
    }),
  }),
});

export const { useMyCredentialsQuery, useAddCredentialMutation, useRemoveCredentialMutation } = api;
