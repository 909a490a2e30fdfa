import { call, ms, withDb } from '../lib/api';
import { signIn } from '../lib/portal';
import type { Scenario } from './index';

/**
 * Outbound, PostgreSQL only (the orders are written straight into the database; an
 * embedded database belongs to the portal's process): a 200-line sales-order delivery created,
 * planned, picked and goods-issued over HTTP, and the first page of deliveries due over 100,000
 * open sales-order lines.
 */
const API = '/supplier/api/warehouse';
const LINES = 200;
const DUE_ORDERS = 25_000;
const DUE_ITEMS_PER_ORDER = 4;

const bigDelivery: Scenario = {
  name: 'outbound',
  async run(ctx) {
    if (ctx.kind !== 'postgres') return { rows: [['outbound: 200-line delivery', 'PostgreSQL only', '']] };
    const [admin, whfra] = [await signIn(ctx.origin, 'admin', 'Admin#2026'), await signIn(ctx.origin, 'whfra', 'Scan#1000')];
    const materials = await withDb(ctx, async (c) =>
      (
        await c.query<{ material_id: string }>(`select m.material_id from material m
          join material_plant mp on mp.material_id = m.material_id and mp.plant_id = '1000'
          where not m.serialized and not m.batch_managed and not m.quality_inspected order by m.material_id limit ${LINES}`)
      ).rows.map((r) => r.material_id),
    );
    const bins = (
      await call<{ items: { binId: string; blocked: boolean }[] }>(
        ctx,
        whfra,
        'GET',
        `${API}/plants/1000/warehouses/W10/bins?storageType=002&limit=100`,
      )
    ).data.items
      .filter((b) => !b.blocked)
      .map((b) => b.binId)
      .slice(-20);
    const lines = Array.from({ length: LINES }, (_, i) => materials[i % materials.length] as string);
    const perMaterial = new Map<string, number>();
    for (const m of lines) perMaterial.set(m, (perMaterial.get(m) ?? 0) + 1);
    await call(ctx, admin, 'POST', `${API}/material-documents`, {
      headerText: 'bench outbound stock',
      items: [...perMaterial].map(([material, n], i) => ({
        movementType: '561',
        material,
        quantity: String(n * 2),
        to: { plant: '1000', sloc: '0001', bin: bins[i % bins.length] },
      })),
    });
    const so = await withDb(ctx, async (c) => {
      const number = String(1999000000 + Math.floor(Math.random() * 999999));
      await c.query(
        `insert into sales_order (sales_order_number, customer_number, plant_id, document_date)
        select $1, min(customer_number), '1000', current_date from customer`,
        [number],
      );
      await c.query(
        `insert into sales_order_item (sales_order_number, item_no, material_id, sloc_id, quantity, delivery_date)
         select $1, (n * 10), m, '0001', 1, current_date from unnest($2::text[]) with ordinality as v(m, n)`,
        [number, lines],
      );
      return number;
    });
    const created = await call<{ deliveries: { deliveryNumber: string }[] }>(
      ctx,
      whfra,
      'POST',
      `${API}/sales-orders/${so}/create-delivery`,
      {
        lines: lines.map((_, i) => ({ itemNo: (i + 1) * 10, quantity: '1' })),
      },
    );
    const delivery = created.data.deliveries[0]?.deliveryNumber as string;
    const planned = await call(ctx, whfra, 'POST', `${API}/deliveries/${delivery}/pick-orders`, {});
    const list = await call<{ lines: { orderId: string; lineNo: number; sourceBin: string; material: string; quantity: string }[] }>(
      ctx,
      whfra,
      'GET',
      `${API}/deliveries/pick-list?scan=${delivery}`,
    );
    let picking = 0;
    for (const l of list.data.lines) {
      const r = await call(ctx, whfra, 'POST', `${API}/deliveries/${delivery}/picks/${l.orderId}/${l.lineNo}`, {
        sourceBin: l.sourceBin,
        material: l.material,
        quantity: l.quantity,
      });
      picking += r.ms;
    }
    const issued = await call(ctx, whfra, 'POST', `${API}/goods-issues`, { deliveryNumber: delivery });
    const picks = list.data.lines.length;
    return {
      createMs: created.ms,
      planMs: planned.ms,
      pickMs: picking,
      picks,
      goodsIssueMs: issued.ms,
      rows: [
        [`create a delivery of ${LINES} sales-order lines`, ms(created.ms), '< 1 s'],
        [`plan its picking (${picks} PICK lines, stock locked)`, ms(planned.ms), '< 1 s'],
        [`confirm its ${picks} picks, one request each`, `${ms(picking)} (${(picking / Math.max(picks, 1)).toFixed(1)} ms each)`, ''],
        [`goods issue 601 of ${LINES} items`, ms(issued.ms), '< 1 s'],
      ],
    };
  },
};

const deliveriesDuePage: Scenario = {
  name: 'deliverydue',
  async run(ctx) {
    if (ctx.kind !== 'postgres') return { rows: [['deliveries due over 100k open lines', 'PostgreSQL only', '']] };
    const session = await signIn(ctx.origin, 'whfra', 'Scan#1000');
    const open = await withDb(ctx, async (c) => {
      await c.query(`insert into sales_order (sales_order_number, customer_number, plant_id, document_date)
        select (1600000000 + g)::text, (select min(customer_number) from customer), '1000', current_date
        from generate_series(1, ${DUE_ORDERS}) g on conflict do nothing`);
      await c.query(`insert into sales_order_item (sales_order_number, item_no, material_id, sloc_id, quantity, delivery_date)
        select (1600000000 + g)::text, i * 10, (array(select material_id from material order by material_id limit 100))[1 + (g + i) % 100],
          '0001', 5, current_date + ((g * 7 + i) % 60)
        from generate_series(1, ${DUE_ORDERS}) g cross join generate_series(1, ${DUE_ITEMS_PER_ORDER}) i on conflict do nothing`);
      await c.query('analyze sales_order; analyze sales_order_item');
      return Number(
        (await c.query('select count(*) as n from sales_order_item where not closed and in_delivery_qty < quantity')).rows[0]?.n,
      );
    });
    const times: number[] = [];
    const path = '/supplier/warehouse/deliverydue/list.json?plant=1000&pageSize=25';
    for (let i = 0; i < 33; i++) {
      const r = await call(ctx, session, 'GET', path);
      if (i >= 3) times.push(r.ms);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)] ?? Number.NaN;
    const p95 = times[Math.floor(times.length * 0.95)] ?? Number.NaN;
    return {
      openLines: open,
      p50Ms: p50,
      p95Ms: p95,
      rows: [
        [`deliveries due, first page (${open.toLocaleString('en')} open sales-order lines)`, `p50 ${ms(p50)}, p95 ${ms(p95)}`, '< 200 ms'],
      ],
    };
  },
};

export const outboundScenarios: Scenario[] = [bigDelivery, deliveriesDuePage];
