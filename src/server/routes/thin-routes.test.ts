import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Routes are thin: the contract's access is the route's whole authorization (checked by http/auth.ts);
 * anything finer (a movement type's grant, the reversal rule, a screen's capability flags) is decided in
 * the domain. A route body that asks about grants fails here.
 */
describe('route files', () => {
  it('check no grant themselves', () => {
    const dir = import.meta.dirname;
    const offending = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(dir, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
          .filter(({ line }) => /\.grants\.has\(|\bmayCall\(|\bgrantKey\(|\bmayPostMovement\(/.test(line)),
      )
      .map(({ where, line }) => `${where} ${line.trim()}`);
    expect(offending).toEqual([]);
  });
});
