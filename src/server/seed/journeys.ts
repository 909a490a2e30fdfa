import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertChunked } from './insert-chunked';
import {
  JOURNEY_MATERIALS,
  JOURNEY_PAPERS_SALES_ORDER,
  JOURNEY_PO,
  JOURNEY_RETURN_SALES_ORDER,
  JOURNEY_SALES_ORDER,
  JOURNEY_STO,
} from './journey-orders';

/**
 * Demo data the e2e journeys (e2e/journeys-*.spec.ts) own, so no journey reads or changes another
 * spec's orders or stock and no area spec takes a journey's: three materials of their own (ids
 * after every demo material, so searches of other specs pick them last) and one order per chain,
 * each large enough for five runs on one database (`--repeat-each=5`):
 * - outbound: sales order 3910000001 of plant 1000 (DHL express profile), 10 of the serialized
 *   keyboard ZJRN-KBD-0001 (2 per run);
 * - stock transport: STO 4710000001 from plant 2000 to plant 1000, 10 of the plain part
 *   ZJRN-PART-0001 (1 per run; picked by the Newark user, received in Frankfurt);
 * - quality: purchase order 4591000001 of plant 1000, 10 of the quality-inspected terminal
 *   ZJRN-TRM-0001 (1 per run);
 * - customer return: sales order 3910000002 of plant 1000, 10 of the serialized terminal ZJRN-RET-0001
 *   (1 per run: shipped, returned, inspected, released);
 * - delivery papers: sales order 3910000003 of plant 1000, 10 of the serialized terminal ZJRN-DOC-0001
 *   (2 per run: packed, shipped, its delivery note and SSCC label reprinted from the document history).
 * The inbound journey's purchase order is the dock's 4517000008 (seed/dock.ts). Nothing is posted:
 * each journey places the stock it starts from.
 */
export async function seedJourneys(db: Kysely<DB>): Promise<void> {
  const plants = (await db.selectFrom('plant').select('plant_id').where('plant_id', 'in', ['1000', '2000']).execute()).map(
    (p) => p.plant_id,
  );
  if (plants.length < 2) return;
  const customer = await db.selectFrom('customer').select('customer_number').orderBy('customer_number', 'desc').executeTakeFirst();
  const vendor = await db.selectFrom('vendor').select('vendor_id').where('vendor_id', '=', 'V100003').executeTakeFirst();
  if (!customer || !vendor) return;
  const today = new Date().toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'material', [
      {
        material_id: JOURNEY_MATERIALS.keyboard,
        description: 'Journey keyboard (serialized)',
        material_type: 'FERT',
        material_group: 'KEYB',
        serialized: true,
        product_category: 'KEYBOARD',
      },
      { material_id: JOURNEY_MATERIALS.part, description: 'Journey mounting kit', material_type: 'HAWA', material_group: 'CABL' },
      {
        material_id: JOURNEY_MATERIALS.terminal,
        description: 'Journey terminal (quality-inspected)',
        material_type: 'FERT',
        material_group: 'TERM',
        serialized: true,
        quality_inspected: true,
        product_category: 'TERMINAL',
      },
      {
        material_id: JOURNEY_MATERIALS.returned,
        description: 'Journey terminal (customer returns)',
        material_type: 'FERT',
        material_group: 'TERM',
        serialized: true,
        product_category: 'TERMINAL',
      },
      {
        material_id: JOURNEY_MATERIALS.papers,
        description: 'Journey terminal (delivery papers)',
        material_type: 'FERT',
        material_group: 'TERM',
        serialized: true,
        product_category: 'TERMINAL',
      },
    ]);
    await insertChunked(
      trx,
      'material_plant',
      Object.values(JOURNEY_MATERIALS).flatMap((material_id) =>
        plants.map((plant_id) => ({ material_id, plant_id, default_sloc: '0001' })),
      ),
    );
    await trx
      .insertInto('sales_order')
      .values({
        sales_order_number: JOURNEY_SALES_ORDER,
        customer_number: customer.customer_number,
        plant_id: '1000',
        shipping_profile: 'DE-DHL-EX',
        document_date: today,
      })
      .execute();
    await trx
      .insertInto('sales_order_item')
      .values({
        sales_order_number: JOURNEY_SALES_ORDER,
        item_no: 10,
        material_id: JOURNEY_MATERIALS.keyboard,
        sloc_id: '0001',
        quantity: '10.000',
        delivery_date: today,
      })
      .execute();
    await trx
      .insertInto('sales_order')
      .values({
        sales_order_number: JOURNEY_RETURN_SALES_ORDER,
        customer_number: customer.customer_number,
        plant_id: '1000',
        document_date: today,
      })
      .execute();
    await trx
      .insertInto('sales_order_item')
      .values({
        sales_order_number: JOURNEY_RETURN_SALES_ORDER,
        item_no: 10,
        material_id: JOURNEY_MATERIALS.returned,
        sloc_id: '0001',
        quantity: '10.000',
        delivery_date: today,
      })
      .execute();
    await trx
      .insertInto('sales_order')
      .values({
        sales_order_number: JOURNEY_PAPERS_SALES_ORDER,
        customer_number: customer.customer_number,
        plant_id: '1000',
        document_date: today,
      })
      .execute();
    await trx
      .insertInto('sales_order_item')
      .values({
        sales_order_number: JOURNEY_PAPERS_SALES_ORDER,
        item_no: 10,
        material_id: JOURNEY_MATERIALS.papers,
        sloc_id: '0001',
        quantity: '10.000',
        delivery_date: today,
      })
      .execute();
    await trx
      .insertInto('stock_transport_order')
      .values({ sto_number: JOURNEY_STO, supplying_plant: '2000', receiving_plant: '1000', document_date: today })
      .execute();
    await trx
      .insertInto('stock_transport_order_item')
      .values({
        sto_number: JOURNEY_STO,
        item_no: 10,
        material_id: JOURNEY_MATERIALS.part,
        supplying_sloc: '0001',
        receiving_sloc: '0001',
        quantity: '10.000',
        delivery_date: today,
      })
      .execute();
    await trx
      .insertInto('purchase_order')
      .values({ po_number: JOURNEY_PO, vendor_id: vendor.vendor_id, plant_id: '1000', company_code: 'DE01', document_date: today })
      .execute();
    await trx
      .insertInto('purchase_order_item')
      .values({
        po_number: JOURNEY_PO,
        item_no: 10,
        material_id: JOURNEY_MATERIALS.terminal,
        plant_id: '1000',
        sloc_id: '0001',
        quantity: '10.000',
        delivery_date: today,
      })
      .execute();
  });
}
