import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md is the map of the code: every file or folder it names must exist. A name
 * is a backticked path (`src/server/app.ts`, or short under a source root: `http/auth.ts`,
 * `domain/webhooks/`), or any src/... path in the text; URL paths and patterns (`:param`, `<name>`,
 * `*`) are not file names.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const ROOTS = ['', 'src', 'src/server', 'src/web', 'src/shared', 'src/server/domain', 'src/server/domain/stock', 'src/web/screens'];
const FILE = /\.(ts|tsx|mjs|md|css|json|html)$/;

/** The file and folder names a markdown text gives. */
function namedPaths(text: string): string[] {
  const names = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const name = (code as string).trim();
    if (/[\s:<>*{}?=]|\.\.|^\//.test(name)) continue;
    if (name.startsWith('src/') || (name.includes('/') && (FILE.test(name) || name.endsWith('/')))) names.add(name);
  }
  for (const [name] of text.matchAll(/\bsrc\/[\w./-]*[\w/]/g)) names.add(name);
  return [...names, ...mapEntries(text)];
}

/**
 * The entries of the map's code block: a root at the line's start (`src/server/`, `e2e/`) and the
 * names in its first column below it (`  main.ts`, `  db/`, `  screens/<area>` as `screens/`).
 */
function mapEntries(text: string): string[] {
  const entries: string[] = [];
  let root = '';
  for (const block of text.matchAll(/```\n([\s\S]*?)```/g)) {
    for (const line of (block[1] as string).split('\n')) {
      const top = /^([\w.-]+\/(?:[\w.-]+\/)*)\s/.exec(`${line} `);
      if (top) {
        root = top[1] as string;
        entries.push(root);
        continue;
      }
      const entry = /^ {2}([\w.-]+\/?)(?:<\w+>)?\s/.exec(line);
      if (entry && root) entries.push(`${root}${entry[1]}`);
    }
  }
  return entries;
}

/** Whether a named path exists: as written from the repository root, or under one of the source roots. */
function exists(name: string): boolean {
  if (name.startsWith('src/')) return existsSync(path.join(ROOT, name));
  return ROOTS.some((root) => existsSync(path.join(ROOT, root, name)));
}

describe('docs/ARCHITECTURE.md', () => {
  const text = readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');

  it('names only files and folders that exist', () => {
    const names = namedPaths(text);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !exists(name))).toEqual([]);
  });

  it('links the decision records, and each of them exists', () => {
    expect(text).toContain('](decisions/)');
    const links = [...text.matchAll(/\]\((decisions\/[^)#]+)\)/g)].map((m) => m[1] as string);
    expect(links.filter((link) => !existsSync(path.join(ROOT, 'docs', link)))).toEqual([]);
  });
});

describe('what counts as a named path', () => {
  it('takes backticked files and folders and src/ paths, not URLs or patterns', () => {
    expect(
      namedPaths(
        'see `src/server/app.ts`, `http/auth.ts`, `domain/webhooks/`, `wm/pi/count/:counttype`, `db/functions/<name>.ts`, ' +
          '`GET /supplier/api/x`, `npm run user` and src/shared/errors.ts.',
      ),
    ).toEqual(['src/server/app.ts', 'http/auth.ts', 'domain/webhooks/', 'src/shared/errors.ts']);
  });
});
