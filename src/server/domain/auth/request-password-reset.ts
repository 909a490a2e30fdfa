import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { queueMail } from '../mail/queue-mail';
import { issueAccountToken, RESET_MINUTES } from './account-tokens';
import { writeAudit } from './audit';

/** Requests per address and per account in an hour; more are answered the same and send nothing. */
export const RESET_LIMITS = { perAddress: 20, perAccount: 5, windowMinutes: 60 };

/**
 * Counts one request on a throttle key in a fixed window (login_throttle: `failures` is the count in
 * the window begun at `last_failure_at`); true while the count is within `limit`.
 */
async function withinLimit(db: Kysely<DB>, key: string, limit: number): Promise<boolean> {
  const window = sql`now() - make_interval(mins => ${RESET_LIMITS.windowMinutes})`;
  const { rows } = await sql<{ failures: number }>`insert into login_throttle as t (throttle_key, failures, last_failure_at)
    values (${key}, 1, now())
    on conflict (throttle_key) do update set
      failures = case when t.last_failure_at < ${window} then 1 else t.failures + 1 end,
      last_failure_at = case when t.last_failure_at < ${window} then now() else t.last_failure_at end
    returning t.failures`.execute(db);
  return (rows[0]?.failures ?? Number.POSITIVE_INFINITY) <= limit;
}

export interface PasswordResetRequest {
  /** What the person typed: a user name or an e-mail address. */
  login: string;
  ip: string | null;
  /** The language of the page the request came from: the mail's, when the user chose none. */
  language: string;
  /** The portal's origin for the link (the request's). */
  origin: string;
}

/**
 * "Forgot password": for every active person's account (not a service account) whose user name or
 * e-mail address is `login` and that has an address, a single-use link (RESET_MINUTES) is mailed, in
 * the same transaction as the token. The caller answers the same whatever happened: whether an
 * account exists, has an address or was throttled is never told (it is in the audit trail).
 */
export async function requestPasswordReset(db: Kysely<DB>, input: PasswordResetRequest): Promise<void> {
  const login = input.login.trim().slice(0, 254);
  if (login === '') return;
  if (!(await withinLimit(db, `reset:ip:${input.ip ?? '-'}`, RESET_LIMITS.perAddress))) {
    await writeAudit(db, {
      userId: null,
      action: 'password.reset.throttled',
      objectType: 'address',
      objectId: input.ip ?? undefined,
      ip: input.ip,
    });
    return;
  }
  const users = await db
    .selectFrom('app_user')
    .select(['user_id', 'username', 'first_name', 'last_name', 'email', 'language'])
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', login.toLowerCase()), eb(sql`lower(email)`, '=', login.toLowerCase())]))
    .where('active', '=', true)
    .where('service_account', '=', false)
    .where('email', 'is not', null)
    .orderBy('user_id')
    .limit(5)
    .execute();
  if (users.length === 0) {
    await writeAudit(db, {
      userId: null,
      action: 'password.reset.unknown',
      objectType: 'user',
      objectId: login.slice(0, 100),
      ip: input.ip,
    });
    return;
  }
  for (const user of users) {
    const email = user.email as string;
    if (!(await withinLimit(db, `reset:user:${user.user_id}`, RESET_LIMITS.perAccount))) {
      await writeAudit(db, {
        userId: null,
        action: 'password.reset.throttled',
        objectType: 'user',
        objectId: String(user.user_id),
        ip: input.ip,
      });
      continue;
    }
    await db.transaction().execute(async (trx) => {
      const { token, tokenId } = await issueAccountToken(trx, {
        userId: user.user_id,
        purpose: 'reset',
        validMinutes: RESET_MINUTES,
        createdBy: null,
      });
      const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
      await queueMail(trx, {
        dedupeKey: `password-reset:${tokenId}`,
        to: { address: email, userId: user.user_id, language: user.language ?? input.language },
        subject: { key: 'mail.passwordReset.subject' },
        paragraphs: [
          { key: 'mail.greeting', values: { name } },
          { key: 'mail.passwordReset.body', values: { username: user.username, minutes: RESET_MINUTES } },
          { key: 'mail.passwordReset.ignore' },
        ],
        action: { label: { key: 'mail.passwordReset.action' }, path: `/supplier/password/reset?token=${token}` },
        reason: { key: 'mail.passwordReset.reason' },
        origin: input.origin,
      });
      await writeAudit(trx, {
        userId: null,
        action: 'password.reset.requested',
        objectType: 'user',
        objectId: String(user.user_id),
        ip: input.ip,
        details: { email },
      });
    });
  }
}
