import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { signIn } from '../lib/portal';
import type { Scenario } from './index';

const API = '/supplier/api/warehouse';
const BINS = 10_000;
const BATCH = 1_000;

/**
 * Physical inventory at warehouse scale: a PI document over 10,000 bins created through
 * the API, then 10,000 count results posted in batches of 1,000 (count-batches). The bins are set up
 * directly in the database first (master data, not the measured path): storage type BPI of W10.
 * PostgreSQL only (the target is about the production engine).
 */
export const physicalInventoryScenario: Scenario = {
  name: 'pi',
  async run(ctx) {
    if (ctx.kind !== 'postgres' || !ctx.env.DATABASE_URL) return { rows: [] };
    const client = new pg.Client({ connectionString: ctx.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(`insert into storage_type (warehouse_id, storage_type, name, role) values ('W10', 'BPI', 'Bench counting area', 'RACK')
        on conflict do nothing`);
      await client.query(`insert into bin_type (warehouse_id, bin_type, description) values ('W10', 'BPI', 'Bench counting place')
        on conflict do nothing`);
      await client.query(
        `insert into storage_bin (warehouse_id, bin_id, storage_type, bin_type, capacity, blocked)
        select 'W10', 'BPI-' || lpad(n::text, 5, '0'), 'BPI', 'BPI', 100, false from generate_series(1, $1::int) n
        on conflict do nothing`,
        [BINS],
      );
    } finally {
      await client.end();
    }
    const session = await signIn(ctx.origin, 'whfra', 'Scan#1000');
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(ctx.origin + path, {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const materials = (await (await fetch(`${ctx.origin}${API}/materials?q=cbl&pageSize=50`, { headers: session.headers })).json()) as {
      items: { materialId: string; serialized: boolean; batchManaged: boolean }[];
    };
    const material = materials.items.find((m) => !m.serialized && !m.batchManaged)?.materialId;
    if (!material) throw new Error('no plain material to count');

    const t0 = performance.now();
    const created = await post<{ piNumber: string; binCount: number }>(`${API}/pi`, { plant: '1000', sloc: '0001', storageType: 'BPI' });
    const t1 = performance.now();
    if (created.binCount !== BINS) throw new Error(`the document holds ${created.binCount} bins, not ${BINS}`);
    let status = '';
    for (let start = 1; start <= BINS; start += BATCH) {
      const counts = Array.from({ length: Math.min(BATCH, BINS - start + 1) }, (_, i) => ({
        bin: `BPI-${String(start + i).padStart(5, '0')}`,
        material,
        quantity: String((start + i) % 7),
      }));
      status = (await post<{ status: string }>(`${API}/pi/${created.piNumber}/count-batches`, { counts })).status;
    }
    const t2 = performance.now();
    if (status !== 'COUNTED') throw new Error(`the document is ${status} after every bin was counted`);
    const createMs = t1 - t0;
    const countMs = t2 - t1;
    return {
      createMs,
      countMs,
      rows: [
        [`physical inventory: create a document over ${BINS.toLocaleString('en')} bins`, `${createMs.toFixed(0)} ms`, ''],
        [
          `physical inventory: ${BINS.toLocaleString('en')} count results (batches of ${BATCH.toLocaleString('en')})`,
          `${countMs.toFixed(0)} ms`,
          '',
        ],
        ['physical inventory: create + count, together', `${((createMs + countMs) / 1000).toFixed(1)} s`, '< 5 s'],
      ],
    };
  },
};
