import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type AuditActor, auditBy } from './audit';
import { hasSecondFactor, secondFactorRequired } from './second-factor-state';
import { forgetAllSessions } from './session-cache';

type Db = Kysely<DB>;

/** Where passkeys are bound: the relying party's id (a host name) and the origin the browser signs for. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** A challenge is good for two minutes, once. */
const CHALLENGE_SECONDS = 120;

const webauthn = () => import('@simplewebauthn/server'); // loaded with the first passkey, not with every start

async function keepChallenge(db: Db, challenge: string, purpose: 'register' | 'sign-in', userId: number | null) {
  await db.deleteFrom('webauthn_challenge').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('webauthn_challenge')
    .values({ challenge, purpose, user_id: userId, expires_at: sql<Date>`now() + make_interval(secs => ${CHALLENGE_SECONDS})` })
    .execute();
}

/** Spends a challenge handed out for this purpose and user (null: a sign-in without user name): true once. */
async function spendChallenge(db: Db, challenge: string, purpose: 'register' | 'sign-in', userId: number | null): Promise<boolean> {
  if (challenge.length > 200) return false;
  const row = await db
    .deleteFrom('webauthn_challenge')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`)
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .returning('challenge')
    .executeTakeFirst();
  return !!row;
}

const transportsOf = (text: string) => (text ? text.split(',') : []);

/**
 * Options for registering a passkey of the signed-in user: a discoverable credential (so it can sign
 * in without a user name later), with user verification where the authenticator can; the user's
 * passkeys excluded (one per authenticator).
 */
export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { userId: number; username: string; displayName: string },
) {
  const { generateRegistrationOptions } = await webauthn();
  const existing = await db.selectFrom('user_passkey').select(['credential_id', 'transports']).where('user_id', '=', user.userId).execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(`portal-user-${user.userId}`),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
  });
  await keepChallenge(db, options.challenge, 'register', user.userId);
  return options;
}

/** Verifies and keeps a new passkey: the user's second factor from now on (enrolment done where it was due). */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  actor: AuditActor & { userId: number },
  response: RegistrationResponseJSON,
  name: string,
): Promise<void> {
  const { verifyRegistrationResponse } = await webauthn();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => spendChallenge(db, challenge, 'register', actor.userId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    verification = { verified: false };
  }
  if (!verification.verified) {
    await auditBy(db, actor, { action: 'second-factor.passkey-failed', objectType: 'user', objectId: String(actor.userId) });
    throw new DomainError('PASSKEY_INVALID');
  }
  const { credential } = verification.registrationInfo;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_passkey')
      .values({
        credential_id: credential.id,
        user_id: actor.userId,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(',').slice(0, 200),
        name,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .execute();
    await trx
      .updateTable('user_session')
      .set({ second_factor_enrolment: false })
      .where('user_id', '=', actor.userId)
      .where('second_factor_enrolment', '=', true)
      .execute();
    await auditBy(trx, actor, {
      action: 'second-factor.enrolled',
      objectType: 'user',
      objectId: String(actor.userId),
      details: { kind: 'passkey', name },
    });
  });
  forgetAllSessions();
}

/** Removes one of the user's passkeys; refused when it is the last factor the user's account requires. */
export async function deletePasskey(db: Db, actor: AuditActor & { userId: number }, credentialId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('user_passkey')
      .where('user_id', '=', actor.userId)
      .where('credential_id', '=', credentialId)
      .returning('name')
      .executeTakeFirst();
    if (!gone) throw new DomainError('PASSKEY_NOT_FOUND');
    if (!(await hasSecondFactor(trx, actor.userId)) && (await secondFactorRequired(trx, actor.userId)))
      throw new DomainError('SECOND_FACTOR_REQUIRED_BY_ROLE');
    await auditBy(trx, actor, {
      action: 'second-factor.disabled',
      objectType: 'user',
      objectId: String(actor.userId),
      details: { kind: 'passkey', name: gone.name },
    });
  });
}

/**
 * Options for signing in with a passkey: for the pending sign-in's user (the second step: its
 * passkeys allowed), or for anyone (no user: the browser offers the passkeys it holds for this portal).
 */
export async function passkeySignInOptions(db: Db, rp: RelyingParty, pendingUserId: number | null) {
  const { generateAuthenticationOptions } = await webauthn();
  const allow =
    pendingUserId === null
      ? undefined
      : (await db.selectFrom('user_passkey').select(['credential_id', 'transports']).where('user_id', '=', pendingUserId).execute()).map(
          (c) => ({ id: c.credential_id, transports: transportsOf(c.transports) }),
        );
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    ...(allow ? { allowCredentials: allow } : {}),
    userVerification: pendingUserId === null ? 'required' : 'preferred',
  });
  await keepChallenge(db, options.challenge, 'sign-in', pendingUserId);
  return options;
}

/**
 * Checks a passkey's signature over a challenge handed out for this sign-in: the user it belongs to.
 * Without a password before it (pendingUserId null) the authenticator must have verified the user
 * (PIN, fingerprint): the passkey is then both factors. The signature counter is kept; each use, and
 * each refusal, is audited.
 */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  pendingUserId: number | null,
  ip: string | null,
): Promise<number> {
  const { verifyAuthenticationResponse } = await webauthn();
  const stored = await db
    .selectFrom('user_passkey as p')
    .innerJoin('app_user as u', 'u.user_id', 'p.user_id')
    .select(['p.credential_id', 'p.user_id', 'p.public_key', 'p.counter', 'p.transports', 'p.name'])
    .where('p.credential_id', '=', response.id)
    .where('u.active', '=', true)
    .executeTakeFirst();
  const refuse = async (userId: number | null, code: 'PASSKEY_INVALID' | 'PASSKEY_NOT_FOUND') => {
    await auditBy(
      db,
      { userId, ip },
      { action: 'second-factor.failed', objectType: 'user', objectId: String(userId ?? pendingUserId ?? ''), details: { kind: 'passkey' } },
    );
    return new DomainError(code);
  };
  if (!stored) throw await refuse(pendingUserId, 'PASSKEY_NOT_FOUND');
  if (pendingUserId !== null && stored.user_id !== pendingUserId) throw await refuse(pendingUserId, 'PASSKEY_INVALID');
  let verified = false;
  let newCounter = stored.counter;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => spendChallenge(db, challenge, 'sign-in', pendingUserId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: stored.counter,
        transports: transportsOf(stored.transports) as never,
      },
      requireUserVerification: pendingUserId === null,
    });
    verified = result.verified;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    verified = false;
  }
  if (!verified) throw await refuse(stored.user_id, 'PASSKEY_INVALID');
  await db
    .updateTable('user_passkey')
    .set({ counter: newCounter, last_used_at: sql<Date>`now()` })
    .where('credential_id', '=', stored.credential_id)
    .execute();
  await auditBy(
    db,
    { userId: stored.user_id, ip },
    {
      action: pendingUserId === null ? 'second-factor.passkey-sign-in' : 'second-factor.used',
      objectType: 'user',
      objectId: String(stored.user_id),
      details: { kind: 'passkey', name: stored.name },
    },
  );
  return stored.user_id;
}
