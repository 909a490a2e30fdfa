import { type Kysely, sql } from 'kysely';
import type { DB } from './schema';

/**
 * The event feed after a restore into another PostgreSQL server. An event's position in the feed is
 * (its transaction's id, its id) and a cursor names a position (domain/events/read-events.ts).
 * Transaction ids belong to a server: a dump of a server at transaction 50,000,000 restored into a
 * new one at 800 brings events (and webhook cursors, and the cursors ERPs keep) the new server's own
 * transactions would sort before for the next 50 million transactions, and which its horizon would
 * hold back as "still running": the feed would stand still.
 *
 * So the feed adds `feed_shift.shift` to this server's transaction ids (the default of
 * integration_event.xact_id, and the horizon readers compare with). At start, when the highest
 * position stored lies at or above what this server can write, the shift becomes such that its
 * next transaction writes 2^32 transactions above it: above every event and cursor the old server
 * handed out after the dump was taken, unless it ran 4 billion transactions more. Restored events keep
 * their order and are delivered; new ones follow them. Nothing changes on the server the data was
 * dumped from, or after a restore into a server that is ahead.
 */
const MARGIN = 2n ** 32n;

/** Shifts the feed when the database holds positions from a server ahead of this one; the new shift, or null. */
export async function shiftFeedAfterRestore(db: Kysely<DB>): Promise<bigint | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ shift: string; highest: string | null; next: string }>`
      select f.shift::text,
        greatest((select max(xact_id) from integration_event), (select max(cursor_xact) from webhook_delivery))::text as highest,
        pg_snapshot_xmax(pg_current_snapshot())::text as next
      from feed_shift f for update`.execute(trx);
    const row = rows[0];
    if (!row || row.highest === null) return null;
    const highest = BigInt(row.highest);
    const next = BigInt(row.next);
    if (highest < next + BigInt(row.shift)) return null;
    const shift = highest - next + MARGIN;
    await trx
      .updateTable('feed_shift')
      .set({ shift: String(shift), shifted_at: new Date() })
      .execute();
    // a number the code computed, not input: written into the column default as it is
    await sql`alter table integration_event alter column xact_id
      set default ((pg_current_xact_id()::text::numeric + ${sql.raw(String(shift))})::text::xid8)`.execute(trx);
    return shift;
  });
}
