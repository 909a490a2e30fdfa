import { call, ms, withDb } from '../lib/api';
import { signIn } from '../lib/portal';
import type { Scenario } from './index';

/**
 * A 1,000-serial goods receipt: a purchase order of one serialized material written as an
 * ERP would send it, then one MIGO posting with 1,000 serial numbers, validated (contract, serial
 * checks against stock, transit and the other items) and posted with its put-away transfer order in
 * one request. Three receipts of fresh serials; the median is the figure. PostgreSQL only (the order
 * is written straight into the database; an embedded database belongs to the portal's process).
 */
const SERIALS = 1000;
const RUNS = 3;

export const serialReceipt: Scenario = {
  name: 'receipt',
  async run(ctx) {
    if (ctx.kind !== 'postgres') return { rows: [[`goods receipt of ${SERIALS.toLocaleString('en')} serials`, 'PostgreSQL only', '']] };
    const whfra = await signIn(ctx.origin, 'whfra', 'Scan#1000');
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const po = await withDb(ctx, async (c) => {
        const number = String(4599000000 + Math.floor(Math.random() * 999999));
        const material = await c.query<{ material_id: string }>(`select m.material_id from material m
          join material_plant mp on mp.material_id = m.material_id and mp.plant_id = '1000'
          where m.serialized and not m.batch_managed and not m.quality_inspected order by m.material_id limit 1`);
        await c.query(
          `insert into purchase_order (po_number, vendor_id, plant_id, company_code, document_date)
           select $1, min(vendor_id), '1000', 'DE01', current_date from vendor`,
          [number],
        );
        await c.query(
          `insert into purchase_order_item (po_number, item_no, material_id, plant_id, sloc_id, quantity, delivery_date)
           values ($1, 10, $2, '1000', '0001', $3, current_date)`,
          [number, material.rows[0]?.material_id, SERIALS],
        );
        return number;
      });
      const serials = Array.from({ length: SERIALS }, (_, i) => `BR${po}${String(i).padStart(5, '0')}`);
      const posted = await call(ctx, whfra, 'POST', '/supplier/api/warehouse/po-goods-receipts', {
        purchaseOrderNo: po,
        items: [{ itemNo: 10, quantity: String(SERIALS), serials }],
      });
      times.push(posted.ms);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
    return {
      receiptMs: times,
      medianMs: median,
      rows: [[`goods receipt of ${SERIALS.toLocaleString('en')} serials, validated and posted (median of ${RUNS})`, ms(median), '< 1 s']],
    };
  },
};
