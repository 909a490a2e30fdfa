import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressRefused } from '../adapters/address-policy';
import { guardedFetch } from '../adapters/guarded-fetch';
import type { OidcConfig } from '../config';
import { confirmTotpEnrolment, startTotpEnrolment } from '../domain/auth/second-factor';
import { sha256 } from '../domain/auth/sessions';
import { SsoClient } from '../domain/auth/sso/client';
import { linkSsoIdentity } from '../domain/auth/sso/sso-sign-in';
import { createUser } from '../domain/users/create-user';
import { signInAtProvider, startIdentityProvider, type TestIdentityProvider } from '../testing/oidc-provider';
import { cookieValue, createTestApp, loginForm, type TestApp } from '../testing/test-app';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider) on a loopback port: the
 * portal's button, the redirect with state, nonce and PKCE, the provider's sign-in, the callback,
 * the user matched by subject or created just in time from the group mapping, logout at the provider.
 */
const ORIGIN = 'http://localhost';
const CALLBACK = `${ORIGIN}/supplier/sso/callback`;
let idp: TestIdentityProvider;
let t: TestApp;
let settings: OidcConfig;

beforeAll(async () => {
  idp = await startIdentityProvider({ redirectUris: [CALLBACK], postLogoutRedirectUris: [`${ORIGIN}/supplier/login`] });
  settings = idp.settings({
    mapping: [
      { group: 'portal-suppliers', roles: ['SUPPLIER'], plants: [], vendors: ['V100001'], admin: false, warehouseUser: false },
      { group: 'portal-admins', roles: ['ADMIN'], plants: ['1000'], vendors: [], admin: true, warehouseUser: false },
    ],
  });
  t = await createTestApp({ oidc: settings, publicOrigin: ORIGIN });
  idp.accounts.set('sub-7c1f', {
    preferred_username: 'nina.sso',
    given_name: 'Nina',
    family_name: 'Nord',
    email: 'nina@acme.example',
    groups: ['portal-suppliers'],
  });
  idp.accounts.set('sub-unknown', { preferred_username: 'udo.unknown', groups: ['portal-suppliers'] });
  idp.accounts.set('sub-nogroup', { preferred_username: 'nora.nogroup', groups: ['elsewhere'] });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const db = () => t.database.db;
const ssoCookie = (res: LightMyRequestResponse) => `sp_sso=${cookieValue(res, 'sp_sso')}`;

/** The portal's redirect to the provider: its URL and the cookie keeping state, nonce and verifier. */
async function start(next = '') {
  const res = await t.app.inject({ method: 'GET', url: `/supplier/sso/start${next ? `?next=${encodeURIComponent(next)}` : ''}` });
  expect(res.statusCode).toBe(303);
  return { location: res.headers.location as string, cookie: ssoCookie(res) };
}

/** The callback as the browser makes it (path and query of the provider's redirect). */
const callback = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: url.replace(ORIGIN, ''), headers: cookie ? { cookie } : {} });

/** Signs in as the provider's `subject` from the portal's button to the callback's answer. */
async function ssoSignIn(subject: string, next = '') {
  const { location, cookie } = await start(next);
  return callback(await signInAtProvider(location, subject, CALLBACK), cookie);
}

const userInfo = (session: string) =>
  t.app.inject({ method: 'GET', url: '/supplier/api/apiauth/userinfo', headers: { cookie: `sp_session=${session}` } });
const auditRows = (action: string) => db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('audit_id').execute();

describe('single sign-on', () => {
  it('shows "Sign in with {company}" on the sign-in page only while SSO is configured', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/supplier/login?next=%2Fsupplier%2Fprofile%2Fedit' });
    expect(page.body).toContain('href="/supplier/sso/start?next=%2Fsupplier%2Fprofile%2Fedit"');
    expect(page.body).toContain('Sign in with <span translate="no">Acme Corp</span>');
    const german = await t.app.inject({ method: 'GET', url: '/supplier/login', headers: { 'accept-language': 'de' } });
    expect(german.body).toContain('Mit <span translate="no">Acme Corp</span> anmelden');
    t.app.ctx.config.oidc = undefined;
    try {
      const off = await t.app.inject({ method: 'GET', url: '/supplier/login' });
      expect(off.body).not.toContain('/supplier/sso/start');
      expect((await t.app.inject({ method: 'GET', url: '/supplier/sso/start' })).statusCode).toBe(404);
    } finally {
      t.app.ctx.config.oidc = settings;
    }
  });

  it('sends the browser to the provider with state, nonce and PKCE (S256), kept in a signed httpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/supplier/sso/start' });
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)?.length).toBeGreaterThanOrEqual(20);
    const cookie = res.cookies.find((c) => c.name === 'sp_sso');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/supplier/sso', sameSite: 'Lax', maxAge: 600 });
    // the verifier is in the cookie, not in the URL
    expect(res.headers.location).not.toContain(
      JSON.parse(Buffer.from(String(cookie?.value).split('.')[0] ?? '', 'base64url').toString()).verifier,
    );
  });

  it('refuses an unknown person while just-in-time creation is off, with a page in the reader’s language', async () => {
    const before = await db().selectFrom('app_user').select('user_id').execute();
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'sub-unknown', CALLBACK);
    const res = await t.app.inject({ method: 'GET', url: back.replace(ORIGIN, ''), headers: { cookie, 'accept-language': 'de' } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Ihr Acme Corp-Konto hat noch keinen Zugang zu diesem Portal');
    expect(res.body).toContain('sub-unknown');
    expect(cookieValue(res, 'sp_session')).toBeUndefined();
    expect(await db().selectFrom('app_user').select('user_id').execute()).toHaveLength(before.length);
    expect((await auditRows('login.sso_refused')).at(-1)?.details).toMatchObject({ reason: 'SSO_UNKNOWN_USER', subject: 'sub-unknown' });
  });

  it('creates a user just in time from the group mapping, matched by subject at the next sign-in', async () => {
    settings.jit = true;
    try {
      const res = await ssoSignIn('sub-7c1f', '/supplier/profile/edit');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/supplier/profile/edit');
      const session = cookieValue(res, 'sp_session') as string;
      const me = (await userInfo(session)).json();
      expect(me).toMatchObject({
        username: 'nina.sso',
        firstName: 'Nina',
        lastName: 'Nord',
        isAdmin: false,
        vendors: ['V100001'],
        plants: [],
      });
      const identity = await db().selectFrom('sso_identity').selectAll().where('subject', '=', 'sub-7c1f').executeTakeFirstOrThrow();
      expect(identity.issuer).toBe(idp.issuer);
      const roles = await db().selectFrom('user_role').select('role_id').where('user_id', '=', identity.user_id).execute();
      expect(roles.map((r) => r.role_id)).toEqual(['SUPPLIER']);
      expect((await auditRows('user.create')).at(-1)).toMatchObject({
        user_id: identity.user_id,
        details: { via: 'sso', subject: 'sub-7c1f' },
      });

      // the second sign-in finds the same user by (issuer, subject), even with another user name at the provider
      idp.accounts.set('sub-7c1f', { ...idp.accounts.get('sub-7c1f'), preferred_username: 'nina.renamed' });
      const again = await ssoSignIn('sub-7c1f');
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe('/supplier/purchaseorders/index');
      expect((await userInfo(cookieValue(again, 'sp_session') as string)).json().username).toBe('nina.sso');
      expect(await db().selectFrom('sso_identity').select('user_id').where('user_id', '=', identity.user_id).execute()).toHaveLength(1);
    } finally {
      settings.jit = false;
    }
  });

  it('creates one user when a new person signs in twice at once', async () => {
    settings.jit = true;
    try {
      idp.accounts.set('sub-twice', { preferred_username: 'tim.twice', groups: ['portal-suppliers'] });
      const [a, b] = await Promise.all([start(), start()]);
      const [backA, backB] = await Promise.all([
        signInAtProvider(a.location, 'sub-twice', CALLBACK),
        signInAtProvider(b.location, 'sub-twice', CALLBACK),
      ]);
      const answers = await Promise.all([callback(backA, a.cookie), callback(backB, b.cookie)]);
      expect(answers.map((r) => r.statusCode)).toEqual([303, 303]);
      expect(await db().selectFrom('app_user').select('user_id').where('username', '=', 'tim.twice').execute()).toHaveLength(1);
    } finally {
      settings.jit = false;
    }
  });

  it('refuses a person no mapping rule gives a role, and a user name that is taken (never linked by name)', async () => {
    settings.jit = true;
    try {
      const none = await ssoSignIn('sub-nogroup');
      expect(none.statusCode).toBe(403);
      expect(none.body).toContain('Your Acme Corp account gives no access to this portal');
      idp.accounts.set('sub-admin-twin', { preferred_username: 'admin', groups: ['portal-admins'] });
      const twin = await ssoSignIn('sub-admin-twin');
      expect(twin.statusCode).toBe(409);
      expect(twin.body).toContain('A portal user with the user name of your Acme Corp account already exists');
      expect(await db().selectFrom('sso_identity').select('user_id').where('subject', '=', 'sub-admin-twin').execute()).toHaveLength(0);
    } finally {
      settings.jit = false;
    }
  });

  it('updates the roles, plants, vendors and flags at the next sign-in when the groups change (audited with before and after)', async () => {
    idp.accounts.set('sub-7c1f', { ...idp.accounts.get('sub-7c1f'), groups: ['portal-admins'] });
    const res = await ssoSignIn('sub-7c1f');
    expect(res.statusCode).toBe(303);
    expect((await userInfo(cookieValue(res, 'sp_session') as string)).json()).toMatchObject({
      isAdmin: true,
      plants: ['1000'],
      vendors: [],
    });
    const change = (await auditRows('user.sso_update')).at(-1);
    expect(change?.details).toMatchObject({
      subject: 'sub-7c1f',
      before: { roles: ['SUPPLIER'], vendors: ['V100001'], isAdmin: false },
      after: { roles: ['ADMIN'], plants: ['1000'], isAdmin: true },
    });
    // out of every portal group: the roles go, the sign-in is refused
    idp.accounts.set('sub-7c1f', { ...idp.accounts.get('sub-7c1f'), groups: [] });
    const gone = await ssoSignIn('sub-7c1f');
    expect(gone.statusCode).toBe(403);
    const userId = (await db().selectFrom('sso_identity').select('user_id').where('subject', '=', 'sub-7c1f').executeTakeFirstOrThrow())
      .user_id;
    expect(await db().selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute()).toEqual([]);
    idp.accounts.set('sub-7c1f', { ...idp.accounts.get('sub-7c1f'), groups: ['portal-suppliers'] });
  });

  it('logs out at the provider’s end-session endpoint when the session came from SSO', async () => {
    const res = await ssoSignIn('sub-7c1f');
    const session = cookieValue(res, 'sp_session') as string;
    const out = await t.app.inject({ method: 'GET', url: '/supplier/logout', headers: { cookie: `sp_session=${session}` } });
    expect(out.statusCode).toBe(303);
    const url = new URL(out.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/supplier/login`);
    expect(url.searchParams.get('id_token_hint')?.split('.')).toHaveLength(3);
    expect((await userInfo(session)).statusCode).toBe(401);
    // the provider accepts the request (its logout confirmation page)
    expect((await fetch(url)).status).toBe(200);
    // a password session logs out in the portal only
    const admin = await t.signIn('admin');
    const plain = await admin.inject({ method: 'GET', url: '/supplier/logout' });
    expect(plain.headers.location).toBe('/supplier/login');
  });

  it('refuses a tampered state, a forged nonce, an answer without a sign-in under way, and a code used twice', async () => {
    const { location, cookie } = await start();
    const back = new URL(await signInAtProvider(location, 'sub-7c1f', CALLBACK));
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const bad = await callback(tampered.href, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The sign-in with Acme Corp did not succeed');
    expect(cookieValue(bad, 'sp_session')).toBeUndefined();
    // no cookie: not this browser's sign-in
    expect((await callback(back.href, '')).statusCode).toBe(400);
    // a cookie whose signature does not match
    const raw = decodeURIComponent(cookie.slice('sp_sso='.length));
    expect((await callback(back.href, `sp_sso=${encodeURIComponent(`${raw.split('.')[0]}x.${raw.split('.')[1]}`)}`)).statusCode).toBe(400);

    // a validly signed cookie with another nonce: the ID token's nonce does not match
    const second = await start();
    const back2 = await signInAtProvider(second.location, 'sub-7c1f', CALLBACK);
    const checks = JSON.parse(Buffer.from(decodeURIComponent(second.cookie.slice(7)).split('.')[0] as string, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...checks, nonce: 'forged-nonce-0123456789' })).toString('base64url');
    const forgedRes = await callback(back2, `sp_sso=${encodeURIComponent(t.app.signCookie(forged))}`);
    expect(forgedRes.statusCode).toBe(400);
    expect(cookieValue(forgedRes, 'sp_session')).toBeUndefined();

    // the right answer works once; its code cannot be used again
    const third = await start();
    const back3 = await signInAtProvider(third.location, 'sub-7c1f', CALLBACK);
    expect((await callback(back3, third.cookie)).statusCode).toBe(303);
    expect((await callback(back3, third.cookie)).statusCode).toBe(400);
  });

  it('answers hostile callback parameters with 4xx, never 500', async () => {
    const { cookie } = await start();
    const queries = [
      '',
      '?state=a&state=b&code=c',
      '?code[]=1&state=2',
      `?code=${'x'.repeat(5000)}&state=s`,
      '?error=access_denied&error_description=The%20user%20said%20no&state=s',
      '?code=abc&state=%00',
      '?code=%ED%A0%80&state=x',
      '?code=abc&state=abc&iss=https%3A%2F%2Fevil.example',
      '?code=abc&state=%F0%9F%98%80&iss=',
      '?response=eyJhbGciOiJub25lIn0.e30.',
    ];
    for (const q of queries) {
      for (const headers of [{ cookie }, {}]) {
        const res = await t.app.inject({ method: 'GET', url: `/supplier/sso/callback${q}`, headers });
        expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, q).toBeLessThan(500);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: `/supplier/sso/start?next=${'%2F'.repeat(3000)}` })).statusCode).toBe(400);
  });

  it('opens a session without the portal’s second step (the provider answers for the sign-in); the password still asks it', async () => {
    const userId = await createUser(db(), null, {
      username: 'sven.sso',
      password: 'Secret#2026x',
      firstName: 'Sven',
      roles: ['SUPPLIER'],
      vendors: ['V100001'],
    });
    await linkSsoIdentity(db(), null, userId, idp.issuer, 'sub-2fa');
    idp.accounts.set('sub-2fa', { preferred_username: 'sven.sso', given_name: 'Sven', groups: ['portal-suppliers'] });
    const { secret } = await startTotpEnrolment(db(), { userId, ip: null }, 'sven.sso', 'Portal');
    await confirmTotpEnrolment(db(), { userId, ip: null }, await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));

    const res = await ssoSignIn('sub-2fa');
    expect(res.statusCode).toBe(303);
    const session = cookieValue(res, 'sp_session') as string;
    expect((await userInfo(session)).json()).toMatchObject({ username: 'sven.sso' });
    const row = await db()
      .selectFrom('user_session')
      .select('second_factor_enrolment')
      .where('session_hash', '=', sha256(session))
      .executeTakeFirstOrThrow();
    expect(row.second_factor_enrolment).toBe(false);

    const { cookie, csrf } = await loginForm(t.app);
    const password = await t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'sven.sso', password: 'Secret#2026x', _csrf: csrf }).toString(),
    });
    expect(password.statusCode).toBe(200);
    expect(password.body).toContain('action="/supplier/login/second-step"');
    expect(cookieValue(password, 'sp_session')).toBeUndefined();
  });

  it('refuses a password sign-in for a role whose password sign-in is switched off', async () => {
    settings.passwordOffRoles = ['ADMIN'];
    try {
      const { cookie, csrf } = await loginForm(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/supplier/login',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: 'admin', password: 'Admin#2026', _csrf: csrf }).toString(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Your account does not sign in with a password');
      expect(cookieValue(res, 'sp_session')).toBeUndefined();
      expect((await auditRows('login.password_off')).length).toBeGreaterThan(0);
      // other roles sign in with a password as before
      await expect(t.signIn('supplier')).resolves.toBeDefined();
    } finally {
      settings.passwordOffRoles = [];
    }
  });

  it('refuses a passkey without a password (a first factor) for such a role too, and lets it in for others', async () => {
    // a software authenticator: a P-256 key registered as the user's passkey, signing the portal's challenge
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coordinate = (v: string | undefined) => Buffer.from(v ?? '', 'base64url');
    const cose = Buffer.concat([
      Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
      coordinate(jwk.x),
      Buffer.from([0x22, 0x58, 0x20]),
      coordinate(jwk.y),
    ]);
    const credentialId = Buffer.from('sso-passkey-credential').toString('base64url');
    const admin = await db().selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await db()
      .insertInto('user_passkey')
      .values({ credential_id: credentialId, user_id: admin.user_id, public_key: cose.toString('base64url'), name: 'Test key' })
      .execute();
    let counter = 0;
    const passkeySignIn = async () => {
      const { cookie, csrf } = await loginForm(t.app);
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      const { challenge } = (await post('/supplier/login/passkey/options', { _csrf: csrf })).json().options;
      const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: ORIGIN, crossOrigin: false }));
      const count = Buffer.alloc(4);
      count.writeUInt32BE(++counter);
      // rpIdHash, flags: user present and verified, signature counter
      const authData = Buffer.concat([createHash('sha256').update('localhost').digest(), Buffer.from([0x05]), count]);
      const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientData).digest()]), privateKey);
      const response = {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
      };
      return post('/supplier/login/passkey', { _csrf: csrf, response });
    };
    try {
      settings.passwordOffRoles = ['ADMIN'];
      const refused = await passkeySignIn();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PASSWORD_SIGN_IN_OFF' });
      expect(cookieValue(refused, 'sp_session')).toBeUndefined();
      settings.passwordOffRoles = [];
      const allowed = await passkeySignIn();
      expect(allowed.statusCode).toBe(200);
      expect(cookieValue(allowed, 'sp_session')).toBeTruthy();
    } finally {
      settings.passwordOffRoles = [];
      await db().deleteFrom('user_passkey').where('credential_id', '=', credentialId).execute();
    }
  });

  it('answers "cannot be reached" when the provider is down, and discovers again at the next use', async () => {
    const client = new SsoClient({ ...settings, issuer: 'http://127.0.0.1:9' });
    await expect(client.start(CALLBACK, '')).rejects.toMatchObject({ code: 'SSO_UNAVAILABLE' });
    // a failed discovery is not kept: once the provider answers, sign-in starts
    client.settings.issuer = idp.issuer;
    await expect(client.start(CALLBACK, '')).resolves.toMatchObject({ url: expect.stringContaining(`${idp.issuer}/auth?`) });
  });

  it('reaches the provider only through the address policy', async () => {
    const strict = guardedFetch({ allowLoopback: false, allowPublic: true, networks: [] }, 1000);
    const get = { method: 'GET', headers: {} };
    await expect(strict(`${idp.issuer}/.well-known/openid-configuration`, get)).rejects.toMatchObject({
      reason: 'not an https:// address',
    });
    await expect(strict('https://127.0.0.1:1/', get)).rejects.toMatchObject({ reason: 'this machine' });
    await expect(strict('https://169.254.169.254/latest/meta-data', get)).rejects.toMatchObject({
      reason: 'a link-local or metadata address',
    });
    await expect(strict('https://10.1.2.3/', get)).rejects.toBeInstanceOf(AddressRefused);
    const client = new SsoClient({ ...settings, allowLoopback: false });
    await expect(client.start(CALLBACK, '')).rejects.toMatchObject({ code: 'SSO_UNAVAILABLE' });
    const loopback = guardedFetch({ allowLoopback: true, allowPublic: false, networks: [] }, 1000);
    expect((await loopback(`${idp.issuer}/.well-known/openid-configuration`, get)).status).toBe(200);
  });
});
