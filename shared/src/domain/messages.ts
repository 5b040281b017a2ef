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
