import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { createApiToken } from './create-api-token';
import { takeRequest } from './rate-limit';

const file = databaseForFile({ poolSize: 6 });

const token = async (name: string) => (await createApiToken(file.database.db, null, { name, scopes: ['EVENTS'] })).tokenId;

describe('API rate limit in the database', () => {
  it('counts per token and window, answers the seconds to wait, and starts a new window after a minute', async () => {
    const db = file.database.db;
    const [a, b] = [await token('a'), await token('b')];
    for (let i = 0; i < 3; i++) expect(await takeRequest(db, a, 3)).toBeNull();
    const wait = await takeRequest(db, a, 3);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await takeRequest(db, b, 3)).toBeNull();
    // the window began a minute ago: the next request opens a new one
    await db
      .updateTable('api_rate_window')
      .set({ window_start: new Date(Date.now() - 61_000) })
      .where('token_id', '=', a)
      .execute();
    expect(await takeRequest(db, a, 3)).toBeNull();
    const row = await db.selectFrom('api_rate_window').selectAll().where('token_id', '=', a).executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
    expect(await db.selectFrom('api_rate_window').select('token_id').execute()).toHaveLength(2);
  });

  it('counts exactly under concurrent requests (instances share one budget)', async () => {
    const db = file.database.db;
    const c = await token('c');
    const answers = await Promise.all(Array.from({ length: 30 }, () => takeRequest(db, c, 10)));
    expect(answers.filter((w) => w === null)).toHaveLength(10);
  });
});
