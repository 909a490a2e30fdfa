import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { portalVersion } from '../../shared/release';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase } from '../testing/test-db';

describe('GET /healthcheck', () => {
  it('answers 503 with a JSON body when the database is unreachable', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, dbKind: database.kind, config: testConfig() });
    const ok = await app.inject({ method: 'GET', url: '/healthcheck' });
    expect(ok.statusCode).toBe(200);
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/healthcheck' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: database.kind, message: 'The database is not reachable.' });
    await app.close();
  });

  it('stays ready on a newer schema its release recorded compatible (a rolling upgrade), not on another newer one', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, dbKind: database.kind, config: testConfig() });
    try {
      const ready = () => app.inject({ method: 'GET', url: '/healthcheck/ready' });
      await sql`insert into schema_migration (name, timestamp) values ('9998_next_release', ${new Date().toISOString()})`.execute(
        database.db,
      );
      expect((await ready()).statusCode).toBe(503); // a newer schema nobody said this release runs on
      await sql`insert into schema_release (version, schema, compatible_from) values ('98.0.0', '9998_next_release', ${portalVersion})`.execute(
        database.db,
      );
      expect((await ready()).json()).toEqual({ status: 'ready' });
      await sql`update schema_release set compatible_from = '98.0.0'`.execute(database.db);
      expect((await ready()).json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
