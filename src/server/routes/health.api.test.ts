import { describe, expect, it } from 'vitest';
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
});
