import { setBounded } from './bounded-map';
import type { SessionUser } from './session-user';

/**
 * A short-lived, in-process memory of resolved sessions, so the reads a handheld fires all day
 * (scans, lookups) do not each cost a session query. Only reads use it: every state-changing
 * request resolves its session from the database. Whatever changes a session or a user forgets
 * entries at once in this process and, through `broadcast` (PostgreSQL NOTIFY, db/notify.ts), in
 * every other instance on the same database; without it another process would notice only after
 * the time-to-live (SESSION_CACHE_SECONDS, default 5; 0 turns the cache off).
 */
const MAX_ENTRIES = 10_000;
const entries = new Map<string, { user: SessionUser; until: number }>();
let ttlMs = 0;
/** Tells the other instances what this one forgot: a session hash, or '*' for everything. */
let broadcast: (forgotten: string) => void = () => {};

export function configureSessionCache(seconds: number, tellOthers?: (forgotten: string) => void): void {
  ttlMs = Math.max(0, seconds) * 1000;
  if (ttlMs === 0) entries.clear();
  if (tellOthers) broadcast = tellOthers;
}

/** What another instance forgot (a session hash, or '*'): forget it here too, without telling anyone. */
export function forgetFromElsewhere(forgotten: string): void {
  if (forgotten === '*') entries.clear();
  else entries.delete(forgotten);
}

export function cachedSession(hash: string): SessionUser | undefined {
  if (ttlMs === 0) return undefined;
  const entry = entries.get(hash);
  if (!entry) return undefined;
  if (entry.until <= Date.now()) {
    entries.delete(hash);
    return undefined;
  }
  return entry.user;
}

export function rememberSession(hash: string, user: SessionUser): void {
  if (ttlMs === 0) return;
  setBounded(entries, hash, { user, until: Date.now() + ttlMs }, MAX_ENTRIES);
}

export function forgetSession(hash: string): void {
  entries.delete(hash);
  broadcast(hash);
}

/** After a change to users, roles, grants, passwords or sessions: resolve everyone afresh. */
export function forgetAllSessions(): void {
  entries.clear();
  broadcast('*');
}
