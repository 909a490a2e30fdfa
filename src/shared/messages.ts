import { t } from './i18n';

/**
 * Every user-facing text lives in the message catalogues (src/shared/i18n/locales/*.json, English the
 * source); this module keeps the error body every route sends and the spec's generic error helper.
 */

/** Error body sent by every route: `{ code, message, reason? }`. */
export interface ApiErrorBody {
  code: string;
  message: string;
  reason?: string;
  /** The request's id (also the `X-Request-Id` header and the server's log line). */
  requestId?: string;
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
  return t('unknownError');
}
