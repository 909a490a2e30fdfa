import { type Kysely, sql } from 'kysely';

/**
 * Outbound EDI (issue 39): purchase orders go out in each supplier's channel. An outbound message
 * (edi_message, direction OUT) is written in the order's own transaction; `delivery` says how it
 * leaves: HTTP (cXML POSTed to the partner's URL by the sender worker: claims by lease, SKIP LOCKED,
 * retries at next_attempt_at, a dead letter is FAILED) or FILE (an EDIFACT / X12 file the supplier's
 * system collects over HTTP: collected_at when it acknowledged it; also set on an inbound message
 * whose acknowledgement it collected). The partner's cXML shared secret is also kept sealed
 * (AES-GCM under SESSION_SECRET) so the portal can send it; the hash stays for inbound checks.
 * Only adds: nullable columns, a sequence, a partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table edi_message
  add column delivery text check (delivery in ('HTTP', 'FILE')),
  add column next_attempt_at timestamptz,
  add column lease_owner text,
  add column lease_until timestamptz,
  add column sent_at timestamptz,
  add column collected_at timestamptz;
alter table edi_partner add column secret_sealed text;
create sequence edi_control_seq;
create index edi_message_outbox_idx on edi_message (next_attempt_at, message_id) where direction = 'OUT' and status = 'PENDING';
create index edi_message_files_idx on edi_message (vendor_id, message_id) where collected_at is null and (delivery = 'FILE' or ack is not null);
`.execute(db);
}
