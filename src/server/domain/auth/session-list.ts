import { type Kysely, sql } from 'kysely';
import type { SessionView } from '../../../shared/contracts/profile/sessions';
import { readableAgent } from '../../../shared/user-agent';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { isoText } from '../iso-text';
import { type AuditActor, auditBy } from './audit';
import { forgetSession } from './session-cache';
import type { SessionPolicy } from './sessions';

/**
 * A user's live sessions (not ended, not past their absolute end, not idle too long), most recently
 * used first; `currentHash` marks the one the request came with. Last use and address are those of
 * the session's last touch (at most a minute old: loadSession touches a session once a minute).
 */
export async function listSessions(
  db: Kysely<DB>,
  userId: number,
  policy: SessionPolicy,
  currentHash?: string,
): Promise<{ sessions: SessionView[] }> {
  const rows = await db
    .selectFrom('user_session')
    .select([
      'session_id',
      'session_hash',
      'user_agent',
      'paired',
      'ip',
      isoText('created_at').as('createdAt'),
      isoText('last_seen_at').as('lastSeenAt'),
    ])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${policy.idleMinutes})`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('session_id', 'desc')
    .limit(200)
    .execute();
  return {
    sessions: rows.map((r) => ({
      sessionId: Number(r.session_id),
      ...readableAgent(r.user_agent),
      paired: r.paired,
      ip: r.ip,
      createdAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      current: r.session_hash === currentHash,
    })),
  };
}

/**
 * Ends one session of a user at once: the row is revoked and the session forgotten by every
 * instance's cache (forgetSession tells the others), so its next request is signed out. Audited
 * (`session.end`, on the user whose session it was). An unknown or already ended session: SESSION_NOT_FOUND.
 */
export async function endSession(db: Kysely<DB>, actor: AuditActor, userId: number, sessionId: number): Promise<void> {
  const ended = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('user_session')
      .set({ revoked_at: new Date() })
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning(['session_hash', 'user_agent', 'ip'])
      .executeTakeFirst();
    if (!row) throw new DomainError('SESSION_NOT_FOUND');
    await auditBy(trx, actor, {
      action: 'session.end',
      objectType: 'user',
      objectId: String(userId),
      details: { sessionId, ...readableAgent(row.user_agent), sessionIp: row.ip },
    });
    return row.session_hash;
  });
  forgetSession(ended);
}

/** Ends every session of a user except `keepHash` (the caller's own, for "end all others"); audited with the count. */
export async function endOtherSessions(db: Kysely<DB>, actor: AuditActor, userId: number, keepHash: string | null): Promise<number> {
  const ended = await db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('user_session')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`);
    if (keepHash) update = update.where('session_hash', '<>', keepHash);
    const rows = await update.returning('session_hash').execute();
    await auditBy(trx, actor, {
      action: keepHash ? 'session.end-others' : 'session.end-all',
      objectType: 'user',
      objectId: String(userId),
      details: { count: rows.length },
    });
    return rows.map((r) => r.session_hash);
  });
  for (const hash of ended) forgetSession(hash);
  return ended.length;
}
