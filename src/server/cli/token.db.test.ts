import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect';
import { loadTokenPrincipal } from '../domain/api-tokens/token-principal';
import { createTestDatabase } from '../testing/test-db';
import { cliErrorText, runUserCli } from './user';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function run(...argv: string[]) {
  const lines: string[] = [];
  try {
    const code = await runUserCli(
      argv,
      (l) => lines.push(l),
      async () => ({ ...database, close: async () => {} }),
    );
    return { code, out: lines.join('\n') };
  } catch (error) {
    return { code: 1, out: cliErrorText(error) };
  }
}

describe('npm run user -- token', () => {
  it('creates a token (secret printed once), lists it and revokes it', async () => {
    const created = await run('token', 'create', '--name', 'erp', '--scopes', 'MASTER,ORDERS,STOCK,EVENTS', '--plants', '1000,2000');
    expect(created.code).toBe(0);
    const secret = /^(spt_\S+)$/m.exec(created.out)?.[1] as string;
    expect(secret).toBeDefined();
    const id = /Created API token (\d+)/.exec(created.out)?.[1] as string;
    const principal = await loadTokenPrincipal(database.db, secret);
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
    expect(await loadTokenPrincipal(database.db, secret)).toBeUndefined();
    expect((await run('token', 'list')).out).toMatch(new RegExp(`${id} erp\\s+revoked`));
  });

  it('names what is wrong', async () => {
    expect((await run('token', 'create', '--name', 'x')).out).toContain('--scopes');
    expect((await run('token', 'create', '--name', 'x', '--scopes', 'SU01')).out).toContain('scopes');
    expect((await run('token', 'create', '--name', 'x', '--scopes', 'EVENTS', '--plants', '9999')).out).toContain('9999');
    expect((await run('token', 'revoke', 'abc')).out).toContain('token id');
    expect((await run('token', 'revoke', '99999')).out).toContain('99999');
  });
});
