import { baseApi } from '@wellness/shared/api';
import type { ResetPasswordPayload } from '@wellness/shared/schemas';
import { readAuthSession, type AuthSession } from './authResponse';

/** "Forgot password", the reset link's new password, and the verification link (POST /auth/password/*, /auth/verify-email). */
const accountLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/password/forgot', method: 'POST', body }),
      transformResponse: (response: { data: { message: string } }) => response.data,
    }),
    resetPassword: build.mutation<AuthSession, ResetPasswordPayload>({
      query: (body) => ({ url: '/auth/password/reset', method: 'POST', body }),
      transformResponse: readAuthSession,
    }),
    verifyEmail: build.mutation<{ verified: boolean; email: string }, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      transformResponse: (response: { data: { verified: boolean; email: string } }) => response.data,
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useVerifyEmailMutation } = accountLinksApi;
