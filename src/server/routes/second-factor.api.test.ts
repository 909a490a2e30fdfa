import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createUser } from '../domain/users/create-user';
import { appForFile } from '../testing/api-test';
import { cookieValue, loginForm, type SignedInClient } from '../testing/test-app';

const api = appForFile(['admin', 'supplier']);
const FORM = 'application/x-www-form-urlencoded';
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

let serial = 0;
async function newUser(roles: string[]) {
  const username = `sfapi${serial++}`;
  const password = 'Secret#2026x';
  const userId = await createUser(api.t.database.db, null, { username, password, firstName: 'Sven', roles, vendors: [] });
  return { userId, username, password };
}

/** The sign-in form posted: the answer and the cookies it set (CSRF cookie of the page, pending sign-in). */
async function postPassword(username: string, password: string) {
  const { cookie, csrf } = await loginForm(api.t.app);
  const res = await api.t.app.inject({
    method: 'POST',
    url: '/supplier/login',
    remoteAddress: '10.3.0.1',
    headers: { cookie, 'content-type': FORM },
    payload: form({ username, password, _csrf: csrf }),
  });
  return { res, loginCookie: cookie };
}

/** Posts the second step with the pending sign-in of `res` (the second-step page's CSRF field and cookies). */
async function postSecondStep(res: Awaited<ReturnType<typeof postPassword>>['res'], code: string, tamper?: (cookies: string) => string) {
  const csrf = /name="_csrf" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
  let cookies = `sp_login_csrf=${cookieValue(res, 'sp_login_csrf')}; sp_pending=${cookieValue(res, 'sp_pending')}`;
  if (tamper) cookies = tamper(cookies);
  return api.t.app.inject({
    method: 'POST',
    url: '/supplier/login/second-step',
    remoteAddress: '10.3.0.1',
    headers: { cookie: cookies, 'content-type': FORM },
    payload: form({ code, _csrf: csrf }),
  });
}

function clientOf(res: { cookies: { name: string; value: string }[] }, csrfToken: string): SignedInClient {
  const cookie = `sp_session=${res.cookies.find((c) => c.name === 'sp_session')?.value}`;
  return {
    username: '',
    cookie,
    csrfToken,
    inject: (options) =>
      api.t.app.inject({ ...options, headers: { cookie, 'x-csrf-token': csrfToken, ...(options.headers as Record<string, string>) } }),
  };
}

async function sessionCsrf(res: { cookies: { name: string; value: string }[] }) {
  const { sha256 } = await import('../domain/auth/sessions');
  const value = res.cookies.find((c) => c.name === 'sp_session')?.value ?? '';
  return (
    await api.t.database.db
      .selectFrom('user_session')
      .select('csrf_token')
      .where('session_hash', '=', sha256(value))
      .executeTakeFirstOrThrow()
  ).csrf_token;
}

describe('second factor over HTTP', () => {
  it('an administrator requires it for a role: its user is led to enrolment, every call refused until enrolled', async () => {
    const roles = await api.admin.inject({
      method: 'PUT',
      url: '/supplier/api/admin/roles/SF_SUPPLIER',
      payload: { description: 'Supplier (2FA)', grants: [{ module: 'MM', tcode: 'ME23N' }], secondFactorRequired: true },
    });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().roles.find((r: { roleId: string }) => r.roleId === 'SF_SUPPLIER')).toMatchObject({ secondFactorRequired: true });
    const user = await newUser(['SF_SUPPLIER']);
    const { res } = await postPassword(user.username, user.password);
    expect(res.statusCode).toBe(303);
    const client = clientOf(res, await sessionCsrf(res));
    // calls: refused with the code; pages: to the enrolment
    const menu = await client.inject({ method: 'GET', url: '/supplier/profile/menu' });
    expect(menu.statusCode).toBe(403);
    expect(menu.json()).toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
    const order = await client.inject({ method: 'GET', url: '/supplier/api/apiauth/userinfo' });
    expect(order.json()).toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
    const page = await client.inject({ method: 'GET', url: '/supplier/profile/edit', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/supplier/profile/secondFactor');
    const enrolPage = await client.inject({ method: 'GET', url: '/supplier/profile/secondFactor', headers: { accept: 'text/html' } });
    expect(enrolPage.statusCode).toBe(200);
    expect(enrolPage.body).toContain('"secondFactorEnrolment":true');
    // nor does the enrolment page carry the menu the session may not read
    expect(enrolPage.body).not.toContain('"menu":');
    const status = await client.inject({ method: 'GET', url: '/supplier/profile/second-factor.json' });
    expect(status.json()).toMatchObject({ totp: false, required: true, enrolment: true });
    // enrolment
    const start = await client.inject({ method: 'POST', url: '/supplier/profile/second-factor/totp/start.json' });
    expect(start.statusCode).toBe(200);
    const { secret, uri, qr } = start.json() as { secret: string; uri: string; qr: string };
    expect(uri).toContain(`secret=${secret}`);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await client.inject({
      method: 'POST',
      url: '/supplier/profile/second-factor/totp/confirm.json',
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    const confirm = await client.inject({
      method: 'POST',
      url: '/supplier/profile/second-factor/totp/confirm.json',
      payload: { code: await codeAt(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().recoveryCodes).toHaveLength(10);
    expect((await client.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode).toBe(200);
    // the secret is not readable back
    const after = await client.inject({ method: 'GET', url: '/supplier/profile/second-factor.json' });
    expect(after.json()).toMatchObject({ totp: true, enrolment: false });
    expect(after.body).not.toContain(secret);
    const again = await client.inject({ method: 'POST', url: '/supplier/profile/second-factor/totp/start.json' });
    expect(again.json()).toMatchObject({ code: 'SECOND_FACTOR_ALREADY_ENROLLED' });

    // the next sign-in: the password gives the second step, not a session
    const signIn = await postPassword(user.username, user.password);
    expect(signIn.res.statusCode).toBe(200);
    expect(cookieValue(signIn.res, 'sp_session')).toBeUndefined();
    expect(signIn.res.cookies.find((c) => c.name === 'sp_pending')).toMatchObject({ httpOnly: true, path: '/supplier/login' });
    expect(signIn.res.body).toContain('action="/supplier/login/second-step"');
    const bad = await postSecondStep(signIn.res, '123456');
    expect(bad.statusCode).toBe(401);
    expect(bad.body).toContain('The code is not correct or was already used.');
    expect(cookieValue(bad, 'sp_session')).toBeUndefined();
    const code = await codeAt(secret, 30);
    const good = await postSecondStep(signIn.res, code);
    expect(good.statusCode).toBe(303);
    expect(cookieValue(good, 'sp_session')).toBeTruthy();
    // the same pending sign-in and the same code once more: refused
    const spent = await postSecondStep(signIn.res, code);
    expect(spent.statusCode).toBe(401);
    expect(spent.body).toContain('The sign-in took too long. Please sign in again.');
    const replay = await postPassword(user.username, user.password);
    const replayed = await postSecondStep(replay.res, code);
    expect(replayed.statusCode).toBe(401);
    expect(cookieValue(replayed, 'sp_session')).toBeUndefined();
  });

  it('refuses hostile second steps: no pending sign-in, a forged one, no CSRF token, odd codes', async () => {
    const user = await newUser([]);
    const client = await api.t.signIn(user.username, user.password);
    const start = await client.inject({ method: 'POST', url: '/supplier/profile/second-factor/totp/start.json' });
    const { secret } = start.json() as { secret: string };
    await client.inject({
      method: 'POST',
      url: '/supplier/profile/second-factor/totp/confirm.json',
      payload: { code: await codeAt(secret) },
    });
    const { res } = await postPassword(user.username, user.password);
    const forged = await postSecondStep(res, await codeAt(secret, 30), (c) => c.replace(/sp_pending=[^;]+/, 'sp_pending=forged.value'));
    expect(forged.statusCode).toBe(401);
    expect(cookieValue(forged, 'sp_session')).toBeUndefined();
    const none = await postSecondStep(res, await codeAt(secret, 30), (c) => c.replace(/; sp_pending=[^;]+/, ''));
    expect(none.statusCode).toBe(401);
    const noCsrf = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/login/second-step',
      headers: { cookie: `sp_pending=${cookieValue(res, 'sp_pending')}`, 'content-type': FORM },
      payload: form({ code: await codeAt(secret, 30) }),
    });
    expect(noCsrf.statusCode).toBe(403);
    for (const code of ['x'.repeat(5000), '12345\u0000', '']) {
      const odd = await postSecondStep(res, code);
      expect(odd.statusCode).toBeGreaterThanOrEqual(400);
      expect(odd.statusCode).toBeLessThan(500);
    }
    // JSON bodies of the profile calls: the field named
    const badBody = await client.inject({
      method: 'POST',
      url: '/supplier/profile/second-factor/totp/disable.json',
      payload: { code: ['1'] },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'body.code' } });
  });

  it('administrators set the policy and reset a lost factor; nobody else may', async () => {
    const url0 = '/supplier/api/admin/second-factor-policy';
    const kinds = { administratorsRequired: false, suppliersRequired: false, warehouseRequired: true };
    const policy = await api.admin.inject({ method: 'PUT', url: url0, payload: kinds });
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toMatchObject(kinds);
    const off = { ...kinds, warehouseRequired: false };
    expect((await api.admin.inject({ method: 'PUT', url: url0, payload: off })).json()).toMatchObject(off);
    expect((await api.supplier.inject({ method: 'PUT', url: url0, payload: off })).statusCode).toBe(403);
    const partial = await api.admin.inject({ method: 'PUT', url: url0, payload: { administratorsRequired: true } });
    expect(partial.statusCode).toBe(400);
    const user = await newUser([]);
    const client = await api.t.signIn(user.username, user.password);
    const { secret } = (await client.inject({ method: 'POST', url: '/supplier/profile/second-factor/totp/start.json' })).json() as {
      secret: string;
    };
    await client.inject({
      method: 'POST',
      url: '/supplier/profile/second-factor/totp/confirm.json',
      payload: { code: await codeAt(secret) },
    });
    const url = `/supplier/api/admin/users/${user.userId}/second-factor`;
    expect((await api.admin.inject({ method: 'GET', url })).json()).toMatchObject({
      totp: true,
      passkeys: 0,
      recoveryCodesLeft: 10,
      required: false,
    });
    expect((await api.supplier.inject({ method: 'POST', url: `${url}/reset` })).statusCode).toBe(403);
    expect((await api.admin.inject({ method: 'POST', url: `${url}/reset` })).json()).toEqual({ ok: true });
    expect((await api.admin.inject({ method: 'GET', url })).json()).toMatchObject({ totp: false });
    expect((await api.admin.inject({ method: 'POST', url: '/supplier/api/admin/users/999999/second-factor/reset' })).statusCode).toBe(404);
    // with the factor gone the password alone signs in (optional for the user's roles)
    expect((await postPassword(user.username, user.password)).res.statusCode).toBe(303);
  });
});

describe('passkeys over HTTP (the ceremony itself: e2e/second-factor.spec.ts with a virtual authenticator)', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const forgedAssertion = {
    id: b64('no-such-credential'),
    rawId: b64('no-such-credential'),
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: b64('{}'), authenticatorData: b64('x'), signature: b64('y') },
  };

  it('hands out sign-in challenges only with the sign-in page’s form token; a forged passkey opens no session', async () => {
    const { cookie, csrf } = await loginForm(api.t.app);
    const post = (url: string, payload: object, withCookie = true) =>
      api.t.app.inject({ method: 'POST', url, headers: { host: 'localhost', ...(withCookie ? { cookie } : {}) }, payload });
    const noToken = await post('/supplier/login/passkey/options', { _csrf: csrf }, false);
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ code: 'CSRF' });
    const options = await post('/supplier/login/passkey/options', { _csrf: csrf });
    expect(options.statusCode).toBe(200);
    expect(options.json().options).toMatchObject({ rpId: 'localhost', userVerification: 'required', challenge: expect.any(String) });
    expect(options.json().options.allowCredentials ?? []).toEqual([]);
    const forged = await post('/supplier/login/passkey', { _csrf: csrf, response: forgedAssertion });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
    expect(cookieValue(forged, 'sp_session')).toBeUndefined();
    const malformed = await post('/supplier/login/passkey', {
      _csrf: csrf,
      response: { ...forgedAssertion, response: { ...forgedAssertion.response, signature: 'not base64url!' } },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'body.response.response.signature' } });
  });

  it('registration: options for the signed-in user; a forged answer is refused and audited; unknown passkeys are not found', async () => {
    const user = await newUser([]);
    const client = await api.t.signIn(user.username, user.password);
    const options = await client.inject({
      method: 'POST',
      url: '/supplier/profile/second-factor/passkeys/options.json',
      headers: { host: 'localhost' },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: user.username },
      authenticatorSelection: { residentKey: 'required' },
    });
    const forged = await client.inject({
      method: 'POST',
      url: '/supplier/profile/second-factor/passkeys.json',
      headers: { host: 'localhost' },
      payload: {
        name: 'Laptop',
        response: { ...forgedAssertion, response: { clientDataJSON: b64('{}'), attestationObject: b64('z') } },
      },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    const audited = await api.t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', String(user.userId))
      .where('action', '=', 'second-factor.passkey-failed')
      .execute();
    expect(audited).toHaveLength(1);
    const gone = await client.inject({ method: 'DELETE', url: `/supplier/profile/second-factor/passkeys/${b64('nothing')}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
    expect((await client.inject({ method: 'GET', url: '/supplier/profile/second-factor.json' })).json().passkeys).toEqual([]);
  });
});
