import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../shared/contracts/users/schemas';
import { createTestApp, loginForm, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.sub_links)]);

describe('GET /supplier/profile/menu', () => {
  it('is nested {desc, url, sub_links}; Download Print App only for warehouse users; logout for all', async () => {
    const wh = (await (await t.signIn('whfra')).inject({ method: 'GET', url: '/supplier/profile/menu' })).json() as MenuItem[];
    const sup = (await (await t.signIn('supplier')).inject({ method: 'GET', url: '/supplier/profile/menu' })).json() as MenuItem[];
    for (const item of flatten(wh)) expect(Object.keys(item).sort()).toEqual(['desc', 'sub_links', 'url']);
    expect(flatten(wh).map((i) => i.desc)).toContain('Download Print App');
    expect(flatten(wh).find((i) => i.desc === 'Warehouse')?.url).toBe('/supplier/warehouse/menu/index');
    expect(flatten(sup).map((i) => i.desc)).not.toContain('Download Print App');
    expect(flatten(sup).map((i) => i.desc)).not.toContain('Warehouse');
    expect(flatten(sup).find((i) => i.desc === 'Logout')?.url).toBe('/supplier/logout');
    const admin = (await (await t.signIn('admin')).inject({ method: 'GET', url: '/supplier/profile/menu' })).json() as MenuItem[];
    expect(flatten(admin).find((i) => i.desc === 'Users and Roles')?.url).toBe('/supplier/admin/users');
    expect(flatten(wh).map((i) => i.desc)).not.toContain('Users and Roles');
  });
});

describe('profile', () => {
  it('reads and saves names, email, phone and language; validates', async () => {
    const c = await t.signIn('whnwk');
    const before = (await c.inject({ method: 'GET', url: '/supplier/profile/edit.json' })).json();
    // no language chosen: the browser's
    expect(before).toMatchObject({ username: 'whnwk', firstName: 'Noah', lastName: 'Newman', language: null });
    const saved = await c.inject({
      method: 'POST',
      url: '/supplier/profile/edit.json',
      payload: { firstName: 'Noa', lastName: 'Newman', email: 'noa@example.com', phone: '+1 973 555 0100', language: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Noa', email: 'noa@example.com', language: 'de' });
    // the page globals carry the new first name
    const page = await c.inject({ method: 'GET', url: '/supplier/profile/edit', headers: { accept: 'text/html' } });
    expect(page.body).toContain('"firstName":"Noa"');
    // ... and the language the page reads, whatever the browser asks for
    const german = await c.inject({
      method: 'GET',
      url: '/supplier/profile/edit',
      headers: { accept: 'text/html', 'accept-language': 'en-US' },
    });
    expect(german.body).toContain('"language":"de"');
    const unknown = await c.inject({
      method: 'POST',
      url: '/supplier/profile/edit.json',
      payload: { firstName: 'Noa', lastName: 'Newman', email: null, phone: null, language: 'xx' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'LANGUAGE_NOT_AVAILABLE' });
    const bad = await c.inject({
      method: 'POST',
      url: '/supplier/profile/edit.json',
      payload: { firstName: '', lastName: '', email: 'nope', phone: '', language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes the password with the current one, enforces the minimum length and ends other sessions', async () => {
    const a = await t.signIn('supplier');
    const b = await t.signIn('supplier');
    const wrong = await a.inject({
      method: 'POST',
      url: '/supplier/profile/password.json',
      payload: { currentPassword: 'nope', newPassword: 'Another#Pass2026' },
    });
    expect(wrong.statusCode).toBe(422);
    const short = await a.inject({
      method: 'POST',
      url: '/supplier/profile/password.json',
      payload: { currentPassword: 'Vendor#2026', newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const ok = await a.inject({
      method: 'POST',
      url: '/supplier/profile/password.json',
      payload: { currentPassword: 'Vendor#2026', newPassword: 'Another#Pass2026' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode).toBe(401);
    await expect(t.signIn('supplier', 'Vendor#2026')).rejects.toThrow();
    const again = await t.signIn('supplier', 'Another#Pass2026');
    // put it back for the other tests
    await again.inject({
      method: 'POST',
      url: '/supplier/profile/password.json',
      payload: { currentPassword: 'Another#Pass2026', newPassword: 'Vendor#2026x' },
    });
  });
});

describe('default page', () => {
  it('lists only pages the user may open, stores the choice, and sign-in lands there', async () => {
    const c = await t.signIn('whfra');
    const list = (await c.inject({ method: 'GET', url: '/supplier/DefaultPage/getList' })).json() as {
      desc: string;
      url: string;
      selected: boolean;
    }[];
    expect(list.map((o) => o.url)).toContain('/supplier/warehouse/menu/index');
    expect(list.map((o) => o.url)).not.toContain('/supplier/admin/users');
    const refused = await c.inject({ method: 'POST', url: '/supplier/DefaultPage/setPage', payload: { url: '/supplier/admin/users' } });
    expect(refused.statusCode).toBe(400);
    expect(
      (await c.inject({ method: 'POST', url: '/supplier/DefaultPage/setPage', payload: { url: '/supplier/profile/edit' } })).statusCode,
    ).toBe(200);
    const after = (await c.inject({ method: 'GET', url: '/supplier/DefaultPage/getList' })).json() as { url: string; selected: boolean }[];
    expect(after.find((o) => o.selected)?.url).toBe('/supplier/profile/edit');
    const { cookie, csrf } = await loginForm(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'whfra', password: 'Scan#1000', _csrf: csrf }).toString(),
    });
    expect(res.headers.location).toBe('/supplier/profile/edit');
  });
});

describe('user preferences', () => {
  it('reads and writes per user and area, validated and limited to 8 KB', async () => {
    const a = await t.signIn('whfra');
    const b = await t.signIn('whnwk');
    expect((await a.inject({ method: 'GET', url: '/supplier/userprefs/wm' })).json()).toEqual({});
    const put = await a.inject({
      method: 'PUT',
      url: '/supplier/userprefs/wm',
      payload: { plant: '1000', sloc: '0001', printer: 'ZD420-1' },
    });
    expect(put.statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/supplier/userprefs/wm' })).json()).toEqual({
      plant: '1000',
      sloc: '0001',
      printer: 'ZD420-1',
    });
    expect((await b.inject({ method: 'GET', url: '/supplier/userprefs/wm' })).json()).toEqual({});
    expect((await a.inject({ method: 'GET', url: '/supplier/userprefs/goodsreceipt' })).json()).toEqual({});
    expect((await a.inject({ method: 'GET', url: '/supplier/userprefs/unknown' })).statusCode).toBe(400);
    const big = await a.inject({ method: 'PUT', url: '/supplier/userprefs/pi', payload: { note: 'x'.repeat(9000) } });
    expect(big.statusCode).toBe(400);
    const notObject = await a.inject({ method: 'PUT', url: '/supplier/userprefs/pi', payload: [1, 2] });
    expect(notObject.statusCode).toBe(400);
    const huge = await a.inject({ method: 'PUT', url: '/supplier/userprefs/pi', payload: { note: 'x'.repeat(40_000) } });
    expect(huge.statusCode).toBe(413);
  });
});

describe('print app download', () => {
  it('serves the print helper to warehouse users only', async () => {
    const wh = await t.signIn('whfra');
    const res = await wh.inject({ method: 'GET', url: '/supplier/profile/download' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="portal-print-helper.mjs"');
    expect(res.body).toContain('const PORTAL = "http://localhost"');
    const sup = await t.signIn('supplier', 'Vendor#2026x');
    expect((await sup.inject({ method: 'GET', url: '/supplier/profile/download' })).statusCode).toBe(403);
  });
});

describe('user-access calls', () => {
  it('answer user info, access per module and tcode, authorizations, also in the legacy shape', async () => {
    const c = await t.signIn('whfra');
    const info = (await c.inject({ method: 'GET', url: '/supplier/api/apiauth/userinfo' })).json();
    expect(info).toMatchObject({ username: 'whfra', firstName: 'Wanda', isWarehouseUser: true, plants: ['1000'] });
    const yes = (await c.inject({ method: 'GET', url: '/supplier/api/apiauth/modules/MM/tcodes/MIGO' })).json();
    expect(yes).toEqual({ module: 'MM', tcode: 'MIGO', authorized: true });
    const no = (await c.inject({ method: 'GET', url: '/supplier/api/apiauth/modules/ADMIN/tcodes/SU01' })).json();
    expect(no.authorized).toBe(false);
    const legacy = (await c.inject({ method: 'GET', url: '/supplier/api/bas/vpusers/modules/mm/tcodes/migo' })).json();
    expect(legacy.authorized).toBe(true);
    const auths = (await c.inject({ method: 'GET', url: '/supplier/api/apiauth/authorizations' })).json().authorizations as {
      module: string;
      tcode: string;
      description: string;
    }[];
    expect(auths).toContainEqual({ module: 'MM', tcode: 'MIGO', description: 'Goods receipt for purchase and stock transport orders' });
    const vp = (await c.inject({ method: 'GET', url: '/supplier/api/bas/vpusers/' })).json();
    expect(vp.username).toBe('whfra');
    expect(vp.authorizations.length).toBe(auths.length);
  });
});
