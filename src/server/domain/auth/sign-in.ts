import { type Kysely, sql } from 'kysely';
import { messages } from '../../../shared/messages';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { writeAudit } from './audit';
import { verifyPassword } from './passwords';
import { createSession, type SessionPolicy } from './sessions';

/** Failures allowed before delays start; each further failure doubles the wait, up to 15 minutes. */
export const THROTTLE_FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 15 * 60;

export function throttleDelaySeconds(failures: number): number {
  if (failures < THROTTLE_FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - THROTTLE_FREE_FAILURES));
}

export interface SignInInput {
  username: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Checks credentials (user name case-insensitive) and opens a new session. Never says whether
 * the user or the password was wrong. Throttled per account and per address with exponential
 * delay; no permanent lockout.
 */
export async function signIn(db: Kysely<DB>, policy: SessionPolicy, input: SignInInput) {
  const username = input.username.trim();
  const keys = [`user:${username.toLowerCase()}`, `ip:${input.ip ?? 'unknown'}`];
  const throttled = await db
    .selectFrom('login_throttle')
    .select('throttle_key')
    .where('throttle_key', 'in', keys)
    .where('blocked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (throttled) {
    await writeAudit(db, { userId: null, action: 'login.throttled', objectType: 'user', objectId: username.slice(0, 100), ip: input.ip });
    throw new DomainError(429, 'LOGIN_THROTTLED', messages.loginThrottled);
  }
  const user = username
    ? await db
        .selectFrom('app_user')
        .select(['user_id', 'password_hash', 'default_page', 'active'])
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst()
    : undefined;
  const ok = (await verifyPassword(user?.password_hash, input.password)) && user?.active === true;
  if (!ok || !user) {
    for (const key of keys) {
      const row = await db
        .insertInto('login_throttle')
        .values({ throttle_key: key, failures: 1, last_failure_at: new Date() })
        .onConflict((oc) =>
          oc.column('throttle_key').doUpdateSet({
            // failures older than a day are forgotten
            failures: sql`case when login_throttle.last_failure_at < now() - interval '1 day' then 1 else login_throttle.failures + 1 end`,
            last_failure_at: new Date(),
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const delay = throttleDelaySeconds(row.failures);
      if (delay > 0) {
        await db
          .updateTable('login_throttle')
          .set({ blocked_until: new Date(Date.now() + delay * 1000) })
          .where('throttle_key', '=', key)
          .execute();
      }
    }
    await writeAudit(db, {
      userId: user?.user_id ?? null,
      action: 'login.failed',
      objectType: 'user',
      objectId: username.slice(0, 100),
      ip: input.ip,
    });
    throw new DomainError(401, 'LOGIN_FAILED', messages.loginFailed);
  }
  await db
    .deleteFrom('login_throttle')
    .where('throttle_key', '=', keys[0] as string)
    .execute();
  const session = await createSession(db, user.user_id, policy, input);
  await writeAudit(db, { userId: user.user_id, action: 'login', objectType: 'user', objectId: String(user.user_id), ip: input.ip });
  return { userId: user.user_id, defaultPage: user.default_page, ...session };
}
