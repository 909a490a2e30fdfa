import { type Kysely, sql } from 'kysely';

/**
 * API rate limits shared by every instance on the database: one row per token holding
 * its current one-minute window (start and count). A request is one upsert that either counts into
 * the window or starts a new one (domain/api-tokens/rate-limit.ts), so there are no old windows to
 * purge. Unlogged: a crash may forget the counts of the running minute, which is harmless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create unlogged table api_rate_window (
  token_id integer primary key references api_token on delete cascade,
  window_start timestamptz not null,
  count integer not null
);
`.execute(db);
}
