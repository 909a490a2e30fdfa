import { sql, type Transaction } from 'kysely';
import type { PostedPiDifferences } from '../../../shared/contracts/physical-inventory/schemas';
import type { PostingItemInput } from '../../../shared/contracts/stock/schemas';
import { fromMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { lockOpenPiDocument } from './pi-document';
import { expectedDifference } from './pi-reference';

/**
 * Posts the differences of a counted physical-inventory document (MI07) in one material document
 * with the PI document as reference: per item, book at count minus counted; a gain posts 701 into
 * the bin, a loss 702 out of it (unrestricted stock); serialized materials post the serials found
 * (701) and missing (702). Moves after the count are already in the
 * stock, so the difference alone brings the bin to counted + moved since. Each item is posted once
 * (the reference check locks and marks the items); a posted document refuses a second posting.
 */
export async function postPiDifferences(trx: Transaction<DB>, actor: PostingActor, piNumber: string): Promise<PostedPiDifferences> {
  const head = await lockOpenPiDocument(trx, actor, piNumber);
  const open = await sql<{ items: number; bins: number }>`select
      (select count(*)::int from pi_item where pi_number = ${piNumber} and status in ('OPEN', 'RECOUNT')) as items,
      (select count(*)::int from pi_bin where pi_number = ${piNumber} and counted_at is null) as bins`.execute(trx);
  const { items: openItems, bins: openBins } = open.rows[0] as { items: number; bins: number };
  if (openItems > 0 || openBins > 0) throw new DomainError('PI_NOT_COUNTED', { number: piNumber, items: openItems, bins: openBins });

  const counted = await trx
    .selectFrom('pi_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select(['i.item_no', 'i.bin_id', 'i.material_id', 'i.batch', 'i.counted_qty', 'i.book_at_count', 'm.serialized'])
    .select(['i.counted_serials', 'i.book_serials', 'i.status'])
    .where('i.pi_number', '=', piNumber)
    .where('i.status', '=', 'COUNTED')
    .orderBy('i.item_no')
    .execute();
  const postingItems: PostingItemInput[] = [];
  for (const item of counted) {
    const position = { plant: head.plant_id, sloc: head.sloc_id, bin: item.bin_id, category: 'UNRESTRICTED' as const };
    const row = { ...item, plant_id: head.plant_id, sloc_id: head.sloc_id, warehouse_id: head.warehouse_id };
    for (const movementType of ['701', '702'] as const) {
      const difference = expectedDifference(row, movementType);
      if (!difference) continue;
      postingItems.push({
        movementType,
        material: item.material_id,
        quantity: fromMilliUnits(difference.qty),
        ...(item.batch ? { batch: item.batch } : {}),
        ...(movementType === '701' ? { to: position } : { from: position }),
        ...(difference.serials ? { serials: difference.serials } : {}),
        referenceItem: item.item_no,
      });
    }
  }
  const gains = postingItems.filter((i) => i.movementType === '701').length;
  const posted =
    postingItems.length > 0
      ? await postMaterialDocument(trx, actor, {
          headerText: `Physical inventory ${piNumber}`,
          reference: { type: 'PI', number: piNumber },
          items: postingItems,
        })
      : null;
  // items without a difference are done too
  await trx.updateTable('pi_item').set({ status: 'POSTED' }).where('pi_number', '=', piNumber).where('status', '=', 'COUNTED').execute();
  await trx
    .updateTable('pi_document')
    .set({ status: 'POSTED', posted_by: actor.userId, posted_at: new Date(), posted_mat_doc: posted?.matDoc ?? null })
    .where('pi_number', '=', piNumber)
    .execute();
  await auditBy(trx, actor, {
    action: 'PI_DIFFERENCES_POSTED',
    objectType: 'pi_document',
    objectId: piNumber,
    details: { matDoc: posted?.matDoc ?? null, gains, losses: postingItems.length - gains },
  });
  return { piNumber, matDoc: posted?.matDoc ?? null, gains, losses: postingItems.length - gains };
}
