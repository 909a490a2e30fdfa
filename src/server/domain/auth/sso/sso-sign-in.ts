import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { usernameSchema } from '../../../../shared/contracts/users/schemas';
import type { OidcConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { DomainError } from '../../errors';
import { checkScope, insertScope } from '../../users/check-scope';
import { writeAudit } from '../audit';
import { hashPassword } from '../passwords';
import { createSession, type SessionPolicy, sha256 } from '../sessions';
import type { SsoResult } from './client';
import { claimValues, type MappedAccess, mapClaims } from './mapping';

type Db = Kysely<DB>;

/**
 * The portal user's scope and flags as the mapping sees them (sorted lists), the user's row locked:
 * two sign-ins of one user at once update one after the other.
 */
async function currentAccess(db: Db, userId: number): Promise<MappedAccess> {
  const user = await db
    .selectFrom('app_user')
    .select(['is_admin', 'is_warehouse_user'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const ids = async (table: 'user_role' | 'user_plant' | 'user_vendor', column: 'role_id' | 'plant_id' | 'vendor_id') =>
    (
      await db
        .selectFrom(table)
        .select(sql<string>`${sql.ref(column)}`.as('id'))
        .where('user_id', '=', userId)
        .execute()
    )
      .map((r) => r.id)
      .sort();
  return {
    roles: await ids('user_role', 'role_id'),
    plants: await ids('user_plant', 'plant_id'),
    vendors: await ids('user_vendor', 'vendor_id'),
    isAdmin: user.is_admin,
    isWarehouseUser: user.is_warehouse_user,
  };
}

const sameAccess = (a: MappedAccess, b: MappedAccess) => JSON.stringify(a) === JSON.stringify(b);

/** A text claim, trimmed and cut to `max`, or '' when the provider did not send it. */
function textClaim(claims: Record<string, unknown>, name: string, max: number): string {
  const [value] = claimValues(claims, name);
  return (value ?? '').trim().slice(0, max);
}

export interface SsoClient {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Signs in the person the provider vouched for: the user linked to (issuer, subject), never one
 * found by e-mail or name. An unknown subject gets a new user only with just-in-time creation on
 * and a mapping that gives it a role; otherwise it is refused. With a mapping configured, the
 * provider's groups decide the user's roles, plants, vendors and flags at every sign-in (a change is
 * audited with before and after); a user left without a role is refused. Opens a portal session and
 * keeps the ID token beside it for the provider's logout.
 */
export async function signInWithSso(
  db: Db,
  policy: SessionPolicy,
  settings: OidcConfig,
  result: SsoResult,
  client: SsoClient,
): Promise<{ userId: number; token: string; csrfToken: string }> {
  const { issuer, subject, claims } = result;
  const mapped = mapClaims(claims, settings);
  const values = { company: settings.companyName, subject };
  /** Writes the audit row of a refused sign-in and answers the refusal to throw. */
  const refuse = async (error: DomainError, userId: number | null) => {
    await writeAudit(db, {
      userId,
      action: 'login.sso_refused',
      objectType: 'sso_identity',
      objectId: `${issuer} ${subject}`.slice(0, 300),
      ip: client.ip,
      details: { reason: error.code, issuer, subject, groups: claimValues(claims, settings.groupsClaim).slice(0, 50) },
    });
    return error;
  };

  const linked = await db
    .selectFrom('sso_identity as i')
    .innerJoin('app_user as u', 'u.user_id', 'i.user_id')
    .select(['u.user_id', 'u.active'])
    .where('i.issuer', '=', issuer)
    .where('i.subject', '=', subject)
    .executeTakeFirst();

  let userId: number;
  if (linked) {
    userId = linked.user_id;
    if (!linked.active) throw await refuse(new DomainError('SSO_NO_ACCESS', values), userId);
    if (settings.mapping.length > 0) {
      await db.transaction().execute(async (trx) => {
        const before = await currentAccess(trx, userId);
        if (sameAccess(before, mapped)) return;
        await checkScope(trx, mapped);
        await trx
          .updateTable('app_user')
          .set({ is_admin: mapped.isAdmin, is_warehouse_user: mapped.isWarehouseUser })
          .where('user_id', '=', userId)
          .execute();
        for (const table of ['user_role', 'user_plant', 'user_vendor'] as const)
          await trx.deleteFrom(table).where('user_id', '=', userId).execute();
        await insertScope(trx, userId, mapped);
        await writeAudit(trx, {
          userId,
          action: 'user.sso_update',
          objectType: 'user',
          objectId: String(userId),
          ip: client.ip,
          details: { issuer, subject, before, after: mapped },
        });
      });
      // a user the groups no longer give a role keeps none, and is refused
      if (mapped.roles.length === 0) throw await refuse(new DomainError('SSO_NO_ACCESS', values), userId);
    }
  } else {
    if (!settings.jit) throw await refuse(new DomainError('SSO_UNKNOWN_USER', values), null);
    if (mapped.roles.length === 0) throw await refuse(new DomainError('SSO_NO_ACCESS', values), null);
    const username = usernameSchema.safeParse(textClaim(claims, settings.usernameClaim, 60));
    if (!username.success) throw await refuse(new DomainError('SSO_NO_USERNAME', values), null);
    // a password nobody knows: the user signs in at the provider (an administrator may set one later)
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const created = await db.transaction().execute(async (trx) => {
      // the first sign-ins of one person at once: one creates the user, the others find it
      await sql`select pg_advisory_xact_lock(hashtextextended(${`sso ${issuer} ${subject}`}, 0))`.execute(trx);
      const meanwhile = await trx
        .selectFrom('sso_identity')
        .select('user_id')
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .executeTakeFirst();
      if (meanwhile) return meanwhile.user_id;
      const taken = await trx
        .selectFrom('app_user')
        .select('user_id')
        .where(sql`lower(username)`, '=', username.data.toLowerCase())
        .executeTakeFirst();
      if (taken) return undefined;
      await checkScope(trx, mapped);
      const email = textClaim(claims, 'email', 120);
      const row = await trx
        .insertInto('app_user')
        .values({
          username: username.data,
          password_hash: passwordHash,
          first_name: textClaim(claims, 'given_name', 60) || textClaim(claims, 'name', 60) || username.data,
          last_name: textClaim(claims, 'family_name', 60),
          email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
          language: null,
          is_admin: mapped.isAdmin,
          is_warehouse_user: mapped.isWarehouseUser,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await insertScope(trx, row.user_id, mapped);
      await trx.insertInto('sso_identity').values({ issuer, subject, user_id: row.user_id }).execute();
      await writeAudit(trx, {
        userId: row.user_id,
        action: 'user.create',
        objectType: 'user',
        objectId: String(row.user_id),
        ip: client.ip,
        details: { via: 'sso', issuer, subject, username: username.data, ...mapped },
      });
      return row.user_id;
    });
    if (created === undefined) throw await refuse(new DomainError('SSO_USERNAME_TAKEN', values), null);
    userId = created;
  }

  const session = await createSession(db, userId, policy, client);
  await db
    .insertInto('sso_session')
    .values({ session_hash: sha256(session.token), issuer, id_token: result.idToken })
    .execute();
  await db
    .updateTable('sso_identity')
    .set({ last_sign_in_at: new Date() })
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .execute();
  await writeAudit(db, {
    userId,
    action: 'login',
    objectType: 'user',
    objectId: String(userId),
    ip: client.ip,
    details: { via: 'sso', issuer },
  });
  return { userId, ...session };
}

/** The ID token of a session that began with single sign-on (for the provider's logout), or undefined. */
export async function ssoSessionIdToken(db: Db, sessionToken: string): Promise<string | undefined> {
  const row = await db.selectFrom('sso_session').select('id_token').where('session_hash', '=', sha256(sessionToken)).executeTakeFirst();
  return row?.id_token;
}

/**
 * Whether a user may sign in with a password: not when single sign-on is on and the user holds a
 * role for which it is switched off (OIDC_PASSWORD_OFF_ROLES).
 */
export async function passwordSignInAllowed(db: Db, settings: OidcConfig | undefined, userId: number): Promise<boolean> {
  if (!settings || settings.passwordOffRoles.length === 0) return true;
  const held = await db
    .selectFrom('user_role')
    .select('role_id')
    .where('user_id', '=', userId)
    .where('role_id', 'in', settings.passwordOffRoles)
    .executeTakeFirst();
  return !held;
}

/** Links a portal user to a person at the identity provider (the `npm run user -- sso-link` command). */
export async function linkSsoIdentity(db: Db, actorId: number | null, userId: number, issuer: string, subject: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sso_identity')
      .values({ issuer, subject, user_id: userId })
      .onConflict((oc) => oc.columns(['issuer', 'subject']).doUpdateSet({ user_id: userId }))
      .execute();
    await writeAudit(trx, {
      userId: actorId,
      action: 'user.sso_link',
      objectType: 'user',
      objectId: String(userId),
      details: { issuer, subject },
    });
  });
}
