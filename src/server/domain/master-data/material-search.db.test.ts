import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import type { DB } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-db';
import { materialCountQuery, materialPageQuery } from './material-query';
import { searchMaterials } from './search-materials';

/**
 * The prefix searches must be index searches at benchmark scale. The demo data has ~300
 * materials (where a sequential scan is the right plan); this file adds 60,000 more with
 * realistic numbers and descriptions, analyzes the table, and reads the plans PostgreSQL (or
 * PGlite) chooses for the exact queries the material search and the autocompletes run.
 */

const EXTRA = 60_000;
const FAMILIES = [
  'Desktop Terminal',
  'Trading Terminal',
  'Compact Terminal',
  'Trading Keyboard',
  'Compact Keyboard',
  'Monitor 24 inch',
  'Monitor 27 inch',
  'USB-C Cable',
  'DisplayPort Cable',
  'Power Supply Unit',
  'Fan Assembly',
  'Key Cap Set',
];

let database: Database;
let db: Kysely<DB>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const families = sql.raw(`array[${FAMILIES.map((f) => `'${f}'`).join(',')}]`);
  await sql`
    insert into material (material_id, description, material_type, material_group, serialized)
    select 'BMK-' || lpad(n::text, 6, '0'),
           (${families})[1 + n % ${FAMILIES.length}] || ' Rev ' || (n % 7) || ' ' || lpad(n::text, 6, '0'),
           case when n % 3 = 0 then 'FERT' when n % 3 = 1 then 'HAWA' else 'ERSA' end,
           case when n % 5 = 0 then 'TERM' when n % 5 = 1 then 'KEYB' when n % 5 = 2 then 'MONI' when n % 5 = 3 then 'CABL' else 'SPAR' end,
           n % 2 = 0
    from generate_series(1, ${EXTRA}) as n`.execute(db);
  // statistics from every row (not a random sample), so the planner's choice is the same on every run
  await db.transaction().execute(async (trx) => {
    await sql`set local default_statistics_target = 1000`.execute(trx);
    await sql`analyze material`.execute(trx);
  });
});
afterAll(async () => {
  await database?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function plan(query: { compile(): CompiledQuery }): Promise<PlanNode> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

function describePlan(node: PlanNode): string {
  return nodes(node)
    .map(
      (n) =>
        `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`,
    )
    .join(' / ');
}

async function expectIndexOnly(query: { compile(): CompiledQuery }) {
  const root = await plan(query);
  const all = nodes(root);
  const text = describePlan(root);
  expect(
    all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'material'),
    text,
  ).toBe(false);
  expect(
    all.some((n) => /Index/.test(n['Node Type']) && /^material_/.test(n['Index Name'] ?? '')),
    text,
  ).toBe(true);
  return text;
}

describe('material prefix search at benchmark scale', () => {
  it('has the benchmark volume and finds what it should', async () => {
    const result = await searchMaterials(db, { q: 'bmk-0123', page: 1, pageSize: 20 });
    expect(result.total).toBe(100); // BMK-012300 .. BMK-012399
    expect(result.items[0]?.materialId).toBe('BMK-012300');
    const byText = await searchMaterials(db, { q: 'TRADING KEYBOARD REV 3 0001', page: 1, pageSize: 100 });
    expect(byText.total).toBeGreaterThan(0);
    expect(byText.items.every((m) => m.description.toLowerCase().startsWith('trading keyboard rev 3 0001'))).toBe(true);
  });

  it('uses the number index for a number prefix (page and count)', async () => {
    const text = await expectIndexOnly(materialPageQuery(db, { q: 'bmk-0123' }, 1, 20));
    expect(text).toMatch(/material_id_lower_idx/);
    await expectIndexOnly(materialCountQuery(db, { q: 'bmk-0123' }));
  });

  it('uses the description index for a description prefix', async () => {
    const text = await expectIndexOnly(materialPageQuery(db, { q: 'trading keyboard rev 3 00' }, 1, 20));
    expect(text).toMatch(/material_description_idx/);
    await expectIndexOnly(materialCountQuery(db, { q: 'trading keyboard rev 3 00' }));
  });

  it('stays on indexes with the autocomplete filters (group, type, non-serialized)', async () => {
    await expectIndexOnly(materialPageQuery(db, { q: 'bmk-0456', group: 'MONI' }, 1, 5));
    await expectIndexOnly(materialPageQuery(db, { q: 'bmk-0456', type: 'ERSA' }, 1, 5));
    await expectIndexOnly(materialPageQuery(db, { q: 'compact keyboard rev 1 04', serialized: false }, 1, 5));
    await expectIndexOnly(materialPageQuery(db, { q: 'bmk-0456', group: 'MONI', type: 'HAWA', serialized: true }, 2, 5));
  });

  it('reads the first page of an unfiltered list in number order from the primary key', async () => {
    await expectIndexOnly(materialPageQuery(db, {}, 1, 20));
  });
});
