import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import * as e from '../../shared/contracts/auth/endpoints';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/contracts/users/schemas';
import { errorStatus, errorText } from '../../shared/errors';
import { t } from '../../shared/i18n';
import { peekAccountToken, RESET_MINUTES } from '../domain/auth/account-tokens';
import { requestPasswordReset } from '../domain/auth/request-password-reset';
import { setPasswordWithLink } from '../domain/auth/reset-password';
import { loadSession } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import { sessionPolicy } from '../http/auth';
import { escapeHtml, fillTemplate, messageHtml } from '../http/html';
import { handle } from '../http/route';
import { requestReader } from '../i18n/request-language';
import { formTokenValid, issueFormToken, landingPage, offerSecondStep, pageTemplate, pageTexts, requestOrigin, startSession } from './auth';

const FORM_COOKIE = 'sp_password_csrf';
const FORM_PATH = '/supplier/password';

interface PageParts {
  title: string;
  heading: string;
  /** HTML the server built (values escaped) */
  subtitle: string;
  error?: string;
  notice?: string;
  /** HTML the server built (values escaped) */
  form: string;
  back: { text: string; href: string };
}

function renderPage(request: FastifyRequest, reply: FastifyReply, parts: PageParts, status = 200) {
  const html = fillTemplate(
    pageTemplate(request, 'password.html'),
    {
      ...pageTexts(request.server.ctx.config.brand),
      title: parts.title,
      heading: parts.heading,
      error: parts.error ?? '',
      errorClass: parts.error ? ' is-visible' : '',
      notice: parts.notice ?? '',
      noticeClass: parts.notice ? ' is-visible' : '',
      back: parts.back.text,
      backHref: parts.back.href,
    },
    { subtitle: parts.subtitle, form: parts.form },
  );
  // the reset page's address holds the token: no referrer, no cache
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const field = (id: string, label: string, input: string) => `<label for="${id}">${escapeHtml(label)}</label>${input}`;
const described = (error: string | undefined) => (error ? ' aria-invalid="true" aria-describedby="password-error"' : '');

function forgotPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { error?: string; sent?: boolean; login?: string; status?: number } = {},
) {
  const csrf = issueFormToken(request, reply, FORM_COOKIE, FORM_PATH);
  const form = options.sent
    ? ''
    : `<form method="post" action="/supplier/password/forgot" class="login-form" id="forgot-form">
<input type="hidden" name="_csrf" value="${escapeHtml(csrf)}" />
${field('login', t('password.loginLabel'), `<input id="login" name="login" type="text" value="${escapeHtml(options.login ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254"${described(options.error)} />`)}
<button type="submit" class="login-submit">${escapeHtml(t('password.sendLink'))}</button>
</form>`;
  return renderPage(
    request,
    reply,
    {
      title: t('password.forgotTitle'),
      heading: t('password.forgotHeading'),
      subtitle: escapeHtml(options.sent ? '' : t('password.forgotIntro', { minutes: RESET_MINUTES })),
      error: options.error,
      notice: options.sent ? t('password.linkSent', { minutes: RESET_MINUTES }) : undefined,
      form,
      back: { text: t('password.backToSignIn'), href: '/supplier/login' },
    },
    options.status,
  );
}

function resetPage(
  request: FastifyRequest,
  reply: FastifyReply,
  link: { token: string; username: string; purpose: 'reset' | 'invitation' },
  options: { error?: string; status?: number } = {},
) {
  const csrf = issueFormToken(request, reply, FORM_COOKIE, FORM_PATH);
  const input = (id: string, label: string) =>
    field(
      id,
      label,
      `<input id="${id}" name="${id}" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}"${described(options.error)} />`,
    );
  const form = `<form method="post" action="/supplier/password/reset" class="login-form" id="reset-form">
<input type="hidden" name="_csrf" value="${escapeHtml(csrf)}" />
<input type="hidden" name="token" value="${escapeHtml(link.token)}" />
<input type="text" name="username" value="${escapeHtml(link.username)}" autocomplete="username" hidden />
${input('password', t('password.newPassword'))}
${input('repeat', t('password.repeatPassword'))}
<button type="submit" class="login-submit">${escapeHtml(t('password.save'))}</button>
</form>`;
  const invitation = link.purpose === 'invitation';
  return renderPage(
    request,
    reply,
    {
      title: invitation ? t('password.inviteTitle') : t('password.resetTitle'),
      heading: invitation ? t('password.inviteHeading') : t('password.resetHeading'),
      subtitle: messageHtml(
        'password.forUser',
        { min: PASSWORD_MIN },
        { username: { text: link.username, html: (text) => `<strong translate="no">${text}</strong>` } },
      ),
      error: options.error,
      form,
      back: { text: t('password.backToSignIn'), href: '/supplier/login' },
    },
    options.status,
  );
}

function invalidLinkPage(request: FastifyRequest, reply: FastifyReply) {
  return renderPage(
    request,
    reply,
    {
      title: t('password.resetTitle'),
      heading: t('password.resetHeading'),
      subtitle: '',
      error: errorText('PASSWORD_LINK_INVALID'),
      form: '',
      back: { text: t('password.askAgain'), href: '/supplier/password/forgot' },
    },
    errorStatus('PASSWORD_LINK_INVALID'),
  );
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * Forgotten password and invitations (server-rendered like the sign-in page): ask for a link by
 * user name or e-mail (the same answer whatever the name), open the link, choose a password, be
 * signed in. The forms carry a pre-session form token (signed cookie, path /supplier/password).
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.forgotPasswordPage, async ({ request, reply }) => forgotPage(request, reply));

  handle(app, e.forgotPassword, async ({ request, reply }) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const login = text(body.login, 254).trim();
    if (!formTokenValid(request, FORM_COOKIE, body._csrf)) return forgotPage(request, reply, { error: t('loginCsrf'), login, status: 403 });
    if (login === '') return forgotPage(request, reply, { error: t('password.loginMissing'), status: 400 });
    await requestPasswordReset(app.ctx.db, {
      login,
      ip: request.ip,
      language: requestReader(request).language,
      origin: requestOrigin(request),
    });
    return forgotPage(request, reply, { sent: true });
  });

  handle(app, e.resetPasswordPage, async ({ request, reply }) => {
    const token = text((request.query as { token?: unknown } | undefined)?.token, 100);
    const link = await peekAccountToken(app.ctx.db, token);
    if (!link) return invalidLinkPage(request, reply);
    return resetPage(request, reply, { token, username: link.username, purpose: link.purpose });
  });

  handle(app, e.resetPassword, async ({ request, reply }) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = text(body.token, 100);
    const password = text(body.password, PASSWORD_MAX + 1);
    const repeat = text(body.repeat, PASSWORD_MAX + 1);
    const link = await peekAccountToken(app.ctx.db, token);
    if (!link) return invalidLinkPage(request, reply);
    const again = (error: string, status: number) =>
      resetPage(request, reply, { token, username: link.username, purpose: link.purpose }, { error, status });
    if (!formTokenValid(request, FORM_COOKIE, body._csrf)) return again(t('loginCsrf'), 403);
    if (password !== repeat) return again(t('password.mismatch'), 400);
    try {
      const result = await setPasswordWithLink(app.ctx.db, sessionPolicy(app), {
        token,
        password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      reply.clearCookie(FORM_COOKIE, { path: FORM_PATH });
      // a second factor enrolled: the mailbox alone does not sign in, the second step follows
      if (result.secondStep !== undefined) return offerSecondStep(request, reply, result.userId, result.secondStep, '');
      await startSession(request, reply, result.token);
      const user = await loadSession(app.ctx.db, result.token, sessionPolicy(app));
      return reply.redirect(user ? landingPage(user) : '/supplier', 303);
    } catch (error) {
      if (error instanceof ZodError) return again(error.issues[0]?.message ?? t('password.mismatch'), 400);
      if (error instanceof DomainError) {
        if (error.code === 'PASSWORD_LINK_INVALID') return invalidLinkPage(request, reply);
        return again(error.message, error.status);
      }
      throw error;
    }
  });
}
