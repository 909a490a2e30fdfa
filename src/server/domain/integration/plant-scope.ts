import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type PlantScope, visiblePlants } from '../master-data/viewer';
import { type RowError, rowError, type Valid } from './batch';

/**
 * The plants an integration caller may write and read: a plant-limited API token its plants, a
 * token without plants every plant ('all': also plants it creates), a signed-in user with
 * INTEGRATION grants the plants it sees (administrators all). The principal of a token carries its
 * limitation in `tokenPlants` (token-principal.ts).
 */
export function integrationPlants(user: {
  isAdmin: boolean;
  plants: readonly string[];
  tokenId?: number | undefined;
  tokenPlants?: readonly string[] | undefined;
}): PlantScope {
  if (user.tokenId !== undefined) return user.tokenPlants && user.tokenPlants.length > 0 ? user.tokenPlants : 'all';
  return visiblePlants(user);
}

/** A place a row names: a plant directly, or a warehouse (read as its plant). */
export type PlantPlace = { field: string; plant: string } | { field: string; warehouse: string };

/**
 * What a kind's row touches in the plants: the places it names, and the record it overwrites when it
 * exists already (keyed by the row's id; its stored plants count too, so a row cannot move another
 * plant's warehouse, order or material plant data into the caller's).
 */
export interface PlantScopeSpec<R> {
  places(row: R): PlantPlace[];
  stored?: {
    /** the field the error names when the stored record lies in another plant */
    field: string;
    /** the stored record's key; undefined: the row leaves the stored record's plants alone */
    key(row: R): string | undefined;
    table: string;
    keyColumn: string;
    /** the record's plant columns (a stock transport order has two) */
    plantColumns: readonly string[];
  };
}

/**
 * THE plant check of every integration batch: each row whose places (or stored record) lie outside
 * the caller's plants is a row error naming the field and the plant (PLANT_SCOPE); one query for the
 * warehouses and one for the stored records of a chunk. Answers the rows within scope.
 */
export async function checkPlantScope<R>(
  trx: Transaction<DB>,
  plants: PlantScope,
  spec: PlantScopeSpec<R> | undefined,
  rows: Valid<R>[],
  errors: RowError[],
): Promise<Valid<R>[]> {
  if (plants === 'all' || !spec || rows.length === 0) return rows;
  const allowed = new Set(plants);
  const warehouses = [...new Set(rows.flatMap(({ value }) => spec.places(value).flatMap((p) => ('warehouse' in p ? [p.warehouse] : []))))];
  const plantOf = new Map<string, string>();
  if (warehouses.length > 0) {
    const found = await trx.selectFrom('warehouse').select(['warehouse_id', 'plant_id']).where('warehouse_id', 'in', warehouses).execute();
    for (const w of found) plantOf.set(w.warehouse_id, w.plant_id);
  }
  const storedPlants = new Map<string, string[]>();
  const stored = spec.stored;
  if (stored) {
    const keys = JSON.stringify([...new Set(rows.flatMap(({ value }) => stored.key(value) ?? []))]);
    const plantList = sql.join(stored.plantColumns.map((c) => sql.ref(c)));
    const found = await sql<{ key: string; plant: string }>`select ${sql.ref(stored.keyColumn)}::text as key,
      unnest(array[${plantList}])::text as plant from ${sql.table(stored.table)}
      where ${sql.ref(stored.keyColumn)} in (select jsonb_array_elements_text(${keys}::jsonb))`.execute(trx);
    for (const r of found.rows) storedPlants.set(r.key, [...(storedPlants.get(r.key) ?? []), r.plant]);
  }
  const bad = new Set<number>();
  const refuse = (row: number, field: string, plant: string) => {
    errors.push(rowError('PLANT_SCOPE', { row, field }, { plant }));
    bad.add(row);
  };
  for (const { row, value } of rows) {
    for (const place of spec.places(value)) {
      // an unknown warehouse is the reference check's error, not this one's
      const plant = 'plant' in place ? place.plant : plantOf.get(place.warehouse);
      if (plant !== undefined && !allowed.has(plant)) refuse(row, place.field, plant);
    }
    const key = stored?.key(value);
    if (stored && key !== undefined && !bad.has(row)) {
      const outside = (storedPlants.get(key) ?? []).find((p) => !allowed.has(p));
      if (outside !== undefined) refuse(row, stored.field, outside);
    }
  }
  return rows.filter((r) => !bad.has(r.row));
}
