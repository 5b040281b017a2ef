import { baseApi } from '@wellness/shared/api';
import { type Role } from '@wellness/shared/domain';
import { readAuthSession, type AuthSession } from './authResponse';

/** The sign-up form's fields less confirmPassword. */
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  role: Role;
}

const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthSession, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      transformResponse: readAuthSession,
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
