import { describe, expect, it, vi } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';

const api = appForFile(['admin', 'supplier', 'whfra'] as const);
const AUDIT = '/supplier/api/admin/audit';

/** A supplier administrator of vendor V100001: a supplier user holding ADMIN/AUDIT through a role. */
async function supplierAdmin() {
  const role = await api.admin.inject({
    method: 'PUT',
    url: '/supplier/api/admin/roles/SUPPLIER_ADMIN',
    payload: {
      description: 'Supplier administrator',
      grants: [
        { module: 'ADMIN', tcode: 'AUDIT' },
        { module: 'MM', tcode: 'ME23N' },
      ],
    },
  });
  expect(role.statusCode).toBe(200);
  const created = await api.admin.inject({
    method: 'POST',
    url: '/supplier/api/admin/users',
    payload: { username: 'supadm', password: 'Vendor#Admin1', firstName: 'Sue', roles: ['SUPPLIER_ADMIN'], vendors: ['V100001'] },
  });
  expect(created.statusCode).toBe(201);
  return api.t.signIn('supadm', 'Vendor#Admin1');
}

describe('the audit trail over HTTP', () => {
  it('finds a role change with before and after, and a token call with its token (never its secret)', async () => {
    const users = (await getAs(api.admin, '/supplier/api/admin/users?search=whnwk')).json().users;
    const whnwk = users[0];
    const changed = await api.admin.inject({
      method: 'PUT',
      url: `/supplier/api/admin/users/${whnwk.userId}`,
      payload: { ...whnwk, roles: [...whnwk.roles, 'ADMIN'] },
    });
    expect(changed.statusCode).toBe(200);
    const found = await getAs(api.admin, `${AUDIT}?action=user.update&object=${whnwk.userId}`);
    expect(found.statusCode).toBe(200);
    const [row] = found.json().items;
    expect(row).toMatchObject({ username: 'admin', action: 'user.update', objectType: 'user', objectId: String(whnwk.userId) });
    expect(row.changes).toEqual([{ field: 'roles', before: '["WH_OPERATOR"]', after: '["ADMIN","WH_OPERATOR"]' }]);
    expect(row.ip).toBeTruthy();

    const token = await api.t.tokenClient(['EVENTS']);
    expect((await token.inject({ method: 'GET', url: '/supplier/api/integration/v1/events' })).statusCode).toBe(200);
    // a token call is audited once its answer is sent (the onResponse hook): wait for the row, never a fixed time
    const calls = await vi.waitFor(async () => {
      const items = (await getAs(api.admin, `${AUDIT}?action=API_CALL&object=${token.tokenId}`)).json().items;
      expect(items.length).toBeGreaterThan(0);
      return items;
    });
    expect(calls[0].token).toMatchObject({ tokenId: token.tokenId, name: expect.any(String), prefix: expect.any(String) });
    expect(JSON.stringify(calls)).not.toContain(token.secret);
    expect((await getAs(api.admin, `${AUDIT}/actions`)).json().actions).toEqual(
      expect.arrayContaining(['API_CALL', 'user.update', 'login']),
    );
  });

  it('exports the filtered rows as CSV in the reader’s dialect, formulas defused', async () => {
    const en = await getAs(api.admin, `${AUDIT}/export.csv?action=user.update`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    const lines = en.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time,User,Action,Object type,Document or record,Plant,Address,API token,Changes and details,Details');
    expect(lines.slice(1).every((l) => l.includes(',user.update,'))).toBe(true);
    const de = await getAs(api.admin, `${AUDIT}/export.csv?action=user.update`, { 'accept-language': 'de-DE' });
    expect(de.body.split('\r\n')[0]).toBe(
      'Zeit;Benutzer;Aktion;Objektart;Beleg oder Datensatz;Werk;Adresse;API-Token;Änderungen und Details;Details',
    );
    // a value that a spreadsheet would run is written as text: a token named like a formula starts its cell
    const created = await api.admin.inject({
      method: 'POST',
      url: '/supplier/api/admin/tokens',
      payload: { name: '-cmd erp', scopes: ['EVENTS'] },
    });
    expect(created.statusCode).toBe(201);
    const csv = (await getAs(api.admin, `${AUDIT}/export.csv?object=${created.json().token.tokenId}`)).body;
    expect(csv).toContain(`,'-cmd erp (`);
    expect(csv).not.toMatch(/(^|[,;\n])"?-cmd/);
  });

  it('a supplier administrator reads its own vendor’s rows only; others may not read the trail at all', async () => {
    const sue = await supplierAdmin();
    // the supplier signs in (its row) and so does the warehouse user (not the vendor's)
    await api.t.signIn('supplier');
    const page = (await getAs(sue, `${AUDIT}?pageSize=200`)).json();
    const names = new Set(page.items.map((r: { username: string | null }) => r.username));
    expect(names.has('supplier')).toBe(true);
    for (const name of names) expect(['supplier', 'supadm']).toContain(name);
    const csv = (await getAs(sue, `${AUDIT}/export.csv`)).body;
    expect(csv).not.toMatch(/,(admin|whfra),/);
    expect((await getAs(api.supplier, AUDIT)).statusCode).toBe(403);
    expect((await getAs(api.whfra, `${AUDIT}/export.csv`)).statusCode).toBe(403);
  });

  it('refuses hostile filters with a 400 naming the field', async () => {
    await expectBadInput(api.admin, `${AUDIT}?dateFrom=0000-01-01`, 'dateFrom');
    await expectBadInput(api.admin, `${AUDIT}?dateTo=2026-02-30`, 'dateTo');
    await expectBadInput(api.admin, `${AUDIT}?page=99999999999`, 'page');
    await expectBadInput(api.admin, `${AUDIT}?pageSize=100000`, 'pageSize');
    await expectBadInput(api.admin, `${AUDIT}?action=${encodeURIComponent("x' or 1=1 --")}`, 'action');
    await expectBadInput(api.admin, `${AUDIT}/export.csv?user=${'a'.repeat(61)}`, 'user');
    await expectBadInput(api.admin, `${AUDIT}?plant=${encodeURIComponent('10 0')}`, 'plant');
    const nul = await getAs(api.admin, `${AUDIT}?user=ad%00min`);
    expect(nul.statusCode).toBe(400);
    // the last page the cap allows answers at once, empty
    const far = await getAs(api.admin, `${AUDIT}?page=100000`);
    expect(far.statusCode).toBe(200);
    expect(far.json().items).toEqual([]);
  });
});
