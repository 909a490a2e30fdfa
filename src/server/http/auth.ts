import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { grantKey } from '../../shared/access';
import { endpointAccess } from '../../shared/contracts';
import { SHELL_COOKIE, SHELL_COOKIE_PATH } from '../../shared/globals';
import { takeRequest } from '../domain/api-tokens/rate-limit';
import { bearerToken, loadTokenPrincipal } from '../domain/api-tokens/token-principal';
import { writeAudit } from '../domain/auth/audit';
import { configureSessionCache, forgetAllSessions, forgetFromElsewhere } from '../domain/auth/session-cache';
import { loadSession, type SessionUser } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import { answerInProfileLanguage } from '../i18n/request-language';
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
  '/supplier/password/',
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

/** The app shell's digest for the service worker (shared/globals.ts SHELL_COOKIE): the session cookie's terms, readable by scripts. */
export function shellCookieOptions(request: FastifyRequest) {
  return { ...cookieOptions(request), path: SHELL_COOKIE_PATH, httpOnly: false };
}

/**
 * The kept app shell is no longer the session's (signed in or out, or what the shell carries changed by the
 * session's own hand): the next page comes from the server (src/web/sw.ts).
 */
export function forgetShell(reply: FastifyReply): void {
  reply.clearCookie(SHELL_COOKIE, { path: SHELL_COOKIE_PATH });
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
    const bearer = bearerToken(request.headers.authorization);
    const token = request.cookies[SESSION_COOKIE];
    const pattern = request.routeOptions.url;
    const access = pattern ? (endpointAccess(request.method, pattern) ?? 'denied') : 'denied';
    if (bearer !== undefined) {
      // public routes need no principal (`/metrics` checks its own bearer token)
      if (access !== 'public') await resolveBearer(request, reply, bearer);
    } else if (token && token.length < 200) {
      request.sessionToken = token;
      // reads may use the short-lived session cache; so may postings, whose transaction checks the session again
      // (claimIdempotencyKey); anything else that changes state looks it up afresh
      const fresh = STATE_CHANGING.has(request.method) && request.routeOptions.config?.posting !== true;
      request.user = (await loadSession(app.ctx.db, token, sessionPolicy(app), { fresh, ip: request.ip })) ?? null;
      if (request.user) answerInProfileLanguage(request, request.user.language);
    }
    if (!pattern) return; // no route: the not-found handler answers
    if (access === 'public') return;
    if (!request.user) return deny(request, reply, 401);
    if (request.user.secondFactorEnrolment && !ENROLMENT_PATHS.some((p) => pattern.startsWith(p))) return enrolmentFirst(request, reply);
    // an API token reaches only what its scopes grant, never the endpoints of signed-in people
    if (access === 'signed-in') return request.user.tokenId === undefined ? undefined : deny(request, reply, 403);
    if (access === 'denied' || !request.user.grants.has(grantKey(access.module, access.tcode))) {
      return deny(request, reply, 403);
    }
  });

  // callback hooks where nothing needs to wait (most requests): no promise per hook per request
  app.addHook('onResponse', (request, reply, done) => {
    if (STATE_CHANGING.has(request.method) && reply.statusCode < 400 && IDENTITY_PATHS.some((p) => request.url.startsWith(p))) {
      forgetAllSessions();
    }
    if (request.user?.tokenId !== undefined) auditBearerCall(request, reply.statusCode).then(() => done());
    else done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    // machine callers authenticate every request with their token and send no cookie: nothing to forge
    if (!STATE_CHANGING.has(request.method) || !request.user || request.user.tokenId !== undefined) return done();
    const pattern = request.routeOptions.url;
    if (pattern && endpointAccess(request.method, pattern) === 'public') return done(); // such routes check their own token
    const sent = request.headers['x-csrf-token'] ?? (request.body as { _csrf?: unknown } | undefined)?._csrf;
    done(sent === request.user.csrfToken ? undefined : new DomainError('CSRF'));
  });
}

/**
 * `Authorization: Bearer <token>`: the request acts as the API token's principal (its scopes as
 * INTEGRATION grants, its plants); an unknown or revoked token is refused whatever the route, and
 * each token has its own request budget (rate-limit.ts).
 */
async function resolveBearer(request: FastifyRequest, reply: FastifyReply, bearer: string): Promise<void> {
  const { db, config } = request.server.ctx;
  const principal = bearer ? await loadTokenPrincipal(db, bearer) : undefined;
  if (principal?.tokenId === undefined) throw new DomainError('API_TOKEN_INVALID');
  const wait = await takeRequest(db, principal.tokenId, config.apiRateLimitPerMinute);
  if (wait !== null) {
    reply.header('retry-after', String(wait));
    throw new DomainError('API_RATE_LIMITED', { seconds: wait });
  }
  request.user = principal;
}

/** One audit row per call made with a token: which token, what route, what answer. */
function auditBearerCall(request: FastifyRequest, status: number): Promise<void> {
  const user = request.user as SessionUser;
  return writeAudit(request.server.ctx.db, {
    userId: user.userId,
    action: 'API_CALL',
    objectType: 'api_token',
    objectId: String(user.tokenId),
    ip: request.ip,
    details: { method: request.method, route: request.routeOptions.url ?? null, status },
  }).catch((error) => request.log.warn({ err: safeErrorLog(error) }, 'auditing an API call failed'));
}

/** What a session opened to enrol a second factor reaches: the enrolment (page and calls) and signing out. */
const ENROLMENT_PATHS = ['/supplier/profile/second-factor', '/supplier/profile/secondFactor', '/supplier/logout'];

/** A user whose roles require a second factor and who has none: pages lead to the enrolment, calls are refused. */
function enrolmentFirst(request: FastifyRequest, reply: FastifyReply) {
  if (wantsHtml(request) && request.method === 'GET') return reply.redirect('/supplier/profile/secondFactor', 303);
  throw new DomainError('SECOND_FACTOR_ENROLMENT_REQUIRED');
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
