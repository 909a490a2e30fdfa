import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { newSalesOrder, stockUp, unstockedMaterials } from '../../testing/delivery-fixture';
import { actorOf, expectLedgerClean, freeBins } from '../../testing/ledger';
import { createTestDatabase } from '../../testing/test-db';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { withPostingRetry } from '../stock/posting-retry';
import { createDelivery } from './create-delivery';

/** Concurrency on PostgreSQL: the order items are locked before their open quantity is read. */
describe('creating deliveries concurrently (PostgreSQL)', () => {
  let database: Database;
  let whfra: PostingActor;
  let material: string;
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 12 });
    whfra = await actorOf(database.db, 'whfra');
    const admin = await actorOf(database.db, 'admin');
    [material] = (await unstockedMaterials(database.db, '1000', false)) as [string];
    const [bin] = await freeBins(database.db, 'W10', 1);
    await stockUp(database.db, admin, { plant: '1000', material, bin: bin as string, quantity: '1000' });
  });
  afterAll(async () => {
    if (database) await expectLedgerClean(database.db);
    await database?.close();
  });

  const race = (so: string, count: number, quantity: string) =>
    Promise.allSettled(
      Array.from({ length: count }, () =>
        withPostingRetry(database.db, (trx) =>
          createDelivery(trx, whfra, { type: 'SO', number: so }, { lines: [{ itemNo: 10, quantity }] }),
        ),
      ),
    );

  it('20 calls for 3 of an item of 10: exactly 3 succeed, the others are refused naming the item and what is open', async () => {
    const so = await newSalesOrder(database.db, { plant: '1000', items: [{ material, quantity: '10' }] });
    const results = await race(so, 20, '3');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals.every((e) => e instanceof DomainError && e.code === 'DELIVERY_OVER_OPEN' && e.status === 409)).toBe(true);
    expect((refusals[0] as DomainError).message).toMatch(/Item 10: .*3 requested, only 1 open/);
    const item = await sql<{
      in_delivery_qty: string;
    }>`select in_delivery_qty from sales_order_item where sales_order_number = ${so}`.execute(database.db);
    expect(item.rows[0]?.in_delivery_qty).toBe('9.000');
    const delivered = await sql<{ n: string }>`select coalesce(sum(i.quantity), 0)::text as n from delivery_item i
      join delivery d on d.delivery_number = i.delivery_number where d.order_number = ${so}`.execute(database.db);
    expect(delivered.rows[0]?.n).toBe('9.000');
  });

  it('two users delivering the whole item at once: one succeeds, the other gets a 409', async () => {
    const so = await newSalesOrder(database.db, { plant: '1000', items: [{ material, quantity: '5' }] });
    const results = await race(so, 2, '5');
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
