import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { grantKey } from '../../shared/access';
import { messages } from '../../shared/messages';
import { sameOriginPath } from '../../shared/same-origin';
import { writeAudit } from '../domain/auth/audit';
import type { SessionUser } from '../domain/auth/sessions';
import { revokeSession } from '../domain/auth/sessions';
import { signIn } from '../domain/auth/sign-in';
import { DomainError } from '../domain/errors';
import { cookieOptions, SESSION_COOKIE, sessionPolicy } from '../http/auth';
import { fillTemplate, htmlTemplate } from '../http/html';

const LOGIN_CSRF_COOKIE = 'sp_login_csrf';
const WAREHOUSE_MENU = '/supplier/warehouse/menu/index';

/** Where a user lands after sign-in: the chosen default page, else the warehouse menu or profile. */
export function landingPage(user: Pick<SessionUser, 'defaultPage' | 'isWarehouseUser' | 'grants'>): string {
  if (user.defaultPage) return user.defaultPage;
  if (user.isWarehouseUser) return WAREHOUSE_MENU;
  if (user.grants.has(grantKey('MM', 'ME23N'))) return '/supplier/warehouse/goodsreceipt/index';
  return '/supplier/profile/edit';
}

export function requestOrigin(request: FastifyRequest): string {
  return request.server.ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

function renderLogin(request: FastifyRequest, reply: FastifyReply, error: string, status = 200) {
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(LOGIN_CSRF_COOKIE, token, { ...cookieOptions(request), path: '/supplier/login', signed: true, maxAge: 3600 });
  const next = typeof (request.query as { next?: unknown }).next === 'string' ? (request.query as { next: string }).next : '';
  const html = fillTemplate(htmlTemplate('login.html'), {
    brand: request.server.ctx.config.brand,
    error,
    csrf: token,
    next: sameOriginPath(next, requestOrigin(request)) ?? '',
    year: String(new Date().getFullYear()),
  });
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function loginCsrfValid(request: FastifyRequest, sent: unknown): boolean {
  const raw = request.cookies[LOGIN_CSRF_COOKIE];
  if (!raw || typeof sent !== 'string') return false;
  const cookie = request.unsignCookie(raw);
  if (!cookie.valid || !cookie.value) return false;
  const a = Buffer.from(cookie.value);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const home = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(request.user ? landingPage(request.user) : '/supplier/login', 303);
  app.get('/', home);
  app.get('/supplier', home);

  app.get('/supplier/login', async (request, reply) => {
    if (request.user) return reply.redirect(landingPage(request.user), 303);
    return renderLogin(request, reply, '');
  });

  app.post('/supplier/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!loginCsrfValid(request, body._csrf)) return renderLogin(request, reply, messages.loginCsrf, 403);
    const username = typeof body.username === 'string' ? body.username.slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 500) : '';
    try {
      const result = await signIn(app.ctx.db, sessionPolicy(app), {
        username,
        password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      // a fresh session id at every sign-in; the old one (if any) is revoked
      if (request.sessionToken) await revokeSession(app.ctx.db, request.sessionToken);
      reply.setCookie(SESSION_COOKIE, result.token, cookieOptions(request));
      reply.clearCookie(LOGIN_CSRF_COOKIE, { path: '/supplier/login' });
      const next = typeof body.next === 'string' ? sameOriginPath(body.next, requestOrigin(request)) : undefined;
      return reply.redirect(next ?? result.defaultPage ?? '/supplier', 303);
    } catch (error) {
      if (error instanceof DomainError) return renderLogin(request, reply, error.message, error.status);
      throw error;
    }
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionToken) {
      const userId = await revokeSession(app.ctx.db, request.sessionToken);
      if (userId !== undefined)
        await writeAudit(app.ctx.db, { userId, action: 'logout', objectType: 'user', objectId: String(userId), ip: request.ip });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/supplier/login', 303);
  };
  // GET for the menu link; sign-out changes only the caller's own session, so it needs no CSRF token.
  app.get('/supplier/logout', logout);
  app.post('/supplier/logout', logout);
}
