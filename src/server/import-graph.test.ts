import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the source tree, as a test: no two files import each other (directly or in a loop),
 * and the ledger's posting core imports no area of domain/ (each area registers its reference type's
 * handler in domain/references.ts instead). Relative imports only: packages cannot loop into src/.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;'"]*?(?:from\s+)?'(\.[^']+)'/g)) {
    const base = path.join(path.dirname(file), m[1] as string);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (c) => fs.existsSync(c) && fs.statSync(c).isFile(),
    );
    if (target) found.push(target);
  }
  return found;
}

const files = sourceFiles(path.join(ROOT, 'src'));
const graph = new Map(files.map((f) => [f, importsOf(f)]));

/** Strongly connected components of more than one file (Tarjan). */
function loops(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(path.relative(ROOT, w));
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return found;
}

describe('the import graph of src/', () => {
  it('reads the imports it checks', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(graph.get(path.join(ROOT, 'src/server/domain/references.ts'))?.map((f) => path.relative(ROOT, f))).toContain(
      'src/server/domain/orders/purchase-order-reference.ts',
    );
  });

  it('has no import loop', () => {
    expect(loops()).toEqual([]);
  });

  it('keeps the posting core out of every area: it imports only the ledger, shared code and the database', () => {
    const core = path.join(ROOT, 'src/server/domain/stock/posting');
    // who posts: the request's principal (domain/principal.ts, beside errors.ts), a type that imports nothing
    const principal = path.join(ROOT, 'src/server/domain/principal.ts');
    expect(graph.get(principal)).toEqual([]);
    const allowed = [
      principal,
      core,
      path.join(ROOT, 'src/server/domain/stock'),
      path.join(ROOT, 'src/server/domain/errors.ts'),
      path.join(ROOT, 'src/server/domain/number-range.ts'),
      path.join(ROOT, 'src/server/domain/natural-batches.ts'),
      path.join(ROOT, 'src/server/db'),
      path.join(ROOT, 'src/shared'),
    ];
    const outside = [...graph]
      .filter(([file]) => file.startsWith(core))
      .flatMap(([file, deps]) =>
        deps
          .filter((d) => !allowed.some((a) => d === a || (d.startsWith(`${a}${path.sep}`) && (a !== allowed[1] || path.dirname(d) === a))))
          .map((d) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, d)}`),
      );
    expect(outside).toEqual([]);
  });
});
