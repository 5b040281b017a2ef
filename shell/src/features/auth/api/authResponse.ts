import type { User } from '@wellness/shared/domain';

export interface AuthSession {
  accessToken: string;
  user: User;
}

/** A response without a token or a user is a failure. */
export function readAuthSession(response: { data?: Partial<AuthSession> }): AuthSession {
  const { accessToken, user } = response.data ?? {};
  if (!accessToken || !user?.email || !user.role) throw new Error('missing accessToken or user');
  return { accessToken, user };
}
