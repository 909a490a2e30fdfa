import { type Kysely, sql } from 'kysely';
import type { ConfirmPickInput } from '../../shared/contracts/deliveries/schemas';
import type { DB } from '../db/schema';
import { confirmPick } from '../domain/deliveries/confirm-pick';
import { pickList } from '../domain/deliveries/delivery-queries';
import type { PostingActor } from '../domain/stock/posting/post-material-document';
import { post } from './ledger';
import type { LedgerFixture } from './ledger-fixture';

/**
 * Orders and stock for outbound tests: materials without stock in a plant, new sales orders and
 * stock transport orders with known items, stock placed in rack bins by initial entry (561).
 */
let orderSeq = 0;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Materials maintained in the plant, without stock there, neither batch-managed nor inspected; `alsoIn`:
 * maintained in that plant too (a stock transport's receiving plant).
 */
export async function unstockedMaterials(
  db: Kysely<DB>,
  plant: string,
  serialized: boolean,
  count = 1,
  alsoIn: string | null = null,
): Promise<string[]> {
  const rows = await sql<{ material_id: string }>`select m.material_id from material m
    join material_plant mp on mp.material_id = m.material_id and mp.plant_id = ${plant}
    where m.serialized = ${serialized} and not m.batch_managed and not m.quality_inspected
      and (${alsoIn}::text is null or exists (select 1 from material_plant o where o.material_id = m.material_id and o.plant_id = ${alsoIn}))
      and not exists (select 1 from stock s where s.material_id = m.material_id and s.plant_id = ${plant} and s.quantity > 0)
      and not exists (select 1 from delivery_item i where i.material_id = m.material_id)
    order by m.material_id desc limit ${count}`.execute(db);
  if (rows.rows.length < count) throw new Error(`not enough unstocked materials in plant ${plant}`);
  return rows.rows.map((r) => r.material_id);
}

export interface OrderItemSpec {
  material: string;
  quantity: string;
  date?: string;
}

/** A new order number of this process, counting up from `base`. */
const orderNumber = (base: number) => String(base + process.pid * 100 + ++orderSeq).slice(-10);

/** The columns every order item has: items 10, 20, ..., delivered today unless the spec names a date. */
const itemColumns = (items: OrderItemSpec[]) =>
  items.map((i, n) => ({ item_no: (n + 1) * 10, material_id: i.material, quantity: i.quantity, delivery_date: i.date ?? today() }));

/** A new sales order of plant `plant` (customer: the first of the demo data unless named). */
export async function newSalesOrder(
  db: Kysely<DB>,
  spec: { plant: string; items: OrderItemSpec[]; creditBlock?: boolean; customer?: string },
): Promise<string> {
  const number = orderNumber(1900000000);
  const customer =
    spec.customer ??
    (await db.selectFrom('customer').select('customer_number').orderBy('customer_number').executeTakeFirstOrThrow()).customer_number;
  await db
    .insertInto('sales_order')
    .values({ sales_order_number: number, customer_number: customer, plant_id: spec.plant, document_date: today() })
    .execute();
  if (spec.creditBlock) await sql`update sales_order set credit_block = true where sales_order_number = ${number}`.execute(db);
  await db
    .insertInto('sales_order_item')
    .values(itemColumns(spec.items).map((columns) => ({ sales_order_number: number, sloc_id: '0001', ...columns })))
    .execute();
  return number;
}

/** A new stock transport order from `from` to `to`, storage locations 0001. */
export async function newSto(db: Kysely<DB>, spec: { from: string; to: string; items: OrderItemSpec[] }): Promise<string> {
  const number = orderNumber(4790000000);
  await db
    .insertInto('stock_transport_order')
    .values({ sto_number: number, supplying_plant: spec.from, receiving_plant: spec.to, document_date: today() })
    .execute();
  await db
    .insertInto('stock_transport_order_item')
    .values(itemColumns(spec.items).map((columns) => ({ sto_number: number, supplying_sloc: '0001', receiving_sloc: '0001', ...columns })))
    .execute();
  return number;
}

/** Puts stock into a bin of plant `plant`, storage location 0001, by initial entry. */
export function stockUp(
  db: Kysely<DB>,
  actor: PostingActor,
  spec: { plant: string; material: string; bin: string; quantity: string; serials?: string[] },
) {
  return post(db, actor, {
    items: [
      {
        movementType: '561',
        material: spec.material,
        quantity: spec.quantity,
        to: { plant: spec.plant, sloc: '0001', bin: spec.bin },
        ...(spec.serials ? { serials: spec.serials } : {}),
      },
    ],
  });
}

/** Puts stock (serials: of a serialized material) into a rack bin of plant 1000, as the administrator. */
export function stockUpIn1000(fx: LedgerFixture, material: string, bin: string, quantity: string, serials?: string[]) {
  return stockUp(fx.db, fx.admin, { plant: '1000', material, bin, quantity, serials });
}

/** A line of a delivery's pick list, as confirmPick names it. */
export type PickLine = { orderId: string; lineNo: number };

/** Confirms one line of a delivery's pick list as whfra. */
export function confirmLine(fx: LedgerFixture, delivery: string, line: PickLine, input: ConfirmPickInput) {
  return fx.run((trx) => confirmPick(trx, fx.whfra, delivery, line.orderId, line.lineNo, input));
}

/** Picks every open line of a delivery's pick list as planned (serials of a serialized line: `serialsFor(line)`). */
export async function pickAll(
  fx: LedgerFixture,
  delivery: string,
  serialsFor: (line: { sourceBin: string; material: string; quantity: string }) => string[] = () => [],
): Promise<void> {
  const list = await pickList(fx.db, fx.viewer, delivery);
  for (const l of list.lines) {
    const s = l.serialized ? serialsFor(l) : [];
    await confirmLine(fx, delivery, l, {
      sourceBin: l.sourceBin,
      material: l.material,
      quantity: l.quantity,
      ...(s.length > 0 ? { serials: s } : {}),
    });
  }
}
