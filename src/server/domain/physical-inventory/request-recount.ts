import type { Transaction } from 'kysely';
import type { PiDocumentStatusCode, PiRecountInput } from '../../../shared/contracts/physical-inventory/schemas';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { lockOpenPiDocument, refreshPiStatus } from './pi-document';

/**
 * Asks for a recount of counted items (MI01): they wait for a new count version and the document
 * cannot be posted until every one is counted again. The earlier counts stay as they were.
 */
export async function requestRecount(
  trx: Transaction<DB>,
  actor: PostingActor,
  piNumber: string,
  input: PiRecountInput,
): Promise<{ piNumber: string; status: PiDocumentStatusCode; items: number[] }> {
  await lockOpenPiDocument(trx, actor, piNumber);
  const wanted = [...new Set(input.items)].sort((a, b) => a - b);
  const rows = await trx
    .selectFrom('pi_item')
    .select(['item_no', 'status'])
    .where('pi_number', '=', piNumber)
    .where('item_no', 'in', wanted)
    .orderBy('item_no')
    .forUpdate()
    .execute();
  const found = new Map(rows.map((r) => [r.item_no, r.status]));
  for (const item of wanted) {
    const status = found.get(item);
    if (!status) throw new DomainError('PI_ITEM_NOT_FOUND', { item, number: piNumber });
    if (status === 'POSTED') throw new DomainError('PI_ITEM_POSTED', { item, number: piNumber });
    if (status === 'OPEN') throw new DomainError('PI_ITEM_NOT_COUNTED', { item, number: piNumber });
  }
  await trx.updateTable('pi_item').set({ status: 'RECOUNT' }).where('pi_number', '=', piNumber).where('item_no', 'in', wanted).execute();
  await auditBy(trx, actor, {
    action: 'PI_RECOUNT_REQUESTED',
    objectType: 'pi_document',
    objectId: piNumber,
    details: { items: wanted },
  });
  return { piNumber, status: await refreshPiStatus(trx, piNumber), items: wanted };
}
