import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { EdiErrorEntry } from '../../db/schema/edi';
import { orderForMessage, orderMessage } from './order-message';

/**
 * Outbound purchase orders (issue 39). `queueOrderMessages` runs in the order's own transaction (the
 * ERP's upsert): for each created or changed order whose vendor has a channel, the message in the
 * vendor's format is written and kept (edi_message, direction OUT, the text exactly as it goes out,
 * without the shared secret). cXML partners: delivery HTTP, PENDING for the sender worker
 * (order-sender.ts). EDI file partners (EDIFACT, X12): delivery FILE, PENDING until the supplier's
 * system collects and acknowledges it (supplier-files.ts). A vendor on the portal only (or CSV, which
 * has no order message) gets none. Rolled back with the order: no message without its order, no
 * order without its message.
 */
export interface OrderChange {
  poNumber: string;
  /** false: the order was created; true: an existing order changed (BGM 230 / BEG 05 / type="update") */
  change: boolean;
}

export async function queueOrderMessages(trx: Transaction<DB> | Kysely<DB>, orders: readonly OrderChange[]): Promise<number> {
  if (orders.length === 0) return 0;
  const numbers = orders.map((o) => o.poNumber);
  const partners = await trx
    .selectFrom('purchase_order as po')
    .innerJoin('edi_partner as p', 'p.vendor_id', 'po.vendor_id')
    .select(['po.po_number', 'p.vendor_id', 'p.channel', 'p.format', 'p.outbound_url'])
    .where('po.po_number', 'in', numbers)
    .where('p.channel', 'in', ['CXML', 'EDI'])
    .execute();
  const byPo = new Map(partners.map((p) => [p.po_number, p]));
  let queued = 0;
  for (const { poNumber, change } of [...orders].sort((a, b) => (a.poNumber < b.poNumber ? -1 : 1))) {
    const partner = byPo.get(poNumber);
    if (!partner) continue;
    const format = partner.channel === 'CXML' ? 'CXML' : partner.format;
    if (format !== 'CXML' && format !== 'EDIFACT' && format !== 'X12') continue;
    const order = await orderForMessage(trx, poNumber);
    const { rows } = await sql<{ control: string }>`select nextval('edi_control_seq')::text as control`.execute(trx);
    const control = Number(rows[0]?.control);
    const raw = orderMessage(format, order, control, change);
    const http = format === 'CXML';
    const errors: EdiErrorEntry[] =
      http && !partner.outbound_url ? [{ code: 'EDI_NO_OUTBOUND_URL', params: { vendor: partner.vendor_id } }] : [];
    await trx
      .insertInto('edi_message')
      .values({
        vendor_id: partner.vendor_id,
        direction: 'OUT',
        format,
        kind: 'ORDER',
        control_ref: format === 'CXML' ? `${poNumber}.${control}@supplier-portal` : format === 'EDIFACT' ? `O${control}` : String(control),
        raw,
        parsed: JSON.stringify({ ...order, change }),
        status: errors.length > 0 ? 'FAILED' : 'PENDING',
        errors: JSON.stringify(errors),
        document_ref: poNumber,
        delivery: http ? 'HTTP' : 'FILE',
        next_attempt_at: http ? sql<Date>`now()` : null,
      })
      .execute();
    queued++;
  }
  return queued;
}

// ---- the sender's side: claims, outcomes ----

export interface ClaimedMessage {
  messageId: number;
  vendor: string;
  raw: string;
  /** attempts including this one */
  attempts: number;
}

export interface EdiRetryPolicy {
  /** Waits between attempts in seconds (the last repeats). */
  retrySeconds: readonly number[];
  maxAttempts: number;
}

/**
 * Takes up to `limit` due cXML messages no other instance holds (a lease per row, `for update skip
 * locked`); each claim counts an attempt. Per vendor only the oldest waiting message is due, so a
 * change never overtakes the order it changes (a dead letter lets the next one go).
 */
export async function claimDueMessages(db: Kysely<DB>, owner: string, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
  const { rows } = await sql<{ message_id: string; vendor_id: string; raw: string; attempts: number }>`
    update edi_message m set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${leaseMs / 1000}),
      attempts = m.attempts + 1
    from (
      select e.message_id from edi_message e
      where e.direction = 'OUT' and e.status = 'PENDING' and e.delivery = 'HTTP' and e.next_attempt_at <= now()
        and (e.lease_until is null or e.lease_until < now())
        and not exists (select 1 from edi_message o where o.vendor_id = e.vendor_id and o.direction = 'OUT'
          and o.status = 'PENDING' and o.delivery = 'HTTP' and o.message_id < e.message_id)
      order by e.message_id
      limit ${limit}
      for update of e skip locked
    ) due
    where m.message_id = due.message_id
    returning m.message_id::text, m.vendor_id, m.raw, m.attempts`.execute(db);
  return rows
    .map((r) => ({ messageId: Number(r.message_id), vendor: r.vendor_id, raw: r.raw, attempts: r.attempts }))
    .sort((a, b) => a.messageId - b.messageId);
}

const RESPONSE_MAX = 100_000;

/** Accepted by the partner: SENT, its answer (the cXML Status document) kept. Written only while the lease is ours. */
export async function recordSent(db: Kysely<DB>, owner: string, messageId: number, response: string): Promise<void> {
  await db
    .updateTable('edi_message')
    .set({
      status: 'SENT',
      sent_at: sql<Date>`now()`,
      processed_at: sql<Date>`now()`,
      errors: JSON.stringify([]),
      ack: response.slice(0, RESPONSE_MAX),
      lease_owner: null,
      lease_until: null,
      next_attempt_at: null,
    })
    .where('message_id', '=', messageId)
    .where('lease_owner', '=', owner)
    .execute();
}

/** A failed attempt: the next after the policy's wait, or FAILED (the dead letter) after the last. Returns whether it is dead. */
export async function recordFailed(
  db: Kysely<DB>,
  owner: string,
  message: Pick<ClaimedMessage, 'messageId' | 'attempts'>,
  error: EdiErrorEntry,
  response: string | null,
  policy: EdiRetryPolicy,
): Promise<boolean> {
  const dead = message.attempts >= policy.maxAttempts;
  const wait = dead ? 0 : (policy.retrySeconds[Math.min(message.attempts - 1, policy.retrySeconds.length - 1)] ?? 60);
  await db
    .updateTable('edi_message')
    .set({
      status: dead ? 'FAILED' : 'PENDING',
      next_attempt_at: dead ? null : sql<Date>`now() + make_interval(secs => ${wait})`,
      errors: JSON.stringify([error]),
      ack: response === null ? null : response.slice(0, RESPONSE_MAX),
      processed_at: dead ? sql<Date>`now()` : null,
      lease_owner: null,
      lease_until: null,
    })
    .where('message_id', '=', message.messageId)
    .where('lease_owner', '=', owner)
    .execute();
  return dead;
}

/** Not attempted (the worker stops): back to the queue at once, the attempt the claim counted taken back. */
export async function releaseClaim(db: Kysely<DB>, owner: string, messageId: number): Promise<void> {
  await db
    .updateTable('edi_message')
    .set((eb) => ({ attempts: eb('attempts', '-', 1), lease_owner: null, lease_until: null }))
    .where('message_id', '=', messageId)
    .where('lease_owner', '=', owner)
    .execute();
}
