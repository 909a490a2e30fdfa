import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as e from '../../shared/contracts/auth/endpoints';
import { errorStatus, errorText } from '../../shared/errors';
import { PSEUDO_LOCALE, SOURCE_LANGUAGE, t } from '../../shared/i18n';
import { defaultPageOptions, WAREHOUSE_MENU_PATH } from '../../shared/menu';
import { sameOriginPath } from '../../shared/same-origin';
import { writeAudit } from '../domain/auth/audit';
import { passkeySignInOptions, type RelyingParty, verifyPasskeySignIn } from '../domain/auth/passkeys';
import { peekQrLoginToken, redeemQrLoginToken } from '../domain/auth/qr-login';
import { finishSecondStep, PENDING_SIGN_IN_SECONDS, readPendingSignIn, startSecondFactorSession } from '../domain/auth/second-factor';
import { loadSession, revokeSession, type SessionUser } from '../domain/auth/sessions';
import { signIn } from '../domain/auth/sign-in';
import { passwordSignInAllowed, ssoSessionIdToken } from '../domain/auth/sso/sso-sign-in';
import { DomainError } from '../domain/errors';
import { cookieOptions, forgetShell, SESSION_COOKIE, sessionPolicy } from '../http/auth';
import { escapeHtml, fillTemplate, htmlTemplate, messageHtml, withPageLanguage } from '../http/html';
import { handle } from '../http/route';
import { requestReader } from '../i18n/request-language';
import { ssoLogoutUrl } from './sso-client';

const LOGIN_CSRF_COOKIE = 'sp_login_csrf';
const BAUTH_CSRF_COOKIE = 'sp_bauth_csrf';
/** A pending sign-in (password right, second step due): its token, signed, sent only to the sign-in paths. */
const PENDING_COOKIE = 'sp_pending';

/**
 * Where a user lands after sign-in: the chosen default page while the user may still open it,
 * else the warehouse menu (warehouse users) or the first page the user may open.
 */
export function landingPage(user: Pick<SessionUser, 'defaultPage' | 'isWarehouseUser' | 'grants'>): string {
  const options = defaultPageOptions(user).map((o) => o.url);
  if (user.defaultPage && options.includes(user.defaultPage)) return user.defaultPage;
  if (user.isWarehouseUser && options.includes(WAREHOUSE_MENU_PATH)) return WAREHOUSE_MENU_PATH;
  return options.find((o) => o !== WAREHOUSE_MENU_PATH) ?? '/supplier/profile/edit';
}

/** This portal's origin (PUBLIC_ORIGIN, else from the request), normalised as URL.origin gives it. */
export function requestOrigin(request: FastifyRequest): string {
  const raw = request.server.ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  try {
    return new URL(raw).origin;
  } catch {
    return 'http://localhost';
  }
}

/** Passkeys' relying party: WEBAUTHN_RP_ID (else this portal's host), and this portal's origin. */
export function relyingParty(request: FastifyRequest): RelyingParty {
  const origin = requestOrigin(request);
  const { webauthnRpId, brand } = request.server.ctx.config;
  return { id: webauthnRpId ?? new URL(origin).hostname, name: brand, origin };
}

/** A pre-session form token: a random value in a signed cookie scoped to the form's path, echoed by the form. */
export function issueFormToken(request: FastifyRequest, reply: FastifyReply, cookie: string, path: string): string {
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(cookie, token, { ...cookieOptions(request), path, signed: true, maxAge: 3600 });
  return token;
}

export function formTokenValid(request: FastifyRequest, cookie: string, sent: unknown): boolean {
  const raw = request.cookies[cookie];
  if (!raw || typeof sent !== 'string') return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const a = Buffer.from(unsigned.value);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function renderLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  error: string,
  status = 200,
  nextOverride?: string,
  username = '',
) {
  const csrf = issueFormToken(request, reply, LOGIN_CSRF_COOKIE, '/supplier/login');
  const query = (request.query ?? {}) as { next?: unknown };
  const next = nextOverride ?? (typeof query.next === 'string' ? query.next : '');
  const brand = request.server.ctx.config.brand;
  const sso = request.server.ctx.config.oidc;
  const html = fillTemplate(
    pageTemplate(request, 'login.html'),
    {
      ...pageTexts(brand),
      title: t('login.pageTitle'),
      subtitle: t('login.subtitle', { brand }),
      userNameLabel: t('login.userName'),
      passwordLabel: t('login.password'),
      submit: t('login.submit'),
      qrLogin: t('login.qrCode'),
      passkey: t('login.passkey'),
      terms: t('login.terms'),
      legal: t('login.legal', { brand }),
      brand,
      error,
      errorClass: error ? ' is-visible' : '',
      username,
      csrf,
      next: sameOriginPath(next, requestOrigin(request)) ?? '',
    },
    {
      ssoButton: sso ? ssoButton(sso.companyName, sameOriginPath(next, requestOrigin(request)) ?? '') : '',
      // a forgotten password is mailed a link: offered only when the portal can send mail
      forgotLink: request.server.ctx.config.mail.smtp
        ? `<p class="login-forgot"><a href="/supplier/password/forgot">${escapeHtml(t('password.forgotLink'))}</a></p>`
        : '',
    },
  );
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** "Sign in with {company}" (single sign-on is configured): a link to the provider, keeping the page to go to after. */
function ssoButton(company: string, next: string): string {
  const href = next ? `/supplier/sso/start?next=${encodeURIComponent(next)}` : '/supplier/sso/start';
  return `<a class="login-sso" href="${escapeHtml(href)}">${messageHtml('login.sso', {}, { company: { text: company, html: (text) => `<span translate="no">${text}</span>` } })}</a>`;
}

/** The second step of a sign-in: a code of the authenticator app, a recovery code, or a passkey. */
function renderSecondStep(request: FastifyRequest, reply: FastifyReply, error: string, status: number, next: string, passkeys = false) {
  const csrf = issueFormToken(request, reply, LOGIN_CSRF_COOKIE, '/supplier/login');
  const html = fillTemplate(pageTemplate(request, 'second-step.html'), {
    ...pageTexts(request.server.ctx.config.brand),
    title: t('login.secondStepTitle'),
    intro: t('login.secondStepIntro'),
    codeLabel: t('login.secondStepCode'),
    codeHint: t('login.secondStepHint'),
    submit: t('login.secondStepSubmit'),
    passkey: t('login.secondStepPasskey'),
    passkeyClass: passkeys ? '' : ' is-hidden',
    cancel: t('login.deviceCancel'),
    error,
    errorClass: error ? ' is-visible' : '',
    csrf,
    next: sameOriginPath(next, requestOrigin(request)) ?? '',
  });
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * A password was right (the sign-in form, or a new password set through a mailed link) and the user has a second
 * factor: the pending sign-in goes into a signed cookie and the second step is asked; no session exists yet.
 */
export async function offerSecondStep(request: FastifyRequest, reply: FastifyReply, userId: number, pending: string, next: string) {
  const pendingOptions = { ...cookieOptions(request), path: '/supplier/login', signed: true, maxAge: PENDING_SIGN_IN_SECONDS };
  reply.setCookie(PENDING_COOKIE, pending, pendingOptions);
  const passkey = await request.server.ctx.db.selectFrom('user_passkey').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return renderSecondStep(request, reply, '', 200, next, !!passkey);
}

function pendingToken(request: FastifyRequest): string {
  const raw = request.cookies[PENDING_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  return unsigned?.valid && unsigned.value ? unsigned.value : '';
}

/** A sign-in page's template with `<html lang>` the request's language (the browser's: nobody is signed in yet). */
export function pageTemplate(request: FastifyRequest, name: 'login.html' | 'bauth.html' | 'second-step.html' | 'password.html'): string {
  const { language } = requestReader(request);
  return withPageLanguage(htmlTemplate(name), language === PSEUDO_LOCALE ? SOURCE_LANGUAGE : language);
}

/** What the sign-in pages share, in the request's language. */
export function pageTexts(brand: string) {
  return {
    logoAlt: t('login.logoAlt'),
    heading: t('login.heading'),
    copyright: t('login.copyright', { year: String(new Date().getFullYear()), brand }),
  };
}

/** Starts a new session for a signed-in user: the old session id (if any) is revoked, a new cookie set. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, token: string) {
  if (request.sessionToken) await revokeSession(request.server.ctx.db, request.sessionToken);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
  forgetShell(reply);
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const home = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(request.user ? landingPage(request.user) : '/supplier/login', 303);
  handle(app, e.home, ({ request, reply }) => home(request, reply));
  handle(app, e.supplierHome, ({ request, reply }) => home(request, reply));

  handle(app, e.loginPage, async ({ request, reply }) => {
    if (request.user) return reply.redirect(landingPage(request.user), 303);
    return renderLogin(request, reply, '');
  });

  handle(app, e.login, async ({ request, reply }) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const nextText = typeof body.next === 'string' ? body.next.slice(0, 2048) : '';
    if (!formTokenValid(request, LOGIN_CSRF_COOKIE, body._csrf)) return renderLogin(request, reply, t('loginCsrf'), 403, nextText);
    const username = typeof body.username === 'string' ? body.username.slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 500) : '';
    try {
      const result = await signIn(
        app.ctx.db,
        sessionPolicy(app),
        { username, password, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        (userId) => passwordSignInAllowed(app.ctx.db, app.ctx.config.oidc, userId),
      );
      if (result.secondStep !== undefined) return offerSecondStep(request, reply, result.userId, result.secondStep, nextText);
      await startSession(request, reply, result.token);
      reply.clearCookie(LOGIN_CSRF_COOKIE, { path: '/supplier/login' });
      const next = sameOriginPath(nextText, requestOrigin(request));
      const user = await loadSession(app.ctx.db, result.token, sessionPolicy(app));
      return reply.redirect(next ?? (user ? landingPage(user) : '/supplier'), 303);
    } catch (error) {
      if (error instanceof DomainError) return renderLogin(request, reply, error.message, error.status, nextText, username);
      throw error;
    }
  });

  handle(app, e.secondStep, async ({ request, reply }) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const nextText = typeof body.next === 'string' ? body.next.slice(0, 2048) : '';
    if (!formTokenValid(request, LOGIN_CSRF_COOKIE, body._csrf)) return renderLogin(request, reply, t('loginCsrf'), 403, nextText);
    const pending = pendingToken(request);
    try {
      const result = await finishSecondStep(app.ctx.db, sessionPolicy(app), pending, typeof body.code === 'string' ? body.code : '', {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      await startSession(request, reply, result.token);
      reply.clearCookie(LOGIN_CSRF_COOKIE, { path: '/supplier/login' });
      reply.clearCookie(PENDING_COOKIE, { path: '/supplier/login' });
      const next = sameOriginPath(nextText, requestOrigin(request));
      const user = await loadSession(app.ctx.db, result.token, sessionPolicy(app));
      return reply.redirect(next ?? (user ? landingPage(user) : '/supplier'), 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'SECOND_FACTOR_EXPIRED') return renderLogin(request, reply, error.message, error.status, nextText);
      return renderSecondStep(request, reply, error.message, error.status, nextText);
    }
  });

  // passkeys: the second step of a pending sign-in, or sign-in without password (the sign-in page's form token)
  handle(app, e.passkeySignInOptions, async ({ request, body }) => {
    if (!formTokenValid(request, LOGIN_CSRF_COOKIE, body._csrf)) throw new DomainError('CSRF');
    const pending = await readPendingSignIn(app.ctx.db, pendingToken(request));
    return { options: { ...(await passkeySignInOptions(app.ctx.db, relyingParty(request), pending?.userId ?? null)) } };
  });
  handle(app, e.passkeySignIn, async ({ request, reply, body }) => {
    if (!formTokenValid(request, LOGIN_CSRF_COOKIE, body._csrf)) throw new DomainError('CSRF');
    const token = pendingToken(request);
    const pending = await readPendingSignIn(app.ctx.db, token);
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const userId = await verifyPasskeySignIn(
      app.ctx.db,
      relyingParty(request),
      body.response as never,
      pending?.userId ?? null,
      request.ip,
    );
    // a passkey without a password is a first factor: refused where single sign-on switched password sign-in off
    if (!pending && !(await passwordSignInAllowed(app.ctx.db, app.ctx.config.oidc, userId))) throw new DomainError('PASSWORD_SIGN_IN_OFF');
    const result = await startSecondFactorSession(app.ctx.db, sessionPolicy(app), pending ? token : null, userId, 'passkey', client);
    await startSession(request, reply, result.token);
    reply.clearCookie(LOGIN_CSRF_COOKIE, { path: '/supplier/login' });
    reply.clearCookie(PENDING_COOKIE, { path: '/supplier/login' });
    const user = await loadSession(app.ctx.db, result.token, sessionPolicy(app));
    return { location: sameOriginPath(body.next, requestOrigin(request)) ?? (user ? landingPage(user) : '/supplier') };
  });

  /**
   * Handheld sign-in by QR code. GET only shows who would be signed in and asks to confirm; the
   * POST (with a pre-session form token) redeems the single-use token. A link to this page from
   * another site therefore cannot sign a browser in silently (no login CSRF).
   */
  handle(app, e.qrLoginPage, async ({ request, reply }) => {
    const token = String((request.query as { token?: unknown }).token ?? '').slice(0, 100);
    const who = await peekQrLoginToken(app.ctx.db, token);
    if (!who) return renderLogin(request, reply, errorText('QR_TOKEN_INVALID'), errorStatus('QR_TOKEN_INVALID'), '');
    const csrf = issueFormToken(request, reply, BAUTH_CSRF_COOKIE, '/supplier/bauth');
    const name = `${who.firstName} ${who.lastName}`.trim();
    const html = fillTemplate(
      pageTemplate(request, 'bauth.html'),
      {
        ...pageTexts(app.ctx.config.brand),
        title: t('login.deviceTitle'),
        submit: t('login.deviceSubmit'),
        cancel: t('login.deviceCancel'),
        token,
        csrf,
      },
      {
        question: messageHtml(
          'login.deviceQuestion',
          {},
          {
            name: { text: name, html: (text) => `<strong class="bauth-name" translate="no">${text}</strong>` },
            username: { text: who.username, html: (text) => `<span translate="no">${text}</span>` },
          },
        ),
      },
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(html);
  });

  handle(app, e.qrLogin, async ({ request, reply }) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!formTokenValid(request, BAUTH_CSRF_COOKIE, body._csrf)) return renderLogin(request, reply, t('loginCsrf'), 403, '');
    try {
      const result = await redeemQrLoginToken(app.ctx.db, sessionPolicy(app), typeof body.token === 'string' ? body.token : '', {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      await startSession(request, reply, result.token);
      reply.clearCookie(BAUTH_CSRF_COOKIE, { path: '/supplier/bauth' });
      const user = await loadSession(app.ctx.db, result.token, sessionPolicy(app));
      return reply.redirect(user ? landingPage(user) : '/supplier', 303);
    } catch (error) {
      if (error instanceof DomainError) return renderLogin(request, reply, error.message, error.status, '');
      throw error;
    }
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    // a session from single sign-on also ends at the identity provider (RP-initiated logout)
    const idToken = request.sessionToken ? await ssoSessionIdToken(app.ctx.db, request.sessionToken) : undefined;
    if (request.sessionToken) {
      const userId = await revokeSession(app.ctx.db, request.sessionToken);
      if (userId !== undefined)
        await writeAudit(app.ctx.db, { userId, action: 'logout', objectType: 'user', objectId: String(userId), ip: request.ip });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    forgetShell(reply);
    return reply.redirect(
      (idToken && (await ssoLogoutUrl(app, idToken, `${requestOrigin(request)}/supplier/login`))) || '/supplier/login',
      303,
    );
  };
  // GET is the menu's link. A browser marks where a navigation comes from (Sec-Fetch-Site):
  // one started by another site does not sign the user out (no logout CSRF).
  handle(app, e.logoutLink, async ({ request, reply }) => {
    const site = request.headers['sec-fetch-site'];
    if (request.user && (site === 'cross-site' || site === 'same-site')) return reply.redirect(landingPage(request.user), 303);
    return logout(request, reply);
  });
  // POST carries the session's CSRF token (header or `_csrf` field) when a session exists.
  handle(app, e.logout, async ({ request, reply }) => {
    if (request.user) {
      const sent = request.headers['x-csrf-token'] ?? (request.body as { _csrf?: unknown } | undefined)?._csrf;
      if (sent !== request.user.csrfToken) throw new DomainError('CSRF');
    }
    return logout(request, reply);
  });
}
