import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type AuditActor, auditBy, writeAudit } from './audit';
import { hasSecondFactor, readPendingSignIn, secondFactorRequired } from './second-factor-state';
import { forgetAllSessions } from './session-cache';
import { createSession, type SessionPolicy, sha256 } from './sessions';
import { claimAttempt } from './sign-in';

export {
  closePendingSignIn,
  hasSecondFactor,
  openPendingSignIn,
  PENDING_SIGN_IN_SECONDS,
  readPendingSignIn,
  secondFactorRequired,
} from './second-factor-state';

type Db = Kysely<DB>;

/** RFC 6238 as authenticator apps use it: SHA-1, six digits, 30 seconds; one step either side is accepted. */
const TOTP_PERIOD = 30;
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD;
export const RECOVERY_CODE_COUNT = 10;

const otplib = () => import('otplib'); // loaded with the first code checked, not with every start

export interface SecondFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  required: boolean;
}

/** What the profile shows: the factors enrolled (never a secret) and whether the user's roles require one. */
export async function secondFactorStatus(db: Db, userId: number): Promise<SecondFactorStatus> {
  const [totp, left, passkeys, required] = await Promise.all([
    db.selectFrom('user_totp').select('confirmed_at').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('user_recovery_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('user_passkey')
      .select(['credential_id', 'name', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    secondFactorRequired(db, userId),
  ]);
  return {
    totp: !!totp?.confirmed_at,
    recoveryCodesLeft: Number(left?.n ?? 0),
    passkeys: passkeys.map((p) => ({
      id: p.credential_id,
      name: p.name,
      createdAt: p.created_at.toISOString(),
      lastUsedAt: p.last_used_at?.toISOString() ?? null,
    })),
    required,
  };
}

/**
 * Starts enrolling an authenticator app: a new secret (replacing one not yet confirmed), handed out
 * this once as the otpauth:// address (for the QR code) and as text; never readable again.
 */
export async function startTotpEnrolment(db: Db, actor: AuditActor & { userId: number }, label: string, issuer: string) {
  const { generateSecret, generateURI } = await otplib();
  const confirmed = await db
    .selectFrom('user_totp')
    .select('user_id')
    .where('user_id', '=', actor.userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (confirmed) throw new DomainError('SECOND_FACTOR_ALREADY_ENROLLED');
  const secret = generateSecret({ length: 20 });
  await db
    .insertInto('user_totp')
    .values({ user_id: actor.userId, secret })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, created_at: sql<Date>`now()`, last_step: null }))
    .execute();
  await auditBy(db, actor, { action: 'second-factor.totp-started', objectType: 'user', objectId: String(actor.userId) });
  return { secret, uri: generateURI({ issuer, label, secret, period: TOTP_PERIOD }) };
}

/** Checks a six-digit code against a secret: the time step it belongs to, or null. */
async function totpStep(secret: string, code: string, after: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const { verify } = await otplib();
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(after !== null ? { afterTimeStep: after } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Uses a code of the user's authenticator app: right, and of a later time step than the last one used.
 * The step is recorded in the same statement that checks it, so of two concurrent uses of one code
 * only one passes (no replay within the code's window).
 */
async function spendTotp(db: Db, userId: number, code: string, confirmed: boolean): Promise<'ok' | 'wrong' | 'replayed'> {
  const row = await db
    .selectFrom('user_totp')
    .select(['secret', 'last_step'])
    .where('user_id', '=', userId)
    .where('confirmed_at', confirmed ? 'is not' : 'is', null)
    .executeTakeFirst();
  if (!row) return 'wrong';
  const step = await totpStep(row.secret, code, null);
  if (step === null) return 'wrong';
  const claimed = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return claimed ? 'ok' : 'replayed';
}

/** Ten fresh recovery codes (80 random bits each, shown as 4 groups of 4 letters/digits); only their SHA-256 is kept. */
async function newRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
  await db.deleteFrom('user_recovery_code').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_code')
    .values(codes.map((c) => ({ user_id: userId, code_hash: sha256(normalRecoveryCode(c)) })))
    .execute();
  return codes;
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** The user's enrolment is complete: sessions opened to enrol reach everything again. */
async function enrolmentDone(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ second_factor_enrolment: false })
    .where('user_id', '=', userId)
    .where('second_factor_enrolment', '=', true)
    .execute();
  forgetAllSessions();
}

/** Confirms the authenticator app with its first code: enrolled, with ten recovery codes (shown this once). */
export async function confirmTotpEnrolment(db: Db, actor: AuditActor & { userId: number }, code: string): Promise<string[]> {
  const result = await spendTotp(db, actor.userId, code.trim(), false);
  if (result !== 'ok') {
    await auditBy(db, actor, { action: 'second-factor.totp-confirm-failed', objectType: 'user', objectId: String(actor.userId) });
    throw new DomainError('SECOND_FACTOR_INVALID');
  }
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('user_totp').set({ confirmed_at: sql<Date>`now()` }).where('user_id', '=', actor.userId).execute();
    const codes = await newRecoveryCodes(trx, actor.userId);
    await enrolmentDone(trx, actor.userId);
    await auditBy(trx, actor, {
      action: 'second-factor.enrolled',
      objectType: 'user',
      objectId: String(actor.userId),
      details: { kind: 'totp' },
    });
    return codes;
  });
}

/**
 * Removes the authenticator app, proven with a current code of it. Refused while the user's roles
 * require a second factor and no passkey remains (the user would be locked out of the next sign-in).
 */
export async function disableTotp(db: Db, actor: AuditActor & { userId: number }, code: string): Promise<void> {
  const result = await spendTotp(db, actor.userId, code.trim(), true);
  if (result !== 'ok') {
    await auditBy(db, actor, {
      action: 'second-factor.disable-failed',
      objectType: 'user',
      objectId: String(actor.userId),
      details: { result },
    });
    if (result === 'wrong' && !(await hasSecondFactor(db, actor.userId))) throw new DomainError('SECOND_FACTOR_NOT_ENROLLED');
    throw new DomainError('SECOND_FACTOR_INVALID');
  }
  const passkeys = await db.selectFrom('user_passkey').select('user_id').where('user_id', '=', actor.userId).executeTakeFirst();
  if (!passkeys && (await secondFactorRequired(db, actor.userId))) throw new DomainError('SECOND_FACTOR_REQUIRED_BY_ROLE');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_totp').where('user_id', '=', actor.userId).execute();
    await trx.deleteFrom('user_recovery_code').where('user_id', '=', actor.userId).execute();
    await auditBy(trx, actor, {
      action: 'second-factor.disabled',
      objectType: 'user',
      objectId: String(actor.userId),
      details: { kind: 'totp' },
    });
  });
}

/** New recovery codes (the old ones stop working), proven with a current code of the app. */
export async function renewRecoveryCodes(db: Db, actor: AuditActor & { userId: number }, code: string): Promise<string[]> {
  const result = await spendTotp(db, actor.userId, code.trim(), true);
  if (result !== 'ok') {
    await auditBy(db, actor, { action: 'second-factor.failed', objectType: 'user', objectId: String(actor.userId), details: { result } });
    throw new DomainError('SECOND_FACTOR_INVALID');
  }
  return db.transaction().execute(async (trx) => {
    const codes = await newRecoveryCodes(trx, actor.userId);
    await auditBy(trx, actor, { action: 'second-factor.recovery-codes-renewed', objectType: 'user', objectId: String(actor.userId) });
    return codes;
  });
}

/**
 * The second step of a sign-in: a code of the authenticator app or one of the recovery codes.
 * Throttled per account like the password (the attempt is counted before it is checked; from
 * the fifth failure on, each further one doubles the wait); a right code clears the count.
 */
export async function checkSecondStep(db: Db, actor: AuditActor & { userId: number }, code: string): Promise<'totp' | 'recovery'> {
  const key = `2fa:user:${actor.userId}`;
  const objectId = String(actor.userId);
  if (!(await claimAttempt(db, key))) {
    await auditBy(db, actor, { action: 'second-factor.throttled', objectType: 'user', objectId });
    throw new DomainError('SECOND_FACTOR_THROTTLED');
  }
  const typed = code.trim().slice(0, 100);
  let used: 'totp' | 'recovery' | null = null;
  let result: 'ok' | 'wrong' | 'replayed' = 'wrong';
  if (/^\d{6}$/.test(typed)) {
    result = await spendTotp(db, actor.userId, typed, true);
    if (result === 'ok') used = 'totp';
  } else if (typed) {
    const hit = await db
      .updateTable('user_recovery_code')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', actor.userId)
      .where('code_hash', '=', sha256(normalRecoveryCode(typed)))
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (hit) used = 'recovery';
  }
  if (!used) {
    await auditBy(db, actor, { action: 'second-factor.failed', objectType: 'user', objectId, details: { result } });
    throw new DomainError('SECOND_FACTOR_INVALID');
  }
  await db.deleteFrom('login_throttle').where('throttle_key', '=', key).execute();
  await auditBy(db, actor, {
    action: used === 'totp' ? 'second-factor.used' : 'second-factor.recovery-code-used',
    objectType: 'user',
    objectId,
  });
  return used;
}

/** An administrator removes a user's second factors (lost phone): the next password sign-in leads to enrolment if required. */
export async function resetSecondFactor(db: Db, actor: AuditActor, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('app_user').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    if (!user) throw new DomainError('USER_NOT_FOUND');
    const totp = await trx.deleteFrom('user_totp').where('user_id', '=', userId).executeTakeFirst();
    await trx.deleteFrom('user_recovery_code').where('user_id', '=', userId).execute();
    const passkeys = await trx.deleteFrom('user_passkey').where('user_id', '=', userId).executeTakeFirst();
    await trx.deleteFrom('pending_sign_in').where('user_id', '=', userId).execute();
    await auditBy(trx, actor, {
      action: 'second-factor.reset',
      objectType: 'user',
      objectId: String(userId),
      details: { totp: Number(totp.numDeletedRows) > 0, passkeys: Number(passkeys.numDeletedRows) },
    });
  });
}

export interface SecondFactorKinds {
  administratorsRequired: boolean;
  suppliersRequired: boolean;
  warehouseRequired: boolean;
}

/** The policy an administrator sets: by kind of user, and the roles that require it of their holders. */
export async function readSecondFactorPolicy(db: Db): Promise<SecondFactorKinds & { roles: { roleId: string; required: boolean }[] }> {
  const [setting, roles] = await Promise.all([
    db
      .selectFrom('second_factor_setting')
      .select(['administrators_required', 'suppliers_required', 'warehouse_required'])
      .executeTakeFirst(),
    db.selectFrom('role').select(['role_id', 'second_factor_required']).orderBy('role_id').execute(),
  ]);
  return {
    administratorsRequired: setting?.administrators_required ?? true,
    suppliersRequired: setting?.suppliers_required ?? true,
    warehouseRequired: setting?.warehouse_required ?? false,
    roles: roles.map((r) => ({ roleId: r.role_id, required: r.second_factor_required })),
  };
}

/** Sets which kinds of user must use a second factor (audited with before and after). */
export async function setSecondFactorKinds(db: Db, actor: AuditActor, kinds: SecondFactorKinds): Promise<void> {
  const values = {
    administrators_required: kinds.administratorsRequired,
    suppliers_required: kinds.suppliersRequired,
    warehouse_required: kinds.warehouseRequired,
  };
  await db.transaction().execute(async (trx) => {
    const before = await readSecondFactorPolicy(trx);
    await trx
      .insertInto('second_factor_setting')
      .values({ id: true, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    const { roles: _roles, ...was } = before;
    await auditBy(trx, actor, {
      action: 'second-factor.policy',
      objectType: 'setting',
      objectId: 'user-kinds',
      details: { before: was, after: kinds },
    });
  });
}

/**
 * Finishes a pending sign-in with its second step: the code is checked (throttled), the pending
 * sign-in ends and the session starts. A wrong code leaves the pending sign-in for another try.
 */
export async function finishSecondStep(
  db: Db,
  policy: SessionPolicy,
  pendingToken: string,
  code: string,
  client: { ip: string | null; userAgent: string | null },
) {
  const pending = await readPendingSignIn(db, pendingToken);
  if (!pending) throw new DomainError('SECOND_FACTOR_EXPIRED');
  const used = await checkSecondStep(db, { userId: pending.userId, ip: client.ip }, code);
  return startSecondFactorSession(db, policy, pendingToken, pending.userId, used, client);
}

/** The second step was given: the pending sign-in ends (once: a second use of it fails), the session starts. */
export async function startSecondFactorSession(
  db: Db,
  policy: SessionPolicy,
  pendingToken: string | null,
  userId: number,
  used: 'totp' | 'recovery' | 'passkey',
  client: { ip: string | null; userAgent: string | null },
) {
  if (pendingToken !== null) {
    const closed = await db.deleteFrom('pending_sign_in').where('token_hash', '=', sha256(pendingToken)).executeTakeFirst();
    if (Number(closed.numDeletedRows) === 0) throw new DomainError('SECOND_FACTOR_EXPIRED');
  }
  const session = await createSession(db, userId, policy, client);
  await writeAudit(db, {
    userId,
    action: 'login',
    objectType: 'user',
    objectId: String(userId),
    ip: client.ip,
    details: { secondFactor: used },
  });
  return { userId, ...session };
}
