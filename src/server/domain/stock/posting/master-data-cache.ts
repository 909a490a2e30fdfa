import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { MaterialRow, PlantRow, SlocRow } from './types';

/** The master data a document is resolved against: its materials, its plants with all their storage locations, its movement types. */
export interface MasterDataRows {
  materials: MaterialRow[];
  plants: PlantRow[];
  slocs: SlocRow[];
  types: string[];
}

/** Entries older than this are read again (a storage location added to a plant shows within it). */
const MAX_AGE_MS = 60_000;
/** At most this many materials are kept; the cache starts over beyond. */
const MAX_MATERIALS = 20_000;

interface Entries {
  since: number;
  materials: Map<string, MaterialRow>;
  plants: Map<string, { plant: PlantRow; slocs: SlocRow[] }>;
  types: Set<string>;
}

const fresh = (): Entries => ({ since: Date.now(), materials: new Map(), plants: new Map(), types: new Set() });

/**
 * Master data the one-call posting resolved documents against, per database handle (a process serving
 * one database has one). It only saves the read: posting_post checks in the same statement that every
 * material, plant, storage location and movement type a document was resolved against is still as the
 * cache said (PP003 otherwise: the cache is dropped and the document resolved afresh), so a stale entry
 * never posts anything.
 */
const caches = new WeakMap<Kysely<DB>, Entries>();

function entriesOf(db: Kysely<DB>): Entries {
  let entries = caches.get(db);
  if (!entries || Date.now() - entries.since > MAX_AGE_MS || entries.materials.size > MAX_MATERIALS) {
    entries = fresh();
    caches.set(db, entries);
  }
  return entries;
}

/** Everything the ids name, or null when any of it is not cached. */
export function cachedMasterData(db: Kysely<DB>, materialIds: string[], plantIds: string[], typeIds: string[]): MasterDataRows | null {
  const entries = entriesOf(db);
  const materials: MaterialRow[] = [];
  for (const id of materialIds) {
    const material = entries.materials.get(id);
    if (!material) return null;
    materials.push(material);
  }
  const plants: MasterDataRows['plants'] = [];
  const slocs: SlocRow[] = [];
  for (const id of plantIds) {
    const plant = entries.plants.get(id);
    if (!plant) return null;
    plants.push(plant.plant);
    slocs.push(...plant.slocs);
  }
  if (!typeIds.every((t) => entries.types.has(t))) return null;
  return { materials, plants, slocs, types: typeIds };
}

/** Keeps what was read from the database for the plants asked (each with all its storage locations). */
export function rememberMasterData(db: Kysely<DB>, rows: MasterDataRows): void {
  const entries = entriesOf(db);
  for (const m of rows.materials) entries.materials.set(m.material_id, m);
  for (const p of rows.plants) entries.plants.set(p.plant_id, { plant: p, slocs: rows.slocs.filter((s) => s.plant_id === p.plant_id) });
  for (const t of rows.types) entries.types.add(t);
}

/** Drops everything (posting_post found the cache stale). */
export function forgetMasterData(db: Kysely<DB>): void {
  caches.delete(db);
}
