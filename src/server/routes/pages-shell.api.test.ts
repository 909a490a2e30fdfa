import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SHELL_COOKIE, SHELL_TAG_HEADER } from '../../shared/globals';
import { appForFile } from '../testing/api-test';
import { loginForm, type SignedInClient, signInClient } from '../testing/test-app';

/**
 * The app shell's digest (shared/globals.ts SHELL_COOKIE): each page names it in a header and the cookie keeps it,
 * so a handheld's service worker answers the next page from its kept copy only while that copy is the server's
 * (src/web/sw.ts); signing in or out and the session's own profile changes clear it.
 */
const api = appForFile(['whfra', 'whnwk', 'supplier'] as const);

const MENU = '/supplier/warehouse/menu/index';
const page = (client: SignedInClient, url = MENU, headers: Record<string, string> = {}) =>
  client.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const shellCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SHELL_COOKIE);
const tagOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(200);
  const tag = res.headers[SHELL_TAG_HEADER];
  expect(tag).toMatch(/^[\w-]{22}$/);
  return tag as string;
};
/** The answer clears the cookie (empty, expired). */
const cleared = (res: LightMyRequestResponse) => {
  const cookie = shellCookie(res);
  expect(cookie?.value).toBe('');
  expect(cookie?.path).toBe('/supplier');
  expect(new Date(cookie?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
};

describe("the app shell's digest", () => {
  it('a page names it and the cookie keeps it, readable by the service worker, on its scope', async () => {
    const res = await page(api.whfra);
    const tag = tagOf(res);
    const cookie = shellCookie(res);
    expect(cookie).toMatchObject({ value: tag, path: '/supplier', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('is one for every page of a reader, another for another reader or language, and none without a session', async () => {
    const menu = tagOf(await page(api.whfra));
    expect(tagOf(await page(api.whfra, '/supplier/warehouse/goodsreceipt/index'))).toBe(menu);
    expect(tagOf(await page(api.whfra))).toBe(menu);
    expect(tagOf(await page(api.supplier, '/supplier/profile/edit'))).not.toBe(menu);
    expect(tagOf(await page(api.whfra, MENU, { 'accept-language': 'de-DE,de;q=0.9' }))).not.toBe(menu);

    const anonymous = await api.t.app.inject({ method: 'GET', url: MENU, headers: { accept: 'text/html' } });
    expect(anonymous.statusCode).not.toBe(200);
    expect(anonymous.headers[SHELL_TAG_HEADER]).toBeUndefined();
    expect(shellCookie(anonymous)).toBeUndefined();
  });

  it('changes with the profile, whose change clears the cookie (the next page comes from the server)', async () => {
    const client = api.whnwk;
    const before = tagOf(await page(client));
    const { lastName, email, phone, language } = (await client.inject({ method: 'GET', url: '/supplier/profile/edit.json' })).json();
    const saved = await client.inject({
      method: 'POST',
      url: '/supplier/profile/edit.json',
      payload: { firstName: 'Renamed', lastName, email: email ?? '', phone: phone ?? '', language: language ?? '' },
    });
    expect(saved.statusCode).toBe(200);
    cleared(saved);
    expect(tagOf(await page(client))).not.toBe(before);
  });

  it('signing in and signing out clear the cookie', async () => {
    const { cookie, csrf } = await loginForm(api.t.app);
    const signIn = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'whfra', password: 'Scan#1000', _csrf: csrf }).toString(),
    });
    expect(signIn.statusCode).toBe(303);
    cleared(signIn);

    const client = await signInClient(api.t.app, api.t.database.db, 'whfra', 'Scan#1000');
    const out = await client.inject({ method: 'POST', url: '/supplier/logout', payload: {} });
    expect(out.statusCode).toBe(303);
    cleared(out);
  });
});

describe('the data the stock overview first asks for, named in its page', () => {
  const STOCK = '/supplier/warehouse/invmgmt/stock/index';
  const firstList = async (client: SignedInClient, url = STOCK) =>
    /<link rel="preload" as="fetch" crossorigin href="(\/supplier\/api\/warehouse\/stock\?[^"]*)">/.exec(
      (await page(client, url)).body,
    )?.[1];
  const remember = async (client: SignedInClient, data: Record<string, unknown>) =>
    expect((await client.inject({ method: 'PUT', url: '/supplier/userprefs/displaystock', payload: data })).statusCode).toBe(200);

  it("is the remembered plant's first page while it is one of the reader's plants, else every position's", async () => {
    const client = api.whnwk;
    const setup = (await client.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/stock/initdata.json' })).json();
    const plant = setup.plants[0].plantId as string;
    expect(await firstList(client)).toBe('/supplier/api/warehouse/stock?limit=50');
    await remember(client, { plant });
    expect(await firstList(client)).toBe(`/supplier/api/warehouse/stock?plant=${plant}&#38;limit=50`);
    // an address with a query: the screen asks by it, the page names no list
    expect(await firstList(client, `${STOCK}?plant=${plant}`)).toBeUndefined();
    // a plant that is not the reader's any more: the screen shows every position, and so does the page
    await remember(client, { plant: '9999' });
    expect(await firstList(client)).toBe('/supplier/api/warehouse/stock?limit=50');
    await remember(client, {});
    expect(await firstList(client)).toBe('/supplier/api/warehouse/stock?limit=50');
  });
});
