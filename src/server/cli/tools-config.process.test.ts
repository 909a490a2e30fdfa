import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The operator's tools with only DATABASE_URL set: none of them asks for SESSION_SECRET (they serve
 * no HTTP). The database here is a closed port, so each gets as far as connecting and fails there.
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const TOOLS: [string, string, string[]][] = [
  ['ledger:check', 'src/server/domain/stock/ledger-check-cli.ts', []],
  ['db:migrate', 'src/server/db/migrate-cli.ts', []],
  ['seed:demo', 'src/server/seed/cli.ts', []],
  ['user', 'src/server/cli/user.ts', ['list']],
  ['user token', 'src/server/cli/user.ts', ['token', 'list']],
];

describe('tools that serve no HTTP', () => {
  it.each(TOOLS)(
    '%s starts with only DATABASE_URL (no SESSION_SECRET)',
    (_name, file, args) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/portal' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      const output = `${run.stdout}${run.stderr}`;
      expect(output).not.toMatch(/SESSION_SECRET/);
      expect(run.status).not.toBe(0); // the closed port
    },
    40_000,
  );
});
