import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface AuditEntry {
  userId: number | null;
  action: string;
  objectType?: string;
  objectId?: string;
  ip?: string | null;
  /** the plant the action belongs to, for the audit search's plant filter */
  plantId?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one audit row (append-only: the database refuses updates and deletes). */
export async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      object_type: entry.objectType ?? null,
      object_id: entry.objectId ?? null,
      ip: entry.ip ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      plant_id: entry.plantId ?? null,
    })
    .execute();
}

/** Who did something: the signed-in user and the address the request came from. */
export interface AuditActor {
  userId: number | null;
  ip?: string | null;
}

/** One audit row for what `actor` did: its user and address, and the action on the object. */
export function auditBy(db: Kysely<DB>, actor: AuditActor, entry: Omit<AuditEntry, 'userId' | 'ip'>): Promise<void> {
  return writeAudit(db, { ...entry, userId: actor.userId, ip: actor.ip });
}

/**
 * A change's audit details: the fields that differ, before and after (unchanged fields left out, so
 * the trail shows what changed). Lists are compared as sets (sorted).
 */
export function beforeAfter<T extends Record<string, unknown>>(before: T | undefined, after: T): { before: Partial<T>; after: Partial<T> } {
  const norm = (v: unknown) => (Array.isArray(v) ? JSON.stringify([...v].map(String).sort()) : JSON.stringify(v ?? null));
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after)]) as Set<keyof T>) {
    const was = before?.[key];
    const now = after[key];
    if (before && norm(was) === norm(now)) continue;
    if (before) b[key] = (Array.isArray(was) ? [...was].sort() : (was ?? null)) as T[keyof T];
    a[key] = (Array.isArray(now) ? [...now].sort() : (now ?? null)) as T[keyof T];
  }
  return { before: b, after: a };
}
