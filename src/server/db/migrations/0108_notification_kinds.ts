import { type Kysely, sql } from 'kysely';

/**
 * Notifications of every kind (shared/notifications.ts), each user's choice per kind, the e-mail channel:
 * - portal_notification.kind: what it tells of (null: rows from before, service-desk answers);
 * - dedupe_key: one notification per event and user (a retried or replayed request writes none again);
 * - mail: whether the row goes out by e-mail (NOW: one mail, DIGEST: in the daily digest, NONE) and
 *   mailed_at: when its mail (or digest) was queued;
 * - notification_preference: a user's channel per kind (PORTAL, EMAIL, DIGEST, OFF); no row: the kind's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table portal_notification
  add column kind varchar(40),
  add column dedupe_key varchar(200),
  add column mail varchar(10) not null default 'NONE' check (mail in ('NONE', 'NOW', 'DIGEST')),
  add column mailed_at timestamptz;
create unique index portal_notification_dedupe_idx on portal_notification (user_id, dedupe_key);
create index portal_notification_unmailed_idx on portal_notification (created_at) where mail <> 'NONE' and mailed_at is null;
create table notification_preference (
  user_id integer not null references app_user,
  kind varchar(40) not null,
  channel varchar(10) not null check (channel in ('PORTAL', 'EMAIL', 'DIGEST', 'OFF')),
  primary key (user_id, kind)
);
`.execute(db);
}
