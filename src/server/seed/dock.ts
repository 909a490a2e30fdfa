import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Demo data of the dock and the supplier side: the grants of the new functions, dock
 * doors, two materials of their own (one serialized) and purchase orders of vendor V100001 (and
 * one of another vendor) that the dock's tests and e2e use and nothing else touches: the materials'
 * ids sort after every demo material and the orders are dated back, so searches of other tests pick
 * them last.
 */
export const DOCK_MATERIALS = { serialized: 'ZDOCK-SER-0001', plain: 'ZDOCK-PART-0001' } as const;
/**
 * 4517000001: e2e; 4517000002..4517000007: api and db tests; 4517000008: the inbound journey e2e;
 * 4517000009: another vendor's.
 */
export const DOCK_POS = Array.from({ length: 8 }, (_, i) => String(4517000001 + i));
export const DOCK_FOREIGN_PO = '4517000009';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedDock(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('role_grant')
    .values([
      { role_id: 'SUPPLIER', module: 'MM', tcode: 'ASN' },
      { role_id: 'SUPPLIER', module: 'WM', tcode: 'SCHD' },
      { role_id: 'SUPPLIER', module: 'PORTAL', tcode: 'SDSK' },
      { role_id: 'WH_OPERATOR', module: 'PORTAL', tcode: 'SDSK' },
      { role_id: 'ADMIN', module: 'PORTAL', tcode: 'SDSK' },
      // the administrator holds every grant (the route walk checks CSRF before anything else with its session)
      { role_id: 'ADMIN', module: 'MM', tcode: 'ASN' },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('dock_door')
    .values([
      { plant_id: '1000', door_id: 'D01', name: 'Door 1 (trucks)', opens_minute: 360, closes_minute: 1200, slot_minutes: 60, capacity: 1 },
      { plant_id: '1000', door_id: 'D02', name: 'Door 2 (vans)', opens_minute: 420, closes_minute: 1080, slot_minutes: 30, capacity: 2 },
      { plant_id: '2000', door_id: 'D01', name: 'Door 1', opens_minute: 480, closes_minute: 1020, slot_minutes: 60, capacity: 1 },
    ])
    .execute();
  const template = await db
    .selectFrom('material')
    .select(['material_type', 'material_group'])
    .where('serialized', '=', true)
    .orderBy('material_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('material')
    .values([
      { material_id: DOCK_MATERIALS.serialized, description: 'Dock test scanner (serialized)', serialized: true, ...template },
      { material_id: DOCK_MATERIALS.plain, description: 'Dock test mounting kit', serialized: false, ...template },
    ])
    .execute();
  await db
    .insertInto('material_plant')
    .values(Object.values(DOCK_MATERIALS).map((material_id) => ({ material_id, plant_id: '1000', default_sloc: '0001' })))
    .execute();
  // an aisle of empty bins of each type put-away asks for (R09 high rack, S09 shelving): every notice received at the
  // dock (the journeys, EDI's four formats, customer returns) leaves a put-away that holds an empty bin until confirmed
  const types = [
    { storageType: '001', binType: 'P1', aisle: 'R09' },
    { storageType: '002', binType: 'S1', aisle: 'S09' },
    { storageType: '002', binType: 'S2', aisle: 'S10' },
  ];
  await db
    .insertInto('storage_bin')
    .values(
      types.flatMap((type) =>
        Array.from({ length: 15 }, (_, i) => ({
          warehouse_id: 'W10',
          bin_id: `${type.aisle}-${String(Math.floor(i / 3) + 1).padStart(2, '0')}-${(i % 3) + 1}`,
          storage_type: type.storageType,
          bin_type: type.binType,
          capacity: type.binType === 'P1' ? '200.000' : '50.000',
          blocked: false,
        })),
      ),
    )
    .execute();
  const orders = [...DOCK_POS.map((po) => ({ po, vendor: 'V100001' })), { po: DOCK_FOREIGN_PO, vendor: 'V100002' }];
  await db
    .insertInto('purchase_order')
    .values(
      orders.map(({ po, vendor }) => ({
        po_number: po,
        vendor_id: vendor,
        plant_id: '1000',
        company_code: 'DE01',
        document_date: isoDay(-400),
      })),
    )
    .execute();
  await db
    .insertInto('purchase_order_item')
    .values(
      orders.flatMap(({ po }) => [
        {
          po_number: po,
          item_no: 10,
          material_id: DOCK_MATERIALS.serialized,
          plant_id: '1000',
          sloc_id: '0001',
          quantity: '10.000',
          delivery_date: isoDay(5),
        },
        {
          po_number: po,
          item_no: 20,
          material_id: DOCK_MATERIALS.plain,
          plant_id: '1000',
          sloc_id: '0001',
          quantity: '50.000',
          delivery_date: isoDay(5),
        },
      ]),
    )
    .execute();
}
