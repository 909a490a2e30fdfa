import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/users/endpoints';
import { readSecondFactorPolicy, resetSecondFactor, secondFactorStatus, setSecondFactorKinds } from '../domain/auth/second-factor';
import { endOtherSessions, endSession, listSessions } from '../domain/auth/session-list';
import { createUser } from '../domain/users/create-user';
import { getUser, listUsers } from '../domain/users/get-users';
import { inviteUser, resendInvitation, revokeInvitation } from '../domain/users/invite-user';
import { deleteRole, listRoles, saveRole } from '../domain/users/roles';
import { setPassword } from '../domain/users/set-password';
import { updateUser } from '../domain/users/update-user';
import { sessionPolicy } from '../http/auth';
import { handle } from '../http/route';
import { requestOrigin } from './auth';

/** User administration: users, roles and grants, plant and vendor scope, passwords (ADMIN/SU01). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.listUsers, async ({ db, query }) => ({ users: await listUsers(db, query.search) }));
  handle(app, e.createUser, async ({ db, user, body, request }) => getUser(db, await createUser(db, user.userId, body, request.ip)));
  const invitation = (request: Parameters<typeof requestOrigin>[0]) => ({
    days: app.ctx.config.mail.invitationDays,
    origin: requestOrigin(request),
    mailOn: app.ctx.config.mail.smtp !== undefined,
  });
  handle(app, e.inviteUser, async ({ db, user, body, request }) =>
    getUser(db, await inviteUser(db, { userId: user.userId, ip: request.ip }, body, invitation(request))),
  );
  handle(app, e.resendInvitation, async ({ db, user, params, request }) => {
    await resendInvitation(db, { userId: user.userId, ip: request.ip }, params.userId, invitation(request));
    return getUser(db, params.userId);
  });
  handle(app, e.revokeInvitation, async ({ db, user, params, request }) => {
    await revokeInvitation(db, { userId: user.userId, ip: request.ip }, params.userId);
    return getUser(db, params.userId);
  });
  handle(app, e.getUser, async ({ db, params }) => getUser(db, params.userId));
  handle(app, e.updateUser, async ({ db, user, params, body, request }) => {
    await updateUser(db, user.userId, params.userId, body, request.ip);
    return getUser(db, params.userId);
  });
  handle(app, e.setUserPassword, async ({ db, user, params, body, request }) => {
    await setPassword(db, user.userId, params.userId, body.password, { ip: request.ip });
    return { ok: true as const };
  });
  handle(app, e.listRoles, async ({ db }) => ({ roles: await listRoles(db) }));
  handle(app, e.saveRole, async ({ db, user, params, body, request }) => {
    await saveRole(db, user.userId, params.roleId, body, request.ip);
    return { roles: await listRoles(db) };
  });
  handle(app, e.deleteRole, async ({ db, user, params, request }) => {
    await deleteRole(db, user.userId, params.roleId, request.ip);
    return { roles: await listRoles(db) };
  });
  handle(app, e.userOptions, async ({ db }) => {
    const plants = await db.selectFrom('plant').select(['plant_id', 'name']).orderBy('plant_id').execute();
    return { plants: plants.map((p) => ({ plantId: p.plant_id, name: p.name })) };
  });
  handle(app, e.getSecondFactorPolicy, async ({ db }) => readSecondFactorPolicy(db));
  handle(app, e.setSecondFactorPolicy, async ({ db, user, body, request }) => {
    await setSecondFactorKinds(db, { userId: user.userId, ip: request.ip }, body);
    return readSecondFactorPolicy(db);
  });
  handle(app, e.getUserSecondFactor, async ({ db, params }) => {
    await getUser(db, params.userId); // USER_NOT_FOUND
    const status = await secondFactorStatus(db, params.userId);
    return { totp: status.totp, passkeys: status.passkeys.length, recoveryCodesLeft: status.recoveryCodesLeft, required: status.required };
  });
  handle(app, e.resetUserSecondFactor, async ({ db, user, params, request }) => {
    await resetSecondFactor(db, { userId: user.userId, ip: request.ip }, params.userId);
    return { ok: true as const };
  });

  // a user's sessions: administrators see them and end one or all (each is signed out at its next request)
  handle(app, e.userSessions, async ({ db, user, params }) => listSessions(db, params.userId, sessionPolicy(app), user.sessionHash));
  handle(app, e.endUserSession, async ({ db, user, params, request }) => {
    await endSession(db, { userId: user.userId, ip: request.ip }, params.userId, params.sessionId);
    return listSessions(db, params.userId, sessionPolicy(app), user.sessionHash);
  });
  handle(app, e.endUserSessions, async ({ db, user, params, request }) => {
    await endOtherSessions(db, { userId: user.userId, ip: request.ip }, params.userId, null);
    return listSessions(db, params.userId, sessionPolicy(app), user.sessionHash);
  });
}
