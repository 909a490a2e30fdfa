import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import type { DB } from '../../src/server/db/schema';
import { signInClient } from '../../src/server/testing/test-app';
import type { Figures } from './index';

/**
 * Every list the screens page through, asked once on the large data set ("an EXPLAIN test
 * per list at 1M rows"). The real app runs in this process on that database; each statement a list's
 * request sends is captured and run again under EXPLAIN (ANALYZE, FORMAT JSON). A list passes when no
 * statement reads most of a table of more than LARGE rows by a sequential scan (a scan that a LIMIT,
 * such as the capped total of a list, stops early is bounded) and every statement plans and runs in
 * under 200 ms.
 */
const LARGE = 100_000;
const BUDGET_MS = 200;

const LISTS: [string, string][] = [
  ['stock overview, first page', '/supplier/api/warehouse/stock?limit=50'],
  ['stock overview, plant/sloc/category', '/supplier/api/warehouse/stock?plant=1000&sloc=0001&category=UNRESTRICTED&limit=50'],
  ['stock overview, one material', '/supplier/api/warehouse/stock?material=CBL-0001&limit=50'],
  ['material documents (MB51)', '/supplier/api/warehouse/material-documents?pageSize=50'],
  ['material documents of a material', '/supplier/api/warehouse/material-documents?material=CBL-0001&pageSize=50'],
  ['storage bins of a warehouse', '/supplier/api/warehouse/plants/1000/warehouses/W10/bins?limit=100'],
  ['storage bin search (LS03N)', '/supplier/warehouse/invmgmt/storagebin/search?plant=1000&warehouse=W10&limit=100'],
  ['materials', '/supplier/api/warehouse/materials?q=cbl&pageSize=20'],
  ['serialized equipment', '/supplier/api/warehouse/serialized-equipments?plant=1000&pageSize=50'],
  ['transfer orders', '/supplier/api/warehouse/orders?warehouse=W10&status=OPEN'],
  ['purchase orders', '/supplier/api/warehouse/purchase-orders?plant=1000'],
  ['stock transport orders', '/supplier/api/warehouse/stock-transport-orders/search?plant=1000'],
  ['deliveries due', '/supplier/warehouse/deliverydue/list.json?plant=1000'],
  ['deliveries', '/supplier/api/warehouse/deliveries?plant=1000'],
  ['quality lots', '/supplier/api/warehouse/quality/lots?plant=1000'],
  ['equipment search', '/supplier/warehouse/invmgmt/equipment/search?plant=1000'],
  ['physical inventory documents', '/supplier/warehouse/invmgmt/pi/search?plant=1000'],
  ['handling units', '/supplier/api/warehouse/handling-units'],
  ['shipments', '/supplier/warehouse/shipment/list.json?plant=1000'],
  ['shipping notices', '/supplier/api/supplier/asns'],
  ['service desk tickets', '/supplier/api/service-desk/tickets'],
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Sequential scans with the rows each read (a scan under a LIMIT, such as the capped total, stops early). */
function seqScans(node: PlanNode, out: { table: string; read: number }[] = []): { table: string; read: number }[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
    const loops = node['Actual Loops'] ?? 1;
    out.push({ table: node['Relation Name'], read: ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * loops });
  }
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
}

export async function explainLists(url: string): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let capture: { sql: string; parameters: readonly unknown[] }[] | null = null;
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query' && capture) capture.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const app = await buildApp({ db, dbKind: 'postgres', pool, config: testConfig() });
  try {
    await app.ready();
    const admin = await signInClient(app, db, 'admin', 'Admin#2026');
    const sizes = new Map(
      (
        await pool.query<{ relname: string; n: number }>("select relname, reltuples::float8 as n from pg_class where relkind = 'r'")
      ).rows.map((r) => [r.relname, r.n]),
    );
    const rows: string[][] = [];
    const lists: Record<string, unknown>[] = [];
    for (const [label, path] of LISTS) {
      await admin.inject({ method: 'GET', url: path }); // the session and lookups are cached, as on a running server
      capture = [];
      const res = await admin.inject({ method: 'GET', url: path });
      const statements = capture;
      capture = null;
      if (res.statusCode !== 200) {
        rows.push([`EXPLAIN ${label}`, `failed: ${res.statusCode} ${res.body.slice(0, 100)}`, 'no full scan, < 200 ms']);
        lists.push({ label, path, status: res.statusCode });
        continue;
      }
      let worst = 0;
      const scans = new Set<string>();
      for (const s of statements) {
        if (!/^\s*(select|with)\b/i.test(s.sql)) continue;
        const explained = await pool.query(`explain (analyze, format json) ${s.sql}`, [...s.parameters]);
        const plan = (explained.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }] })[
          'QUERY PLAN'
        ][0];
        worst = Math.max(worst, plan['Planning Time'] + plan['Execution Time']);
        // a full scan: a sequential scan of a large table that read most of it (not one a LIMIT stopped early)
        for (const scan of seqScans(plan.Plan)) {
          const size = sizes.get(scan.table) ?? 0;
          if (size > LARGE && scan.read >= size / 2) scans.add(scan.table);
        }
      }
      const ok = scans.size === 0 && worst < BUDGET_MS;
      lists.push({ label, path, statements: statements.length, worstMs: worst, seqScans: [...scans], ok });
      rows.push([
        `EXPLAIN ${label}: ${statements.length} statements`,
        `${worst.toFixed(1)} ms${scans.size ? `, full scan of ${[...scans].join(', ')}` : ', no full scan of a large table'}`,
        'no full scan, < 200 ms',
      ]);
    }
    return { lists, rows, allPass: lists.every((l) => l.ok === true) };
  } finally {
    await app.close();
    await pool.end();
  }
}
