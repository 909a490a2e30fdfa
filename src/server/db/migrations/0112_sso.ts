import { type Kysely, sql } from 'kysely';

/**
 * OpenID Connect single sign-on: who a user is at an identity provider (issuer + subject, the
 * provider's stable id of the person, never the e-mail address), and which sessions came from
 * a sign-in there (their ID token, for logging out at the provider too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table sso_identity (
  issuer text not null,
  subject text not null,
  user_id integer not null references app_user on delete cascade,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  primary key (issuer, subject)
);
create index sso_identity_user_idx on sso_identity (user_id);
create table sso_session (
  session_hash char(64) primary key references user_session on delete cascade,
  issuer text not null,
  id_token text not null
);
`.execute(db);
}
