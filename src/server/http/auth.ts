import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { grantKey } from '../../shared/access';
import { endpointAccess } from '../../shared/contracts';
import { configureSessionCache, forgetAllSessions, forgetFromElsewhere } from '../domain/auth/session-cache';
import { loadSession } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import { safeErrorLog } from './errors';
import { wantsHtml } from './pages-util';

export const SESSION_COOKIE = 'sp_session';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes under these paths change who a user is or what they may do: cached sessions are dropped. */
const IDENTITY_PATHS = [
  '/supplier/api/admin/',
  '/supplier/profile/',
  '/supplier/DefaultPage/',
  '/supplier/login',
  '/supplier/logout',
  '/supplier/bauth',
];

export function sessionPolicy(app: FastifyInstance) {
  return { idleMinutes: app.ctx.config.sessionIdleMinutes, absoluteHours: app.ctx.config.sessionAbsoluteHours };
}

export function cookieOptions(request: FastifyRequest) {
  const secure = request.server.ctx.config.secureCookies;
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure === 'auto' ? request.protocol === 'https' : secure,
  };
}

/**
 * Resolves the session of every request and enforces the catalogue: a route's access is looked
 * up by its url pattern; no entry means no access (the app also refuses to start with such a
 * route). State-changing requests of signed-in users must carry the session's CSRF token.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  const { notifier, config } = app.ctx;
  configureSessionCache(config.sessionCacheSeconds, (forgotten) => {
    notifier
      .publish('portal_sessions', forgotten)
      .catch((error) => app.log.warn({ err: safeErrorLog(error) }, 'telling other instances failed'));
  });
  notifier.subscribe('portal_sessions', (forgotten, own) => {
    if (!own) forgetFromElsewhere(forgotten);
  });

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length < 200) {
      request.sessionToken = token;
      // reads may use the short-lived session cache; anything that changes state looks it up afresh
      const fresh = STATE_CHANGING.has(request.method);
      request.user = (await loadSession(app.ctx.db, token, sessionPolicy(app), { fresh })) ?? null;
    }
    const pattern = request.routeOptions.url;
    if (!pattern) return; // no route: the not-found handler answers
    const access = endpointAccess(request.method, pattern) ?? 'denied';
    if (access === 'public') return;
    if (!request.user) return deny(request, reply, 401);
    if (access === 'signed-in') return;
    if (access === 'denied' || !request.user.grants.has(grantKey(access.module, access.tcode))) {
      return deny(request, reply, 403);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    if (STATE_CHANGING.has(request.method) && reply.statusCode < 400 && IDENTITY_PATHS.some((p) => request.url.startsWith(p))) {
      forgetAllSessions();
    }
  });

  app.addHook('preValidation', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.user) return;
    const pattern = request.routeOptions.url;
    if (pattern && endpointAccess(request.method, pattern) === 'public') return; // such routes check their own token
    const sent = request.headers['x-csrf-token'] ?? (request.body as { _csrf?: unknown } | undefined)?._csrf;
    if (sent !== request.user.csrfToken) {
      throw new DomainError('CSRF');
    }
  });
}

function deny(request: FastifyRequest, reply: FastifyReply, status: 401 | 403) {
  if (wantsHtml(request) && request.method === 'GET') {
    if (status === 401) {
      const back = encodeURIComponent(request.url);
      return reply.redirect(`/supplier/login?next=${back}`, 303);
    }
  }
  throw status === 401 ? new DomainError('NOT_SIGNED_IN') : new DomainError('FORBIDDEN');
}
