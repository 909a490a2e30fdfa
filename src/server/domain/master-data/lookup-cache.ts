import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LOOKUP_NAMES, LOOKUP_PATHS, type LookupName, type SelectOption } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { loadLookup } from './lookups';

export interface LookupEntry {
  name: LookupName;
  path: string;
  options: SelectOption[];
  /** the JSON body served at `path`, serialized once */
  body: string;
  /** strong validator: a hash of the body, so equal content has the same ETag in every process */
  etag: string;
  /** when the content last changed in this process, whole seconds (HTTP dates have no more) */
  lastModified: Date;
  /** the cache generation in which the content last changed */
  version: number;
}

export interface LookupSnapshot {
  version: number;
  refreshedAt: Date;
  entries: LookupEntry[];
  /** validator of the whole set, for GET /supplier/cache */
  etag: string;
}

export interface LookupCache {
  get(name: LookupName): Promise<LookupEntry>;
  snapshot(): Promise<LookupSnapshot>;
  /** Reloads every lookup from the database and bumps the version; reports which changed. */
  refresh(): Promise<{ snapshot: LookupSnapshot; changed: Set<LookupName> }>;
}

export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/**
 * An in-process cache of the lookups. The first request loads them; `refresh` (the administrator's
 * POST /supplier/cache/update.json) reloads them. Each process has its own copy: with several
 * server processes on one PostgreSQL, the update call tells the others (routes/lookups.ts through
 * db/notify.ts) and they reload theirs; the content-hash ETags agree across processes, because
 * equal content gives equal validators and changed content a different one.
 */
export function createLookupCache(db: Kysely<DB>, now: () => number = Date.now): LookupCache {
  let current: LookupSnapshot | undefined;
  let pending: Promise<{ snapshot: LookupSnapshot; changed: Set<LookupName> }> | undefined;

  async function load(): Promise<{ snapshot: LookupSnapshot; changed: Set<LookupName> }> {
    const loaded = await Promise.all(LOOKUP_NAMES.map(async (name) => ({ name, options: await loadLookup(db, name) })));
    const previous = current;
    const version = (previous?.version ?? 0) + 1;
    const at = now();
    const changed = new Set<LookupName>();
    const entries = loaded.map(({ name, options }): LookupEntry => {
      const body = JSON.stringify(options);
      const etag = etagOf(body);
      const before = previous?.entries.find((e) => e.name === name);
      if (before && before.etag === etag) return before;
      changed.add(name);
      // a change must move Last-Modified forward by at least a second, or If-Modified-Since could match stale content
      const lastModified = new Date(Math.max(wholeSeconds(at), before ? before.lastModified.getTime() + 1000 : 0));
      return { name, path: LOOKUP_PATHS[name], options, body, etag, lastModified, version };
    });
    const snapshot: LookupSnapshot = {
      version,
      refreshedAt: new Date(at),
      entries,
      etag: etagOf(entries.map((e) => e.etag).join(',')),
    };
    current = snapshot;
    return { snapshot, changed };
  }

  /** Loads run one at a time; callers arriving during a load share it. */
  function run(): Promise<{ snapshot: LookupSnapshot; changed: Set<LookupName> }> {
    const previous = pending ?? Promise.resolve(undefined);
    const next = previous.catch(() => undefined).then(load);
    pending = next;
    next
      .finally(() => {
        if (pending === next) pending = undefined;
      })
      .catch(() => {});
    return next;
  }

  async function snapshot(): Promise<LookupSnapshot> {
    if (current) return current;
    if (pending) return (await pending).snapshot;
    return (await run()).snapshot;
  }

  return {
    snapshot,
    async get(name) {
      const s = await snapshot();
      const entry = s.entries.find((e) => e.name === name);
      if (!entry) throw new Error(`lookup ${name} is not cached`);
      return entry;
    },
    refresh: run,
  };
}
