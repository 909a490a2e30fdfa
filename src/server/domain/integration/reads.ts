import { type Kysely, sql } from 'kysely';
import type { SerialRowView, StockRowView } from '../../../shared/contracts/integration/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

/** Pages by keyset: the cursor is the last row's key, base64url JSON. */
const encode = (key: string[]): string => Buffer.from(JSON.stringify(key)).toString('base64url');
function decode(cursor: string | undefined, size: number): string[] | null {
  if (!cursor) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(key) && key.length === size && key.every((k) => typeof k === 'string')) return key as string[];
  } catch {
    // falls through to the refusal
  }
  throw new DomainError('INVALID_INPUT', { problem: 'after: not a cursor of this list.' });
}

export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
}

function pageOf<T>(rows: T[], limit: number, key: (row: T) => string[]): Page<T> {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { rows: rows.slice(0, limit), nextCursor: last ? encode(key(last)) : null };
}

export interface StockFilter {
  material?: string | undefined;
  plant?: string | undefined;
  sloc?: string | undefined;
  category?: string | undefined;
  after?: string | undefined;
  limit: number;
}

/** Stock summed over bins and batches per material, plant, storage location and category, in the caller's plants. */
export async function readStock(db: Kysely<DB>, plants: readonly string[], f: StockFilter): Promise<Page<StockRowView>> {
  if (plants.length === 0) return { rows: [], nextCursor: null };
  const after = decode(f.after, 4);
  const rows = await db
    .selectFrom('stock as s')
    .innerJoin('material as m', 'm.material_id', 's.material_id')
    .select(['s.material_id as material', 's.plant_id as plant', 's.sloc_id as sloc', 's.category', 'm.base_unit as baseUnit'])
    .select(sql<string>`sum(s.quantity)::text`.as('quantity'))
    .where('s.plant_id', 'in', plants)
    .where('s.quantity', '<>', '0')
    .$if(!!f.material, (q) => q.where('s.material_id', '=', f.material as string))
    .$if(!!f.plant, (q) => q.where('s.plant_id', '=', f.plant as string))
    .$if(!!f.sloc, (q) => q.where('s.sloc_id', '=', f.sloc as string))
    .$if(!!f.category, (q) => q.where('s.category', '=', f.category as 'UNRESTRICTED'))
    .$if(after !== null, (q) =>
      q.where(
        sql<boolean>`(s.material_id, s.plant_id, s.sloc_id, s.category::text) > (${after?.[0]}, ${after?.[1]}, ${after?.[2]}, ${after?.[3]})`,
      ),
    )
    .groupBy(['s.material_id', 's.plant_id', 's.sloc_id', 's.category', 'm.base_unit'])
    .orderBy('s.material_id')
    .orderBy('s.plant_id')
    .orderBy('s.sloc_id')
    .orderBy('s.category')
    .limit(f.limit + 1)
    .execute();
  return pageOf(rows, f.limit, (r) => [r.material, r.plant, r.sloc, r.category]);
}

/** The serials of a material with status and position (out of the caller's plants: not listed). */
export async function readSerials(
  db: Kysely<DB>,
  plants: readonly string[],
  f: { material: string; serial?: string | undefined; after?: string | undefined; limit: number },
): Promise<Page<SerialRowView>> {
  if (plants.length === 0) return { rows: [], nextCursor: null };
  const after = decode(f.after, 1);
  const rows = await db
    .selectFrom('equipment')
    .select([
      'material_id as material',
      'serial_number as serial',
      'equipment_number as equipment',
      'status',
      'plant_id as plant',
      'sloc_id as sloc',
      'warehouse_id as warehouse',
      'bin_id as bin',
      'batch',
      'category',
      'last_mat_doc as lastMatDoc',
    ])
    .where('material_id', '=', f.material)
    .where('plant_id', 'in', plants)
    .$if(!!f.serial, (q) => q.where('serial_number', '=', f.serial as string))
    .$if(after !== null, (q) => q.where('serial_number', '>', after?.[0] as string))
    .orderBy('serial_number')
    .limit(f.limit + 1)
    .execute();
  return pageOf(
    rows.map((r) => ({ ...r, equipment: String(r.equipment) })),
    f.limit,
    (r) => [r.serial],
  );
}
