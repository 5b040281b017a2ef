import type { ApiSuccess } from '@wellness/shared/domain';
import type { AdminCredential, CredentialStatus, HostCredential } from '@wellness/shared/host-tools';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.enhanceEndpoints({ addTagTypes: ['AdminCredentials'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/credentials?status=&q=: credentials to review, waiting ones first. */
    adminCredentials: build.query<AdminCredential[], { status: CredentialStatus | 'all'; q: string }>({
      query: (params) => ({ url: '/api/admin/credentials', params }),
      transformResponse: (response: ApiSuccess<AdminCredential[]>) => response.data,
      providesTags: ['AdminCredentials'],
    }),
    /** POST /api/admin/credentials/:id/verify, or …/refuse with the reason the host reads. */
    decideCredential: build.mutation<HostCredential, { id: string; decision: 'verify' } | { id: string; decision: 'refuse'; reason: string }>({
      query: (args) => ({
        url: `/api/admin/credentials/${encodeURIComponent(args.id)}/${args.decision}`,
        method: 'POST',
        ...(args.decision === 'refuse' ? { body: { reason: args.reason } } : {}),
      }),
      transformResponse: (response: ApiSuccess<HostCredential>) => response.data,
      invalidatesTags: ['AdminCredentials'],
    }),
  }),
});

export const { useAdminCredentialsQuery, useDecideCredentialMutation } = api;
