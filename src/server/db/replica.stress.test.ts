import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { cloneTestDatabase } from '../testing/instances';
import { demoMaterials, freeBins } from '../testing/ledger';
import { cookieValue, signInClient } from '../testing/test-app';
import { testDbKind, withDatabase } from '../testing/test-db';
import { type Database, openPostgres } from './connect';

/**
 * READ_DATABASE_URL with a real streaming replica (scripts/pg-replica.sh on port 5433): lists are
 * read from the replica, and a user who just posted reads from the primary. Replay is paused on the
 * replica to tell the two apart: what the primary has and the replica has not yet shows who answered.
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const REPLICA_PORT = '5433';
const onPostgres = testDbKind() === 'postgres';

describe.skipIf(!onPostgres)('a read replica', () => {
  let clone: Awaited<ReturnType<typeof cloneTestDatabase>>;
  let primary: Database;
  let replica: Database;

  beforeAll(async () => {
    const started = spawnSync('scripts/pg-replica.sh', ['start'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, REPLICA_PORT } });
    if (started.status !== 0) throw new Error(`the replica did not start:\n${started.stdout}${started.stderr}`);
    clone = await cloneTestDatabase();
    primary = await openPostgres(clone.url, 4);
    const replicaUrl = new URL(clone.url);
    replicaUrl.port = REPLICA_PORT;
    // the new database reaches the replica through the WAL stream
    for (let attempt = 0; ; attempt++) {
      try {
        replica = await openPostgres(withDatabase(replicaUrl.toString(), replicaUrl.pathname.slice(1)), 4);
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
  }, 180_000);
  afterAll(async () => {
    await replica?.close();
    await primary?.close();
    await clone?.drop();
    spawnSync('scripts/pg-replica.sh', ['stop'], { cwd: ROOT, env: { ...process.env, REPLICA_PORT } });
  });

  it('serves lists from the replica, and a user’s own posting from the primary until the replica has it', async () => {
    const app = await buildApp({ db: primary.db, readDb: replica.db, dbKind: 'postgres', config: testConfig(), strictResponses: true });
    try {
      const admin = await signInClient(app, primary.db, 'admin', 'Admin#2026');
      const session = admin.cookie;
      const material = (await demoMaterials(primary.db)).plain[0] as string;
      const [bin] = await freeBins(primary.db, 'W10', 1);
      const stockIn = async (cookie: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/supplier/api/warehouse/stock?material=${material}&bin=${bin}&plant=1000`,
          headers: { cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().rows as { quantity: string }[]).reduce((sum, r) => sum + Number(r.quantity), 0);
      };

      await sql`select pg_wal_replay_pause()`.execute(replica.db);
      const posted = await admin.inject({
        method: 'POST',
        url: '/supplier/api/warehouse/material-documents',
        payload: { items: [{ movementType: '561', material, quantity: '4', to: { plant: '1000', sloc: '0001', bin } }] },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const wrote = cookieValue(posted, 'sp_wrote');
      expect(wrote).toBeDefined();

      // the replica has not replayed the posting: a plain read does not see it, the writer's read does
      expect(await stockIn(session)).toBe(0);
      expect(await stockIn(`${session}; sp_wrote=${wrote}`)).toBe(4);

      await sql`select pg_wal_replay_resume()`.execute(replica.db);
      const until = Date.now() + 10_000;
      let seen = 0;
      while (seen !== 4 && Date.now() < until) {
        seen = await stockIn(session);
        if (seen !== 4) await new Promise((done) => setTimeout(done, 50));
      }
      expect(seen).toBe(4);
    } finally {
      await sql`select pg_wal_replay_resume()`.execute(replica.db).catch(() => {});
      await app.close();
    }
  }, 120_000);
});
