import { type Kysely, sql } from 'kysely';

/**
 * E-mail goes out through an outbox (domain/mail/): a mail is a row written in the transaction of the
 * event that causes it (so it exists exactly when the event committed), already rendered in its
 * recipient's language (subject, plain text and HTML), and sent by a worker that claims due rows
 * (`for update skip locked`, a lease so instances never send one row at once), retries with waits
 * and, after the last attempt, leaves the row `dead` for an administrator to send again.
 * `dedupe_key` is unique: a retried request or a replayed event queues nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table mail_outbox (
  mail_id bigserial primary key,
  dedupe_key varchar(200) not null unique,
  recipient varchar(254) not null,
  user_id integer references app_user on delete set null,
  language varchar(20) not null,
  subject varchar(300) not null,
  text_body text not null,
  html_body text not null,
  reason text not null,
  link varchar(2000),
  state varchar(10) not null default 'queued' check (state in ('queued', 'sent', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error varchar(500),
  lease_owner varchar(100),
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at, mail_id) where state = 'queued';
create index mail_outbox_state_idx on mail_outbox (state, created_at);
`.execute(db);
}
