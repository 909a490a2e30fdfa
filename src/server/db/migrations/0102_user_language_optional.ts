import { type Kysely, sql } from 'kysely';

/**
 * A user's language becomes a choice, not a default: null means "the browser's language"
 * (Accept-Language, else English). Users created from now on follow their browser until they pick a
 * language in the profile; a language already stored stays. Only a catalogue's language is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user alter column language drop not null, alter column language drop default`.execute(db);
}
