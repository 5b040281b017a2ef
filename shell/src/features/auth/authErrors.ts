import { apiErrorMessage } from '@wellness/shared/api';

type QueryError = { status?: number | string } | undefined;

/** A refused sign-in, a refused sign-up, and anything else (network down, server error). */
export function signInErrorMessage(error: unknown): string {
  const status = (error as QueryError)?.status;
  if (status === 400 || status === 401 || status === 403) return 'Invalid email or password. Please try again.';
  return 'An error occurred. Please try again.';
}

export function signUpErrorMessage(error: unknown): string {
  const status = (error as QueryError)?.status;
  // A taken email deserves to be named (the API says so in its 409 message).
  if (status === 409) return apiErrorMessage(error, 'An account with this email already exists.');
  if (typeof status === 'number' && status >= 400 && status < 500) return 'Registration failed. Please try again.';
  return 'An error occurred. Please try again.';
}
