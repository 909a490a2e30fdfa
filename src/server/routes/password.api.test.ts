import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { RESET_LIMITS } from '../domain/auth/request-password-reset';
import { confirmTotpEnrolment, startTotpEnrolment } from '../domain/auth/second-factor';
import { sha256 } from '../domain/auth/sessions';
import { createUser } from '../domain/users/create-user';
import { saveRole } from '../domain/users/roles';
import { cookieValue, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  const base = testConfig().mail;
  t = await createTestApp({
    mail: { ...base, smtp: { host: '127.0.0.1', port: 2525, secure: false, user: undefined, password: undefined } },
  });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // each test starts unthrottled, without earlier links or mails
  await t.database.db.deleteFrom('login_throttle').where('throttle_key', 'like', 'reset:%').execute();
  await t.database.db.deleteFrom('mail_outbox').execute();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** GET a password page: its form cookie and the token of its hidden field. */
async function formOf(url: string) {
  const page = await t.app.inject({ method: 'GET', url });
  const raw = cookieValue(page, 'sp_password_csrf');
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
  return { page, cookie: raw ? `sp_password_csrf=${raw}` : '', csrf: csrf ?? '' };
}

async function askForLink(login: string, headers: Record<string, string> = {}) {
  const { cookie, csrf } = await formOf('/supplier/password/forgot');
  return t.app.inject({
    method: 'POST',
    url: '/supplier/password/forgot',
    headers: { ...form, cookie, ...headers },
    payload: new URLSearchParams({ login, _csrf: csrf }).toString(),
  });
}

const mails = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('mail_id').execute();
const tokenOf = (mail: { text_body: string }) => /\/supplier\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
/** The answer's page without what differs per request (the form token). */
const answerOf = (res: LightMyRequestResponse) => res.body.replace(/name="_csrf" value="[^"]+"/g, '');

async function setNewPassword(token: string, password: string, repeat = password) {
  const { cookie, csrf } = await formOf(`/supplier/password/reset?token=${token}`);
  return t.app.inject({
    method: 'POST',
    url: '/supplier/password/reset',
    headers: { ...form, cookie },
    payload: new URLSearchParams({ token, password, repeat, _csrf: csrf }).toString(),
  });
}

describe('forgot password', () => {
  it('the sign-in page offers it (mail is on), keeping its own words', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/supplier/login' });
    expect(page.body).toContain('<a href="/supplier/password/forgot">Forgot password?</a>');
    expect(page.body).toContain('LOG IN');
    const { mail } = t.app.ctx.config;
    const smtp = mail.smtp;
    mail.smtp = undefined; // e-mail off: no link to a page that could send nothing
    try {
      expect((await t.app.inject({ method: 'GET', url: '/supplier/login' })).body).not.toContain('/supplier/password/forgot');
    } finally {
      mail.smtp = smtp;
    }
  });

  it('answers the same whether the account exists or not, and mails a link only to an existing one', async () => {
    const known = await askForLink('Supplier');
    const byMail = await askForLink('SUPPLIER@portal.example');
    const unknown = await askForLink('nobody-here');
    const unknownMail = await askForLink('nobody@portal.example');
    for (const res of [known, byMail, unknown, unknownMail]) expect(res.statusCode).toBe(200);
    expect(answerOf(known)).toBe(answerOf(unknown));
    expect(answerOf(byMail)).toBe(answerOf(unknownMail));
    expect(known.body).toContain('a link to choose a new password is on its way');
    const sent = await mails();
    expect(sent.map((m) => m.recipient)).toEqual(['supplier@portal.example', 'supplier@portal.example']);
    expect(sent[0]?.text_body).toContain('http://localhost/supplier/password/reset?token=');
    expect(sent[0]?.reason).toContain('someone asked for a new password');
    // the second link replaced the first
    expect(
      await t.database.db
        .selectFrom('account_token')
        .select('token_id')
        .where('revoked_at', 'is', null)
        .where('used_at', 'is', null)
        .execute(),
    ).toHaveLength(1);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'object_id'])
      .where('action', 'like', 'password.reset.%')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'password.reset.requested',
      'password.reset.requested',
      'password.reset.unknown',
      'password.reset.unknown',
    ]);
  });

  it('mails in the user language, else in the language of the page it was asked on', async () => {
    await askForLink('whfra', { 'accept-language': 'de-DE,de;q=0.9' });
    const [mail] = await mails();
    expect(mail?.language).toBe('de');
    expect(mail?.subject).toContain('Neues Passwort');
  });

  it('refuses hostile input without writing: no form token, an empty or huge name, a field sent twice', async () => {
    const noToken = await t.app.inject({ method: 'POST', url: '/supplier/password/forgot', headers: form, payload: 'login=supplier' });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain('Your sign-in form expired');
    expect((await askForLink('   ')).statusCode).toBe(400);
    const { cookie, csrf } = await formOf('/supplier/password/forgot');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/supplier/password/forgot',
      headers: { ...form, cookie },
      payload: `login=supplier&login=admin&_csrf=${encodeURIComponent(csrf)}`,
    });
    expect(twice.statusCode).toBe(400);
    const huge = await askForLink(`supplier${'x'.repeat(20_000)}`);
    expect(huge.statusCode).toBe(200);
    const markup = await askForLink('<script>alert(1)</script>');
    expect(markup.body).not.toContain('<script>alert(1)</script>');
    expect(await mails()).toEqual([]);
  });

  it('is throttled per account and per address, answering the same', async () => {
    for (let i = 0; i < RESET_LIMITS.perAccount + 2; i++) {
      const res = await askForLink('whnwk');
      expect(res.body).toContain('is on its way');
    }
    expect(await mails()).toHaveLength(RESET_LIMITS.perAccount);
    await t.database.db.deleteFrom('mail_outbox').execute();
    await t.database.db.deleteFrom('login_throttle').where('throttle_key', 'like', 'reset:%').execute();
    for (let i = 0; i < RESET_LIMITS.perAddress; i++) await askForLink('nobody');
    // the address is spent: a known account gets nothing either
    expect((await askForLink('admin')).body).toContain('is on its way');
    expect(await mails()).toEqual([]);
    // one address: its limit counts every request, known names or not
    const throttled = await t.database.db
      .selectFrom('audit_log')
      .select('object_type')
      .where('action', '=', 'password.reset.throttled')
      .execute();
    expect(throttled.map((r) => r.object_type)).toEqual(['user', 'user', 'address']);
  });
});

describe('the link', () => {
  it('sets the new password once, ends every other session (also a cached one) and signs in', async () => {
    const before = await t.signIn('whnwk');
    // read once: the session is now cached in this process
    expect((await before.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode).toBe(200);
    await askForLink('whnwk');
    const token = tokenOf((await mails())[0] as { text_body: string });
    const page = await t.app.inject({ method: 'GET', url: `/supplier/password/reset?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<strong translate="no">whnwk</strong>');
    // opening the page uses nothing
    expect((await t.app.inject({ method: 'GET', url: `/supplier/password/reset?token=${token}` })).statusCode).toBe(200);

    const differ = await setNewPassword(token, 'a-new-password-1', 'a-new-password-2');
    expect([differ.statusCode, differ.body.includes('The two passwords differ.')]).toEqual([400, true]);
    const short = await setNewPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('aria-invalid="true"');

    const done = await setNewPassword(token, 'a-new-password-1');
    expect(done.statusCode).toBe(303);
    expect(cookieValue(done, 'sp_session')).toBeTruthy();
    expect((await before.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode).toBe(401);
    await expect(t.signIn('whnwk')).rejects.toThrow();
    expect((await t.signIn('whnwk', 'a-new-password-1')).username).toBe('whnwk');

    const again = await setNewPassword(token, 'another-password-2');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link is not valid any more');
    expect((await t.app.inject({ method: 'GET', url: `/supplier/password/reset?token=${token}` })).statusCode).toBe(410);
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('action', '=', 'password.reset').execute();
    expect(audit).toHaveLength(1);
  });

  it('is refused when it ran out, was replaced, or is no token at all', async () => {
    await askForLink('admin');
    const first = tokenOf((await mails())[0] as { text_body: string });
    await askForLink('admin');
    const second = tokenOf((await mails())[1] as { text_body: string });
    expect((await t.app.inject({ method: 'GET', url: `/supplier/password/reset?token=${first}` })).statusCode).toBe(410);
    await t.database.db
      .updateTable('account_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await setNewPassword(second, 'a-new-password-1')).statusCode).toBe(410);
    for (const bad of ['', 'x', `${'A'.repeat(43)}`, '%00', "' or 1=1 --", 'a'.repeat(5000)]) {
      const res = await t.app.inject({ method: 'GET', url: `/supplier/password/reset?token=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(res.statusCode, bad).not.toBe(200);
    }
    // the admin's password is what it was
    expect((await t.signIn('admin')).username).toBe('admin');
  });
});

describe('the link and the second factor', () => {
  const sessionsOf = (userId: number) =>
    t.database.db.selectFrom('user_session').select(['session_hash', 'second_factor_enrolment']).where('user_id', '=', userId).execute();

  it('with a second factor enrolled, the new password leads to the second step: the mailbox alone opens no session', async () => {
    const db = t.database.db;
    const userId = await createUser(db, null, {
      username: 'mfamail',
      password: 'Secret#2026x',
      firstName: 'Mia',
      email: 'mfamail@portal.example',
      roles: [],
      vendors: [],
    });
    const { secret } = await startTotpEnrolment(db, { userId, ip: null }, 'mfamail', 'Portal');
    await confirmTotpEnrolment(db, { userId, ip: null }, await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }));
    await askForLink('mfamail');
    const token = tokenOf((await mails())[0] as { text_body: string });

    const done = await setNewPassword(token, 'a-new-password-9');
    // the second step's page, a pending sign-in in its cookie, and no session
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('action="/supplier/login/second-step"');
    expect(cookieValue(done, 'sp_session')).toBeFalsy();
    const pending = cookieValue(done, 'sp_pending');
    expect(pending).toBeTruthy();
    expect(await sessionsOf(userId)).toHaveLength(0);
    // the link is used up and the password is set all the same
    expect((await setNewPassword(token, 'another-password-2')).statusCode).toBe(410);

    // a wrong code opens nothing; the app's current code opens the session
    const csrf = /name="_csrf" value="([^"]+)"/.exec(done.body)?.[1] ?? '';
    const cookie = `sp_login_csrf=${cookieValue(done, 'sp_login_csrf')}; sp_pending=${pending}`;
    const step = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/supplier/login/second-step',
        headers: { ...form, cookie },
        payload: new URLSearchParams({ code, _csrf: csrf }).toString(),
      });
    const wrong = await step('000000');
    expect(wrong.statusCode).toBe(401);
    expect(cookieValue(wrong, 'sp_session')).toBeFalsy();
    expect(await sessionsOf(userId)).toHaveLength(0);
    const right = await step(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    expect(right.statusCode).toBe(303);
    const session = cookieValue(right, 'sp_session') ?? '';
    expect((await sessionsOf(userId)).map((s) => s.session_hash)).toEqual([sha256(session)]);
  });

  it('a role that requires a factor not yet enrolled: the link opens a session that reaches only the enrolment', async () => {
    const db = t.database.db;
    await saveRole(db, null, 'MAIL_2FA', {
      description: 'Mail 2FA',
      grants: [{ module: 'MM', tcode: 'ME23N' }],
      secondFactorRequired: true,
    });
    const userId = await createUser(db, null, {
      username: 'mfaenrol',
      password: 'Secret#2026x',
      firstName: 'Ede',
      email: 'mfaenrol@portal.example',
      roles: ['MAIL_2FA'],
      vendors: [],
    });
    await askForLink('mfaenrol');
    const done = await setNewPassword(tokenOf((await mails())[0] as { text_body: string }), 'a-new-password-9');
    expect(done.statusCode).toBe(303);
    const session = cookieValue(done, 'sp_session') ?? '';
    expect(await sessionsOf(userId)).toEqual([{ session_hash: sha256(session), second_factor_enrolment: true }]);
    const menu = await t.app.inject({ method: 'GET', url: '/supplier/profile/menu', headers: { cookie: `sp_session=${session}` } });
    expect(menu.json()).toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
  });
});
