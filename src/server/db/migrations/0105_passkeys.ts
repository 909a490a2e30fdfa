import { type Kysely, sql } from 'kysely';

/**
 * Passkeys (WebAuthn): a user's credentials (public key, signature counter) as a second factor and
 * for sign-in without password (discoverable credentials); the challenges handed out, single-use,
 * for two minutes (user_id: the registering or pending user; null: a sign-in without user name).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table user_passkey (
  credential_id varchar(1400) primary key,
  user_id integer not null references app_user on delete cascade,
  public_key text not null,
  counter bigint not null default 0,
  transports varchar(200) not null default '',
  name varchar(60) not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index user_passkey_user on user_passkey (user_id);
create table webauthn_challenge (
  challenge varchar(200) primary key,
  user_id integer references app_user on delete cascade,
  purpose varchar(20) not null check (purpose in ('register', 'sign-in')),
  expires_at timestamptz not null
);`.execute(db);
}
