import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantKey, type Module, modules, tcodes } from '../../shared/access';
import type { SessionUser } from '../domain/auth/sessions';

/** The spec's user-access calls: user info, access check per module and tcode, user authorizations. */
export function userInfo(user: SessionUser) {
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    isWarehouseUser: user.isWarehouseUser,
    isAdmin: user.isAdmin,
    plants: user.plants,
    vendors: user.vendors,
  };
}

export function authorizations(user: SessionUser) {
  return [...user.grants].sort().map((key) => {
    const [module, tcode] = key.split('/') as [string, string];
    const description = (tcodes[module as Module] as Record<string, string> | undefined)?.[tcode] ?? '';
    return { module, tcode, description };
  });
}

const accessParams = z.object({ module: z.string().min(1).max(20), tcode: z.string().min(1).max(20) });

function accessCheck(user: SessionUser, module: string, tcode: string) {
  const m = module.toUpperCase();
  const t = tcode.toUpperCase();
  return { module: m, tcode: t, authorized: (modules as readonly string[]).includes(m) && user.grants.has(grantKey(m, t)) };
}

export async function apiauthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = (request: FastifyRequest) => request.user!; // 'signed-in' in the catalogue: the hook answered 401 before

  app.get('/supplier/api/apiauth/userinfo', async (request) => userInfo(user(request)));
  app.get('/supplier/api/apiauth/authorizations', async (request) => ({ authorizations: authorizations(user(request)) }));
  app.get('/supplier/api/apiauth/modules/:module/tcodes/:tcode', { schema: { params: accessParams } }, async (request) =>
    accessCheck(user(request), request.params.module, request.params.tcode),
  );

  // the spec's legacy shapes of the same calls
  app.get('/supplier/api/bas/vpusers/', async (request) => ({ ...userInfo(user(request)), authorizations: authorizations(user(request)) }));
  app.get('/supplier/api/bas/vpusers/modules/:module/tcodes/:tcode', { schema: { params: accessParams } }, async (request) =>
    accessCheck(user(request), request.params.module, request.params.tcode),
  );
}
