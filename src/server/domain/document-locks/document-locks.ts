import { type Kysely, sql, type Transaction } from 'kysely';
import type { DocumentLockView } from '../../../shared/contracts/document-locks/schemas';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import type { Caller } from '../master-data/viewer';
import { getPurchaseOrder } from '../orders/order-queries';

/**
 * Vendor-portal document locks: a supplier-facing document (a purchase order) is edited by one
 * user at a time. A lock lasts LOCK_MINUTES and is extended by taking it again; an expired lock is
 * free. Only users who may read the document can see, take or release its lock (others get the
 * document's 404), and an administrator may release anyone's lock.
 */
export const LOCK_MINUTES = 15;

type Actor = Caller & { ip?: string | null };

interface LockRow {
  document_id: string;
  locked_by: number;
  username: string;
  locked_at: string;
  expires_at: string;
}

const iso = (v: unknown) => new Date(String(v)).toISOString();

function view(documentId: string, actor: Actor, row: LockRow | undefined): DocumentLockView {
  return {
    documentId,
    locked: row !== undefined,
    lockedBy: row?.username ?? null,
    lockedByMe: row?.locked_by === actor.userId,
    lockedAt: row ? iso(row.locked_at) : null,
    expiresAt: row ? iso(row.expires_at) : null,
  };
}

/** The unexpired lock of a purchase order, with its holder's user name. */
async function currentLock(db: Kysely<DB>, documentId: string): Promise<LockRow | undefined> {
  const rows = await sql<LockRow>`select l.document_id, l.locked_by, u.username, l.locked_at::text, l.expires_at::text
    from document_lock l join app_user u on u.user_id = l.locked_by
    where l.document_type = 'PO' and l.document_id = ${documentId} and l.expires_at > now()`.execute(db);
  return rows.rows[0];
}

function lockedError(documentId: string, row: LockRow): DomainError {
  return new DomainError('DOCUMENT_LOCKED', {
    document: `Purchase order ${documentId}`,
    user: row.username,
    until: `${iso(row.expires_at).slice(11, 16)} UTC`,
  });
}

function audit(db: Kysely<DB>, actor: Actor, action: string, documentId: string, details?: Record<string, unknown>) {
  return auditBy(db, actor, {
    action,
    objectType: 'purchase_order',
    objectId: documentId,
    details,
  });
}

export async function documentLockStatus(db: Kysely<DB>, actor: Actor, documentId: string): Promise<DocumentLockView> {
  await getPurchaseOrder(db, actor, documentId);
  return view(documentId, actor, await currentLock(db, documentId));
}

/** Takes (or extends) the caller's lock; refused with the holder's name while another user holds it. */
export async function lockDocument(db: Kysely<DB>, actor: Actor, documentId: string): Promise<DocumentLockView> {
  await getPurchaseOrder(db, actor, documentId);
  const taken = await sql<{ locked_by: number }>`insert into document_lock (document_type, document_id, locked_by, expires_at)
    values ('PO', ${documentId}, ${actor.userId}, now() + make_interval(mins => ${LOCK_MINUTES}))
    on conflict (document_type, document_id) do update
      set locked_by = excluded.locked_by, locked_at = now(), expires_at = excluded.expires_at
      where document_lock.locked_by = excluded.locked_by or document_lock.expires_at <= now()
    returning locked_by`.execute(db);
  const row = await currentLock(db, documentId);
  if (taken.rows.length === 0) {
    if (row) throw lockedError(documentId, row);
    return lockDocument(db, actor, documentId); // the other lock lapsed between the two statements
  }
  await audit(db, actor, 'DOCUMENT_LOCKED', documentId);
  return view(documentId, actor, row);
}

/** Releases the caller's lock (an administrator: anyone's); releasing a free document changes nothing. */
export async function unlockDocument(db: Kysely<DB>, actor: Actor, documentId: string): Promise<DocumentLockView> {
  await getPurchaseOrder(db, actor, documentId);
  const row = await currentLock(db, documentId);
  if (row && row.locked_by !== actor.userId && !actor.isAdmin) throw lockedError(documentId, row);
  const released = await db
    .deleteFrom('document_lock')
    .where('document_type', '=', 'PO')
    .where('document_id', '=', documentId)
    .returning('locked_by')
    .execute();
  if (row && released.length > 0)
    await audit(db, actor, 'DOCUMENT_UNLOCKED', documentId, row.locked_by === actor.userId ? undefined : { lockedBy: row.username });
  return view(documentId, actor, undefined);
}

/** For commands that change a document: refused while another user holds its lock. */
export async function assertNotLockedByOther(trx: Transaction<DB>, userId: number, documentId: string): Promise<void> {
  const row = await currentLock(trx, documentId);
  if (row && row.locked_by !== userId) throw lockedError(documentId, row);
}
