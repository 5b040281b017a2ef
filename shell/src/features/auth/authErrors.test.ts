import { signInErrorMessage, signUpErrorMessage } from './authErrors';
import { readAuthSession } from './api/authResponse';

describe('auth error messages', () => {
  it('a refused sign-in says the credentials are wrong; anything else is a generic error', () => {
    expect(signInErrorMessage({ status: 401 })).toBe('Invalid email or password. Please try again.');
    expect(signInErrorMessage({ status: 'FETCH_ERROR' })).toBe('An error occurred. Please try again.');
    expect(signInErrorMessage({ status: 500 })).toBe('An error occurred. Please try again.');
  });

  it('a refused sign-up says registration failed, and a taken email says so', () => {
    expect(signUpErrorMessage({ status: 400 })).toBe('Registration failed. Please try again.');
    expect(signUpErrorMessage({ status: 409, data: { error: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' } } }))
      .toBe('An account with this email already exists.');
    expect(signUpErrorMessage({ status: 'FETCH_ERROR' })).toBe('An error occurred. Please try again.');
  });
});

describe('readAuthSession', () => {
  const user = { firstName: 'A', lastName: 'B', email: 'a@b.test', phone: '1234567', role: 'user' as const };
  it('reads accessToken and user from the data field', () => {
    expect(readAuthSession({ data: { accessToken: 't', user } })).toEqual({ accessToken: 't', user });
  });
  it('treats a response with missing fields as a failure', () => {
    expect(() => readAuthSession({ data: { user } })).toThrow();
    expect(() => readAuthSession({ data: { accessToken: 't' } })).toThrow();
    expect(() => readAuthSession({})).toThrow();
  });
});
