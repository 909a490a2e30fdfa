import { describe, expect, it } from 'vitest';
import { appForFile, errorAnswer, getAs } from '../testing/api-test';
import type { SignedInClient } from '../testing/test-app';

const api = appForFile(['admin', 'whfra', 'supplier']);

const refresh = (client: SignedInClient, headers: Record<string, string> = {}) =>
  client.inject({ method: 'POST', url: '/supplier/cache/update.json', headers });

describe('lookups', () => {
  it('answer dropdown options for countries, shipping routes, material groups and types', async () => {
    const countries = await getAs(api.whfra, '/supplier/isocountries.json');
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['content-type']).toContain('application/json');
    const list = countries.json() as { label: string; value: string }[];
    expect(list).toContainEqual({ label: 'Germany', value: 'DE' });
    expect(list.length).toBe(
      Number(
        (
          await api.t.database.db
            .selectFrom('country')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    const byName = await api.t.database.db.selectFrom('country').select('iso_code').orderBy('name').orderBy('iso_code').execute();
    expect(list.map((o) => o.value)).toEqual(byName.map((c) => c.iso_code));

    expect((await getAs(api.whfra, '/supplier/shippingroutes.json')).json()).toContainEqual({
      label: 'EU0001 - Europe road, 2-3 days',
      value: 'EU0001',
    });
    expect((await getAs(api.supplier, '/supplier/material_groups.json')).json()).toEqual([
      { label: 'CABL - Cables', value: 'CABL' },
      { label: 'KEYB - Keyboards', value: 'KEYB' },
      { label: 'MONI - Monitors', value: 'MONI' },
      { label: 'SPAR - Spare parts', value: 'SPAR' },
      { label: 'TERM - Terminals', value: 'TERM' },
    ]);
    expect((await getAs(api.whfra, '/supplier/material_types.json')).json()).toContainEqual({
      label: 'FERT - Finished product',
      value: 'FERT',
    });
  });

  it('need a session', async () => {
    for (const url of [
      '/supplier/isocountries.json',
      '/supplier/material_types.json',
      '/supplier/cache',
      '/supplier/autocomplete/materials',
    ]) {
      expect((await api.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('send validators and answer 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await getAs(api.whfra, '/supplier/material_types.json');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const same = await getAs(api.whfra, '/supplier/material_types.json', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect((await getAs(api.whfra, '/supplier/material_types.json', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await getAs(api.whfra, '/supplier/material_types.json', { 'if-none-match': '*' })).statusCode).toBe(304);
    expect((await getAs(api.whfra, '/supplier/material_types.json', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // another lookup has another validator
    expect((await getAs(api.whfra, '/supplier/material_groups.json', { 'if-none-match': etag })).statusCode).toBe(200);

    expect((await getAs(api.whfra, '/supplier/material_types.json', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await getAs(api.whfra, '/supplier/material_types.json', { 'if-modified-since': before })).statusCode).toBe(200);
    // If-None-Match wins over If-Modified-Since
    expect(
      (await getAs(api.whfra, '/supplier/material_types.json', { 'if-none-match': '"stale"', 'if-modified-since': lastModified }))
        .statusCode,
    ).toBe(200);
    expect((await getAs(api.whfra, '/supplier/material_types.json', { 'if-modified-since': 'not a date' })).statusCode).toBe(200);
  });
});

describe('cache', () => {
  it('lists the cached lookups with versions and content, and answers 304 when nothing changed', async () => {
    const res = await getAs(api.whfra, '/supplier/cache');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBeGreaterThanOrEqual(1);
    expect(body.lookups.map((l: { name: string }) => l.name)).toEqual([
      'isocountries',
      'shippingroutes',
      'material_groups',
      'material_types',
    ]);
    const types = body.lookups.find((l: { name: string }) => l.name === 'material_types');
    expect(types.path).toBe('/supplier/material_types.json');
    expect(types.options).toEqual((await getAs(api.whfra, '/supplier/material_types.json')).json());
    expect(types.count).toBe(types.options.length);
    expect(types.etag).toBe((await getAs(api.whfra, '/supplier/material_types.json')).headers.etag);
    expect((await getAs(api.whfra, '/supplier/cache', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('refresh is for administrators only and needs the CSRF token', async () => {
    const denied = await refresh(api.whfra);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    expect((await refresh(api.supplier)).statusCode).toBe(403);
    const noToken = await api.admin.inject({ method: 'POST', url: '/supplier/cache/update.json', headers: { 'x-csrf-token': 'wrong' } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('CSRF');
    expect((await api.t.app.inject({ method: 'POST', url: '/supplier/cache/update.json' })).statusCode).toBe(401);
  });

  it('refresh bumps the version, keeps validators of unchanged lookups and changes those whose data changed', async () => {
    const before = (await getAs(api.whfra, '/supplier/cache')).json();
    const groupsBefore = await getAs(api.whfra, '/supplier/material_groups.json');
    const typesBefore = await getAs(api.whfra, '/supplier/material_types.json');

    const unchanged = await refresh(api.admin);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.headers['cache-control']).toBe('no-store');
    const u = unchanged.json();
    expect(u.version).toBe(before.version + 1);
    expect(u.lookups.every((l: { changed: boolean }) => !l.changed)).toBe(true);
    expect(
      (await getAs(api.whfra, '/supplier/material_groups.json', { 'if-none-match': String(groupsBefore.headers.etag) })).statusCode,
    ).toBe(304);

    // master data changes; the cache serves the old list until an administrator refreshes it
    await api.t.database.db.insertInto('material_group').values({ material_group: 'ACCS', description: 'Accessories' }).execute();
    expect(
      (await getAs(api.whfra, '/supplier/material_groups.json', { 'if-none-match': String(groupsBefore.headers.etag) })).statusCode,
    ).toBe(304);

    const changed = (await refresh(api.admin)).json();
    expect(changed.version).toBe(before.version + 2);
    const byName = Object.fromEntries(changed.lookups.map((l: { name: string; changed: boolean; etag: string }) => [l.name, l]));
    expect(byName.material_groups.changed).toBe(true);
    expect(byName.material_types.changed).toBe(false);
    expect(byName.material_groups.etag).not.toBe(groupsBefore.headers.etag);

    const stale = await getAs(api.whfra, '/supplier/material_groups.json', { 'if-none-match': String(groupsBefore.headers.etag) });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()[0]).toEqual({ label: 'ACCS - Accessories', value: 'ACCS' });
    expect(stale.headers.etag).toBe(byName.material_groups.etag);
    expect(Date.parse(String(stale.headers['last-modified']))).toBeGreaterThan(Date.parse(String(groupsBefore.headers['last-modified'])));
    // a client holding the old date sees the change too
    expect(
      (await getAs(api.whfra, '/supplier/material_groups.json', { 'if-modified-since': String(groupsBefore.headers['last-modified']) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await getAs(api.whfra, '/supplier/material_types.json', { 'if-none-match': String(typesBefore.headers.etag) })).statusCode,
    ).toBe(304);

    const after = (
      await getAs(api.whfra, '/supplier/cache', { 'if-none-match': String((await getAs(api.whfra, '/supplier/cache')).headers.etag) })
    ).statusCode;
    expect(after).toBe(304);
    const listed = (await getAs(api.whfra, '/supplier/cache')).json();
    expect(listed.version).toBe(changed.version);
    const groups = listed.lookups.find((l: { name: string }) => l.name === 'material_groups');
    expect(groups.version).toBe(changed.version);
    expect(groups.count).toBe(6);
    expect(listed.lookups.find((l: { name: string }) => l.name === 'material_types').version).toBeLessThan(changed.version);
  });
});

describe('autocompletes', () => {
  const ac = (client: SignedInClient, path: string) => getAs(client, `/supplier/autocomplete/${path}`);

  it('materials: prefix of number or description, page size 5 by default, pages with hasMore', async () => {
    const first = await ac(api.whfra, 'materials?q=kbd');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(5);
    expect(body.options).toHaveLength(5);
    expect(body.hasMore).toBe(true);
    const expected = await api.t.database.db
      .selectFrom('material')
      .select(['material_id', 'description'])
      .where('material_id', 'like', 'KBD%')
      .orderBy('material_id')
      .execute();
    expect(body.options[0]).toEqual({
      label: `${expected[0]?.material_id} - ${expected[0]?.description}`,
      value: expected[0]?.material_id,
    });
    const second = (await ac(api.whfra, 'materials?q=kbd&page=2')).json();
    expect(second.options.map((o: { value: string }) => o.value)).toEqual(expected.slice(5, 10).map((m) => m.material_id));

    const all: string[] = [];
    for (let page = 1; page < 100; page++) {
      const p = (await ac(api.whfra, `materials?q=kbd&pageSize=50&page=${page}`)).json();
      all.push(...p.options.map((o: { value: string }) => o.value));
      if (!p.hasMore) break;
    }
    expect(all).toEqual(expected.map((m) => m.material_id));

    const byText = (await ac(api.whfra, 'materials?q=usb-c%20cable&pageSize=50')).json();
    expect(byText.options.length).toBeGreaterThan(0);
    expect(byText.options.every((o: { label: string }) => o.label.includes(' - USB-C Cable'))).toBe(true);
    expect((await ac(api.whfra, 'materials?q=zzz')).json()).toEqual({ options: [], page: 1, pageSize: 5, hasMore: false });
  });

  it('materials by group, by type, and non-serialized', async () => {
    const rows = await api.t.database.db
      .selectFrom('material')
      .select(['material_id', 'material_group', 'material_type', 'serialized'])
      .orderBy('material_id')
      .execute();
    const values = async (path: string) => {
      const res = await ac(api.whfra, path);
      expect(res.statusCode, path).toBe(200);
      return res.json().options.map((o: { value: string }) => o.value);
    };
    expect(await values('materials/by-group/MONI?pageSize=50')).toEqual(
      rows
        .filter((m) => m.material_group === 'MONI')
        .slice(0, 50)
        .map((m) => m.material_id),
    );
    expect(await values('materials/by-group/MONI?q=mon-1001&pageSize=50')).toEqual(
      rows.filter((m) => m.material_group === 'MONI' && m.material_id.startsWith('MON-1001')).map((m) => m.material_id),
    );
    expect(await values('materials/by-type/ERSA?q=spr&pageSize=50')).toEqual(
      rows
        .filter((m) => m.material_type === 'ERSA')
        .slice(0, 50)
        .map((m) => m.material_id),
    );
    expect(await values('materials/by-type/ERSA?q=trm')).toEqual([]);
    const nonSerialized = await values('materials/non-serialized?pageSize=50');
    expect(nonSerialized).toEqual(
      rows
        .filter((m) => !m.serialized)
        .slice(0, 50)
        .map((m) => m.material_id),
    );
    expect(await values('materials/non-serialized?q=trm')).toEqual([]);

    expect((await ac(api.whfra, 'materials/by-group/NOPE')).json()).toEqual(
      errorAnswer('MATERIAL_GROUP_NOT_FOUND', 'Material group NOPE was not found.'),
    );
    expect((await ac(api.whfra, 'materials/by-type/NOPE')).json()).toEqual(
      errorAnswer('MATERIAL_TYPE_NOT_FOUND', 'Material type NOPE was not found.'),
    );
  });

  it('cost centres by number or description prefix, optionally per company code', async () => {
    const res = (await ac(api.whfra, 'cost-centers?q=it%20op&pageSize=10')).json();
    expect(res.options).toEqual([
      { label: '101000 - IT Operations', value: '101000' },
      { label: '201000 - IT Operations', value: '201000' },
      { label: '301000 - IT Operations', value: '301000' },
    ]);
    expect(res.hasMore).toBe(false);
    const us = (await ac(api.whfra, 'cost-centers?q=20&pageSize=50')).json();
    expect(us.options).toHaveLength(6);
    expect(us.options.every((o: { value: string }) => o.value.startsWith('20'))).toBe(true);
    const de = (await ac(api.whfra, 'cost-centers?companyCode=DE01&pageSize=50')).json();
    expect(de.options.map((o: { value: string }) => o.value)).toEqual(['101000', '101010', '101020', '101030', '101040', '101050']);
    expect((await ac(api.whfra, 'cost-centers?companyCode=XX01')).json().options).toEqual([]);
    const paged = (await ac(api.whfra, 'cost-centers?pageSize=4&page=5')).json();
    expect(paged).toMatchObject({ page: 5, pageSize: 4, hasMore: false });
    expect(paged.options).toHaveLength(2);
  });

  it('refuses bad paging and search input with a 400 naming the parameter', async () => {
    for (const [path, field] of [
      ['materials?pageSize=51', 'pageSize'],
      ['materials?pageSize=0', 'pageSize'],
      ['materials?page=10001', 'page'],
      ['materials?page=1.5', 'page'],
      [`materials?q=${'x'.repeat(41)}`, 'q'],
      ['materials?q=a%09b', 'q'],
      ['cost-centers?companyCode=DE-1', 'companyCode'],
      ['materials/by-group/TOO-LONG-GROUP', 'materialGroup'],
      ['materials/by-type/F%20RT', 'materialType'],
    ] as const) {
      const res = await ac(api.whfra, path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().details?.field, path).toContain(field);
      expect(res.json().message, path).not.toMatch(/\b(body|querystring|params)\./);
    }
  });
});
