import type { Kysely, KyselyPlugin } from 'kysely';
import { expect } from 'vitest';
import type { PostedMaterialDocument, PostMaterialDocumentRequest } from '../../shared/contracts/stock/schemas';
import type { DB } from '../db/schema';
import type { DomainError } from '../domain/errors';
import { freeRackBins } from '../domain/master-data/storage-bins';
import { systemPrincipal } from '../domain/principal';
import { checkLedger, formatDifferences } from '../domain/stock/ledger-check';
import { type PostingActor, postMaterialDocument } from '../domain/stock/posting/post-material-document';
import { withPostingRetry } from '../domain/stock/posting-retry';
import { reverseMaterialDocument } from '../domain/stock/reverse-material-document';

export { systemPrincipal };

/** A demo user as the system acting for it in a fixture (its id, flags and plants; not checked per movement type). */
export async function actorOf(db: Kysely<DB>, username: string): Promise<PostingActor> {
  const user = await db
    .selectFrom('app_user')
    .select(['user_id', 'is_admin', 'is_warehouse_user'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const plants = await db.selectFrom('user_plant').select('plant_id').where('user_id', '=', user.user_id).execute();
  return systemPrincipal({
    userId: user.user_id,
    username,
    isAdmin: user.is_admin,
    isWarehouseUser: user.is_warehouse_user,
    plants: plants.map((p) => p.plant_id),
  });
}

export function post(db: Kysely<DB>, actor: PostingActor, input: PostMaterialDocumentRequest): Promise<PostedMaterialDocument> {
  return withPostingRetry(db, (trx) => postMaterialDocument(trx, actor, input));
}

export function reverse(db: Kysely<DB>, actor: PostingActor, matDoc: string): Promise<PostedMaterialDocument> {
  return withPostingRetry(db, (trx) => reverseMaterialDocument(trx, actor, matDoc));
}

/** Fails the test with every difference when the ledger does not add up. */
export async function expectLedgerClean(db: Kysely<DB>): Promise<void> {
  const result = await checkLedger(db);
  expect(formatDifferences(result)).toEqual([]);
}

export async function stockOf(
  db: Kysely<DB>,
  where: { material: string; plant: string; sloc: string; bin?: string | null; batch?: string; category?: string },
): Promise<string> {
  let q = db
    .selectFrom('stock')
    .select('quantity')
    .where('material_id', '=', where.material)
    .where('plant_id', '=', where.plant)
    .where('sloc_id', '=', where.sloc)
    .where('batch', '=', where.batch ?? '')
    .where('category', '=', (where.category ?? 'UNRESTRICTED') as 'UNRESTRICTED');
  q = where.bin ? q.where('bin_id', '=', where.bin) : q.where('bin_id', 'is', null);
  return (await q.executeTakeFirst())?.quantity ?? '0.000';
}

/** Free (not blocked) rack bins of a warehouse, in order. */
export function freeBins(db: Kysely<DB>, warehouse: string, count: number): Promise<string[]> {
  return freeRackBins(db, warehouse, count);
}

/** Free rack bins of a warehouse holding no stock: those of the first `candidates` free bins that are empty. */
export async function emptyRackBins(db: Kysely<DB>, warehouse: string, candidates: number): Promise<string[]> {
  const held = new Set(
    (await db.selectFrom('stock').select('bin_id').where('warehouse_id', '=', warehouse).where('quantity', '>', '0').execute()).map(
      (r) => r.bin_id,
    ),
  );
  return (await freeBins(db, warehouse, candidates)).filter((b) => !held.has(b));
}

/** Blocks (or releases) a storage bin of a warehouse. */
export function setBinBlocked(db: Kysely<DB>, warehouse: string, bin: string, blocked: boolean) {
  return db.updateTable('storage_bin').set({ blocked }).where('warehouse_id', '=', warehouse).where('bin_id', '=', bin).execute();
}

/** The first blocked bin of a warehouse, if it has one. */
export async function blockedBin(db: Kysely<DB>, warehouse: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('storage_bin')
    .select('bin_id')
    .where('warehouse_id', '=', warehouse)
    .where('blocked', '=', true)
    .executeTakeFirst();
  return row?.bin_id;
}

/** Locks (or unlocks) the equipment of a serial number (of that material, when named). */
export function setSerialLocked(db: Kysely<DB>, unit: { serial: string; material?: string }, locked: boolean) {
  let q = db.updateTable('equipment').set({ locked }).where('serial_number', '=', unit.serial);
  if (unit.material) q = q.where('material_id', '=', unit.material);
  return q.execute();
}

/** The first material (by number) neither serialized nor batch-managed. */
export async function plainMaterial(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom('material')
    .select('material_id')
    .where('serialized', '=', false)
    .where('batch_managed', '=', false)
    .orderBy('material_id')
    .executeTakeFirstOrThrow();
  return row.material_id;
}

/** Materials of the demo data by kind. */
export async function demoMaterials(db: Kysely<DB>) {
  const all = await db
    .selectFrom('material')
    .select(['material_id', 'serialized', 'batch_managed', 'quality_inspected'])
    .orderBy('material_id')
    .execute();
  return {
    serialized: all.filter((m) => m.serialized && !m.quality_inspected).map((m) => m.material_id),
    inspected: all.filter((m) => m.serialized && m.quality_inspected).map((m) => m.material_id),
    plain: all.filter((m) => !m.serialized && !m.batch_managed).map((m) => m.material_id),
    batched: all.filter((m) => m.batch_managed).map((m) => m.material_id),
  };
}

/** The items of a material document: the columns named, in the order the database returns them. */
export function documentItems<C extends keyof DB['material_document_item'] & string>(
  db: Kysely<DB>,
  matDoc: string,
  columns: readonly C[],
) {
  return db.selectFrom('material_document_item').select(columns).where('mat_doc', '=', matDoc).execute();
}

/** How many rows a table holds (compared before and after a refused command: nothing written). */
export async function rowCount(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((e) => e.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The DomainError a command refused with (fails the test when it did not refuse). */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

/** The code of the DomainError a command refused with. */
export async function refusalCode(promise: Promise<unknown>): Promise<string> {
  return (await refusal(promise)).code;
}

/** A database handle that counts the statements sent through it (`counted.statements()`). */
export function countingStatements(db: Kysely<DB>): { db: Kysely<DB>; statements: () => number; rows: () => number } {
  let statements = 0;
  let rows = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => {
      rows += args.result.rows.length;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), statements: () => statements, rows: () => rows };
}
