import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { PostingActor } from '../domain/stock/posting/post-material-document';
import { post } from './ledger';

let poSeq = 0;
const today = () => new Date().toISOString().slice(0, 10);

/** A new purchase order of plant `plant` (storage location 0001) from the first vendor of the demo data: items 10, 20, ... */
export async function newPurchaseOrder(
  db: Kysely<DB>,
  spec: { plant: string; items: { material: string; quantity: string }[] },
): Promise<{ poNumber: string; vendor: string }> {
  const poNumber = String(4500000000 + (process.pid % 10000) * 1000 + ++poSeq).slice(-10);
  const vendor = (await db.selectFrom('vendor').select('vendor_id').orderBy('vendor_id').executeTakeFirstOrThrow()).vendor_id;
  const company = (await db.selectFrom('plant').select('company_code').where('plant_id', '=', spec.plant).executeTakeFirstOrThrow())
    .company_code;
  await db
    .insertInto('purchase_order')
    .values({ po_number: poNumber, vendor_id: vendor, plant_id: spec.plant, company_code: company, document_date: today() })
    .execute();
  await db
    .insertInto('purchase_order_item')
    .values(
      spec.items.map((i, n) => ({
        po_number: poNumber,
        item_no: (n + 1) * 10,
        material_id: i.material,
        plant_id: spec.plant,
        sloc_id: '0001',
        quantity: i.quantity,
        delivery_date: today(),
      })),
    )
    .execute();
  return { poNumber, vendor };
}

/** A goods receipt (101) for purchase order items straight into rack bins of plant 1000: its document number. */
export async function receivePurchaseOrder(
  db: Kysely<DB>,
  actor: PostingActor,
  poNumber: string,
  items: { poItem: number; material: string; quantity: string; bin: string; serials?: string[] }[],
): Promise<string> {
  const posted = await post(db, actor, {
    reference: { type: 'PO', number: poNumber },
    items: items.map((i) => ({
      movementType: '101',
      material: i.material,
      quantity: i.quantity,
      to: { plant: '1000', sloc: '0001', bin: i.bin },
      referenceItem: i.poItem,
      ...(i.serials ? { serials: i.serials } : {}),
    })),
  });
  return posted.matDoc;
}

/** What a purchase order item counts as received. */
export async function receivedOf(db: Kysely<DB>, poNumber: string, item: number): Promise<string> {
  const r = await sql<{ q: string }>`select received_qty::text as q from purchase_order_item
    where po_number = ${poNumber} and item_no = ${item}`.execute(db);
  return r.rows[0]?.q ?? '';
}
