import { type Kysely, sql } from 'kysely';

/**
 * "My sessions" and the administrators' view of a user's sessions (domain/auth/list-sessions.ts): a
 * session has a public number to name it by (never its hash), and remembers whether it was paired by
 * the handheld QR flow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table user_session add column session_id bigint generated always as identity;
create unique index user_session_id_idx on user_session (session_id);
alter table user_session add column paired boolean not null default false;
`.execute(db);
}
