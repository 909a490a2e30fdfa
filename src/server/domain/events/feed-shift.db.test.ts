import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { shiftFeedAfterRestore } from '../../db/feed-shift';
import { feedSettled } from '../../testing/feed';
import { post } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { eventFeedLagSeconds, readEvents } from './read-events';

/**
 * A dump of a server 50 million transactions ahead, restored here: its events (and the cursors its
 * readers keep) lie above every transaction id this server will write for a long time. Without the
 * shift the feed holds them back and sorts this server's new events before them; with it, the feed
 * delivers the restored events in their order and the new ones after them.
 */
const fx = ledgerFixture();

const labels = (events: { payload: unknown }[]) => events.map((e) => (e.payload as { label?: string }).label ?? 'posting');

describe('the event feed after a restore from a server ahead', () => {
  it('continues above the restored events: they are delivered in order, new ones after them', async () => {
    const next = BigInt(
      (await sql<{ next: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as next`.execute(fx.db)).rows[0]?.next ?? '0',
    );
    const ahead = next + 50_000_000n;
    for (const [xact, label] of [
      [ahead, 'restored-1'],
      [ahead + 7n, 'restored-2'],
    ] as const) {
      await sql`insert into integration_event (xact_id, event_type, payload)
        values (${String(xact)}::xid8, 'material-document.posted', ${JSON.stringify({ label })}::jsonb)`.execute(fx.db);
    }
    // as restored: the horizon holds them back (this server has not reached their transactions)
    const held = await readEvents(fx.db, 'all', { limit: 1000 });
    expect(labels(held.events)).not.toContain('restored-1');

    // the start: the feed is shifted above them, once
    const shift = await shiftFeedAfterRestore(fx.db);
    expect(shift).not.toBeNull();
    expect(shift as bigint).toBeGreaterThan(ahead - next);
    expect(await shiftFeedAfterRestore(fx.db)).toBeNull();

    const restored = await readEvents(fx.db, 'all', { after: held.next, limit: 1000 });
    expect(labels(restored.events)).toEqual(['restored-1', 'restored-2']);
    // a reader of the old server stopped at the first restored event gets the second, then this server's new one
    const cursor = restored.events[0]?.cursor as string;
    const material = fx.mats.plain[0] as string;
    const doc = await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '1', to: at(fx.bins[0] as string) }] });
    await feedSettled(fx.db);
    const after = await readEvents(fx.db, 'all', { after: cursor, limit: 10 });
    expect(labels(after.events)).toEqual(['restored-2', 'posting']);
    expect(after.events[1]?.payload).toMatchObject({ matDoc: doc.matDoc });
    expect(BigInt((after.next.split('-')[0] as string) || '0')).toBeGreaterThan(ahead);
    expect(await eventFeedLagSeconds(fx.db)).toBe(0);
    expect((await readEvents(fx.db, 'all', { after: after.next, limit: 10 })).events).toEqual([]);
  });

  it('changes nothing on a database whose events this server wrote', async () => {
    expect(await shiftFeedAfterRestore(fx.db)).toBeNull();
  });
});
