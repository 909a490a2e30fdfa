import type { Access } from '../../../shared/access';

const ADMIN: Access = { module: 'ADMIN', tcode: 'SU01' };

/** Handheld sign-in, profile, menu, default page, preferences, user-access calls, user administration. */
export const shellCatalogue: Record<string, Access> = {
  'GET /supplier/bauth': 'public',
  'POST /supplier/bauth': 'public',
  'GET /supplier/profile/menu': 'signed-in',
  'GET /supplier/profile/edit.json': 'signed-in',
  'POST /supplier/profile/edit.json': 'signed-in',
  'POST /supplier/profile/password.json': 'signed-in',
  'POST /supplier/profile/handheld.json': 'signed-in',
  'GET /supplier/profile/download': { module: 'PORTAL', tcode: 'PRINTAPP' },
  'GET /supplier/DefaultPage/getList': 'signed-in',
  'POST /supplier/DefaultPage/setPage': 'signed-in',
  'GET /supplier/userprefs/:area': 'signed-in',
  'PUT /supplier/userprefs/:area': 'signed-in',
  'GET /supplier/api/apiauth/userinfo': 'signed-in',
  'GET /supplier/api/apiauth/authorizations': 'signed-in',
  'GET /supplier/api/apiauth/modules/:module/tcodes/:tcode': 'signed-in',
  'GET /supplier/api/bas/vpusers/': 'signed-in',
  'GET /supplier/api/bas/vpusers/modules/:module/tcodes/:tcode': 'signed-in',
  'GET /supplier/api/admin/users': ADMIN,
  'POST /supplier/api/admin/users': ADMIN,
  'GET /supplier/api/admin/users/:userId': ADMIN,
  'PUT /supplier/api/admin/users/:userId': ADMIN,
  'PUT /supplier/api/admin/users/:userId/password': ADMIN,
  'GET /supplier/api/admin/roles': ADMIN,
  'PUT /supplier/api/admin/roles/:roleId': ADMIN,
  'DELETE /supplier/api/admin/roles/:roleId': ADMIN,
  'GET /supplier/api/admin/options': ADMIN,
};
