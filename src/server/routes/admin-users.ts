import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUserSchema, roleIdSchema, roleSchema, setPasswordSchema, userFieldsSchema } from '../../shared/contracts/users';
import { createUser } from '../domain/users/create-user';
import { getUser, listUsers } from '../domain/users/get-users';
import { deleteRole, listRoles, saveRole } from '../domain/users/roles';
import { setPassword } from '../domain/users/set-password';
import { updateUser } from '../domain/users/update-user';

/** User administration: users, roles and grants, plant and vendor scope, passwords (ADMIN/SU01). */
export async function adminUserRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userId = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
  const roleParams = z.object({ roleId: roleIdSchema });

  app.get(
    '/supplier/api/admin/users',
    { schema: { querystring: z.object({ search: z.string().max(60).default('') }) } },
    async (request) => ({
      users: await listUsers(app.ctx.db, request.query.search),
    }),
  );
  app.post('/supplier/api/admin/users', { schema: { body: createUserSchema } }, async (request, reply) => {
    const id = await createUser(app.ctx.db, request.user!.userId, request.body, request.ip);
    return reply.code(201).send(await getUser(app.ctx.db, id));
  });
  app.get('/supplier/api/admin/users/:userId', { schema: { params: userId } }, async (request) =>
    getUser(app.ctx.db, request.params.userId),
  );
  app.put('/supplier/api/admin/users/:userId', { schema: { params: userId, body: userFieldsSchema } }, async (request) => {
    await updateUser(app.ctx.db, request.user!.userId, request.params.userId, request.body, request.ip);
    return getUser(app.ctx.db, request.params.userId);
  });
  app.put('/supplier/api/admin/users/:userId/password', { schema: { params: userId, body: setPasswordSchema } }, async (request) => {
    await setPassword(app.ctx.db, request.user!.userId, request.params.userId, request.body.password, { ip: request.ip });
    return { ok: true };
  });

  app.get('/supplier/api/admin/roles', async () => ({ roles: await listRoles(app.ctx.db) }));
  app.put('/supplier/api/admin/roles/:roleId', { schema: { params: roleParams, body: roleSchema } }, async (request) => {
    await saveRole(app.ctx.db, request.user!.userId, request.params.roleId, request.body, request.ip);
    return { roles: await listRoles(app.ctx.db) };
  });
  app.delete('/supplier/api/admin/roles/:roleId', { schema: { params: roleParams } }, async (request) => {
    await deleteRole(app.ctx.db, request.user!.userId, request.params.roleId, request.ip);
    return { roles: await listRoles(app.ctx.db) };
  });

  // what the user form chooses from
  app.get('/supplier/api/admin/options', async () => {
    const plants = await app.ctx.db.selectFrom('plant').select(['plant_id', 'name']).orderBy('plant_id').execute();
    return { plants: plants.map((p) => ({ plantId: p.plant_id, name: p.name })) };
  });
}
