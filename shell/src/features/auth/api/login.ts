import { baseApi } from '@wellness/shared/api';
import { readAuthSession, type AuthSession } from './authResponse';

export interface LoginRequest {
  email: string;
  password: string;
}

const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthSession, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: readAuthSession,
    }),
  }),
});

export const { useLoginMutation } = loginApi;
