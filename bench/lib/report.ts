import { existsSync, readFileSync, writeFileSync } from 'node:fs';

// biome-ignore lint/suspicious/noExplicitAny: the report reads loosely shaped results
type Any = Record<string, any>;

const fmt = (v: unknown, digits = 1) =>
  typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : v === undefined ? 'n/a' : String(v);

/** latest.md: one table of every figure, with the product's target beside it. */
export function renderMarkdown(results: Any): string {
  const rows: string[][] = [];
  const ceiling = results.ceiling ?? {};
  for (const p of ceiling.pgbench ?? []) rows.push(['ceiling', `pgbench TPC-B scale 10, ${p.clients} clients`, `${fmt(p.tps, 0)} tps`, '']);
  if (ceiling.bare) rows.push(['ceiling', 'bare Fastify route, 32 connections', `${fmt(ceiling.bare.requestsPerSecond, 0)} req/s`, '']);
  const q = ceiling.bare?.withQuery;
  if (q)
    rows.push([
      'ceiling',
      'bare Fastify route asking PostgreSQL `select $1` once per request, 32 connections',
      `${fmt(q.requestsPerSecond, 0)} req/s (${fmt(q.requestsPerSecond / ceiling.bare.requestsPerSecond, 2)} of the bare route)`,
      '',
    ]);
  for (const [kind, figures] of Object.entries<Any>(results.databases ?? {})) {
    for (const [name, f] of Object.entries<Any>(figures)) {
      if (f.error) {
        rows.push([kind, name, `failed: ${f.error}`, '']);
        continue;
      }
      for (const line of f.rows ?? []) rows.push([kind, ...(line as string[])]);
      if (name === 'start')
        rows.push([kind, 'start to /healthcheck, existing embedded database (median)', `${f.medianMs} ms`, '< 1500 ms']);
    }
  }
  if (results.web) {
    rows.push(['web', 'sign-in page JavaScript (gzip)', `${results.web.loginKiB} KiB`, '']);
    rows.push(['web', 'handheld screen JavaScript (gzip)', `${results.web.handheldKiB} KiB`, '< 150 KB']);
    for (const s of results.web.firstScreens ?? [])
      rows.push([
        'web',
        `${s.page}: JavaScript before its scan field (gzip, ${s.files} files${s.libraries.length ? `; holds ${s.libraries.join(', ')}` : ''})`,
        `${s.kiB} KiB`,
        `<= ${s.budgetKiB} KiB, no react-select/react-datepicker`,
      ]);
    const snapshot = results.web.offlineSnapshot;
    if (snapshot) {
      const plant = `${snapshot.bins.toLocaleString('en')} bins, ${snapshot.materials.toLocaleString('en')} materials`;
      rows.push([
        'web',
        `offline snapshot in IndexedDB, ${plant} (gzipped; ${snapshot.jsonMiB} MiB JSON)`,
        `${snapshot.storedMiB} MiB`,
        '< 5 MB',
      ]);
      rows.push(['web', `offline snapshot read back and indexed, ${plant} (Node, this machine)`, `${snapshot.loadMs} ms`, '< 2 s']);
    }
  }
  const m = results.machine ?? {};
  const v = results.versions ?? {};
  return [
    `Benchmark ${results.mode} run of ${String(results.date).slice(0, 10)} (commit ${v.commit}), ${m.cpus} x ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${v.node}, ${v.postgres}, PGlite ${v.pglite}.`,
    '',
    '| where | figure | measured | target |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Replaces the README's performance table (between the bench markers) with the latest one. */
export function updateReadme(readmePath: string, markdown: string): void {
  if (!existsSync(readmePath)) return;
  const text = readFileSync(readmePath, 'utf8');
  const block = `${START}\n${markdown}\n${END}`;
  const next =
    text.includes(START) && text.includes(END)
      ? text.replace(new RegExp(`${START}[\\s\\S]*${END}`), block)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(readmePath, next);
}
