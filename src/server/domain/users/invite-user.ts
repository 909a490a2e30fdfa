import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type InviteUserInput, inviteUserSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { issueAccountToken } from '../auth/account-tokens';
import { type AuditActor, auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { mailSettings } from '../mail/mail-settings';
import { queueMail } from '../mail/queue-mail';
import { checkScope, insertScope, unique } from './check-scope';
import { userColumns } from './user-columns';

export interface InvitationOptions {
  /** How long the link holds (INVITATION_DAYS). */
  days: number;
  /** The portal's origin for the link. */
  origin: string;
  /** Whether e-mail is on: without it nobody could receive the link. */
  mailOn: boolean;
}

/** Not an argon2 hash: no password verifies against it, so an invited user cannot sign in before choosing one. */
const unusablePassword = () => `!invited:${randomBytes(16).toString('hex')}`;

/**
 * Creates a user without a usable password and mails a single-use link to choose one (same
 * transaction: the user exists exactly when the mail is queued). The administrator never knows the
 * password.
 */
export async function inviteUser(db: Kysely<DB>, actor: AuditActor, raw: InviteUserInput, options: InvitationOptions): Promise<number> {
  if (!options.mailOn) throw new DomainError('MAIL_OFF');
  const input = inviteUserSchema.parse(raw);
  const roles = unique(input.roles);
  const plants = unique(input.plants);
  const vendors = unique(input.vendors);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('app_user')
      .select('user_id')
      .where(sql`lower(username)`, '=', input.username.toLowerCase())
      .executeTakeFirst();
    if (taken) throw new DomainError('USERNAME_TAKEN', { username: input.username });
    await checkScope(trx, { roles, plants, vendors });
    const row = await trx
      .insertInto('app_user')
      .values({ username: input.username, password_hash: unusablePassword(), ...userColumns(input) })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await insertScope(trx, row.user_id, { roles, plants, vendors });
    await auditBy(trx, actor, {
      action: 'user.invite',
      objectType: 'user',
      objectId: String(row.user_id),
      details: {
        username: input.username,
        email: input.email,
        isAdmin: input.isAdmin,
        isWarehouseUser: input.isWarehouseUser,
        roles,
        plants,
        vendors,
      },
    });
    await mailInvitation(trx, actor, row.user_id, options);
    return row.user_id;
  });
}

/** A new invitation link for a user who has not chosen a password yet (the old link ends). */
export async function resendInvitation(db: Kysely<DB>, actor: AuditActor, userId: number, options: InvitationOptions): Promise<void> {
  if (!options.mailOn) throw new DomainError('MAIL_OFF');
  await db.transaction().execute(async (trx) => {
    await pendingInvitation(trx, userId);
    await mailInvitation(trx, actor, userId, options);
    await auditBy(trx, actor, { action: 'invitation.resend', objectType: 'user', objectId: String(userId) });
  });
}

/** Ends a user's invitation link; the user stays (without a usable password) until invited again or removed. */
export async function revokeInvitation(db: Kysely<DB>, actor: AuditActor, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await pendingInvitation(trx, userId);
    await trx
      .updateTable('account_token')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'invitation')
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await auditBy(trx, actor, { action: 'invitation.revoke', objectType: 'user', objectId: String(userId) });
  });
}

/** The user was invited and has not accepted yet (locks the user's row: one resend or revoke at a time). */
async function pendingInvitation(trx: Kysely<DB>, userId: number): Promise<void> {
  const user = await trx.selectFrom('app_user').select('user_id').where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!user) throw new DomainError('USER_NOT_FOUND');
  const tokens = await trx
    .selectFrom('account_token')
    .select('used_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'invitation')
    .execute();
  if (tokens.length === 0 || tokens.some((t) => t.used_at !== null))
    throw new DomainError('INVITATION_NOT_FOUND', { userId: String(userId) });
}

async function mailInvitation(trx: Kysely<DB>, actor: AuditActor, userId: number, options: InvitationOptions): Promise<void> {
  const user = await trx
    .selectFrom('app_user')
    .select(['username', 'first_name', 'last_name', 'email', 'language'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.email) throw new DomainError('INVITATION_NEEDS_EMAIL');
  const inviter = actor.userId
    ? await trx
        .selectFrom('app_user')
        .select(['first_name', 'last_name', 'username'])
        .where('user_id', '=', actor.userId)
        .executeTakeFirst()
    : undefined;
  const inviterName = inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() || inviter.username : mailSettings().brand;
  const { token, tokenId } = await issueAccountToken(trx, {
    userId,
    purpose: 'invitation',
    validMinutes: options.days * 24 * 60,
    createdBy: actor.userId,
  });
  await queueMail(trx, {
    dedupeKey: `invitation:${tokenId}`,
    to: { address: user.email, userId, language: user.language },
    subject: { key: 'mail.invitation.subject' },
    paragraphs: [
      { key: 'mail.greeting', values: { name: `${user.first_name} ${user.last_name}`.trim() || user.username } },
      { key: 'mail.invitation.body', values: { inviter: inviterName, username: user.username, days: options.days } },
    ],
    action: { label: { key: 'mail.invitation.action' }, path: `/supplier/password/reset?token=${token}` },
    reason: { key: 'mail.invitation.reason' },
    origin: options.origin,
  });
}
