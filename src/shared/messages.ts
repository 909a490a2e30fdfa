/**
 * The message catalogue: every user-facing text, English first, one place to translate.
 * The spec's literal strings live here word for word (including its spelling).
 */
export const messages = {
  unknownError: 'Unkown error occurred, Please contact us.',
  serialAlreadyEntered: 'Serial already entered',
  serialQuantityTooHigh: 'Serial quantity is more than quantity',
  dateInputNotValid: 'Date input not valid.',
  selectPlaceholder: 'Select...',
  selectNoOptions: 'No options',
  loading: 'Loading...',
  loginFailed: 'The user name or password is not correct.',
  loginThrottled: 'Too many failed sign-ins. Please wait a moment and try again.',
  loginCsrf: 'Your sign-in form expired. Please try again.',
  qrTokenInvalid: 'This sign-in code is no longer valid. Please ask for a new one.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  notSignedIn: 'Please sign in.',
  forbidden: 'You are not authorized for this function.',
  notFound: 'The page or record was not found.',
  csrfFailed: 'This request could not be verified. Please reload the page and try again.',
  invalidInput: 'The input is not valid.',
  tooLarge: 'The request is too large.',
  databaseUnavailable: 'The database is not reachable.',
} as const;

export type MessageKey = keyof typeof messages;

/** Error body sent by every route: `{ code, message, reason? }`. */
export interface ApiErrorBody {
  code: string;
  message: string;
  reason?: string;
}

/**
 * The spec's generic helper: the response's reason, then the error message,
 * else 'Unkown error occurred, Please contact us.'.
 */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { reason?: unknown; message?: unknown };
    if (typeof e.reason === 'string' && e.reason) return e.reason;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return messages.unknownError;
}
