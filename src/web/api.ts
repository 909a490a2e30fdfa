import { type CallInput, fillPath, type JsonEndpoint, type ResponseOf } from '../shared/contracts/endpoint';
import { t } from '../shared/i18n';
import type { ApiErrorBody } from '../shared/messages';
import { readGlobals } from './globals';

/**
 * The browser's client for the portal's JSON endpoints: `call(contract, input)` (below) is the one
 * way screens reach the server. Every failure becomes an `ApiError`
 * carrying the server's `{ code, message, reason? }`, so screens show `errorText(error)` (reason,
 * then message, then the spec's generic text) and never a raw fetch error. The texts of the errors made
 * here (NETWORK, HTTP_ERROR, BAD_RESPONSE) are the ones the error table takes from shared/t('ts'),
 * so the whole table (shared/errors.ts) stays out of the browser's bundle.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached */
  readonly status: number;
  readonly code: string;
  readonly reason?: string;
  /** extra fields the server sent next to code/message/reason */
  readonly details?: unknown;

  constructor(status: number, body: ApiErrorBody & { details?: unknown }) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    if (body.reason) this.reason = body.reason;
    if (body.details !== undefined) this.details = body.details;
  }

  /** The body as the server sent it. */
  get body(): ApiErrorBody {
    return this.reason ? { code: this.code, message: this.message, reason: this.reason } : { code: this.code, message: this.message };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  /** query parameters; undefined and null values are left out */
  query?: Record<string, string | number | boolean | undefined | null>;
  /** `Idempotency-Key` header for postings: create it once per flow (newIdempotencyKey) */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** A fresh key for one posting flow: a retry of the same flow sends the same key. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function withQuery(url: string, query: ApiRequest['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function isErrorBody(x: unknown): x is ApiErrorBody {
  return !!x && typeof x === 'object' && typeof (x as ApiErrorBody).message === 'string' && !!(x as ApiErrorBody).message;
}

/**
 * Calls a portal endpoint: JSON in and out, same-origin cookies, the page's CSRF token on every
 * state-changing request. Resolves to the parsed JSON (undefined for 204); rejects with ApiError.
 * An aborted request rejects with the AbortSignal's reason (callers usually ignore it).
 */
/** The error a refused request's answer carries (its code, message, reason and details), or one naming the HTTP status. */
export function refusalOf(status: number, payload: unknown): ApiError {
  if (isErrorBody(payload)) {
    const p = payload as ApiErrorBody & { details?: unknown };
    return new ApiError(status, {
      code: typeof p.code === 'string' && p.code ? p.code : `HTTP_${status}`,
      message: p.message,
      ...(typeof p.reason === 'string' && p.reason ? { reason: p.reason } : {}),
      ...(p.details !== undefined ? { details: p.details } : {}),
    });
  }
  return new ApiError(status, { code: `HTTP_${status}`, message: t('httpError', { status }) });
}

export async function apiFetch<T = unknown>(url: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  if (!SAFE_METHODS.has(method)) {
    const token = readGlobals().csrfToken;
    if (token) headers['x-csrf-token'] = token;
  }
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(withQuery(url, request.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason ?? error;
    throw new ApiError(0, { code: 'NETWORK', message: t('networkError') });
  }

  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  let payload: unknown;
  let readFailed = false;
  try {
    payload = type.includes('json') ? await response.json() : await response.text();
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason ?? error;
    readFailed = true;
  }

  if (!response.ok) throw refusalOf(response.status, payload);
  if (readFailed) {
    // a 2xx whose body broke off (connection lost while reading): the result is unknown
    throw new ApiError(0, { code: 'NETWORK', message: t('networkError') });
  }
  return payload as T;
}

/**
 * Reads while the network is down (src/web/offline): the device answers what it can
 * (the last answer of a screen's opening reads, the plant's offline snapshot); installed by the
 * offline runtime, absent in tests and on pages without it.
 */
export interface OfflineReads {
  /** a GET was answered by the server (the device may keep the answer) */
  answered(contract: JsonEndpoint, url: string, payload: unknown): void;
  /** the network failed: the device's answer, undefined when it has none (an ApiError: its refusal) */
  fallback(contract: JsonEndpoint, input: { params?: Record<string, unknown>; query?: ApiRequest['query'] }, url: string): Promise<unknown>;
}
let offlineReads: OfflineReads | null = null;
/** The offline runtime on its way (main.tsx installs it once the first screen is on the glass): reads wait for it. */
let offlineReadsComing: Promise<unknown> | null = null;

export function setOfflineReads(reads: OfflineReads | null): void {
  offlineReads = reads;
}

/**
 * The offline reads will be installed when `coming` settles: until then a GET's answer is handed to them once they
 * are there (the first screen's opening reads are remembered as before), and a GET the network fails waits for them.
 */
export function offlineReadsArriving(coming: Promise<unknown>): void {
  offlineReadsComing = coming.catch(() => undefined);
}

/** A GET's answer for the device to keep, now or once the offline reads are installed. */
function remember(contract: JsonEndpoint, url: string, payload: unknown): void {
  if (offlineReads) offlineReads.answered(contract, url, payload);
  else void offlineReadsComing?.then(() => offlineReads?.answered(contract, url, payload));
}

export interface CallOptions {
  /** `Idempotency-Key` of a posting: one key per attempt at one body (see usePosting). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Calls an endpoint by its contract (src/shared/contracts/<area>/endpoints.ts): the path is filled
 * from `params`, `query` and `body` are sent as the contract says, and the answer is parsed with
 * the contract's response schema, so a screen gets exactly the type the server promised.
 */
export async function call<E extends JsonEndpoint>(
  contract: E,
  input: CallInput<E> = {} as CallInput<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: ApiRequest['query']; body?: unknown };
  const path = fillPath(contract.path, params);
  let payload: unknown;
  try {
    payload = await apiFetch(path, {
      method: contract.method,
      query,
      body,
      idempotencyKey: options.idempotencyKey,
      signal: options.signal,
    });
    if (contract.method === 'GET') remember(contract, withQuery(path, query), payload);
  } catch (error) {
    const unreachable = error instanceof ApiError && error.status === 0 && error.code === 'NETWORK';
    if (!unreachable || contract.method !== 'GET') throw error;
    if (!offlineReads) await offlineReadsComing;
    if (!offlineReads) throw error;
    const answer = await offlineReads.fallback(
      contract,
      { ...(params ? { params } : {}), ...(query ? { query } : {}) },
      withQuery(path, query),
    );
    if (answer === undefined) throw error;
    payload = answer;
  }
  const parsed = contract.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(0, { code: 'BAD_RESPONSE', message: t('badResponse') });
  }
  return parsed.data as ResponseOf<E>;
}
