import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getApiBaseUrl } from '../config/runtimeConfig';
import type { SessionState } from './sessionSlice';

// The base URL comes from the shell's /config.json at run time, so it is read per request.
const dynamicBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  fetchBaseQuery({
    baseUrl: getApiBaseUrl(),
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as { session: SessionState }).session.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  })(args, api, extra);

/** The one RTK Query API of the product; each feature adds its calls with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: dynamicBaseQuery,
  tagTypes: ['Program', 'MyProgram', 'Booking', 'AdminProgram', 'AdminService', 'AdminUser', 'Analytics', 'Session'],
  endpoints: () => ({}),
});

/** The API's error body is `{ error: { code, message } }` (DESIGN §6). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  const message = data?.error?.message;
  return typeof message === 'string' && message ? message : fallback;
}
