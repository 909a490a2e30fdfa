import type { Kysely } from 'kysely';
import { type MessageId, t } from '../../../shared/i18n';
import { displayQuantity } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { SideKind } from '../../db/schema/ledger';
import { DomainError } from '../errors';
import { inPlantScope, type Viewer, visiblePlants } from '../master-data/viewer';
import { getMaterialDocument } from '../stock/get-material-document';
import type { BinLabelData, TransferPostingLabelData } from './index';

type Side = { plant: string; sloc: string; bin: string | null } | null;

/** What a side of a movement without a stock position is, by its kind (catalogue keys). */
const SIDE_NAMES = {
  POSITION: 'label.side.POSITION',
  TRANSIT: 'label.side.TRANSIT',
  VENDOR: 'label.side.VENDOR',
  COST_CENTER: 'label.side.COST_CENTER',
  CUSTOMER: 'label.side.CUSTOMER',
  SCRAP: 'label.side.SCRAP',
  DIFFERENCE: 'label.side.DIFFERENCE',
  INITIAL: 'label.side.INITIAL',
  MATERIAL: 'label.side.MATERIAL',
  AT_VENDOR: 'label.side.AT_VENDOR',
} as const satisfies Record<SideKind, MessageId>;

const place = (side: Side, kind: string) =>
  side ? [side.plant, side.sloc, side.bin].filter(Boolean).join('/') : kind in SIDE_NAMES ? t(SIDE_NAMES[kind as SideKind]) : kind;

/** One transfer-posting label per item of a material document the viewer may read. */
export async function transferPostingLabelData(db: Kysely<DB>, viewer: Viewer, matDoc: string): Promise<TransferPostingLabelData[]> {
  const doc = await getMaterialDocument(db, viewer, matDoc);
  return doc.items.map((i) => ({
    materialDocument: doc.matDoc,
    item: i.itemNo,
    movementType: i.movementType,
    material: i.material,
    description: i.materialDescription.slice(0, 40),
    quantity: displayQuantity(i.quantity),
    unit: i.baseUnit,
    ...(i.batch ? { batch: i.batch } : {}),
    from: place(i.from, i.fromKind).slice(0, 40),
    to: place(i.to, i.toKind).slice(0, 40),
    postingDate: doc.postingDate,
  }));
}

/** The label of a storage bin in a warehouse of a plant the viewer may see (else BIN_NOT_FOUND). */
export async function binLabelData(
  db: Kysely<DB>,
  viewer: Viewer,
  plantId: string,
  warehouseId: string,
  binId: string,
): Promise<BinLabelData> {
  const plants = visiblePlants(viewer);
  const bin = await db
    .selectFrom('storage_bin as b')
    .innerJoin('warehouse as w', 'w.warehouse_id', 'b.warehouse_id')
    .innerJoin('storage_type as t', (j) => j.onRef('t.warehouse_id', '=', 'b.warehouse_id').onRef('t.storage_type', '=', 'b.storage_type'))
    .select(['w.plant_id', 'b.warehouse_id', 'b.bin_id', 't.name'])
    .where('w.plant_id', '=', plantId.toUpperCase())
    .where('b.warehouse_id', '=', warehouseId.toUpperCase())
    .where('b.bin_id', '=', binId.toUpperCase())
    .executeTakeFirst();
  if (!bin || !inPlantScope(plants, bin.plant_id)) throw new DomainError('STORAGE_BIN_NOT_FOUND', { binId, warehouseId });
  return { plant: bin.plant_id, warehouse: bin.warehouse_id, bin: bin.bin_id, storageType: bin.name.slice(0, 20) };
}
