import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { cloneTestDatabase } from '../testing/instances';
import { actorOf, demoMaterials, expectLedgerClean, freeBins, post } from '../testing/ledger';
import { adminQuery, TEMPLATE_DUMP, testDbKind, withDatabase } from '../testing/test-db';
import { backupDatabase, restoreDatabase } from './backup';
import { type Database, openPglite, openPostgres } from './connect';

/**
 * The backup procedure of docs/OPERATIONS.md, on the engine under test: post, back up, post more,
 * restore into a new database; the restored ledger is clean and its stock is the stock at backup time.
 */
async function stockSnapshot(database: Database): Promise<string> {
  const rows = await sql<{ line: string }>`
    select concat_ws('|', material_id, plant_id, sloc_id, coalesce(bin_id, ''), batch, category, quantity::text) as line
    from stock where quantity <> 0 order by 1`.execute(database.db);
  return rows.rows.map((r) => r.line).join('\n');
}

async function postSome(database: Database, bin: string, quantity: string): Promise<void> {
  const admin = await actorOf(database.db, 'admin');
  const material = (await demoMaterials(database.db)).plain[0] as string;
  await post(database.db, admin, { items: [{ movementType: '561', material, quantity, to: { plant: '1000', sloc: '0001', bin } }] });
}

describe(`backup and restore (${testDbKind()})`, () => {
  it('restores the stock of backup time, with a clean ledger', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    const file = join(dir, testDbKind() === 'postgres' ? 'portal.dump' : 'portal.tar.gz');
    const config = testConfig();
    try {
      let source: { config: typeof config; open(): Promise<Database>; drop(): Promise<void> };
      let target: { config: typeof config; open(): Promise<Database>; drop(): Promise<void> };
      if (testDbKind() === 'postgres') {
        const clone = await cloneTestDatabase();
        const empty = `${new URL(clone.url).pathname.slice(1)}_restored`;
        const base = process.env.DATABASE_URL as string;
        await adminQuery(base, `create database "${empty}"`);
        const restoredUrl = withDatabase(base, empty);
        source = { config: { ...config, databaseUrl: clone.url }, open: () => openPostgres(clone.url, 2), drop: clone.drop };
        target = {
          config: { ...config, databaseUrl: restoredUrl },
          open: () => openPostgres(restoredUrl, 2),
          drop: () => adminQuery(base, `drop database if exists "${empty}" with (force)`),
        };
      } else {
        const sourceDir = join(dir, 'data');
        const seeded = await openPglite(sourceDir, { loadDataDir: new Blob([await readFile(TEMPLATE_DUMP)]) });
        await seeded.close();
        const restoredDir = join(dir, 'restored');
        const embedded = (dataDir: string) => ({
          config: { ...config, databaseUrl: undefined, dataDir, inMemory: false },
          open: () => openPglite(dataDir),
          drop: async () => {},
        });
        source = embedded(sourceDir);
        target = embedded(restoredDir);
      }
      try {
        let database = await source.open();
        const [bin] = await freeBins(database.db, 'W10', 1);
        await postSome(database, bin as string, '7');
        const atBackup = await stockSnapshot(database);
        if (testDbKind() === 'pglite') await database.close(); // the embedded backup needs the directory to itself
        await backupDatabase(source.config, file);
        if (testDbKind() === 'pglite') database = await source.open();
        await postSome(database, bin as string, '5');
        expect(await stockSnapshot(database)).not.toBe(atBackup);
        await database.close();

        await restoreDatabase(target.config, file);
        const restored = await target.open();
        try {
          expect(await stockSnapshot(restored)).toBe(atBackup);
          await expectLedgerClean(restored.db);
        } finally {
          await restored.close();
        }
      } finally {
        await target.drop();
        await source.drop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
