import { type Kysely, sql } from 'kysely';

/**
 * Suppliers' own systems (issue 39, EDI and cXML): per vendor the channel an administrator set
 * (portal only, cXML over HTTPS with a shared secret, EDI files over the upload endpoint), its format
 * and version; and every message in or out, kept as it came (raw text), what it was read as, its
 * status, its refusals (codes and values: rendered in the reader's language) and its acknowledgement.
 * A processed message's own id (BGM / BSN / payloadID / notice id) is taken once per vendor and format.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table edi_partner (
  vendor_id text primary key references vendor,
  channel text not null check (channel in ('PORTAL', 'CXML', 'EDI')),
  format text not null check (format in ('CXML', 'EDIFACT', 'X12', 'CSV')),
  version text not null,
  secret_hash text,
  user_id integer references app_user,
  outbound_url text,
  updated_by integer references app_user,
  updated_at timestamptz not null default now()
);
create table edi_message (
  message_id bigint generated always as identity primary key,
  vendor_id text not null references vendor,
  direction text not null check (direction in ('IN', 'OUT')),
  format text not null check (format in ('CXML', 'EDIFACT', 'X12', 'CSV')),
  kind text not null check (kind in ('ASN', 'ORDER', 'CONFIRMATION')),
  control_ref text not null,
  raw text not null,
  parsed jsonb,
  status text not null check (status in ('PROCESSED', 'REFUSED', 'PENDING', 'SENT', 'FAILED')),
  errors jsonb not null default '[]',
  ack text,
  document_ref text,
  user_id integer references app_user,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  processed_at timestamptz
);
create unique index edi_message_processed_once on edi_message (vendor_id, direction, format, control_ref) where status = 'PROCESSED';
create index edi_message_vendor_idx on edi_message (vendor_id, message_id desc);
create index edi_message_created_idx on edi_message (message_id desc);
`.execute(db);
}
