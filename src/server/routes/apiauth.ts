import type { FastifyInstance } from 'fastify';
import { grantKey, type Module, modules, tcodes } from '../../shared/access';
import * as e from '../../shared/contracts/auth/endpoints';
import type { SessionUser } from '../domain/auth/sessions';
import { handle } from '../http/route';

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

function accessCheck(user: SessionUser, module: string, tcode: string) {
  const m = module.toUpperCase();
  const t = tcode.toUpperCase();
  return { module: m, tcode: t, authorized: (modules as readonly string[]).includes(m) && user.grants.has(grantKey(m, t)) };
}

export async function apiauthRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.getUserInfo, async ({ user }) => userInfo(user));
  handle(app, e.getAuthorizations, async ({ user }) => ({ authorizations: authorizations(user) }));
  handle(app, e.checkAccess, async ({ user, params }) => accessCheck(user, params.module, params.tcode));
  // the spec's legacy shapes of the same calls
  handle(app, e.legacyUser, async ({ user }) => ({ ...userInfo(user), authorizations: authorizations(user) }));
  handle(app, e.legacyCheckAccess, async ({ user, params }) => accessCheck(user, params.module, params.tcode));
}
