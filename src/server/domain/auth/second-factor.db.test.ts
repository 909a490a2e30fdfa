import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { databaseForFile } from '../../testing/db-test';
import { createEmptyDatabase } from '../../testing/test-db';
import { createUser } from '../users/create-user';
import { saveRole } from '../users/roles';
import {
  checkSecondStep,
  confirmTotpEnrolment,
  disableTotp,
  finishSecondStep,
  RECOVERY_CODE_COUNT,
  readSecondFactorPolicy,
  resetSecondFactor,
  secondFactorRequired,
  secondFactorStatus,
  setSecondFactorKinds,
  startTotpEnrolment,
} from './second-factor';
import { loadSession } from './sessions';
import { signIn, THROTTLE_FREE_FAILURES } from './sign-in';

const file = databaseForFile();
const policy = { idleMinutes: 60, absoluteHours: 12 };
const client = { ip: '10.7.0.1', userAgent: 'test' };
/** The app's code for a moment `offset` seconds from now (one step = 30 s). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

let serial = 0;
/** A user of its own (with the demo's SUPPLIER role unless told) and its password. */
async function newUser(roles: string[] = ['SUPPLIER'], flags: { isAdmin?: boolean; isWarehouseUser?: boolean } = {}) {
  const username = `mfa${Date.now() % 100000}${serial++}`;
  const password = 'Secret#2026x';
  const userId = await createUser(file.database.db, null, { username, password, firstName: 'Mia', roles, ...flags });
  return { userId, username, password, actor: { userId, ip: client.ip } };
}

/** Enrols the authenticator app; returns its secret and recovery codes. */
async function enrol(user: { userId: number; username: string; actor: { userId: number; ip: string } }) {
  const { db } = file.database;
  const { secret, uri } = await startTotpEnrolment(db, user.actor, user.username, 'ACME');
  expect(uri).toMatch(/^otpauth:\/\/totp\/ACME:.+\?.*secret=/);
  const codes = await confirmTotpEnrolment(db, user.actor, await codeAt(secret));
  return { secret, codes };
}

const actions = async (userId: number) =>
  (
    await file.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', String(userId))
      .where('action', 'like', 'second-factor.%')
      .orderBy('audit_id')
      .execute()
  ).map((r) => r.action);

describe('second factor: enrolment', () => {
  it('enrols by a first code: ten single-use recovery codes stored hashed, the secret never shown again', async () => {
    const { db } = file.database;
    const user = await newUser();
    const { secret } = await startTotpEnrolment(db, user.actor, user.username, 'ACME');
    await expect(confirmTotpEnrolment(db, user.actor, '000000')).rejects.toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    expect((await secondFactorStatus(db, user.userId)).totp).toBe(false);
    const codes = await confirmTotpEnrolment(db, user.actor, await codeAt(secret));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const stored = await db.selectFrom('user_recovery_code').select('code_hash').where('user_id', '=', user.userId).execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
    const status = await secondFactorStatus(db, user.userId);
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(JSON.stringify(status)).not.toContain(secret);
    // enrolled once: a second enrolment is refused until the app is removed
    await expect(startTotpEnrolment(db, user.actor, user.username, 'ACME')).rejects.toMatchObject({
      code: 'SECOND_FACTOR_ALREADY_ENROLLED',
    });
    expect(await actions(user.userId)).toEqual([
      'second-factor.totp-started',
      'second-factor.totp-confirm-failed',
      'second-factor.enrolled',
    ]);
  });
});

describe('second factor: sign-in', () => {
  it('the password opens a pending sign-in; the code starts the session; a used code is not accepted again', async () => {
    const { db } = file.database;
    const user = await newUser();
    const { secret } = await enrol(user);
    const first = await signIn(db, policy, { username: user.username, password: user.password, ...client });
    expect(first).toMatchObject({ userId: user.userId, secondStep: expect.any(String) });
    expect('token' in first).toBe(false);
    // the enrolment's own code (this time step) was used: not again
    await expect(finishSecondStep(db, policy, first.secondStep as string, await codeAt(secret), client)).rejects.toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    const next = await codeAt(secret, 30);
    const session = await finishSecondStep(db, policy, first.secondStep as string, next, client);
    expect(await loadSession(db, session.token, policy, { fresh: true })).toMatchObject({ userId: user.userId });
    expect((await loadSession(db, session.token, policy, { fresh: true }))?.secondFactorEnrolment).toBeUndefined();
    // the pending sign-in is spent
    await expect(finishSecondStep(db, policy, first.secondStep as string, next, client)).rejects.toMatchObject({
      code: 'SECOND_FACTOR_EXPIRED',
    });
    // replay: the same code in a new sign-in within its window, and an older one, are refused
    const again = await signIn(db, policy, { username: user.username, password: user.password, ...client });
    await expect(finishSecondStep(db, policy, again.secondStep as string, next, client)).rejects.toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    await expect(finishSecondStep(db, policy, again.secondStep as string, await codeAt(secret, -30), client)).rejects.toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    expect(await actions(user.userId)).toContain('second-factor.used');
    expect((await actions(user.userId)).filter((a) => a === 'second-factor.failed')).toHaveLength(3);
  });

  it('a recovery code signs in once (case, spaces and dashes do not matter)', async () => {
    const { db } = file.database;
    const user = await newUser();
    const { codes } = await enrol(user);
    const code = codes[3] as string;
    const pending = await signIn(db, policy, { username: user.username, password: user.password, ...client });
    await finishSecondStep(db, policy, pending.secondStep as string, ` ${code.toUpperCase().replaceAll('-', ' ')} `, client);
    expect((await secondFactorStatus(db, user.userId)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const again = await signIn(db, policy, { username: user.username, password: user.password, ...client });
    await expect(finishSecondStep(db, policy, again.secondStep as string, code, client)).rejects.toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    expect(await actions(user.userId)).toContain('second-factor.recovery-code-used');
  });

  it('is throttled like the password: after the free failures even the right code waits', async () => {
    const { db } = file.database;
    const user = await newUser();
    const { secret } = await enrol(user);
    for (let i = 0; i < THROTTLE_FREE_FAILURES; i++)
      await expect(checkSecondStep(db, user.actor, `12345${i}`)).rejects.toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    await expect(checkSecondStep(db, user.actor, await codeAt(secret, 30))).rejects.toMatchObject({ code: 'SECOND_FACTOR_THROTTLED' });
    expect(await actions(user.userId)).toContain('second-factor.throttled');
    // the wait over, the right code passes and clears the count
    await db.updateTable('login_throttle').set({ blocked_until: null }).where('throttle_key', '=', `2fa:user:${user.userId}`).execute();
    await expect(checkSecondStep(db, user.actor, await codeAt(secret, 30))).resolves.toBe('totp');
    const left = await db
      .selectFrom('login_throttle')
      .select('failures')
      .where('throttle_key', '=', `2fa:user:${user.userId}`)
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('garbage as the code is a wrong code, never an error', async () => {
    const { db } = file.database;
    const user = await newUser();
    await enrol(user);
    for (const code of ['', ' ', 'x'.repeat(500), "1' or '1'='1", '１２３４５６', '99999999999']) {
      await expect(checkSecondStep(db, user.actor, code)).rejects.toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
      await db.deleteFrom('login_throttle').where('throttle_key', '=', `2fa:user:${user.userId}`).execute();
    }
  });
});

describe('second factor: policy', () => {
  it('the demo sets every kind of user optional; a role that requires it requires it of its holders (audited)', async () => {
    const { db } = file.database;
    const before = await readSecondFactorPolicy(db);
    expect(before).toMatchObject({ administratorsRequired: false, suppliersRequired: false, warehouseRequired: false });
    expect(before.roles.every((r) => !r.required)).toBe(true);
    const user = await newUser(['WH_OPERATOR'], { isWarehouseUser: true });
    expect(await secondFactorRequired(db, user.userId)).toBe(false);
    await saveRole(db, null, 'MFA_WH', { description: 'Warehouse with second factor', grants: [], secondFactorRequired: true });
    const strict = await newUser(['MFA_WH'], { isWarehouseUser: true });
    expect(await secondFactorRequired(db, strict.userId)).toBe(true);
    // changing the description alone keeps the choice; the change of the choice is audited with before and after
    await saveRole(db, null, 'MFA_WH', { description: 'Renamed', grants: [] });
    expect((await readSecondFactorPolicy(db)).roles.find((r) => r.roleId === 'MFA_WH')?.required).toBe(true);
    await saveRole(db, null, 'MFA_WH', { description: 'Renamed', grants: [], secondFactorRequired: false });
    expect(await secondFactorRequired(db, strict.userId)).toBe(false);
    const audit = await db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'second-factor.policy')
      .where('object_id', '=', 'MFA_WH')
      .execute();
    expect(audit.map((a) => a.details)).toEqual([
      { before: null, after: true },
      { before: true, after: false },
    ]);
  });

  it('by kind: the warehouse switch requires it of warehouse users, not of the others (audited)', async () => {
    const { db } = file.database;
    const wh = await newUser([], { isWarehouseUser: true });
    const sup = await newUser([]);
    const kinds = { administratorsRequired: false, suppliersRequired: false, warehouseRequired: true };
    await setSecondFactorKinds(db, { userId: sup.userId, ip: '10.0.0.2' }, kinds);
    try {
      expect(await secondFactorRequired(db, wh.userId)).toBe(true);
      expect(await secondFactorRequired(db, sup.userId)).toBe(false);
      const row = await db
        .selectFrom('audit_log')
        .select(['user_id', 'details'])
        .where('action', '=', 'second-factor.policy')
        .where('object_id', '=', 'user-kinds')
        .orderBy('audit_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: sup.userId, details: { before: { warehouseRequired: false }, after: kinds } });
    } finally {
      await setSecondFactorKinds(db, { userId: null }, { ...kinds, warehouseRequired: false });
    }
  });

  it('a user whose role requires it and who has none gets a session that reaches only the enrolment, until enrolled', async () => {
    const { db } = file.database;
    await saveRole(db, null, 'MFA_SUP', { description: 'Supplier with second factor', grants: [], secondFactorRequired: true });
    const user = await newUser(['MFA_SUP']);
    const result = await signIn(db, policy, { username: user.username, password: user.password, ...client });
    if (!('token' in result) || !result.token) throw new Error('expected a session');
    expect((await loadSession(db, result.token, policy, { fresh: true }))?.secondFactorEnrolment).toBe(true);
    const { secret } = await enrol(user);
    expect((await loadSession(db, result.token, policy, { fresh: true }))?.secondFactorEnrolment).toBeUndefined();
    // required: the app cannot be removed while no other factor remains
    await expect(disableTotp(db, user.actor, await codeAt(secret, 30))).rejects.toMatchObject({ code: 'SECOND_FACTOR_REQUIRED_BY_ROLE' });
  });

  it('an optional factor is removed with a current code; an administrator resets a lost one (audited)', async () => {
    const { db } = file.database;
    const user = await newUser();
    const { secret } = await enrol(user);
    await expect(disableTotp(db, user.actor, '111111')).rejects.toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    await disableTotp(db, user.actor, await codeAt(secret, 30));
    expect(await secondFactorStatus(db, user.userId)).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    const other = await newUser();
    await enrol(other);
    await resetSecondFactor(db, { userId: user.userId, ip: '10.0.0.9' }, other.userId);
    expect(await secondFactorStatus(db, other.userId)).toMatchObject({ totp: false, recoveryCodesLeft: 0, passkeys: [] });
    const reset = await db
      .selectFrom('audit_log')
      .select(['user_id', 'details'])
      .where('action', '=', 'second-factor.reset')
      .where('object_id', '=', String(other.userId))
      .executeTakeFirstOrThrow();
    expect(reset).toMatchObject({ user_id: user.userId, details: { totp: true, passkeys: 0 } });
    // signs in with the password alone again (optional for the role)
    const again = await signIn(db, policy, { username: other.username, password: other.password, ...client });
    expect('token' in again).toBe(true);
    await expect(resetSecondFactor(db, { userId: user.userId }, 999_999)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(await actions(user.userId)).toEqual(
      expect.arrayContaining(['second-factor.disable-failed', 'second-factor.disabled', 'second-factor.enrolled']),
    );
  });
});

describe('second factor: a fresh install without demo data', () => {
  it('requires it of administrators and supplier users, not of warehouse users; a role requires it of its holders', async () => {
    const database = await createEmptyDatabase();
    try {
      const { db } = database;
      await migrateToLatest(db);
      expect(await readSecondFactorPolicy(db)).toMatchObject({
        administratorsRequired: true,
        suppliersRequired: true,
        warehouseRequired: false,
      });
      const user = (username: string, fields: object) =>
        createUser(db, null, { username, password: 'Secret#2026x', firstName: 'Ada', ...fields });
      await saveRole(db, null, 'SUPPLIER', { description: 'Supplier', grants: [{ module: 'MM', tcode: 'ME23N' }] });
      await saveRole(db, null, 'WH_OPERATOR', { description: 'Warehouse', grants: [{ module: 'MM', tcode: 'MIGO' }] });
      await saveRole(db, null, 'WH_LEAD', {
        description: 'Warehouse lead',
        grants: [{ module: 'IM', tcode: 'MI07' }],
        secondFactorRequired: true,
      });
      const admin = await user('firstadmin', { isAdmin: true, isWarehouseUser: true });
      const supplier = await user('sup1', { roles: ['SUPPLIER'] });
      const operator = await user('wh1', { isWarehouseUser: true, roles: ['WH_OPERATOR'] });
      const lead = await user('wh2', { isWarehouseUser: true, roles: ['WH_OPERATOR', 'WH_LEAD'] });
      expect(await secondFactorRequired(db, admin)).toBe(true);
      expect(await secondFactorRequired(db, supplier)).toBe(true);
      expect(await secondFactorRequired(db, operator)).toBe(false);
      expect(await secondFactorRequired(db, lead)).toBe(true);
      const signedIn = await signIn(db, policy, { username: 'sup1', password: 'Secret#2026x', ...client });
      if (!('token' in signedIn) || !signedIn.token) throw new Error('expected a session');
      expect((await loadSession(db, signedIn.token, policy, { fresh: true }))?.secondFactorEnrolment).toBe(true);
      const handheld = await signIn(db, policy, { username: 'wh1', password: 'Secret#2026x', ...client });
      if (!('token' in handheld) || !handheld.token) throw new Error('expected a session');
      expect((await loadSession(db, handheld.token, policy, { fresh: true }))?.secondFactorEnrolment).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
