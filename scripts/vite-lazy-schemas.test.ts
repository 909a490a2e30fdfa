import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { wrapSchemas } from './vite-lazy-schemas';

const HELPER = '/repo/src/web/lazy-schema.ts';

/** A contracts directory of its own, with `files` (name -> source); answers the wrapped names of `file`. */
function wrappedIn(files: Record<string, string>, file: string): string[] {
  const dir = `${mkdtempSync(join(tmpdir(), 'lazy-schemas-'))}/contracts/`;
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(resolve(dir, name, '..'), { recursive: true });
    writeFileSync(resolve(dir, name), source);
  }
  const path = resolve(dir, file);
  return wrapSchemas(readFileSync(path, 'utf8'), path, HELPER, dir)?.names ?? [];
}

const SCHEMAS = `import { z } from 'zod';
import type { Foo } from '../foo';
import { label } from '../../i18n';

export const KINDS = ['A', 'B'] as const;
export const kindSchema = z.enum(KINDS);
const base = z.object({ id: z.string() });
export const row = base.extend({ kind: kindSchema }).meta({ id: 'Row' });
export const shape = row.shape;
export const code = (name: string, max: number) => z.string().trim().max(max, label(name));
export function ident(name: string) {
  if (name === '') return z.string();
  return code(name, 4).regex(/^[A-Z]+$/);
}
export const helper = (n: number) => n + 1;
export const plantId = ident('plant');
export const binId = code('bin', 10).optional();
export const count = helper(1);
export const stringType = z.string;
`;

const ENDPOINTS = `import { z } from 'zod';
import { endpointsFor } from '../endpoint';
import { code, row } from './schemas';

const read = endpointsFor('GET', ['LT12', 'read']);
export const params = z.object({ id: code('id', 10) });
export const getRow = read('/supplier/api/rows/:id', 'A row', { params, response: row });
export const listRows = read('/supplier/api/rows', 'Rows', {
  query: z.object({ kind: z.string().optional() }),
  response: z.object({ rows: z.array(row) }),
  errors: ['NOT_FOUND'],
});
`;

describe('wrapSchemas', () => {
  it('wraps the consts that are schemas: from z, from another schema const, from a factory of the module', () => {
    expect(wrappedIn({ 'area/schemas.ts': SCHEMAS }, 'area/schemas.ts')).toEqual(['kindSchema', 'base', 'row', 'plantId', 'binId']);
  });

  it("wraps an endpoint definition's schema properties and schemas made by an imported factory, never the definition", () => {
    const files = {
      'area/schemas.ts': SCHEMAS,
      'area/endpoints.ts': ENDPOINTS,
      'endpoint.ts': 'export const endpointsFor = () => () => ({});\n',
    };
    expect(wrappedIn(files, 'area/endpoints.ts')).toEqual(['params', 'listRows.query', 'listRows.response']);
  });

  it('leaves a module without zod or factories as it is', () => {
    expect(wrappedIn({ 'area/texts.ts': "export const A = 'a';\nexport const b = [1, 2].map((n) => n);\n" }, 'area/texts.ts')).toEqual([]);
  });

  it('writes the wrapper around the value and imports it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lazy-schemas-'));
    const file = join(dir, 'schemas.ts');
    const out = wrapSchemas("import { z } from 'zod';\nexport const a: z.ZodString = z.string().min(1);\n", file, HELPER, `${dir}/`);
    expect(out?.code).toBe(
      `import { lazySchema as __lazySchema } from "${HELPER}";\nimport { z } from 'zod';\nexport const a: z.ZodString = __lazySchema(() => (z.string().min(1)));\n`,
    );
  });

  it('keeps every contract module valid TypeScript with the same exports', () => {
    const contracts = resolve(import.meta.dirname, '../src/shared/contracts');
    const files = readdirSync(contracts, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const exportsOf = (file: string, code: string) =>
      (parseSync(file, code).program.body as { type: string; declaration?: { declarations?: { id: { name?: string } }[] } }[])
        .flatMap((s) => (s.type === 'ExportNamedDeclaration' ? (s.declaration?.declarations ?? []).map((d) => d.id.name) : []))
        .sort();
    let wrapped = 0;
    for (const name of files) {
      const file = join(contracts, name);
      const code = readFileSync(file, 'utf8');
      const out = wrapSchemas(code, file, HELPER, `${contracts}/`);
      if (!out) continue;
      wrapped += out.names.length;
      expect(() => transformSync(out.code, { loader: 'ts', format: 'esm' }), name).not.toThrow();
      expect(exportsOf(file, out.code), name).toEqual(exportsOf(file, code));
    }
    // the contracts hold several hundred schemas: a change that stopped finding them would show here
    expect(wrapped).toBeGreaterThan(500);
  });
});
