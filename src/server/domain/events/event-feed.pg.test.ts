import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Database } from '../../db/connect';
import type { DB } from '../../db/schema';
import { horizonTrace } from '../../testing/feed';
import { createTestDatabase } from '../../testing/test-db';
import { readEvents } from './read-events';

/**
 * The feed's claim on PostgreSQL (PGlite has one connection: transactions never overlap there):
 * an event whose transaction commits after a later-inserted one's is still delivered, each event
 * exactly once, to a poller that keeps only its cursor.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 6 });
});
afterAll(async () => {
  await database?.close();
});

/** One connection of the pool held by the test, to run a transaction step by step. */
async function connection(db: Kysely<DB>) {
  let release!: () => void;
  const hold = new Promise<void>((r) => {
    release = r;
  });
  let conn!: Kysely<DB>;
  let ready!: () => void;
  const got = new Promise<void>((r) => {
    ready = r;
  });
  const done = db.connection().execute(async (c) => {
    conn = c;
    ready();
    await hold;
  });
  await got;
  const run = (q: ReturnType<typeof sql>) => q.execute(conn);
  return {
    begin: () => run(sql`begin`),
    insert: async (label: string) =>
      (
        await sql<{
          id: string;
        }>`insert into integration_event (event_type, payload) values ('material-document.posted', ${JSON.stringify({ label })}::jsonb) returning event_id::text as id`.execute(
          conn,
        )
      ).rows[0]?.id as string,
    takeXid: () => run(sql`select pg_current_xact_id()`),
    commit: () => run(sql`commit`),
    rollback: () => run(sql`rollback`),
    /** back to the pool; a transaction a failed test left open is rolled back first (it would hold the horizon for the next test) */
    end: async () => {
      await run(sql`rollback`).catch(() => {});
      release();
      await done;
    },
  };
}

/** A poller that remembers only its cursor (as it would across restarts); a failing test prints its horizon trace. */
async function poller(db: Kysely<DB>) {
  const trace = horizonTrace(db);
  onTestFailed(() => {
    console.log(`horizon trace of the failed test:\n${trace}`);
  });
  let cursor = (await readEvents(db, 'all', { limit: 1000 })).next;
  await trace.note(`start at ${cursor}`);
  const seen: string[] = [];
  return {
    seen,
    async poll() {
      const page = await readEvents(db, 'all', { after: cursor, limit: 100 });
      seen.push(...page.events.map((e) => (e.payload as unknown as { label: string }).label));
      cursor = page.next;
      if (page.events.length > 0) await trace.note(`read ${page.events.length} up to ${cursor}`);
      return page.events.length;
    },
  };
}

/**
 * Polls until `count` events were seen. The horizon is the oldest transaction of the whole PostgreSQL
 * server (read-events.ts: exactly once comes before liveness), so a transaction of another database
 * (the test files running beside this one: a database copied from the template, a bulk import, a
 * server shutting down under load) delays delivery; CI failed here once with a 20 s wait: wait for it
 * (within the test's 60 s), never stop at the first empty page.
 */
async function drain(p: Awaited<ReturnType<typeof poller>>, count: number, timeoutMs = 45_000) {
  const until = Date.now() + timeoutMs;
  while (p.seen.length < count && Date.now() < until) {
    if ((await p.poll()) === 0) await new Promise((r) => setTimeout(r, 20));
  }
}

describe('event feed order (PostgreSQL)', () => {
  it('holds back a later commit until the earlier id commits, then delivers both exactly once', async () => {
    const db = database.db;
    const p = await poller(db);
    const a = await connection(db);
    const b = await connection(db);
    try {
      await a.begin();
      const idA = await a.insert('A');
      await b.begin();
      const idB = await b.insert('B');
      expect(BigInt(idA)).toBeLessThan(BigInt(idB));
      await b.commit(); // B (id 7) committed while A (id 6) is still in flight
      expect(await p.poll()).toBe(0); // a naive id cursor would hand out B now and skip A for good
      await a.commit();
      await drain(p, 2);
      expect(p.seen).toEqual(['A', 'B']);
      expect(await p.poll()).toBe(0);
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('delivers an event with the lower id but the older transaction, and skips rolled-back ones', async () => {
    const db = database.db;
    const p = await poller(db);
    const older = await connection(db);
    const newer = await connection(db);
    const aborted = await connection(db);
    try {
      await older.begin();
      await older.takeXid(); // the older transaction id, no event yet
      await aborted.begin();
      await aborted.insert('X');
      await newer.begin();
      await newer.insert('N');
      await newer.commit();
      expect(await p.poll()).toBe(0);
      await older.insert('O'); // a higher event id than N, an older transaction
      await aborted.rollback();
      expect(await p.poll()).toBe(0); // O's transaction still runs
      await older.commit();
      await drain(p, 2);
      expect(p.seen).toEqual(['O', 'N']);
      expect(await p.poll()).toBe(0);
    } finally {
      await older.end();
      await newer.end();
      await aborted.end();
    }
  });

  it('20 writers committing in random order: a poller running all along sees every event exactly once', async () => {
    const db = database.db;
    const p = await poller(db);
    let polling = true;
    const polls = (async () => {
      while (polling) {
        await p.poll();
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const labels = Array.from({ length: 20 }, (_, i) => `W${i}`);
    await Promise.all(
      labels.map((label) =>
        db.transaction().execute(async (trx) => {
          await sql`insert into integration_event (event_type, payload) values ('material-document.posted', ${JSON.stringify({ label })}::jsonb)`.execute(
            trx,
          );
          await new Promise((r) => setTimeout(r, Math.random() * 30));
        }),
      ),
    );
    polling = false;
    await polls;
    await drain(p, labels.length);
    expect(await p.poll()).toBe(0);
    expect([...p.seen].sort()).toEqual([...labels].sort());
    expect(new Set(p.seen).size).toBe(p.seen.length);
  });
});
