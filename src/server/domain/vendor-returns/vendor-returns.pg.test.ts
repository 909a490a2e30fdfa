import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unstockedMaterials } from '../../testing/delivery-fixture';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { newPurchaseOrder, receivePurchaseOrder } from '../../testing/vendor-return-fixture';
import { DomainError } from '../errors';
import { createVendorReturn } from './create-vendor-return';

/** Concurrency on PostgreSQL: the purchase order items are locked before what is left of a receipt is read. */
describe('returns to vendor racing for the last units (PostgreSQL)', () => {
  const fx = ledgerFixture({ poolSize: 12, ledgerCheck: 'end' });

  it('12 returns of 2 against a receipt of 5: exactly 2 succeed, the others are refused with what is left', async () => {
    const [material] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
    const { poNumber } = await newPurchaseOrder(fx.db, { plant: '1000', items: [{ material, quantity: '10' }] });
    const gr = await receivePurchaseOrder(fx.db, fx.whfra, poNumber, [{ poItem: 10, material, quantity: '5', bin: fx.bins[0] as string }]);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        fx.run((trx) =>
          createVendorReturn(trx, fx.whfra, { movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '2', reason: '0001' }] }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals.every((e) => e instanceof DomainError && e.code === 'VENDOR_RETURN_OVER')).toBe(true);
    expect((refusals[0] as DomainError).params).toMatchObject({ returnable: '1' });
    const taken = await sql<{ n: string }>`select coalesce(sum(i.quantity), 0)::text as n from delivery_item i
      join vendor_return h on h.delivery_number = i.delivery_number where h.gr_mat_doc = ${gr}`.execute(fx.db);
    expect(taken.rows[0]?.n).toBe('4.000');
  });

  it('a 122 and a 161 on the same order item at once: the order item is locked first, never more than received goes', async () => {
    const [material] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
    const { poNumber } = await newPurchaseOrder(fx.db, { plant: '1000', items: [{ material, quantity: '10' }] });
    const gr = await receivePurchaseOrder(fx.db, fx.whfra, poNumber, [{ poItem: 10, material, quantity: '3', bin: fx.bins[1] as string }]);
    const results = await Promise.allSettled([
      fx.run((trx) =>
        createVendorReturn(trx, fx.whfra, { movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '2', reason: '0001' }] }),
      ),
      fx.run((trx) =>
        createVendorReturn(trx, fx.whfra, { movementType: '161', poNumber, items: [{ item: 10, quantity: '2', reason: '0003' }] }),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as DomainError).code).toBe('VENDOR_RETURN_OVER');
  });
});
