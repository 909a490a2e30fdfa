import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface AuditEntry {
  userId: number | null;
  action: string;
  objectType?: string;
  objectId?: string;
  ip?: string | null;
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
