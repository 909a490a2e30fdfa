import { type Kysely, sql } from 'kysely';

/**
 * Webhooks per API token ("Events out"). The token holds its URL and its signing secret,
 * encrypted with a key derived from SESSION_SECRET (AES-256-GCM, domain/webhooks/webhook-secret.ts):
 * the deliverer must compute the HMAC, so a hash would not do, and a database dump alone reveals no
 * secret. `webhook_delivery` is the state of one token's deliveries: the feed position of the last
 * delivered (or dead-lettered) event, the attempts at the event in hand, when to try next, and a lease
 * (owner + until) that lets one instance at a time deliver for the token. Failed events land in
 * `webhook_dead_letter`; `queued` ones are delivered again before the feed continues.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table api_token add column webhook_url text, add column webhook_secret text;
alter table api_token add constraint api_token_webhook check ((webhook_url is null) = (webhook_secret is null));
create table webhook_delivery (
  token_id integer primary key references api_token on delete cascade,
  cursor_xact xid8 not null default '0',
  cursor_event bigint not null default 0,
  attempt_event_id bigint,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  failing_since timestamptz,
  last_error text,
  last_delivered_at timestamptz,
  last_event_id bigint,
  lease_owner text,
  lease_until timestamptz
);
create index webhook_delivery_due_idx on webhook_delivery (next_attempt_at);
create table webhook_dead_letter (
  dead_letter_id bigserial primary key,
  token_id integer not null references api_token on delete cascade,
  event_id bigint not null references integration_event,
  attempts integer not null,
  last_error text,
  failed_at timestamptz not null default now(),
  queued boolean not null default false,
  unique (token_id, event_id)
);
`.execute(db);
}
