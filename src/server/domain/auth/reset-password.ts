import type { Kysely } from 'kysely';
import { passwordSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { writePassword } from '../users/set-password';
import { useAccountToken } from './account-tokens';
import { writeAudit } from './audit';
import { hashPassword } from './passwords';
import { hasSecondFactor, openPendingSignIn, secondFactorRequired } from './second-factor-state';
import { forgetAllSessions } from './session-cache';
import { createSession, type SessionPolicy } from './sessions';

/**
 * Sets a password through a single-use link (forgotten password or invitation): the password must
 * pass the rules every password passes (passwordSchema), the link is used in the same transaction as
 * the password is written (of two concurrent uses one wins, the other is refused), every session of
 * the user ends (cached ones too) and a new one starts for the person who used the link. The link proves the
 * mailbox, not the second factor: a user with one enrolled gets a pending sign-in (`secondStep`) instead of a
 * session and passes the second step like any sign-in; one whose roles require a factor not yet enrolled gets a
 * session that reaches only the enrolment.
 */
export async function setPasswordWithLink(
  db: Kysely<DB>,
  policy: SessionPolicy,
  input: { token: string; password: string; ip: string | null; userAgent: string | null },
): Promise<
  | { token: string; userId: number; purpose: 'reset' | 'invitation'; secondStep?: undefined }
  | { secondStep: string; userId: number; purpose: 'reset' | 'invitation'; token?: undefined }
> {
  const password = passwordSchema.parse(input.password);
  const hash = await hashPassword(password);
  const used = await db.transaction().execute(async (trx) => {
    const link = await useAccountToken(trx, input.token);
    if (!link) throw new DomainError('PASSWORD_LINK_INVALID');
    await writePassword(trx, link.userId, hash);
    await writeAudit(trx, {
      userId: link.userId,
      action: link.purpose === 'invitation' ? 'invitation.accepted' : 'password.reset',
      objectType: 'user',
      objectId: String(link.userId),
      ip: input.ip,
    });
    return link;
  });
  // sessions cached in this process (and, through the notifier, in the others) end now, not after their time-to-live
  forgetAllSessions();
  if (await hasSecondFactor(db, used.userId)) {
    const secondStep = await openPendingSignIn(db, used.userId);
    await writeAudit(db, {
      userId: used.userId,
      action: 'login.password',
      objectType: 'user',
      objectId: String(used.userId),
      ip: input.ip,
      details: { via: used.purpose },
    });
    return { secondStep, userId: used.userId, purpose: used.purpose };
  }
  const enrolment = await secondFactorRequired(db, used.userId);
  const session = await createSession(db, used.userId, policy, { ip: input.ip, userAgent: input.userAgent, enrolment });
  await writeAudit(db, {
    userId: used.userId,
    action: 'login',
    objectType: 'user',
    objectId: String(used.userId),
    ip: input.ip,
    details: { via: used.purpose, ...(enrolment ? { secondFactorEnrolment: true } : {}) },
  });
  return { token: session.token, userId: used.userId, purpose: used.purpose };
}
