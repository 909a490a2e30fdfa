import type { z } from 'zod';
import { fillPath } from '../../shared/contracts/endpoint';
import * as offline from '../../shared/contracts/offline/endpoints';
import {
  type BinRow,
  MATERIAL_FLAGS,
  type MaterialRow,
  type OfflineSnapshot,
  offlineSnapshot,
  type SerialRow,
  SNAPSHOT_PARTS,
  SNAPSHOT_ROWS,
  type SnapshotPart,
  type StockRow,
  type TransferOrderRow,
} from '../../shared/contracts/offline/schemas';
import { t } from '../../shared/i18n';
import { inSlices, nextTask } from '../next-task';
import { readSnapshot, type StoredSnapshot, writeSnapshot } from './db';

/**
 * A plant's offline snapshot: loaded from the server when online (only the parts whose
 * version changed; 304 when nothing did), kept in IndexedDB, and indexed in memory for the offline
 * reads (offline-reads.ts).
 */
export interface SnapshotIndex {
  plantId: string;
  loadedAt: number;
  bins: Map<string, BinRow>;
  stockByBin: Map<string, StockRow[]>;
  serials: SerialRow[];
  serialsByNumber: Map<string, SerialRow[]>;
  materials: Map<string, MaterialRow>;
  byGtin: Map<string, MaterialRow>;
  transferOrders: TransferOrderRow[];
}

const up = (s: string) => s.trim().toUpperCase();
export const binKey = (warehouse: string, bin: string) => `${up(warehouse)}|${up(bin)}`;

/** `row` added to the rows under `key`. */
function addTo<T>(index: Map<string, T[]>, key: string, row: T): void {
  const rows = index.get(key);
  if (rows) rows.push(row);
  else index.set(key, [row]);
}

/** The snapshot indexed for the offline reads, a slice at a time (a big plant's rows are many). */
export async function indexSnapshot(stored: StoredSnapshot): Promise<SnapshotIndex> {
  const { data } = stored;
  const bins = new Map<string, BinRow>();
  await inSlices(data.bins.rows, (b) => bins.set(binKey(b[0], b[1]), b));
  const stockByBin = new Map<string, StockRow[]>();
  await inSlices(data.stock.rows, (s) => addTo(stockByBin, binKey(s[0], s[1]), s));
  const serialsByNumber = new Map<string, SerialRow[]>();
  await inSlices(data.stock.serials, (s) => addTo(serialsByNumber, up(s[6]), s));
  const materials = new Map<string, MaterialRow>();
  const byGtin = new Map<string, MaterialRow>();
  await inSlices(data.materials.rows, (m) => {
    materials.set(up(m[0]), m);
    for (const g of m[4]) byGtin.set(g, m);
  });
  return {
    plantId: stored.plantId,
    loadedAt: stored.loadedAt,
    bins,
    stockByBin,
    serials: data.stock.serials,
    serialsByNumber,
    materials,
    byGtin,
    transferOrders: data.transferOrders.rows,
  };
}

/**
 * The server's snapshot checked as `offlineSnapshot` checks it, the rows a slice at a time: the parts without their
 * rows first (the contract's own schema, on a copy whose lists are empty), then each list's rows by their row schema.
 * Null when anything is not as the contract says.
 */
export async function parseSnapshot(body: unknown): Promise<OfflineSnapshot | null> {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as Record<string, unknown>;
  const emptied: Record<string, unknown> = { ...answer };
  const lists: { part: SnapshotPart; list: string; rows: unknown[]; row: z.ZodType }[] = [];
  for (const [part, rowSchemas] of Object.entries(SNAPSHOT_ROWS) as [SnapshotPart, Record<string, z.ZodType>][]) {
    const value = answer[part];
    // null (unchanged) or not a part at all: the contract's schema says which
    if (typeof value !== 'object' || value === null) continue;
    const copy: Record<string, unknown> = { ...value };
    for (const [list, row] of Object.entries(rowSchemas)) {
      const rows = copy[list];
      if (!Array.isArray(rows)) continue; // not a list: refused below
      lists.push({ part, list, rows, row });
      copy[list] = [];
    }
    emptied[part] = copy;
  }
  const envelope = offlineSnapshot.safeParse(emptied);
  if (!envelope.success) return null;
  const snapshot = envelope.data;
  for (const { part, list, rows, row } of lists) {
    await nextTask();
    const checked: unknown[] = new Array(rows.length);
    const valid = await inSlices(rows, (item, i) => {
      const result = row.safeParse(item);
      if (result.success) checked[i] = result.data;
      return result.success;
    });
    if (!valid) return null;
    (snapshot[part] as unknown as Record<string, unknown[]>)[list] = checked;
  }
  return snapshot;
}

export const flagsOf = (m: MaterialRow) => ({
  serialized: (m[3] & MATERIAL_FLAGS.serialized) !== 0,
  batchManaged: (m[3] & MATERIAL_FLAGS.batchManaged) !== 0,
  qualityInspected: (m[3] & MATERIAL_FLAGS.qualityInspected) !== 0,
});

/** The new snapshot: parts the server left out (unchanged) are taken from the one held. */
export function mergeSnapshot(held: StoredSnapshot | undefined, answer: OfflineSnapshot, now: number): StoredSnapshot | null {
  const data = { ...answer } as Record<string, unknown>;
  for (const part of SNAPSHOT_PARTS) {
    if (answer[part] !== null) continue;
    const kept = held?.data[part];
    if (!kept) return null;
    data[part] = kept;
  }
  return { plantId: answer.plantId, loadedAt: now, data: data as StoredSnapshot['data'], etag: null };
}

const cache = new Map<string, SnapshotIndex>();

/** The plant's snapshot as held on this device (memory, else IndexedDB), or null. */
export async function snapshotOf(plantId: string): Promise<SnapshotIndex | null> {
  const inMemory = cache.get(plantId);
  if (inMemory) return inMemory;
  const stored = await readSnapshot(plantId).catch(() => undefined);
  if (!stored) return null;
  const index = await indexSnapshot(stored);
  cache.set(plantId, index);
  return index;
}

/** When the plant's snapshot was loaded (ms since epoch), or null. */
export async function snapshotLoadedAt(plantId: string): Promise<number | null> {
  return (await snapshotOf(plantId))?.loadedAt ?? null;
}

/**
 * Loads the plant's snapshot from the server: the versions held go along (unchanged parts are not
 * sent again) with the ETag (304: nothing changed, only the time of the check moves on).
 */
export async function refreshSnapshot(plantId: string, now = () => Date.now()): Promise<SnapshotIndex> {
  const held = await readSnapshot(plantId).catch(() => undefined);
  const query = new URLSearchParams();
  if (held) for (const part of SNAPSHOT_PARTS) query.set(part, held.data[part].version);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (held?.etag) headers['if-none-match'] = held.etag;
  const url = `${fillPath(offline.getOfflineSnapshot.path, { plantId })}${held ? `?${query}` : ''}`;
  const response = await fetch(url, { headers, credentials: 'same-origin', cache: 'no-store' });
  let next: StoredSnapshot | null = null;
  if (response.status === 304 && held) next = { ...held, loadedAt: now() };
  else if (response.ok) {
    const body: unknown = await response.json();
    // the steps apart, in tasks of their own (the snapshot is loaded while the reader works on the screen)
    const parsed = await parseSnapshot(body);
    if (!parsed) throw new Error(t('off.snapshotUnreadable'));
    await nextTask();
    next = mergeSnapshot(held, parsed, now());
    if (next) next.etag = response.headers.get('etag');
  } else throw new Error(t('off.snapshotNotLoadedStatus', { status: response.status }));
  if (!next) {
    // the server left out a part this device does not hold: load everything once
    if (!held) throw new Error(t('off.snapshotIncomplete'));
    const full = await fetch(fillPath(offline.getOfflineSnapshot.path, { plantId }), {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    const parsed = full.ok ? await parseSnapshot(await full.json()) : null;
    if (!parsed) throw new Error(t('off.snapshotNotLoaded'));
    next = mergeSnapshot(undefined, parsed, now());
    if (!next) throw new Error(t('off.snapshotIncomplete'));
    next.etag = full.headers.get('etag');
  }
  await writeSnapshot(next);
  await nextTask();
  const index = await indexSnapshot(next);
  cache.set(plantId, index);
  return index;
}

/** For tests: forget the snapshots held in memory, or hold this one. */
export async function forgetSnapshotsForTests(hold?: StoredSnapshot): Promise<void> {
  cache.clear();
  if (hold) cache.set(hold.plantId, await indexSnapshot(hold));
}
