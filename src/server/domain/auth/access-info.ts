import { grantKey, modules, tcodeText } from '../../../shared/access';
import type { SessionUser } from './sessions';

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
    const description = tcodeText(module, tcode);
    return { module, tcode, description };
  });
}

export function accessCheck(user: SessionUser, module: string, tcode: string) {
  const m = module.toUpperCase();
  const t = tcode.toUpperCase();
  return { module: m, tcode: t, authorized: (modules as readonly string[]).includes(m) && user.grants.has(grantKey(m, t)) };
}
