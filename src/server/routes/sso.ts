import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as s from '../../shared/contracts/sso/endpoints';
import { sameOriginPath } from '../../shared/same-origin';
import { loadSession } from '../domain/auth/sessions';
import type { SsoChecks } from '../domain/auth/sso/client';
import { signInWithSso } from '../domain/auth/sso/sso-sign-in';
import { DomainError } from '../domain/errors';
import { cookieOptions, sessionPolicy } from '../http/auth';
import { handle } from '../http/route';
import { landingPage, renderLogin, requestOrigin, startSession } from './auth';
import { ssoClientOf } from './sso-client';

/** The state, nonce, PKCE verifier and next page of a sign-in under way: signed, httpOnly, 10 minutes, only sent to /supplier/sso. */
const SSO_COOKIE = 'sp_sso';
const SSO_PATH = '/supplier/sso';
const SSO_COOKIE_SECONDS = 600;

const callbackUrl = (request: FastifyRequest) => `${requestOrigin(request)}/supplier/sso/callback`;

function readChecks(request: FastifyRequest): SsoChecks | undefined {
  const raw = request.cookies[SSO_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const value = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Partial<SsoChecks> & { exp?: number };
    const texts = [value.state, value.nonce, value.verifier, value.next];
    if (!texts.every((v) => typeof v === 'string') || typeof value.exp !== 'number' || value.exp < Date.now()) return undefined;
    return value as SsoChecks;
  } catch {
    return undefined;
  }
}

export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const refused = (request: FastifyRequest, reply: FastifyReply, error: DomainError) => {
    request.log.warn({ code: error.code, cause: (error.details as { cause?: string } | undefined)?.cause }, 'single sign-on refused');
    return renderLogin(request, reply, error.message, error.status);
  };

  handle(app, s.ssoStart, async ({ request, reply, query }) => {
    const client = ssoClientOf(app);
    if (!client) throw new DomainError('SSO_OFF');
    const next = sameOriginPath(query.next ?? '', requestOrigin(request)) ?? '';
    try {
      const { url, checks } = await client.start(callbackUrl(request), next);
      const value = Buffer.from(JSON.stringify({ ...checks, exp: Date.now() + SSO_COOKIE_SECONDS * 1000 })).toString('base64url');
      reply.setCookie(SSO_COOKIE, value, { ...cookieOptions(request), path: SSO_PATH, signed: true, maxAge: SSO_COOKIE_SECONDS });
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    } catch (error) {
      if (error instanceof DomainError) return refused(request, reply, error);
      throw error;
    }
  });

  handle(app, s.ssoCallback, async ({ request, reply }) => {
    const client = ssoClientOf(app);
    if (!client) throw new DomainError('SSO_OFF');
    const checks = readChecks(request);
    reply.clearCookie(SSO_COOKIE, { path: SSO_PATH });
    try {
      // no sign-in of this browser under way (or too old): the answer is not for it
      if (!checks)
        throw new DomainError('SSO_FAILED', { company: client.settings.companyName }, { details: { cause: 'no sign-in under way' } });
      const result = await client.finish(new URL(request.url, requestOrigin(request)), checks);
      const session = await signInWithSso(app.ctx.db, sessionPolicy(app), client.settings, result, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      await startSession(request, reply, session.token);
      const user = await loadSession(app.ctx.db, session.token, sessionPolicy(app));
      const next = sameOriginPath(checks.next, requestOrigin(request));
      return reply.header('cache-control', 'no-store').redirect(next ?? (user ? landingPage(user) : '/supplier'), 303);
    } catch (error) {
      if (error instanceof DomainError) return refused(request, reply, error);
      throw error;
    }
  });
}
