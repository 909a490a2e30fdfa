import type { Transaction } from 'kysely';
import { t } from '../../../shared/i18n';
import type { DB } from '../../db/schema';
import type { StockCategory } from '../../db/schema/ledger';
import { DomainError } from '../errors';
import { roleBin } from '../master-data/storage-bins';
import { warehouseOfSloc } from '../master-data/storage-locations';
import type { PostingActor } from '../stock/posting/post-material-document';
import { createTransferOrder } from '../transfer-orders/create-transfer-order';

/**
 * Where received stock lands: in a warehouse-managed storage location, the first free bin of the
 * goods-receipt area (storage type role GR_AREA); elsewhere no bin. Cached per call site.
 */
export function goodsReceiptBins(trx: Transaction<DB>) {
  const cache = new Map<string, Promise<{ warehouseId: string; binId: string } | null>>();
  return (plant: string, sloc: string) => {
    const key = `${plant}|${sloc}`;
    let found = cache.get(key);
    if (!found) {
      found = (async () => {
        const warehouseId = await warehouseOfSloc(trx, plant, sloc);
        // an unknown storage location is reported by the posting itself
        if (!warehouseId) return null;
        const binId = await roleBin(trx, warehouseId, 'GR_AREA');
        if (!binId) throw new DomainError('NO_GR_AREA', { warehouse: warehouseId });
        return { warehouseId, binId };
      })();
      cache.set(key, found);
    }
    return found;
  };
}

export interface ReceivedLine {
  plant: string;
  sloc: string;
  bin: string;
  material: string;
  quantity: string;
  batch: string;
  serials: string[];
}

/**
 * After a goods receipt into warehouse-managed storage locations: one put-away transfer order
 * per storage location from the goods-receipt bin to the suggested bins, referencing the
 * material document. When no bin can be proposed the receipt still stands; the reason is
 * returned as a warning (the stock waits in the goods-receipt area for a manual put-away).
 */
export async function createPutawayAfterReceipt(
  trx: Transaction<DB>,
  actor: PostingActor,
  matDoc: string,
  reference: { type: string; number: string },
  lines: ReceivedLine[],
): Promise<{ transferOrder: string | null; warning: string | null }> {
  if (lines.length === 0) return { transferOrder: null, warning: null };
  // the category each line landed in (QUALITY for inspected materials), as the posting decided
  const categories = new Map(
    (
      await trx
        .selectFrom('material_document_item')
        .select(['material_id', 'to_bin', 'batch', 'to_category'])
        .where('mat_doc', '=', matDoc)
        .execute()
    ).map((r) => [`${r.material_id}|${r.to_bin}|${r.batch}`, r.to_category as StockCategory]),
  );
  const bySloc = new Map<string, ReceivedLine[]>();
  for (const l of lines) bySloc.set(`${l.plant}|${l.sloc}`, [...(bySloc.get(`${l.plant}|${l.sloc}`) ?? []), l]);
  const orders: string[] = [];
  try {
    for (const group of bySloc.values()) {
      const first = group[0] as ReceivedLine;
      const created = await createTransferOrder(trx, actor, {
        plant: first.plant,
        sloc: first.sloc,
        type: 'PUTAWAY',
        referenceMatDoc: matDoc,
        reference,
        linesPosted: true,
        lines: group.map((l) => ({
          material: l.material,
          quantity: l.quantity,
          ...(l.batch ? { batch: l.batch } : {}),
          category: categories.get(`${l.material}|${l.bin}|${l.batch}`) ?? 'UNRESTRICTED',
          ...(l.serials.length > 0 ? { serials: l.serials } : {}),
          sourceBin: l.bin,
        })),
      });
      orders.push(created.orderId);
    }
  } catch (error) {
    // refusals are decided before the transfer order writes anything: the receipt stays valid;
    // a plant out of the user's scope is no reason to warn about but a refusal of the whole call
    if (error instanceof DomainError && error.code !== 'PLANT_SCOPE' && orders.length === 0)
      return { transferOrder: null, warning: t('putawayNotCreated', { reason: error.message }) };
    throw error;
  }
  return { transferOrder: orders[0] ?? null, warning: null };
}
