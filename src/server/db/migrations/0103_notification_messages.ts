import { type Kysely, sql } from 'kysely';

/**
 * A notification keeps its catalogue message and values (message_key, message_values), so it is read
 * in the reader's language, not the writer's. Rows from before keep only their text and show it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table portal_notification add column message_key varchar(100), add column message_values jsonb`.execute(db);
}
