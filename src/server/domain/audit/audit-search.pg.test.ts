import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditSearch, auditSearchSchema } from '../../../shared/contracts/audit/schemas';
import type { Database } from '../../db/connect';
import { createTestDatabase } from '../../testing/test-db';
import type { Viewer } from '../master-data/viewer';
import { auditSearchStatements, searchAudit } from './search-audit';

/**
 * The audit search on a large trail (PostgreSQL): 400,000 rows over 400 days, 200 users, 40 kinds,
 * three plants. A selective filter reads its index, no statement reads more than a bounded part of the
 * trail (the count stops at its cap), and every page with its count answers quickly.
 */
let database: Database;
const ROWS = 400_000;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await sql`insert into app_user (username, password_hash, first_name, is_warehouse_user)
    select 'bulk' || g, 'x', 'Bulk', g % 2 = 0 from generate_series(1, 200) g`.execute(db);
  await sql`insert into user_vendor (user_id, vendor_id)
    select user_id, 'V100001' from app_user where username like 'bulk%' and not is_warehouse_user`.execute(db);
  await sql`insert into audit_log (at, user_id, action, object_type, object_id, ip, plant_id, details)
    select now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second',
           (select min(user_id) from app_user where username like 'bulk%') + g % 200,
           'bulk.kind' || (g % 40), 'doc', (4900000000 + g)::text, '10.0.' || (g % 250) || '.1',
           (array['1000', '2000', '3000'])[1 + g % 3],
           case when g % 10 = 0 then '{"before":{"roles":[]},"after":{"roles":["ADMIN"]}}'::jsonb end
    from generate_series(1, ${ROWS}) g`.execute(db);
  await sql`analyze audit_log`.execute(db);
  await sql`analyze app_user`.execute(db);
  await sql`analyze user_vendor`.execute(db);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const admin: Viewer = { isAdmin: true, isWarehouseUser: true, plants: ['1000'], vendors: [] };
const supplierAdmin: Viewer = { isAdmin: false, isWarehouseUser: false, plants: [], vendors: ['V100001'] };

async function plan(query: CompiledQuery): Promise<string> {
  const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': string }>({
    ...query,
    sql: `explain (analyze, format text) ${query.sql}`,
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The rows each scan of audit_log in a plan read (rows x loops of its actual figures). */
function trailRowsRead(text: string): number[] {
  return [...text.matchAll(/Scan[^\n]* on audit_log a[^\n]*actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/g)].map(
    (m) => Number(m[1]) * Number(m[2]),
  );
}

describe('the audit search on a large trail', () => {
  // each case: the filters, and the index a selective filter must read (no index named: the newest rows, read in order)
  const cases: [string, Viewer, Partial<AuditSearch>, string | null][] = [
    ['newest first, no filter', admin, {}, null],
    ['by user', admin, { user: 'bulk17' }, 'audit_log_user_at_idx'],
    ['by kind', admin, { action: 'bulk.kind7' }, 'audit_log_action_at_idx'],
    ['by plant and days', admin, { plant: '2000', dateFrom: '2026-01-01', dateTo: '2026-01-31' }, null],
    ['by object', admin, { object: '4900123456' }, 'audit_log_object_at_idx'],
    ['a supplier administrator’s', supplierAdmin, {}, null],
    ['page 100', admin, { action: 'bulk.kind3', page: 100 }, 'audit_log_action_at_idx'],
  ];
  for (const [name, viewer, filters, index] of cases) {
    it(`${name}: the page and its count read a bounded part of the trail, in well under a second`, async () => {
      const q = auditSearchSchema.parse({ pageSize: 50, ...filters });
      const statements = await auditSearchStatements(database.db, viewer, q);
      if (!statements) throw new Error('no statements');
      for (const statement of [statements.page, statements.count]) {
        const text = await plan(statement);
        if (index) expect(text, text).toContain(index);
        // the count stops at its cap (10,001 matches); a page reads its rows in order, never the whole trail
        for (const read of trailRowsRead(text)) expect(read, text).toBeLessThanOrEqual(40_000);
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]);
        expect(ms, text).toBeLessThan(500);
      }
      const started = performance.now();
      const page = await searchAudit(database.db, viewer, q);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(page.items.length).toBeGreaterThan(0);
    });
  }
});
