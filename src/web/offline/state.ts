import type { JournalCounts, JournalEntry, PostedRecord } from './journal';

/**
 * What the screens show of the offline journal: a tiny store, so the badge on every
 * handheld screen costs nothing; the runtime (runtime.ts, loaded after the first paint) fills it.
 */
export interface OfflineState {
  online: boolean;
  counts: JournalCounts;
  entries: JournalEntry[];
  replaying: boolean;
  /** replay stopped because the server wants a sign-in */
  signedOut: boolean;
  /** per plant: when its offline snapshot was loaded (ms since epoch) */
  snapshots: Record<string, number>;
  /** when the snapshots were last checked with the server */
  syncedAt: number | null;
  /** the postings the journal replayed, with the server's document (newest first) */
  posted: PostedRecord[];
  /** the key of the last posting this page put into the journal (its result screen follows it) */
  lastQueued: string | null;
}

export const initialOfflineState = (): OfflineState => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  counts: { waiting: 0, refused: 0 },
  entries: [],
  replaying: false,
  signedOut: false,
  snapshots: {},
  syncedAt: null,
  posted: [],
  lastQueued: null,
});

let state = initialOfflineState();
const listeners = new Set<() => void>();

export function setOfflineState(change: Partial<OfflineState>): void {
  state = { ...state, ...change };
  for (const l of listeners) l();
}

export function offlineState(): OfflineState {
  return state;
}

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
