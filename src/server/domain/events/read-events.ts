import { type Kysely, sql } from 'kysely';
import type { EventFeed, IntegrationEvent } from '../../../shared/contracts/events/schemas';
import type { DB } from '../../db/schema';
import type { PlantScope } from '../master-data/viewer';

/**
 * The event feed, exactly once by cursor. An event's id is taken at insert, not at commit: a reader
 * could see id 7 committed while id 6 is still in flight and skip 6 for good. So every event records
 * its transaction's id (`pg_current_xact_id()`), and a read returns only events of transactions older
 * than the oldest one still running (`pg_snapshot_xmin(pg_current_snapshot())`): those are all
 * finished, and every event written later belongs to a transaction at or above that horizon, so it
 * sorts behind any cursor handed out. Order and cursor: (transaction id, event id). A long-running
 * transaction delays the feed (never reorders it). Works the same on PGlite (PostgreSQL 17).
 *
 * The horizon counts every database of the server: a long transaction of another database delays
 * this feed too. Leaving those out (pg_stat_activity's backend_xid and datid) was tried and dropped:
 * that view pairs a backend's xid and database from two reads, so a backend that is going away or
 * a reused slot can flip an xid between "theirs" and "ours", and the horizon went backwards in the
 * test suite. A horizon that only ever moves forward is what makes the cursor exactly once.
 */

/**
 * The feed's horizon: the oldest transaction still running, as a feed position (this server's
 * transaction ids plus the feed's shift, 0 unless a restore from a server ahead needed one: db/feed-shift.ts).
 */
export const feedHorizon = sql`(pg_snapshot_xmin(pg_current_snapshot())::text::numeric + (select shift from feed_shift))::text::xid8`;

/** Events of transactions that (with every older one) have ended: what any reader may take. */
export const finishedEvents = (alias: string) => sql`${sql.ref(`${alias}.xact_id`)} < ${feedHorizon}`;

/** An event a reader of these plants may see: one of its items comes from or goes to one of them. */
export const eventInPlants = (alias: string, plants: readonly string[]) => sql`exists (
  select 1 from jsonb_array_elements(${sql.ref(`${alias}.payload`)}->'items') i
  where i->'from'->>'plant' in (${sql.join(plants.length > 0 ? [...plants] : [''])})
     or i->'to'->>'plant' in (${sql.join(plants.length > 0 ? [...plants] : [''])}))`;

/** The feed for a reader of `plants` (a token's plants; every plant for a token without any), or of everything. */
export async function readEvents(
  db: Kysely<DB>,
  plants: PlantScope,
  query: { after?: string | undefined; limit: number },
): Promise<EventFeed> {
  const [xact, id] = (query.after ?? '0-0').split('-') as [string, string];
  const rows = await sql<{ event_id: string; xact_id: string; event_type: string; payload: IntegrationEvent['payload']; created_at: Date }>`
    select e.event_id::text, e.xact_id::text, e.event_type, e.payload, e.created_at
    from integration_event e
    where (e.xact_id, e.event_id) > (${xact}::xid8, ${id}::bigint)
      and ${finishedEvents('e')}
      and ${plants === 'all' ? sql`true` : eventInPlants('e', plants)}
    order by e.xact_id, e.event_id
    limit ${query.limit}`.execute(db);
  // ordered by the table's columns (`e.`): an unqualified name would mean the ::text output column, and text puts
  // transaction 10000 before 9999 (a page's last cursor was then not its highest: the next page repeated events)
  const events = rows.rows.map((r) => ({
    cursor: `${r.xact_id}-${r.event_id}`,
    eventId: r.event_id,
    type: r.event_type as IntegrationEvent['type'],
    createdAt: new Date(r.created_at).toISOString(),
    payload: r.payload,
  }));
  return { events, next: events.at(-1)?.cursor ?? query.after ?? '0-0' };
}

/**
 * The feed's lag: how long the oldest committed event has been held back behind a transaction still
 * running (0 when none waits). A metric (`portal_event_feed_lag_seconds`): a stuck transaction shows here.
 */
export async function eventFeedLagSeconds(db: Kysely<DB>): Promise<number> {
  const row = await sql<{ lag: number | null }>`
    select extract(epoch from now() - min(created_at))::float8 as lag
    from integration_event
    where xact_id >= ${feedHorizon}`.execute(db);
  return Math.max(0, Number(row.rows[0]?.lag ?? 0));
}
