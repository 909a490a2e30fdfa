import { errorText } from '../../shared/messages';
import { apiFetch, isApiError, setOfflineReads } from '../api';
import { isHandheldPage, readGlobals } from '../globals';
import { afterLoad } from './after-load';
import { claimOwner, hasIndexedDb, idbJournal } from './db';
import {
  countEntries,
  discardEntry,
  type JournalEntry,
  type JournalRequest,
  type JournalStore,
  keepPosted,
  memoryStore,
  newEntry,
  type PostedRecord,
  replayJournal,
  retryEntry,
  type SendOutcome,
} from './journal';
import { keepShell, navigationSeenByWorker } from './shell-cache';
import { initialOfflineState, offlineState, setOfflineState } from './state';

/**
 * The offline journal at run time: the store (IndexedDB), the count the badge shows,
 * the replay when the network is back (one at a time per device: a Web Lock across tabs), the
 * reads answered from the device while the network is down, and the service worker's registration.
 */
let store: JournalStore = hasIndexedDb() ? idbJournal : memoryStore();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('supplier-portal-journal');
const set = setOfflineState;

/** Where the device remembers what the journal posted (survives a reload; every tab reads it). */
const POSTED_STORAGE_KEY = 'supplier-portal-journal-posted';

function readPosted(): PostedRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(POSTED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PostedRecord[]) : [];
  } catch {
    return offlineState().posted;
  }
}

function writePosted(posted: PostedRecord[]) {
  try {
    localStorage.setItem(POSTED_STORAGE_KEY, JSON.stringify(posted));
  } catch {
    // storage full or disabled: this page still shows them
  }
  set({ posted });
}

/** Reads the journal again (after a change here or in another tab). */
export async function reloadJournal(): Promise<void> {
  const entries = await store.all().catch(() => offlineState().entries);
  set({ entries, counts: countEntries(entries, currentUser()), posted: readPosted() });
}

function changed() {
  channel?.postMessage('changed');
  return reloadJournal();
}

/** A replayed request's outcome from the server's answer. */
export function outcomeOf(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: 'unreachable', message: errorText(error) };
  const later =
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 401 ||
    error.status === 429 ||
    error.code === 'CSRF' ||
    error.code === 'IDEMPOTENCY_IN_FLIGHT';
  return later ? { kind: 'unreachable', message: errorText(error) } : { kind: 'refused', message: errorText(error) };
}

async function send(entry: JournalEntry): Promise<SendOutcome> {
  try {
    const result = await apiFetch(entry.url, { method: entry.method, body: entry.body, idempotencyKey: entry.idempotencyKey });
    return { kind: 'posted', result };
  } catch (error) {
    if (isApiError(error) && error.status === 401) set({ signedOut: true });
    return outcomeOf(error);
  }
}

/** The signed-in user (the page's globals): the journal posts only this user's entries. */
function currentUser(): string {
  return readGlobals().username ?? '';
}

/**
 * The browser's own word at this moment, not the state kept since the last event: a page that has
 * just loaded may not have heard 'offline' yet, and some browsers send it late or not at all.
 * Offline: the state says so from now on.
 */
function browserSaysOffline(): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return false;
  if (offlineState().online) set({ online: false });
  return true;
}

let running: Promise<void> | null = null;

/** Posts what waits, oldest first, one at a time on this device (other tabs wait for the lock). */
export function replayNow(): Promise<void> {
  if (!running && browserSaysOffline()) return Promise.resolve();
  running ??= (async () => {
    set({ replaying: true, signedOut: false });
    try {
      const run = async () => {
        const summary = await replayJournal(store, send, currentUser());
        // what each posting produced: the journal and the result screen show its document
        if (summary.posted.length > 0) writePosted(keepPosted(readPosted(), summary));
      };
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request('supplier-portal-journal-replay', run);
      else await run();
    } finally {
      running = null;
      set({ replaying: false });
      await changed();
    }
  })();
  return running;
}

/**
 * Whether a new posting must queue behind the journal (so postings reach the server in order), or
 * because there is no network: the browser's word at this moment counts, not only the last
 * 'offline' event (which some browsers send late or not at all when the network goes away).
 */
export function mustQueue(): boolean {
  return browserSaysOffline() || !offlineState().online || offlineState().counts.waiting > 0;
}

/** Keeps a posting for later; posts at once when the network is there. */
export async function enqueuePosting(
  request: JournalRequest & { idempotencyKey: string; body: unknown; flow: string; sent?: boolean },
): Promise<void> {
  await store.add(newEntry({ ...request, user: currentUser() }));
  set({ lastQueued: request.idempotencyKey });
  await changed();
  if (offlineState().online) void replayNow();
}

export async function retryPosting(id: number): Promise<void> {
  await retryEntry(store, id);
  await changed();
  if (offlineState().online) await replayNow();
}

export async function discardPosting(id: number): Promise<void> {
  await discardEntry(store, id);
  await changed();
}

/**
 * The device's reads (offline-reads.ts: remembered answers, the snapshot) load on demand, in a
 * chunk of their own: a handheld screen's first paint does not wait for them.
 */
const deviceReads = () => import('./offline-reads');

function installReads() {
  setOfflineReads({
    answered(contract, url, payload) {
      void deviceReads()
        .then((reads) => reads.remember(contract, url, payload))
        .catch(() => {});
    },
    async fallback(contract, input, url) {
      return (await deviceReads()).answerOffline(contract, input, url);
    },
  });
}

/** A short, stable name for this session (its CSRF token hashed): another session starts with empty caches. */
function sessionTag(token: string): string {
  let h = 2166136261;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
}

let syncing: Promise<void> | null = null;

/** Loads the offline snapshots of the user's plants that are missing or older than a few minutes. */
export function syncSnapshots(options: { force?: boolean } = {}): Promise<void> {
  // a forced check waits for the one under way (which may have skipped fresh snapshots), then runs
  if (syncing && options.force) return syncing.then(() => syncSnapshots(options));
  syncing ??= (async () => {
    try {
      const snapshots = await (await deviceReads()).loadSnapshots({ force: !!options.force, online: offlineState().online });
      set({ snapshots, ...(offlineState().online ? { syncedAt: Date.now() } : {}) });
    } catch {
      // no plants without network: the ages shown stay those held
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

let installed = false;

/** How long the network must be back before the journal is replayed. */
const ONLINE_SETTLE_MS = 1500;

/** How long after a failed install of the worker it is tried again: 10 s, 20 s, 40 s ... at most 5 minutes. */
export function workerRetryDelay(attempt: number): number {
  return Math.min(10_000 * 2 ** attempt, 300_000);
}

/**
 * Registers the worker, and registers it again when its install fails: one precached file lost on bad Wi-Fi makes
 * the whole install fail and leaves no worker, and a handheld that stays in the app (no new page) would otherwise
 * stay without one, and without its offline reads and shell, until the app is opened again.
 */
function registerWorker(attempt: number): void {
  const again = () => window.setTimeout(() => registerWorker(attempt + 1), workerRetryDelay(attempt));
  navigator.serviceWorker.register('/supplier/sw.js', { scope: '/supplier/' }).then(
    (registration) => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'redundant' && !registration.active && !navigator.serviceWorker.controller) again();
      });
    },
    () => again(),
  );
}

/** Once per page: the service worker, the device reads, the journal and its replay. */
export function installOffline(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const globals = readGlobals();
  if (!globals.csrfToken) return;
  if ('serviceWorker' in navigator && window.isSecureContext) {
    const seen = navigationSeenByWorker(
      performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined,
      navigator.serviceWorker.controller,
    );
    // registered once the page has loaded: a first visit's worker precaches the whole build (~800 KiB), which on
    // slow Wi-Fi must not compete with the first screen's own code and answers (issue 41)
    afterLoad(() => {
      registerWorker(0);
      // the worker keeps the shell of the navigations it sees; this page came before it
      if (!seen && 'caches' in window) {
        void navigator.serviceWorker.ready.then(() => keepShell(window.location.pathname)).catch(() => {});
      }
    });
  }
  if (hasIndexedDb()) claimOwner(sessionTag(globals.csrfToken)).catch(() => {});
  const handheld = isHandheldPage(window.location.pathname, globals);
  // the device's reads (remembered answers, the snapshot) serve handheld screens
  if (handheld) installReads();
  channel?.addEventListener('message', () => void reloadJournal());
  // the network back: the replay waits until it has held for a moment (Wi-Fi that flaps, or a page
  // that is going away, says 'online' for an instant without a usable network)
  let settle: number | undefined;
  window.addEventListener('online', () => {
    set({ online: true });
    window.clearTimeout(settle);
    settle = window.setTimeout(() => {
      if (navigator.onLine !== false && offlineState().online) void replayNow().then(() => syncSnapshots());
    }, ONLINE_SETTLE_MS);
  });
  window.addEventListener('offline', () => set({ online: false }));
  // what waits from before this page is replayed a moment after it loads (the network state settled)
  void reloadJournal().then(() =>
    window.setTimeout(() => {
      if (offlineState().online && offlineState().counts.waiting > 0) void replayNow();
    }, 1000),
  );
  // a replay stopped by a server error is tried again while something waits
  window.setInterval(() => {
    if (offlineState().online && offlineState().counts.waiting > 0 && !offlineState().replaying) void replayNow();
  }, 30_000);
  // the handheld's snapshots: now (after the first screen) and every few minutes while online
  if (handheld) {
    afterLoad(() => window.setTimeout(() => void syncSnapshots(), 1500));
    window.setInterval(() => void syncSnapshots(), 5 * 60_000);
  }
}

/** For tests: a journal in memory. */
export function memoryJournalForTests(): JournalStore {
  store = memoryStore();
  setOfflineState({ ...initialOfflineState(), online: true });
  return store;
}
