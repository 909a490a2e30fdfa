import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFunctions } from '.';

const serverRoot = resolve(import.meta.dirname, '../..');

/** Every .ts source file under src/server (tests aside), with its text. */
async function serverSources(): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(serverRoot, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
  return Promise.all(files.map(async (path) => ({ path: relative(serverRoot, path), text: await readFile(path, 'utf8') })));
}

describe('database function files', () => {
  it('define each function in exactly one source file: its own, named after it', async () => {
    const definedIn = new Map<string, string[]>();
    for (const { path, text } of await serverSources()) {
      for (const m of text.matchAll(/\bcreate\s+(?:or\s+replace\s+)?function\s+(\w+)\s*\(/gi)) {
        const name = m[1]!.toLowerCase();
        definedIn.set(name, [...new Set([...(definedIn.get(name) ?? []), path])]);
      }
    }
    for (const [name, paths] of definedIn) expect({ name, paths }).toEqual({ name, paths: [paths[0]] });
    for (const f of databaseFunctions) expect(definedIn.get(f.name)).toEqual([`db/functions/${f.name}.ts`]);
  });

  it('are all listed, each once', async () => {
    const files = (await readdir(import.meta.dirname)).filter((n) => n.endsWith('.ts') && n !== 'index.ts' && !n.endsWith('.test.ts'));
    expect(databaseFunctions.map((f) => f.name).sort()).toEqual(files.map((n) => basename(n, '.ts')).sort());
  });

  it('leave `create or replace function` out of the migrations: a replaced body would hide the current one', async () => {
    const migrations = (await serverSources()).filter((s) => s.path.startsWith('db/migrations/'));
    expect(migrations.length).toBeGreaterThan(30);
    expect(migrations.filter((s) => /\bcreate\s+or\s+replace\s+function\b/i.test(s.text)).map((s) => s.path)).toEqual([]);
  });
});
