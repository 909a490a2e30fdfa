import { type Kysely, sql } from 'kysely';

/**
 * Single-use links that let someone set a user's password without knowing it: a forgotten password
 * (`reset`, 30 minutes) and an administrator's invitation (`invitation`, days). Only the SHA-256 of
 * the token is stored (the link holds the token itself); a token is used once (`used_at`), may be
 * revoked (a newer link of the same kind, the administrator), and runs out at `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table account_token (
  token_id bigserial primary key,
  token_hash varchar(64) not null unique,
  user_id integer not null references app_user on delete cascade,
  purpose varchar(12) not null check (purpose in ('reset', 'invitation')),
  created_at timestamptz not null default now(),
  created_by integer references app_user on delete set null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index account_token_user_idx on account_token (user_id, purpose);
`.execute(db);
}
