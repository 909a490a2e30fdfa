import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { StorageBin, StorageBinDetail, StorageBinList } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { likePrefix } from './like-prefix';
import { requireWarehouse } from './plants';
import type { Viewer } from './viewer';

/** The unblocked rack bins (storage types 001 and 002) of a warehouse, in order; at most `limit` of them. */
export async function freeRackBins(db: Kysely<DB>, warehouse: string, limit?: number): Promise<string[]> {
  let q = db
    .selectFrom('storage_bin')
    .select('bin_id')
    .where('warehouse_id', '=', warehouse)
    .where('blocked', '=', false)
    .where('storage_type', 'in', ['001', '002'])
    .orderBy('bin_id');
  if (limit !== undefined) q = q.limit(limit);
  return (await q.execute()).map((r) => r.bin_id);
}

export interface BinListFilter {
  plantId: string;
  warehouseId: string;
  storageType?: string | undefined;
  binType?: string | undefined;
  blocked?: boolean | undefined;
  /** bin id prefix, case-insensitive */
  prefix?: string | undefined;
  /** bins with stock, or without */
  occupancy?: 'empty' | 'occupied' | undefined;
  /** keyset: bins after this bin id */
  after?: string | undefined;
  limit: number;
}

/** A bin's own columns, named as StorageBin's fields. */
function binQuery(db: Kysely<DB>, warehouseId: string) {
  return db
    .selectFrom('storage_bin')
    .innerJoin('storage_type', (j) =>
      j
        .onRef('storage_type.warehouse_id', '=', 'storage_bin.warehouse_id')
        .onRef('storage_type.storage_type', '=', 'storage_bin.storage_type'),
    )
    .innerJoin('bin_type', (j) =>
      j.onRef('bin_type.warehouse_id', '=', 'storage_bin.warehouse_id').onRef('bin_type.bin_type', '=', 'storage_bin.bin_type'),
    )
    .select([
      'storage_bin.warehouse_id as warehouseId',
      'storage_bin.bin_id as binId',
      'storage_bin.storage_type as storageType',
      'storage_type.name as storageTypeName',
      'storage_type.role as storageTypeRole',
      'storage_bin.bin_type as binType',
      'bin_type.description as binTypeDescription',
      'storage_bin.capacity',
      'storage_bin.blocked',
    ])
    .where('storage_bin.warehouse_id', '=', warehouseId);
}

/** A bin holds stock when a stock row of the bin has a quantity (stock_bin_idx). */
function holdsStock(eb: ExpressionBuilder<DB, 'storage_bin'>) {
  return eb.exists(
    eb
      .selectFrom('stock as st')
      .select(sql`1`.as('one'))
      .whereRef('st.warehouse_id', '=', 'storage_bin.warehouse_id')
      .whereRef('st.bin_id', '=', 'storage_bin.bin_id')
      .where('st.quantity', '>', '0'),
  );
}

export const MAX_BIN_CONTENTS = 500;

/** The bins of a warehouse in bin id order, filtered, one keyset page at a time. */
export async function listStorageBins(db: Kysely<DB>, viewer: Viewer, filter: BinListFilter): Promise<StorageBinList> {
  await requireWarehouse(db, viewer, filter.plantId, filter.warehouseId);
  let query = binQuery(db, filter.warehouseId);
  if (filter.storageType !== undefined) query = query.where('storage_bin.storage_type', '=', filter.storageType);
  if (filter.binType !== undefined) query = query.where('storage_bin.bin_type', '=', filter.binType);
  if (filter.blocked !== undefined) query = query.where('storage_bin.blocked', '=', filter.blocked);
  if (filter.prefix !== undefined) query = query.where(sql<string>`lower(storage_bin.bin_id)`, 'like', likePrefix(filter.prefix));
  if (filter.occupancy === 'occupied') query = query.where((eb) => holdsStock(eb));
  if (filter.occupancy === 'empty') query = query.where((eb) => eb.not(holdsStock(eb)));
  if (filter.after !== undefined) query = query.where('storage_bin.bin_id', '>', filter.after);
  const rows = await query
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('stock as sc')
          .select([
            sql<number>`count(*)::int`.as('positions'),
            sql<number>`count(distinct sc.material_id)::int`.as('materials'),
            sql<string>`coalesce(sum(sc.quantity), 0)::numeric(13,3)::text`.as('total_quantity'),
            sql<string | null>`min(sc.material_id)`.as('first_material'),
          ])
          .whereRef('sc.warehouse_id', '=', 'storage_bin.warehouse_id')
          .whereRef('sc.bin_id', '=', 'storage_bin.bin_id')
          .where('sc.quantity', '>', '0')
          .as('c'),
      (join) => join.onTrue(),
    )
    .select(['c.positions', 'c.materials', 'c.total_quantity', 'c.first_material'])
    .orderBy('storage_bin.bin_id')
    .limit(filter.limit + 1)
    .execute();
  const more = rows.length > filter.limit;
  const items = rows.slice(0, filter.limit).map(({ positions, materials, total_quantity, first_material, ...bin }) => ({
    ...(bin satisfies StorageBin),
    content: {
      positions: Number(positions ?? 0),
      materials: Number(materials ?? 0),
      quantity: total_quantity ?? '0.000',
      firstMaterial: first_material ?? null,
    },
  }));
  return {
    plantId: filter.plantId,
    warehouseId: filter.warehouseId,
    items,
    nextCursor: more ? (items[items.length - 1]?.binId ?? null) : null,
  };
}

/**
 * One bin of a warehouse of a visible plant. With `binType` the bin must be of that type: a bin
 * that exists with another type is a 422 naming both types (the scan was of the wrong kind of bin).
 */
export async function getStorageBin(
  db: Kysely<DB>,
  viewer: Viewer,
  key: { plantId: string; warehouseId: string; binId: string; binType?: string | undefined },
): Promise<StorageBinDetail> {
  await requireWarehouse(db, viewer, key.plantId, key.warehouseId);
  const row = await binQuery(db, key.warehouseId).where('storage_bin.bin_id', '=', key.binId).executeTakeFirst();
  if (!row) throw new DomainError('STORAGE_BIN_NOT_FOUND', { binId: key.binId, warehouseId: key.warehouseId });
  if (key.binType !== undefined && row.binType !== key.binType) {
    throw new DomainError(
      'BIN_TYPE_MISMATCH',
      { binId: row.binId, actual: row.binType, expected: key.binType },
      { details: { binType: row.binType } },
    );
  }
  const fixed = await db
    .selectFrom('fixed_bin')
    .innerJoin('material', 'material.material_id', 'fixed_bin.material_id')
    .select(['material.material_id', 'material.description'])
    .where('fixed_bin.warehouse_id', '=', key.warehouseId)
    .where('fixed_bin.bin_id', '=', row.binId)
    .orderBy('material.material_id')
    .execute();
  const contents = await db
    .selectFrom('stock as s')
    .innerJoin('material as m', 'm.material_id', 's.material_id')
    .select(['s.material_id', 'm.description', 'm.base_unit', 'm.serialized', 's.sloc_id', 's.batch', 's.category', 's.quantity'])
    .where('s.warehouse_id', '=', key.warehouseId)
    .where('s.bin_id', '=', row.binId)
    .where('s.quantity', '>', '0')
    .orderBy('s.material_id')
    .orderBy('s.sloc_id')
    .orderBy('s.batch')
    .orderBy('s.category')
    .limit(MAX_BIN_CONTENTS + 1)
    .execute();
  return {
    ...(row satisfies StorageBin),
    plantId: key.plantId,
    fixedMaterials: fixed.map((f) => ({ materialId: f.material_id, description: f.description })),
    contents: contents.slice(0, MAX_BIN_CONTENTS).map((c) => ({
      materialId: c.material_id,
      description: c.description,
      baseUnit: c.base_unit,
      serialized: c.serialized,
      slocId: c.sloc_id,
      batch: c.batch,
      category: c.category,
      quantity: c.quantity,
    })),
    contentsTruncated: contents.length > MAX_BIN_CONTENTS,
  };
}

/** The unblocked bin of a warehouse whose storage type plays a role (goods-receipt area, shipping area, differences), first by bin number. */
export async function roleBin(
  db: Kysely<DB> | Transaction<DB>,
  warehouseId: string,
  role: 'GR_AREA' | 'SHIPPING' | 'DIFFERENCE',
): Promise<string | null> {
  const row = await db
    .selectFrom('storage_bin as b')
    .innerJoin('storage_type as t', (j) => j.onRef('t.warehouse_id', '=', 'b.warehouse_id').onRef('t.storage_type', '=', 'b.storage_type'))
    .select('b.bin_id')
    .where('b.warehouse_id', '=', warehouseId)
    .where('t.role', '=', role)
    .where('b.blocked', '=', false)
    .orderBy('b.bin_id')
    .limit(1)
    .executeTakeFirst();
  return row?.bin_id ?? null;
}
