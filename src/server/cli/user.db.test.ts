import { describe, expect, it, vi } from 'vitest';
import { loadTokenPrincipal } from '../domain/api-tokens/token-principal';
import { verifyPassword } from '../domain/auth/passwords';
import { databaseForFile } from '../testing/db-test';
import { cliErrorText, runUserCli } from './user';

const file = databaseForFile();

async function run(...argv: string[]) {
  const lines: string[] = [];
  // the CLI closes what it opens: hand it the test database with a no-op close
  const code = await runUserCli(
    argv,
    (l) => lines.push(l),
    async () => ({ ...file.database, close: async () => {} }),
  );
  return { code, out: lines.join('\n') };
}

describe('npm run user', () => {
  it('creates the first administrator with scope, lists, grants and sets the password', async () => {
    const created = await run(
      'create',
      '--username',
      'ops',
      '--password',
      'Operator#2026',
      '--first-name',
      'Olga',
      '--admin',
      '--warehouse',
      '--role',
      'WH_OPERATOR',
      '--plant',
      '1000',
      '--plant',
      '2000',
    );
    expect(created.code).toBe(0);
    expect(created.out).toContain('Created user ops');
    const row = await file.database.db.selectFrom('app_user').selectAll().where('username', '=', 'ops').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Olga', is_admin: true, is_warehouse_user: true });
    expect(await verifyPassword(row.password_hash, 'Operator#2026')).toBe(true);

    const list = await run('list');
    expect(list.out).toMatch(/ops\s+Olga\s+admin,warehouse\s+roles WH_OPERATOR plants 1000,2000/);

    expect((await run('grant', '--username', 'ops', '--vendor', 'V100001', '--role', 'SUPPLIER')).code).toBe(0);
    const roles = await file.database.db
      .selectFrom('user_role')
      .select('role_id')
      .where('user_id', '=', row.user_id)
      .orderBy('role_id')
      .execute();
    expect(roles.map((r) => r.role_id)).toEqual(['SUPPLIER', 'WH_OPERATOR']);

    expect((await run('grant', '--role', 'VIEWER', '--module', 'im', '--tcode', 'mmbe', '--description', 'Stock viewer')).code).toBe(0);
    const grants = await file.database.db.selectFrom('role_grant').selectAll().where('role_id', '=', 'VIEWER').execute();
    expect(grants).toEqual([{ role_id: 'VIEWER', module: 'IM', tcode: 'MMBE' }]);

    expect((await run('set-password', '--username', 'OPS', '--password', 'Changed#2026x')).code).toBe(0);
    const after = await file.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('username', '=', 'ops')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(after.password_hash, 'Changed#2026x')).toBe(true);
  });

  it('links a user to a person at the identity provider (sso-link)', async () => {
    const linked = await run('sso-link', '--username', 'supplier', '--subject', 'sub-42', '--issuer', 'https://login.acme.example');
    expect(linked).toEqual({ code: 0, out: 'supplier now signs in as sub-42 at https://login.acme.example.' });
    const user = await file.database.db
      .selectFrom('app_user')
      .select('user_id')
      .where('username', '=', 'supplier')
      .executeTakeFirstOrThrow();
    const identity = await file.database.db
      .selectFrom('sso_identity')
      .selectAll()
      .where('subject', '=', 'sub-42')
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ issuer: 'https://login.acme.example', user_id: user.user_id });
    const audit = await file.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.sso_link')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ object_id: String(user.user_id), details: { issuer: 'https://login.acme.example', subject: 'sub-42' } });
    await expect(run('sso-link', '--username', 'supplier', '--issuer', 'https://login.acme.example')).rejects.toThrow(
      '--subject is required',
    );
  });

  it('explains mistakes in one line and prints usage for an unknown command', async () => {
    await expect(run('create', '--username', 'x', '--password', 'short', '--first-name', 'X')).rejects.toSatisfy((e) =>
      cliErrorText(e).includes('at least 10 characters'),
    );
    await expect(run('create', '--username', 'ops', '--password', 'Operator#2026', '--first-name', 'O')).rejects.toSatisfy((e) =>
      cliErrorText(e).includes('already taken'),
    );
    await expect(run('set-password', '--username', 'nobody', '--password', 'Operator#2026')).rejects.toSatisfy((e) =>
      cliErrorText(e).includes('no user nobody'),
    );
    await expect(run('grant', '--username', 'ops', '--plant', '9999')).rejects.toSatisfy((e) =>
      cliErrorText(e).includes('Unknown plant: 9999'),
    );
    const usage = await run('frobnicate');
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('usage: npm run user');
  });
});

describe('npm run user -- token', () => {
  it('creates a token (secret printed once), lists it and revokes it', async () => {
    const created = await run('token', 'create', '--name', 'erp', '--scopes', 'MASTER,ORDERS,STOCK,EVENTS', '--plants', '1000,2000');
    expect(created.code).toBe(0);
    const secret = /^(spt_\S+)$/m.exec(created.out)?.[1] as string;
    expect(secret).toBeDefined();
    const id = /Created API token (\d+)/.exec(created.out)?.[1] as string;
    const principal = await loadTokenPrincipal(file.database.db, secret);
    expect(principal?.plants).toEqual(['1000', '2000']);
    expect([...(principal?.grants ?? [])].sort()).toEqual([
      'INTEGRATION/EVENTS',
      'INTEGRATION/MASTER',
      'INTEGRATION/ORDERS',
      'INTEGRATION/STOCK',
    ]);

    const list = await run('token', 'list');
    expect(list.out).toMatch(new RegExp(`${id} erp\\s+active\\s+spt_\\S+… scopes MASTER,ORDERS,STOCK,EVENTS plants 1000,2000 last used`));
    expect(list.out).not.toContain(secret);

    expect((await run('token', 'revoke', id)).out).toContain(`API token ${id} is revoked.`);
    expect(await loadTokenPrincipal(file.database.db, secret)).toBeUndefined();
    expect((await run('token', 'list')).out).toMatch(new RegExp(`${id} erp\\s+revoked`));
  });

  it('names what is wrong', async () => {
    const fails = async (text: string, ...argv: string[]) =>
      expect(run('token', ...argv)).rejects.toSatisfy((e) => cliErrorText(e).includes(text));
    await fails('--scopes', 'create', '--name', 'x');
    await fails('scopes', 'create', '--name', 'x', '--scopes', 'SU01');
    await fails('9999', 'create', '--name', 'x', '--scopes', 'EVENTS', '--plants', '9999');
    await fails('token id', 'revoke', 'abc');
    await fails('99999', 'revoke', '99999');
    await fails('--url', 'webhook', '1');
    await fails('url', 'webhook', '1', '--url', 'ftp://erp.example.com/');
  });

  it('sets a webhook (signing secret printed once) and clears it', async () => {
    vi.stubEnv('SESSION_SECRET', 's'.repeat(32)); // what the server would use
    try {
      const created = await run('token', 'create', '--name', 'hook', '--scopes', 'EVENTS');
      const id = /Created API token (\d+)/.exec(created.out)?.[1] as string;
      const set = await run('token', 'webhook', id, '--url', 'https://erp.example.com/hook');
      expect(set.out).toContain(`Events of API token ${id} are POSTed to https://erp.example.com/hook.`);
      expect(set.out).toMatch(/^whsec_/m);
      expect((await run('token', 'webhook', id, '--url', 'https://erp.example.com/other')).out).not.toContain('whsec_');
      expect((await run('token', 'webhook', id, '--clear')).out).toContain('has no webhook now');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
