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
