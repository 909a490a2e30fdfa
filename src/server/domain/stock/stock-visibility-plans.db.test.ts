import { CompiledQuery, createQueryId, type Kysely, type RootOperationNode, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import type { DB } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-db';
import { getStorageBin, listStorageBins } from '../master-data/storage-bins';
import { searchEquipment } from './search-equipment';
import { searchMaterialDocuments } from './search-material-documents';
import { exportStockCsv, stockOverview } from './stock-overview';

/**
 * The stock overview, the storage-bin search, a bin's contents and the drill-downs must read the
 * stock, movement (material_document_item) and bin tables through indexes at benchmark-like
 * volume. This file adds 20,000 materials, 10,000 bins, 140,000 stock rows (a fifth of them
 * emptied by earlier moves, as in a warehouse that has run for a while) and 105,000 movement
 * items, vacuums and analyzes, then runs each screen's domain function with a plugin that
 * records every query it sends, and reads the plan of each of those exact queries. A sequential
 * scan of stock, material_document_item or storage_bin fails the test.
 */

const MATERIALS = 20_000;
const BINS = 5_000; // per warehouse
const STOCK_ROWS = 120_000; // in bins, plus MATERIALS rows in a storage location without bins
const DOCUMENTS = 35_000; // three items each
const GUARDED = new Set(['stock', 'material_document_item', 'storage_bin']);

let database: Database;
let db: Kysely<DB>;
const scope = { plants: ['1000', '2000'] as const };
const viewer = { isAdmin: false, isWarehouseUser: true, plants: ['1000', '2000'], vendors: [] };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const families = sql.raw(
    `array['Desktop Terminal','Trading Keyboard','Monitor 27 inch','USB-C Cable','Power Supply Unit','Fan Assembly']`,
  );
  await sql`insert into material (material_id, description, material_type, material_group, serialized)
    select 'BMK-' || lpad(n::text, 6, '0'), (${families})[1 + n % 6] || ' Rev ' || (n % 7) || ' ' || lpad(n::text, 6, '0'),
      'HAWA', 'CABL', n % 10 = 0
    from generate_series(0, ${MATERIALS - 1}) as n`.execute(db);
  await sql`insert into material_gtin (gtin, material_id)
    select '0599' || lpad(n::text, 10, '0'), 'BMK-' || lpad(n::text, 6, '0') from generate_series(0, ${MATERIALS - 1}) as n`.execute(db);
  await sql`insert into storage_bin (warehouse_id, bin_id, storage_type, bin_type, capacity, blocked)
    select w, 'BMK-' || lpad(n::text, 5, '0'), case when n % 2 = 0 then '001' else '002' end, case when n % 2 = 0 then 'P1' else 'S1' end,
      100, n % 97 = 0
    from generate_series(0, ${BINS - 1}) as n, (values ('W10'), ('W20')) as w(w)`.execute(db);
  // (material, bin) pairs are unique because MATERIALS and BINS - 1 are coprime
  await sql`insert into stock (material_id, plant_id, sloc_id, warehouse_id, bin_id, batch, category, quantity)
    select 'BMK-' || lpad((n % ${MATERIALS})::text, 6, '0'),
      case when n % 2 = 0 then '1000' else '2000' end, '0001', case when n % 2 = 0 then 'W10' else 'W20' end,
      'BMK-' || lpad((n % ${BINS - 1})::text, 5, '0'),
      case when n % 20 = 0 then 'B' || (n % 50) else '' end,
      case when n % 33 = 0 then 'BLOCKED' when n % 14 = 0 then 'QUALITY' else 'UNRESTRICTED' end,
      case when n % 5 = 0 then 0 else 1 + n % 40 end
    from generate_series(0, ${STOCK_ROWS - 1}) as n`.execute(db);
  await sql`insert into stock (material_id, plant_id, sloc_id, batch, category, quantity)
    select 'BMK-' || lpad(n::text, 6, '0'), '1000', '0002', '', 'UNRESTRICTED', 1 + n % 9 from generate_series(0, ${MATERIALS - 1}) as n`.execute(
    db,
  );
  const admin = await db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await sql`insert into material_document (mat_doc, posting_date, document_date, created_by, item_count)
    select (4800000000 + n)::text, date '2025-01-01' + (n % 400), date '2025-01-01' + (n % 400), ${admin.user_id}, 3
    from generate_series(0, ${DOCUMENTS - 1}) as n`.execute(db);
  await sql`insert into material_document_item (mat_doc, item_no, movement_type, material_id, quantity, batch, posting_date,
      from_kind, from_plant, from_sloc, from_warehouse, from_bin, from_category, to_kind, to_plant, to_sloc, to_warehouse, to_bin, to_category)
    select (4800000000 + d)::text, i, '999', 'BMK-' || lpad(((d * 3 + i) % ${MATERIALS})::text, 6, '0'), 1, '', date '2025-01-01' + (d % 400),
      'POSITION', p, '0001', w, 'BMK-' || lpad(((d + i) % ${BINS})::text, 5, '0'), 'UNRESTRICTED',
      'POSITION', p, '0001', w, 'BMK-' || lpad(((d + i + 7) % ${BINS})::text, 5, '0'), 'UNRESTRICTED'
    from generate_series(0, ${DOCUMENTS - 1}) as d, generate_series(1, 3) as i,
      lateral (select case when d % 2 = 0 then '1000' else '2000' end as p, case when d % 2 = 0 then 'W10' else 'W20' end as w) as pw`.execute(
    db,
  );
  for (const table of ['material', 'material_gtin', 'storage_bin', 'stock', 'material_document', 'material_document_item'])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}, 600_000);
afterAll(async () => {
  await database?.close();
});

/** Runs `work` against a Kysely that records every query it sends, and returns them compiled. */
async function queriesOf(work: (db: Kysely<DB>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  const recording = db.withPlugin({
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await work(recording);
  return nodes.map((node) => db.getExecutor().compileQuery(node, createQueryId()));
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

async function planOf(query: CompiledQuery): Promise<PlanNode[]> {
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return flatten(parsed[0]!.Plan);
}

const describeNode = (n: PlanNode) =>
  `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`;

/** Every SELECT the work ran reads the guarded tables through indexes only; returns the plans for more checks. */
async function expectNoSeqScan(work: (db: Kysely<DB>) => Promise<unknown>): Promise<string[]> {
  const queries = (await queriesOf(work)).filter((q) => /^\s*select/i.test(q.sql));
  expect(queries.length).toBeGreaterThan(0);
  const plans: string[] = [];
  for (const query of queries) {
    const nodes = await planOf(query);
    const text = nodes.map(describeNode).join(' / ');
    const seq = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && GUARDED.has(n['Relation Name'] ?? ''));
    expect(seq.map(describeNode), `${query.sql}\n-> ${text}`).toEqual([]);
    plans.push(text);
  }
  return plans;
}

describe('stock overview at benchmark-like volume', () => {
  it('has the volume it claims', async () => {
    const n = await sql<{ n: number }>`select count(*)::int as n from stock`.execute(db);
    expect(n.rows[0]?.n).toBeGreaterThanOrEqual(STOCK_ROWS + MATERIALS);
    const items = await sql<{ n: number }>`select count(*)::int as n from material_document_item`.execute(db);
    expect(items.rows[0]?.n).toBeGreaterThanOrEqual(DOCUMENTS * 3);
  });

  it('first page without filters (no totals: they would add up every material)', async () => {
    await expectNoSeqScan((d) => stockOverview(d, scope, { limit: 50 }));
    expect((await stockOverview(db, scope, { limit: 50 })).totals).toBeNull();
  });

  it('totals for a search text matching a hundred materials, none for a thousand', async () => {
    expect((await stockOverview(db, scope, { q: 'bmk-0012', limit: 50 })).totals?.[0]?.categories.UNRESTRICTED).toMatch(/^\d+\.000$/);
    expect((await stockOverview(db, scope, { q: 'bmk-01', limit: 50 })).totals).toBeNull();
  });

  it('the next page (keyset cursor)', async () => {
    const first = await stockOverview(db, scope, { limit: 50 });
    expect(first.nextCursor).not.toBeNull();
    await expectNoSeqScan((d) => stockOverview(d, scope, { limit: 50, cursor: first.nextCursor ?? undefined }));
  });

  const filters: [string, Parameters<typeof stockOverview>[2]][] = [
    ['material number prefix', { q: 'bmk-0012', limit: 50 }],
    ['description prefix', { q: 'trading keyboard rev 3 00', limit: 50 }],
    ['GTIN', { q: '05990000012345', limit: 50 }],
    ['material', { material: 'BMK-001234', limit: 50 }],
    ['plant', { plant: '2000', limit: 50 }],
    ['plant and storage location', { plant: '1000', sloc: '0002', limit: 50 }],
    ['warehouse and bin', { warehouse: 'W10', bin: 'BMK-00042', limit: 50 }],
    ['bin alone', { bin: 'BMK-00042', limit: 50 }],
    ['batch', { batch: 'B20', limit: 50 }],
    ['category', { category: 'BLOCKED', limit: 50 }],
    ['plant, storage location and category', { plant: '1000', sloc: '0001', category: 'QUALITY', limit: 50 }],
    ['material prefix and category', { q: 'bmk-01', category: 'UNRESTRICTED', limit: 50 }],
    ['material and batch', { material: 'BMK-000020', batch: 'B20', limit: 50 }],
  ];
  for (const [name, q] of filters) {
    it(`filter: ${name}`, async () => {
      await expectNoSeqScan((d) => stockOverview(d, scope, q));
    });
  }

  it('the CSV export batches of the embedded database', async () => {
    const lines: string[] = [];
    await expectNoSeqScan((d) =>
      exportStockCsv(d, 'pglite', scope, { plant: '1000', sloc: '0002' }, async (chunk) => {
        lines.push(chunk);
      }),
    );
    expect(lines.join('').split('\r\n').length).toBeGreaterThan(MATERIALS);
  });
});

describe('storage bins and stock inquiry at benchmark-like volume', () => {
  const base = { plantId: '1000', warehouseId: 'W10', limit: 50 };
  const searches: [string, Parameters<typeof listStorageBins>[2]][] = [
    ['all bins', base],
    ['empty bins', { ...base, occupancy: 'empty' }],
    ['occupied bins', { ...base, occupancy: 'occupied' }],
    ['blocked bins', { ...base, blocked: true }],
    ['storage type', { ...base, storageType: '002' }],
    ['bin type', { ...base, binType: 'S1' }],
    ['name prefix', { ...base, prefix: 'bmk-004' }],
    ['bin type, empty and a prefix', { ...base, binType: 'P1', occupancy: 'empty', prefix: 'bmk-0' }],
    ['next page', { ...base, after: 'BMK-02500' }],
  ];
  for (const [name, filter] of searches) {
    it(`bin search: ${name}`, async () => {
      await expectNoSeqScan((d) => listStorageBins(d, viewer, filter));
    });
  }

  it("a bin's contents (storage bins, stock inquiry by bin)", async () => {
    await expectNoSeqScan((d) => getStorageBin(d, viewer, { plantId: '1000', warehouseId: 'W10', binId: 'BMK-00042' }));
  });

  it('the movements of a stock row (drill-down to material documents)', async () => {
    await expectNoSeqScan((d) =>
      searchMaterialDocuments(d, scope, { material: 'BMK-001234', plant: '1000', sloc: '0001', bin: 'BMK-01235', page: 1, pageSize: 25 }),
    );
    await expectNoSeqScan((d) => searchMaterialDocuments(d, scope, { material: 'BMK-001234', page: 1, pageSize: 25 }));
  });

  it('the serials at a position (drill-down to serials)', async () => {
    await expectNoSeqScan((d) =>
      searchEquipment(d, scope, { material: 'BMK-001230', plant: '1000', sloc: '0001', bin: 'BMK-01230', page: 1, pageSize: 25 }),
    );
  });
});
