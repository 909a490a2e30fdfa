import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { writeAudit } from './audit';
import { verifyPassword } from './passwords';
import { hasSecondFactor, openPendingSignIn, secondFactorRequired } from './second-factor-state';
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

type Db = Kysely<DB>;

/**
 * Claims one sign-in attempt on a throttle key before the password is verified: counts it (as a
 * failure until proven otherwise) and, from the free failures on, blocks the key for the growing
 * delay, in one statement. A key that is blocked is not counted and the attempt is refused: of
 * many concurrent guesses only those within the limit are ever evaluated.
 */
export async function claimAttempt(db: Db, key: string): Promise<boolean> {
  const next = sql`(case when t.last_failure_at < now() - interval '1 day' then 1 else t.failures + 1 end)`;
  const blockFor = (n: unknown) =>
    sql`case when ${n} >= ${THROTTLE_FREE_FAILURES} then now() + make_interval(secs => least(${MAX_DELAY_SECONDS}, power(2, ${n} - ${THROTTLE_FREE_FAILURES}))) else null end`;
  const claimed = await sql<{ failures: number }>`insert into login_throttle as t (throttle_key, failures, last_failure_at, blocked_until)
    values (${key}, 1, now(), ${blockFor(sql`1`)})
    on conflict (throttle_key) do update set failures = ${next}, last_failure_at = now(), blocked_until = ${blockFor(next)}
      where t.blocked_until is null or t.blocked_until <= now()
    returning t.failures`.execute(db);
  return claimed.rows.length > 0;
}

/** Gives back a claimed attempt that was not a failure (a correct password, or an attempt refused by another key). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await sql`update login_throttle set failures = greatest(failures - 1, 0),
      blocked_until = case when failures - 1 < ${THROTTLE_FREE_FAILURES} then null else blocked_until end
    where throttle_key = ${key}`.execute(db);
}

/** An address and user name that signed in together before: the address's limit does not slow it. */
const goodPairKey = (ip: string, username: string) => `good:${ip}|${username}`;

async function isGoodPair(db: Db, key: string): Promise<boolean> {
  return !!(await db.selectFrom('login_throttle').select('throttle_key').where('throttle_key', '=', key).executeTakeFirst());
}

/**
 * Claims the attempt for the account, then for the address. The address's limit never refuses the
 * right password of an account that is not itself blocked (README, behind a reverse proxy): a user
 * who signed in from this address before passes as before; another user's password is still checked
 * while the address is blocked (`addressBlocked`: only the right one gets in, a wrong one is
 * answered "throttled"), bounded by the account's own limit. A user name that does not exist is
 * refused unevaluated while the address is blocked, so guessing names costs no password hashing.
 * Returns whether the address was charged (to refund it on success).
 */
async function claimSignIn(
  db: Db,
  userKey: string,
  ipKey: string,
  pairKey: string,
  userExists: () => Promise<boolean>,
): Promise<{ ipClaimed: boolean; addressBlocked: boolean } | null> {
  if (!(await claimAttempt(db, userKey))) return null;
  if (await claimAttempt(db, ipKey)) return { ipClaimed: true, addressBlocked: false };
  if (await isGoodPair(db, pairKey)) return { ipClaimed: false, addressBlocked: false };
  if (await userExists()) return { ipClaimed: false, addressBlocked: true };
  await refundAttempt(db, userKey);
  return null;
}

/**
 * Checks credentials (user name case-insensitive) and opens a new session. Never says whether
 * the user or the password was wrong. Throttled per account and per address with exponential
 * delay; no permanent lockout. The attempt is counted before the password is verified, so
 * concurrent guesses beyond the limit are refused without being evaluated.
 */
export async function signIn(
  db: Db,
  policy: SessionPolicy,
  input: SignInInput,
  /** whether the user may sign in with a password at all (single sign-on may switch it off per role) */
  passwordAllowed?: (userId: number) => Promise<boolean>,
) {
  const username = input.username.trim();
  const name = username.toLowerCase();
  const ip = input.ip ?? 'unknown';
  const [userKey, ipKey, pairKey] = [`user:${name}`, `ip:${ip}`, goodPairKey(ip, name)];
  const findUser = () =>
    username
      ? db
          .selectFrom('app_user')
          .select(['user_id', 'password_hash', 'default_page', 'active'])
          .where(sql`lower(username)`, '=', name)
          .executeTakeFirst()
      : Promise.resolve(undefined);
  let user: Awaited<ReturnType<typeof findUser>>;
  const claim = await claimSignIn(db, userKey, ipKey, pairKey, async () => {
    user = await findUser();
    return user?.active === true;
  });
  const throttled = async () => {
    await writeAudit(db, { userId: null, action: 'login.throttled', objectType: 'user', objectId: username.slice(0, 100), ip: input.ip });
    return new DomainError('LOGIN_THROTTLED');
  };
  if (!claim) throw await throttled();
  if (!claim.addressBlocked) user = await findUser();
  const ok = (await verifyPassword(user?.password_hash, input.password)) && user?.active === true;
  // from a blocked address a wrong password is answered as the block (its claim on the account stands)
  if (!ok && claim.addressBlocked) throw await throttled();
  if (!ok || !user) {
    // the claims stand as failures; a pair that fails is no longer a known one
    await db.deleteFrom('login_throttle').where('throttle_key', '=', pairKey).execute();
    await writeAudit(db, {
      userId: user?.user_id ?? null,
      action: 'login.failed',
      objectType: 'user',
      objectId: username.slice(0, 100),
      ip: input.ip,
    });
    throw new DomainError('LOGIN_FAILED');
  }
  await db.deleteFrom('login_throttle').where('throttle_key', '=', userKey).execute();
  if (claim.ipClaimed) await refundAttempt(db, ipKey);
  await db
    .insertInto('login_throttle')
    .values({ throttle_key: pairKey, failures: 0 })
    .onConflict((oc) => oc.column('throttle_key').doUpdateSet({ last_failure_at: sql<Date>`now()` }))
    .execute();
  if (passwordAllowed && !(await passwordAllowed(user.user_id))) {
    await writeAudit(db, {
      userId: user.user_id,
      action: 'login.password_off',
      objectType: 'user',
      objectId: String(user.user_id),
      ip: input.ip,
    });
    throw new DomainError('PASSWORD_SIGN_IN_OFF');
  }
  // a second factor enrolled: the password opens a pending sign-in, the session waits for the second step
  if (await hasSecondFactor(db, user.user_id)) {
    const secondStep = await openPendingSignIn(db, user.user_id);
    await writeAudit(db, {
      userId: user.user_id,
      action: 'login.password',
      objectType: 'user',
      objectId: String(user.user_id),
      ip: input.ip,
    });
    return { userId: user.user_id, secondStep };
  }
  // none, but the user's roles require one: a session that reaches only the enrolment
  const enrolment = await secondFactorRequired(db, user.user_id);
  const session = await createSession(db, user.user_id, policy, { ...input, enrolment });
  await writeAudit(db, {
    userId: user.user_id,
    action: 'login',
    objectType: 'user',
    objectId: String(user.user_id),
    ip: input.ip,
    ...(enrolment ? { details: { secondFactorEnrolment: true } } : {}),
  });
  return { userId: user.user_id, defaultPage: user.default_page, ...session };
}
