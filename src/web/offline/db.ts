import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OfflineSnapshot } from '../../shared/contracts/offline/schemas';
import type { JournalEntry, JournalStore } from './journal';

/**
 * The handheld's IndexedDB: it outlives reloads and browser restarts.
 * - journal: postings waiting for the network (journal.ts), in the order they were made;
 * - snapshots: per plant, the offline snapshot (snapshot.ts) with the time it was loaded;
 * - answers: the last answer of the few reads a handheld screen opens with (menu, plants, the
 *   order being received), for a reload without network;
 * - meta: whose data the snapshots and answers are (a new session forgets them, never the journal).
 */
export interface StoredSnapshot {
  plantId: string;
  loadedAt: number;
  data: Omit<OfflineSnapshot, 'stock'> & { stock: NonNullable<OfflineSnapshot['stock']> } & {
    [K in 'bins' | 'materials' | 'orders' | 'transferOrders']: NonNullable<OfflineSnapshot[K]>;
  };
  etag: string | null;
}

/**
 * A snapshot as IndexedDB keeps it: the data gzipped (a plant with 10,000 bins and 50,000
 * materials is some 5 MB of JSON, well under 1 MB packed), or as is where the browser cannot
 * compress.
 */
interface SnapshotRecord {
  plantId: string;
  loadedAt: number;
  etag: string | null;
  packed?: Blob;
  data?: StoredSnapshot['data'];
}

/** The snapshot's data gzipped (CompressionStream), or null where the browser has none. */
export async function packSnapshot(data: StoredSnapshot['data']): Promise<Blob | null> {
  if (typeof CompressionStream === 'undefined') return null;
  const stream = new Blob([JSON.stringify(data)]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).blob();
}

export async function unpackSnapshot(packed: Blob): Promise<StoredSnapshot['data']> {
  const stream = packed.stream().pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text()) as StoredSnapshot['data'];
}

interface OfflineDb extends DBSchema {
  journal: { key: number; value: JournalEntry };
  snapshots: { key: string; value: SnapshotRecord };
  answers: { key: string; value: { url: string; body: unknown; savedAt: number } };
  meta: { key: string; value: { key: string; value: string } };
}

const NAME = 'supplier-portal-offline';
let opened: Promise<IDBPDatabase<OfflineDb>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('journal', { keyPath: 'id', autoIncrement: true });
      db.createObjectStore('snapshots', { keyPath: 'plantId' });
      db.createObjectStore('answers', { keyPath: 'url' });
      db.createObjectStore('meta', { keyPath: 'key' });
    },
  });
  return opened;
}

export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** The journal in IndexedDB. */
export const idbJournal: JournalStore = {
  all: async () => (await offlineDb()).getAll('journal'),
  add: async (entry) => {
    const { id: _, ...rest } = entry;
    return (await offlineDb()).add('journal', rest as JournalEntry);
  },
  put: async (entry) => {
    await (await offlineDb()).put('journal', entry);
  },
  remove: async (id) => {
    await (await offlineDb()).delete('journal', id);
  },
};

export async function readSnapshot(plantId: string): Promise<StoredSnapshot | undefined> {
  const record = await (await offlineDb()).get('snapshots', plantId);
  if (!record) return undefined;
  const data = record.packed ? await unpackSnapshot(record.packed) : record.data;
  return data ? { plantId: record.plantId, loadedAt: record.loadedAt, etag: record.etag, data } : undefined;
}

export async function writeSnapshot(snapshot: StoredSnapshot): Promise<void> {
  const packed = await packSnapshot(snapshot.data).catch(() => null);
  const { data, ...rest } = snapshot;
  await (await offlineDb()).put('snapshots', packed ? { ...rest, packed } : { ...rest, data });
}

export async function readAnswer(url: string): Promise<unknown> {
  return (await (await offlineDb()).get('answers', url))?.body;
}

export async function writeAnswer(url: string, body: unknown): Promise<void> {
  await (await offlineDb()).put('answers', { url, body, savedAt: Date.now() });
}

/** Snapshots and answers belong to one session: another session (another user) starts without them. */
export async function claimOwner(owner: string): Promise<void> {
  const db = await offlineDb();
  const current = await db.get('meta', 'owner');
  if (current?.value === owner) return;
  const tx = db.transaction(['snapshots', 'answers', 'meta'], 'readwrite');
  await Promise.all([tx.objectStore('snapshots').clear(), tx.objectStore('answers').clear()]);
  await tx.objectStore('meta').put({ key: 'owner', value: owner });
  await tx.done;
}
