import { type ErrorCode, type ErrorParams, errorStatus, errorText } from '../../shared/errors';
import { englishTranslator, type MessageId, t } from '../../shared/i18n';

export type { ErrorCode } from '../../shared/errors';

/** What an error carries besides code and message: named values, or a list (a refused batch's row errors). */
export type ErrorDetails = Record<string, unknown> | readonly Record<string, unknown>[];

export interface DomainErrorOptions {
  /** a further explanation the client shows before the message (the spec's `reason`) */
  reason?: string;
  /** machine-readable extras sent next to code and message (e.g. the failing item, a batch's row errors) */
  details?: ErrorDetails;
  /** the item (or line) of a document the error is about: the message reads `Item n: ...` */
  item?: number;
}

/**
 * Whether a message starts by naming the item ("Item 30 of ...", "Item 30: ..."), judged on its English
 * text: the catalogues name the item first wherever English does ("Position 30: ..." in German).
 */
const namesItem = (code: ErrorCode, params: ErrorParams, item: number) =>
  new RegExp(`^Item ${item}\\b`).test(englishTranslator.t(`error.${code}` as MessageId, params));

/**
 * Errors a domain command raises for things a user or client did: a code from the one error table
 * (src/shared/errors.ts) and the values its message template needs. The table gives the message and
 * the HTTP status; the domain never names a status. Anything else that escapes a command is a bug
 * and is answered as a 500 without details.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly reason?: string;
  readonly details?: ErrorDetails;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    options: DomainErrorOptions = {},
  ) {
    const item = options.item;
    // a template that names the item itself ("Item {item} of ...") gets it from the option and no second prefix
    const values = item === undefined || 'item' in params ? params : { ...params, item };
    const text = errorText(code, values);
    super(item === undefined || namesItem(code, values, item) ? text : t('ledgerItem', { item, message: text }));
    this.name = 'DomainError';
    this.status = errorStatus(code);
    if (options.reason !== undefined) this.reason = options.reason;
    if (options.details !== undefined) this.details = options.details;
  }
}

/**
 * An error about one item (or line) of a document: the message is prefixed `Item n: ...` and the
 * details carry the number, so a client can point at the row.
 */
export function itemError(item: number, code: ErrorCode, params: ErrorParams = {}, detailKey: 'item' | 'line' = 'item'): DomainError {
  return new DomainError(code, params, { item, details: { [detailKey]: item } });
}

/** The same for a line of a transfer order: `Item n: ...`, details `{ line: n }`. */
export const lineError = (line: number, code: ErrorCode, params: ErrorParams = {}): DomainError => itemError(line, code, params, 'line');
