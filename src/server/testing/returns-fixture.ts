import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { createDelivery } from '../domain/deliveries/create-delivery';
import { createPickOrders } from '../domain/deliveries/create-pick-orders';
import { postGoodsIssue } from '../domain/deliveries/post-goods-issue';
import { withPostingRetry } from '../domain/stock/posting-retry';
import { newSalesOrder, pickAll, stockUpIn1000, unstockedMaterials } from './delivery-fixture';
import { actorOf } from './ledger';
import type { LedgerFixture } from './ledger-fixture';

/** What shipping needs of a ledger fixture (an api test builds it from its app's database). */
export type ShippingFixture = Pick<LedgerFixture, 'db' | 'admin' | 'whfra' | 'viewer' | 'run'>;

/** A shipping fixture on a test app's database: whfra picks and issues, the administrator stocks up. */
export async function shippingFixture(db: Kysely<DB>): Promise<ShippingFixture> {
  const whfra = await actorOf(db, 'whfra');
  return {
    db,
    admin: await actorOf(db, 'admin'),
    whfra,
    viewer: { plants: whfra.plants, isAdmin: false, isWarehouseUser: true, vendors: [] },
    run: (fn) => withPostingRetry(db, fn),
  };
}

/**
 * New serials of a serialized material without stock in plant 1000, stocked in `bin` and shipped to a
 * customer (the demo data's first unless named) with one delivery: sales order, delivery, pick, goods issue 601.
 */
export async function shipSerials(
  fx: ShippingFixture,
  spec: { bin: string; serials: string[]; customer?: string },
): Promise<{ delivery: string; material: string; salesOrder: string }> {
  const [material] = (await unstockedMaterials(fx.db, '1000', true)) as [string];
  const count = String(spec.serials.length);
  await stockUpIn1000(fx as LedgerFixture, material, spec.bin, count, spec.serials);
  const salesOrder = await newSalesOrder(fx.db, {
    plant: '1000',
    items: [{ material, quantity: count }],
    ...(spec.customer ? { customer: spec.customer } : {}),
  });
  const created = await fx.run((trx) =>
    createDelivery(trx, fx.whfra, { type: 'SO', number: salesOrder }, { lines: [{ itemNo: 10, quantity: count }] }),
  );
  const delivery = created.deliveries[0]?.deliveryNumber as string;
  await fx.run((trx) => createPickOrders(trx, fx.whfra, delivery));
  await pickAll(fx as LedgerFixture, delivery, () => spec.serials);
  await fx.run((trx) => postGoodsIssue(trx, fx.whfra, delivery));
  return { delivery, material, salesOrder };
}
