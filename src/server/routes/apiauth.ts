import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/auth/endpoints';
import { accessCheck, authorizations, userInfo } from '../domain/auth/access-info';
import { handle } from '../http/route';

export async function apiauthRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.getUserInfo, async ({ user }) => userInfo(user));
  handle(app, e.getAuthorizations, async ({ user }) => ({ authorizations: authorizations(user) }));
  handle(app, e.checkAccess, async ({ user, params }) => accessCheck(user, params.module, params.tcode));
  // the spec's legacy shapes of the same calls
  handle(app, e.legacyUser, async ({ user }) => ({ ...userInfo(user), authorizations: authorizations(user) }));
  handle(app, e.legacyCheckAccess, async ({ user, params }) => accessCheck(user, params.module, params.tcode));
}
