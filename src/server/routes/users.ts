import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/users/endpoints';
import { readSecondFactorPolicy, resetSecondFactor, secondFactorStatus, setSecondFactorKinds } from '../domain/auth/second-factor';
import { createUser } from '../domain/users/create-user';
import { getUser, listUsers } from '../domain/users/get-users';
import { deleteRole, listRoles, saveRole } from '../domain/users/roles';
import { setPassword } from '../domain/users/set-password';
import { updateUser } from '../domain/users/update-user';
import { handle } from '../http/route';

/** User administration: users, roles and grants, plant and vendor scope, passwords (ADMIN/SU01). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.listUsers, async ({ db, query }) => ({ users: await listUsers(db, query.search) }));
  handle(app, e.createUser, async ({ db, user, body, request }) => getUser(db, await createUser(db, user.userId, body, request.ip)));
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
}
