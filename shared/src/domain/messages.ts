/** User-facing texts, word for word. Forms and the API both read them from here. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  contactPhone: 'Please enter a valid phone number (7-15 digits)',
  bookingPhone: 'Please enter a valid phone number (10-15 digits)',
  date: 'Please select a date',
  passwordsMismatch: 'Passwords do not match',
  passwordMin: 'Password must be at least 6 characters',
  unsupportedCharacters: 'Please remove unsupported characters',
} as const;

export const ERROR_MESSAGES = {
  loginFailed: 'Invalid email or password. Please try again.',
  authException: 'An error occurred. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  programNotFound: 'Program not found.',
  requestFailed: (status: number) => `API request failed with status ${status}.`,
} as const;

/** "Forgot password" and email verification, in the API's answers, the shell's dialogs and the emails. */
export const ACCOUNT_MESSAGES = {
  /** The same answer whether or not the address has an account. */
  resetSent: 'If an account uses this address, we have sent it a link to choose a new password. The link works once, within an hour.',
  linkInvalid: 'This link is not valid. Please use the link from the most recent email.',
  resetLinkExpired: 'This reset link has expired or was already used. Please ask for a new one.',
  passwordChanged: 'Your password has been changed, and you are signed in.',
  verifyLinkExpired: 'This verification link has expired or was already used. Sign in to get a new one.',
  emailVerified: 'Your email address is verified. Thank you!',
  verificationSent: 'We have sent you a new verification link.',
} as const;
