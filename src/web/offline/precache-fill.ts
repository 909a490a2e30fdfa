/**
 * The service worker's precache filled a few files at a time. Workbox's install fetches the precache one file after
 * another (workbox-precaching 7: "Cache entries one at a time", its issue 2528; a concurrent install is its open
 * issue 2880), so a first visit's worker took the build's ~120 files times a round trip to be ready: some 20 s on an
 * access point with 150 ms round trips, 2.7 s on the machine itself. The worker fills the precache here first,
 * `concurrency` files at a time (HTTP/1.1's six connections), and Workbox's install then finds each file cached and
 * fetches only what this could not (its checks fail the install as before).
 */

/** A precache manifest's entry (vite-plugin-pwa: hashed files without a revision). */
export type PrecacheEntry = string | { url: string; revision: string | null };

export interface PrecacheFillDeps {
  /** the precache (Workbox's cache of this worker's build) */
  cache: Pick<Cache, 'match' | 'put'>;
  /** the key Workbox keeps an entry's file under (its URL, with `__WB_REVISION__` when revisioned) */
  keyOf: (url: string) => string | undefined;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** the worker's location, for the manifest's relative URLs */
  base: string;
  concurrency?: number;
}

/** A file Workbox would keep: a whole, same-origin answer (status 200, not redirected). */
const keepable = (response: Response) =>
  response.status === 200 && !response.redirected && (response.type === 'basic' || response.type === 'default');

/** Fills `deps.cache` with the manifest's files not in it yet, a few at a time; a file that fails is left to Workbox. */
export async function fillPrecache(entries: readonly PrecacheEntry[], deps: PrecacheFillDeps): Promise<void> {
  const queue = entries.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
  const next = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const url = new URL(entry.url, deps.base).href;
      const key = deps.keyOf(url);
      if (!key) continue;
      try {
        if (await deps.cache.match(key)) continue;
        // as Workbox asks: a revisioned file past the HTTP cache, a hashed one through it
        const response = await deps.fetch(url, { credentials: 'same-origin', cache: entry.revision ? 'reload' : 'default' });
        if (keepable(response)) await deps.cache.put(key, response);
      } catch {
        // the network or the cache failed this file: Workbox's install fetches it again
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? 6) }, next));
}
