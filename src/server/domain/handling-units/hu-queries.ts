import type { Kysely, Transaction } from 'kysely';
import type { HandlingUnitSearch, HandlingUnitSummary, HandlingUnitView } from '../../../shared/contracts/shipping/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { outboundPlants } from '../deliveries/scope';
import { DomainError } from '../errors';
import { isoText } from '../iso-text';
import { inPlantScope, isEmptyScope, limitToPlants, type PlantScope, type Viewer } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';

type Db = Kysely<DB> | Transaction<DB>;

/** Handling units with the fields of the summary (and the shipment of their delivery). */
export function summaryQuery(db: Db) {
  return db
    .selectFrom('handling_unit as h')
    .leftJoin('shipment_delivery as sd', 'sd.delivery_number', 'h.delivery_number')
    .select([
      'h.hu_number as huNumber',
      'h.sscc',
      'h.plant_id as plant',
      'h.delivery_number as deliveryNumber',
      'h.parent_hu as parentHu',
      'h.packaging_material as packagingMaterial',
      'h.gross_weight as grossWeight',
      'h.status',
      'sd.shipment_number as shipmentNumber',
      isoText('h.created_at').as('createdAt'),
    ]);
}

/** HU search (the spec's handling-units search): by delivery, SSCC, material, shipment; newest first. */
export async function searchHandlingUnits(db: Kysely<DB>, viewer: Viewer, q: HandlingUnitSearch): Promise<Paged<HandlingUnitSummary>> {
  const plants = outboundPlants(viewer);
  if (isEmptyScope(plants)) return emptyPage(q);
  let base = summaryQuery(db);
  base = limitToPlants(base, 'h.plant_id', plants);
  if (q.deliveryNumber) base = base.where('h.delivery_number', '=', q.deliveryNumber);
  if (q.sscc) base = base.where('h.sscc', '=', q.sscc);
  if (q.shipmentNumber) base = base.where('sd.shipment_number', '=', q.shipmentNumber);
  if (q.topLevel === 'true') base = base.where('h.parent_hu', 'is', null);
  if (q.material) {
    const material = q.material.toUpperCase();
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('handling_unit_item as i')
          .select('i.hu_number')
          .whereRef('i.hu_number', '=', 'h.hu_number')
          .where('i.material_id', '=', material),
      ),
    );
  }
  return fetchPage(db, base, base.orderBy('h.created_at', 'desc').orderBy('h.hu_number', 'desc'), q);
}

/** The HU number of a number or SSCC in the viewer's plants, else HU_NOT_FOUND. */
export async function findHandlingUnit(db: Db, plants: PlantScope, ref: string): Promise<{ hu_number: string; plant_id: string }> {
  const row = await db
    .selectFrom('handling_unit')
    .select(['hu_number', 'plant_id'])
    .where(ref.length === 18 ? 'sscc' : 'hu_number', '=', ref)
    .executeTakeFirst();
  if (!row || !inPlantScope(plants, row.plant_id)) throw new DomainError('HU_NOT_FOUND', { handlingUnit: ref });
  return row;
}

/** An HU (by number or SSCC, in the plants: `outboundPlants(viewer)` or an actor's) with its items, the HUs directly inside it and its delivery's status. */
export async function getHandlingUnit(db: Db, plants: PlantScope, ref: string): Promise<HandlingUnitView> {
  const { hu_number } = await findHandlingUnit(db, plants, ref);
  const head = await summaryQuery(db)
    .innerJoin('delivery as d', 'd.delivery_number', 'h.delivery_number')
    .select('d.status as deliveryStatus')
    .where('h.hu_number', '=', hu_number)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('handling_unit_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select([
      'i.item_no as itemNo',
      'i.material_id as material',
      'm.description as materialDescription',
      'i.quantity',
      'm.base_unit as unit',
      'i.serials',
    ])
    .where('i.hu_number', '=', hu_number)
    .orderBy('i.item_no')
    .execute();
  const children = await summaryQuery(db).where('h.parent_hu', '=', hu_number).orderBy('h.hu_number').execute();
  return { ...head, items: items.map((i) => ({ ...i, serials: [...i.serials].sort() })), children };
}
