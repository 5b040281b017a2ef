import type { ApiSuccess, AuthUser } from '@wellness/shared/domain';
import type { PersonalInfoValues } from '@wellness/shared/schemas';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /auth/me: stores the signed-in user's personal information and answers the stored user. */
    updateProfile: build.mutation<AuthUser, PersonalInfoValues>({
      query: (body) => ({ url: '/auth/me', method: 'PATCH', body }),
      transformResponse: (response: ApiSuccess<{ user: AuthUser }>) => response.data.user,
      invalidatesTags: ['AdminUsers'],
    }),
  }),
});

export const { useUpdateProfileMutation } = api;
