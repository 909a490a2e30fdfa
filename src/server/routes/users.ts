import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/users/endpoints';
import { createUser } from '../domain/users/create-user';
import { getUser, listUsers } from '../domain/users/get-users';
import { inviteUser, resendInvitation, revokeInvitation } from '../domain/users/invite-user';
import { deleteRole, listRoles, saveRole } from '../domain/users/roles';
import { setPassword } from '../domain/users/set-password';
import { updateUser } from '../domain/users/update-user';
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
}
