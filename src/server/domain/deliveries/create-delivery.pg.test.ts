import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSalesOrder, stockUp, unstockedMaterials } from '../../testing/delivery-fixture';
import { freeBins } from '../../testing/ledger';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { DomainError } from '../errors';
import { withPostingRetry } from '../stock/posting-retry';
import { createTransferOrder } from '../transfer-orders/create-transfer-order';
import { createDelivery } from './create-delivery';
import { createPickOrders } from './create-pick-orders';

/** Concurrency on PostgreSQL: the order items are locked before their open quantity is read. */
describe('creating deliveries concurrently (PostgreSQL)', () => {
  const fx = ledgerFixture({ poolSize: 12, ledgerCheck: 'end' });
  let material: string;
  beforeAll(async () => {
    [material] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
    await stockUp(fx.db, fx.admin, { plant: '1000', material, bin: fx.bins[0] as string, quantity: '1000' });
  });

  const race = (so: string, count: number, quantity: string) =>
    Promise.allSettled(
      Array.from({ length: count }, () =>
        fx.run((trx) => createDelivery(trx, fx.whfra, { type: 'SO', number: so }, { lines: [{ itemNo: 10, quantity }] })),
      ),
    );

  it('20 calls for 3 of an item of 10: exactly 3 succeed, the others are refused naming the item and what is open', async () => {
    const so = await newSalesOrder(fx.db, { plant: '1000', items: [{ material, quantity: '10' }] });
    const results = await race(so, 20, '3');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals.every((e) => e instanceof DomainError && e.code === 'DELIVERY_OVER_OPEN' && e.status === 409)).toBe(true);
    expect((refusals[0] as DomainError).message).toMatch(/^Item 10 of the .*: 3 requested, only 1 open/);
    const item = await sql<{
      in_delivery_qty: string;
    }>`select in_delivery_qty from sales_order_item where sales_order_number = ${so}`.execute(fx.db);
    expect(item.rows[0]?.in_delivery_qty).toBe('9.000');
    const delivered = await sql<{ n: string }>`select coalesce(sum(i.quantity), 0)::text as n from delivery_item i
      join delivery d on d.delivery_number = i.delivery_number where d.order_number = ${so}`.execute(fx.db);
    expect(delivered.rows[0]?.n).toBe('9.000');
  });

  it('two deliveries planning picks at once for the same units: one plans, the other is refused (stock reserved)', async () => {
    const db = fx.db;
    const [scarce] = (await unstockedMaterials(db, '1000', false)) as [string];
    const [bin] = await freeBins(db, 'W10', 1);
    await stockUp(db, fx.admin, { plant: '1000', material: scarce, bin: bin as string, quantity: '6' });
    const deliveries: string[] = [];
    for (const _ of [1, 2]) {
      const so = await newSalesOrder(db, { plant: '1000', items: [{ material: scarce, quantity: '3' }] });
      const created = await withPostingRetry(db, (trx) =>
        createDelivery(trx, fx.whfra, { type: 'SO', number: so }, { lines: [{ itemNo: 10, quantity: '3' }] }),
      );
      deliveries.push(created.deliveries[0]?.deliveryNumber as string);
    }
    // someone takes 2 of the 6 meanwhile (an open bin-to-bin order plans them): 4 left for 2 x 3
    const other = (await freeBins(db, 'W10', 5)).find((b) => b !== bin);
    await withPostingRetry(db, (trx) =>
      createTransferOrder(trx, fx.whfra, {
        plant: '1000',
        sloc: '0001',
        type: 'BIN_TO_BIN',
        lines: [{ material: scarce, quantity: '2', sourceBin: bin as string, destinationBin: other as string }],
      }),
    );
    const results = await Promise.allSettled(deliveries.map((d) => withPostingRetry(db, (trx) => createPickOrders(trx, fx.whfra, d))));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as DomainError).code).toBe('DELIVERY_PICK_STOCK');
    const planned = await sql<{ n: string }>`select coalesce(sum(l.quantity), 0)::text as n from transfer_order_line l
      where l.material_id = ${scarce} and l.status = 'OPEN'`.execute(db);
    expect(planned.rows[0]?.n).toBe('5.000');
  });

  it('two users delivering the whole item at once: one succeeds, the other gets a 409', async () => {
    const so = await newSalesOrder(fx.db, { plant: '1000', items: [{ material, quantity: '5' }] });
    const results = await race(so, 2, '5');
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
