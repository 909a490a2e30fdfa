import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-db';
import type { Database } from './connect';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 1 });
});
afterAll(async () => database?.close());

const preparedTexts = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'p%'`.execute(database.db)).rows.map(
    (r) => r.statement,
  );

describe('named prepared statements (PostgreSQL)', () => {
  it('prepares a statement with parameters once per connection and answers as before', async () => {
    const plant = (id: string) => database.db.selectFrom('plant').select('name').where('plant_id', '=', id).executeTakeFirst();
    const [a, b, none] = [await plant('1000'), await plant('2000'), await plant('XXXX')];
    expect(a?.name).toBeTruthy();
    expect(b?.name).not.toBe(a?.name);
    expect(none).toBeUndefined();
    const texts = await preparedTexts();
    expect(texts.filter((t) => t.includes('from "plant" where "plant_id" = $1'))).toHaveLength(1);
  });

  it('leaves statements without parameters unnamed, and a failed statement does not poison the connection', async () => {
    await sql`select 41 + 1 as answer`.execute(database.db);
    expect((await preparedTexts()).some((t) => t.includes('41 + 1'))).toBe(false);
    const broken = (n: number) => sql`select ${n}::int / 0 as boom`.execute(database.db);
    await expect(broken(1)).rejects.toThrow(/division by zero/);
    await expect(broken(2)).rejects.toThrow(/division by zero/);
    const ok = await sql<{ v: number }>`select ${5}::int + 1 as v`.execute(database.db);
    expect(ok.rows[0]?.v).toBe(6);
  });
});
