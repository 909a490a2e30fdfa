import { describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';

const api = appForFile(['admin'] as const);

describe('user administration', () => {
  it('creates a user with roles and scope; the user signs in with exactly those grants', async () => {
    const res = await api.admin.inject({
      method: 'POST',
      url: '/supplier/api/admin/users',
      payload: {
        username: 'rcv1',
        password: 'Receive#2026',
        firstName: 'Rita',
        lastName: 'Receiver',
        isWarehouseUser: true,
        roles: ['WH_OPERATOR'],
        plants: ['3000'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'rcv1', roles: ['WH_OPERATOR'], plants: ['3000'], vendors: [], active: true });
    const rita = await api.t.signIn('rcv1', 'Receive#2026');
    const info = (await rita.inject({ method: 'GET', url: '/supplier/api/apiauth/userinfo' })).json();
    expect(info).toMatchObject({ firstName: 'Rita', isWarehouseUser: true, plants: ['3000'] });
    const dup = await api.admin.inject({
      method: 'POST',
      url: '/supplier/api/admin/users',
      payload: { username: 'RCV1', password: 'Receive#2026', firstName: 'X' },
    });
    expect(dup.statusCode).toBe(409);
    const badScope = await api.admin.inject({
      method: 'POST',
      url: '/supplier/api/admin/users',
      payload: { username: 'x1', password: 'Receive#2026', firstName: 'X', plants: ['9999'] },
    });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.json().message).toContain('9999');
    const short = await api.admin.inject({
      method: 'POST',
      url: '/supplier/api/admin/users',
      payload: { username: 'x2', password: 'short', firstName: 'X' },
    });
    expect(short.statusCode).toBe(400);
  });

  it('updates roles and scope, resets a password (ending the user sessions), deactivates', async () => {
    const list = (await api.admin.inject({ method: 'GET', url: '/supplier/api/admin/users?search=rcv' })).json().users as {
      userId: number;
      username: string;
    }[];
    const rita = list.find((u) => u.username === 'rcv1')!;
    const session = await api.t.signIn('rcv1', 'Receive#2026');
    const upd = await api.admin.inject({
      method: 'PUT',
      url: `/supplier/api/admin/users/${rita.userId}`,
      payload: { firstName: 'Rita', lastName: 'R', isWarehouseUser: false, roles: ['SUPPLIER'], vendors: ['V100001'] },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ roles: ['SUPPLIER'], plants: [], vendors: ['V100001'], isWarehouseUser: false });
    // grants are read per request: the running session sees the change at once
    const check = (await session.inject({ method: 'GET', url: '/supplier/api/apiauth/modules/MM/tcodes/MIGO' })).json();
    expect(check.authorized).toBe(false);
    const pw = await api.admin.inject({
      method: 'PUT',
      url: `/supplier/api/admin/users/${rita.userId}/password`,
      payload: { password: 'Reset#Pass2026' },
    });
    expect(pw.statusCode).toBe(200);
    expect((await session.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode).toBe(401);
    const again = await api.t.signIn('rcv1', 'Reset#Pass2026');
    await api.admin.inject({
      method: 'PUT',
      url: `/supplier/api/admin/users/${rita.userId}`,
      payload: { firstName: 'Rita', active: false },
    });
    expect((await again.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode).toBe(401);
    await expect(api.t.signIn('rcv1', 'Reset#Pass2026')).rejects.toThrow();
  });

  it('keeps the last active administrator', async () => {
    const me = (await api.admin.inject({ method: 'GET', url: '/supplier/api/admin/users?search=admin' }))
      .json()
      .users.find((u: { username: string }) => u.username === 'admin');
    const res = await api.admin.inject({
      method: 'PUT',
      url: `/supplier/api/admin/users/${me.userId}`,
      payload: { firstName: 'Ada', isAdmin: false, roles: ['ADMIN'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('LAST_ADMIN');
  });

  it('manages roles and their grants, refusing unknown transaction codes and roles in use', async () => {
    const save = await api.admin.inject({
      method: 'PUT',
      url: '/supplier/api/admin/roles/AUDITOR',
      payload: {
        description: 'Reads stock',
        grants: [
          { module: 'IM', tcode: 'MMBE' },
          { module: 'IM', tcode: 'MB51' },
        ],
      },
    });
    expect(save.statusCode).toBe(200);
    const role = save.json().roles.find((r: { roleId: string }) => r.roleId === 'AUDITOR');
    expect(role.grants).toEqual([
      { module: 'IM', tcode: 'MB51' },
      { module: 'IM', tcode: 'MMBE' },
    ]);
    const bad = await api.admin.inject({
      method: 'PUT',
      url: '/supplier/api/admin/roles/AUDITOR',
      payload: { description: 'x', grants: [{ module: 'IM', tcode: 'NOPE' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await api.admin.inject({ method: 'DELETE', url: '/supplier/api/admin/roles/WH_OPERATOR' })).statusCode).toBe(422);
    expect((await api.admin.inject({ method: 'DELETE', url: '/supplier/api/admin/roles/AUDITOR' })).statusCode).toBe(200);
    expect((await api.admin.inject({ method: 'DELETE', url: '/supplier/api/admin/roles/AUDITOR' })).statusCode).toBe(404);
  });

  it('is refused to non-administrators and audited', async () => {
    const wh = await api.t.signIn('whfra');
    expect((await wh.inject({ method: 'GET', url: '/supplier/api/admin/users' })).statusCode).toBe(403);
    const rows = await api.t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['user.create', 'user.update', 'user.password', 'role.save', 'role.delete'])
      .execute();
    expect(new Set(rows.map((r) => r.action))).toEqual(
      new Set(['user.create', 'user.update', 'user.password', 'role.save', 'role.delete']),
    );
  });
});
