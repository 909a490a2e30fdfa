import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { XMLParser } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import type { ErrorCode } from '../../../shared/errors';
import { type AddressPolicy, AddressRefused } from '../../adapters/address-policy';
import { guardedFetch } from '../../adapters/guarded-fetch';
import type { DB } from '../../db/schema';
import type { EdiErrorEntry } from '../../db/schema/edi';
import { repeatRounds } from '../rounds';
import { openSecret } from '../webhooks/webhook-secret';
import { type ClaimedMessage, claimDueMessages, type EdiRetryPolicy, recordFailed, recordSent, releaseClaim } from './outbox';

export interface EdiSenderOptions extends EdiRetryPolicy {
  /** SESSION_SECRET: opens the partners' sealed cXML shared secrets. */
  sessionSecret: string;
  /** Request timeout of one POST. */
  timeoutMs: number;
  /** Where a partner's URL may be (the webhooks' policy): checked again at every POST. */
  policy: AddressPolicy;
  /** Pause between rounds (default 1 s). */
  intervalMs?: number;
  /** Messages claimed per round (default 20). */
  batch?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface EdiSender {
  /** One round: claims the due messages and POSTs them one after another; returns how many the partners accepted. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the rounds; resolves when the POST in flight is answered (or timed out) and recorded. */
  stop(): Promise<void>;
}

/** The shared secret goes into the Sender credential of the text as kept (the kept text never holds it). */
export function withSharedSecret(raw: string, secret: string): string {
  const escaped = secret.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return raw.replace(/(<Sender>\s*<Credential[^>]*>\s*<Identity>[^<]*<\/Identity>)/, `$1<SharedSecret>${escaped}</SharedSecret>`);
}

/** The Status of a cXML answer: code and text, or null when the answer is no cXML Response. */
export function responseStatus(body: string): { code: string; text: string } | null {
  if (/<!ENTITY/i.test(body) || /<!DOCTYPE[^>]*\[/i.test(body)) return null;
  try {
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: false }).parse(body) as {
      cXML?: { Response?: { Status?: Record<string, unknown> } };
    };
    const status = parsed.cXML?.Response?.Status;
    if (!status) return null;
    return { code: String(status['@_code'] ?? ''), text: String(status['@_text'] ?? '').slice(0, 200) };
  } catch {
    return null;
  }
}

interface Attempt {
  error: EdiErrorEntry | null;
  response: string | null;
}

/** A send that failed: its error code (the error table's, shown in the reader's words on the EDI screen) and the partner's answer, if any. */
function sendFailure(code: ErrorCode, params: EdiErrorEntry['params'], response: string | null): Attempt {
  return { error: { code, params }, response };
}

/**
 * The cXML sender: every intervalMs it claims due outbound messages (outbox.ts) and POSTs each as
 * text/xml, its partner's shared secret in the Sender credential, to the partner's URL through the
 * SSRF guard (adapters/guarded-fetch.ts: the host resolved and every address checked right before the
 * request, the connection to the checked address, https only unless loopback is allowed in tests,
 * redirects never followed, answers capped at 1 MB). Accepted (HTTP 2xx with cXML Status 2xx): SENT,
 * the answer kept. Anything else: tried again after the policy's wait; after maxAttempts the message
 * is FAILED (the administrator's EDI screen shows why in words and sends it again). Claims by lease
 * and SKIP LOCKED: instances on one database never send one message at once. A message goes out
 * twice only when the process dies between the partner's answer and the write recording it; its
 * payloadID stays the same, so the partner recognises it.
 */
export function createEdiSender(db: Kysely<DB>, options: EdiSenderOptions): EdiSender {
  const owner = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  const batch = options.batch ?? 20;
  const leaseMs = Math.max(60_000, batch * options.timeoutMs * 2);
  const post = guardedFetch(options.policy, options.timeoutMs);

  async function attempt(message: ClaimedMessage): Promise<Attempt> {
    const partner = await db
      .selectFrom('edi_partner')
      .select(['channel', 'outbound_url', 'secret_sealed'])
      .where('vendor_id', '=', message.vendor)
      .executeTakeFirst();
    if (!partner?.outbound_url || partner.channel !== 'CXML') return sendFailure('EDI_NO_OUTBOUND_URL', { vendor: message.vendor }, null);
    const secret = partner.secret_sealed ? openSecret(partner.secret_sealed, options.sessionSecret) : undefined;
    if (!secret) return sendFailure('EDI_NO_SECRET', { vendor: message.vendor }, null);
    let res: Response;
    try {
      res = await post(partner.outbound_url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', 'user-agent': 'SupplierPortal-cXML/1' },
        body: withSharedSecret(message.raw, secret),
      });
    } catch (error) {
      if (error instanceof AddressRefused) return sendFailure('EDI_SEND_ADDRESS_REFUSED', { host: error.host, reason: error.reason }, null);
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        return sendFailure('EDI_SEND_TIMEOUT', { seconds: options.timeoutMs / 1000 }, null);
      const reason = ((error as NodeJS.ErrnoException).code ?? (error as Error).message ?? 'error').slice(0, 200);
      return sendFailure('EDI_SEND_UNREACHABLE', { reason }, null);
    }
    let body: string;
    try {
      body = await res.text();
    } catch {
      body = '';
    }
    if (res.status >= 300 && res.status < 400) return sendFailure('EDI_SEND_REDIRECT', { status: res.status }, body);
    if (res.status < 200 || res.status >= 300) return sendFailure('EDI_SEND_HTTP', { status: res.status }, body);
    const status = responseStatus(body);
    if (!status) return sendFailure('EDI_SEND_CXML_STATUS', { code: '-', text: '-' }, body);
    if (!/^2\d\d$/.test(status.code))
      return sendFailure('EDI_SEND_CXML_STATUS', { code: status.code || '-', text: status.text || '-' }, body);
    return { error: null, response: body };
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    const messages = await claimDueMessages(db, owner, leaseMs, batch);
    for (const message of messages) {
      if (stopped()) {
        await releaseClaim(db, owner, message.messageId);
        continue;
      }
      const outcome = await attempt(message);
      if (outcome.error === null) {
        await recordSent(db, owner, message.messageId, outcome.response ?? '');
        sent++;
      } else {
        const dead = await recordFailed(db, owner, message, outcome.error, outcome.response, options);
        options.log?.(
          `EDI message ${message.messageId} to ${message.vendor} not sent${dead ? ' (failed for good)' : ''}: ${outcome.error.code}`,
        );
      }
    }
    return sent;
  }

  const rounds = repeatRounds('EDI send', options, runOnce);
  // the round above asks it whether to give back what it has not started
  const stopped = rounds.isStopped;
  return rounds;
}
