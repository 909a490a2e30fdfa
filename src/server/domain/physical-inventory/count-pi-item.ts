import { sql, type Transaction } from 'kysely';
import type { PiCountInput, PiCountResult, PiEmptyBinInput } from '../../../shared/contracts/physical-inventory/schemas';
import { lineProblem } from '../../../shared/line-rules';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { checkCountedSerials } from './check-counted-serials';
import { ledgerPosition, lockOpenPiDocument, type PiHead, refreshPiStatus } from './pi-document';

/** A text[] value from a list (one JSON parameter: the drivers differ in how they send arrays). */
const textArray = (values: string[]) => sql<string[]>`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

interface ItemRow {
  item_no: number;
  material_id: string;
  batch: string;
  status: string;
  count_version: number;
  serialized: boolean;
}

/**
 * Counts a material (and batch) in a bin of a physical-inventory document (LI11). The count
 * records the ledger position and the book quantity at that position (see ledgerPosition), so
 * moves after the count cause no false difference. A material the document does not list for the
 * bin becomes a new item. Counting an item again (also two counters at once: the item row is
 * locked) adds a new count version: a recount, never an overwrite.
 */
export async function countPiItem(
  trx: Transaction<DB>,
  actor: PostingActor,
  piNumber: string,
  input: PiCountInput,
): Promise<PiCountResult> {
  const head = await lockOpenPiDocument(trx, actor, piNumber);
  await requireCountableBin(trx, head, input.bin);
  const material = await trx
    .selectFrom('material')
    .select(['material_id', 'serialized', 'batch_managed'])
    .where('material_id', '=', input.material)
    .executeTakeFirst();
  if (!material) throw new DomainError('MATERIAL_UNKNOWN', { material: input.material });
  const batch = input.batch ?? '';
  const problem = lineProblem({ material: input.material, serialized: material.serialized, batchManaged: material.batch_managed, batch });
  if (problem) throw new DomainError(problem.code, problem.params);

  const serials = await checkCountedSerials(trx, piNumber, material, input);
  const items = await lockItems(trx, piNumber, input.bin, { material: input.material, batch });
  const item = items[0] ?? (await addItem(trx, head, input.bin, input.material, batch, material.serialized));
  const version = await recordCount(trx, actor, head, input.bin, item, { quantity: input.quantity, serials, emptyBin: false });
  await markBinCounted(trx, actor, piNumber, input.bin, false);
  return answer(trx, piNumber, input.bin, [{ itemNo: item.item_no, material: item.material_id, version, quantity: input.quantity }]);
}

/** Confirms in one step that a bin is empty: every item of the bin counts 0 (a new version each), the bin is counted. */
export async function confirmEmptyBin(
  trx: Transaction<DB>,
  actor: PostingActor,
  piNumber: string,
  input: PiEmptyBinInput,
): Promise<PiCountResult> {
  const head = await lockOpenPiDocument(trx, actor, piNumber);
  await requireCountableBin(trx, head, input.bin);
  const items = await lockItems(trx, piNumber, input.bin, null);
  const counted: PiCountResult['counted'] = [];
  for (const item of items) {
    const version = await recordCount(trx, actor, head, input.bin, item, {
      quantity: '0.000',
      serials: item.serialized ? [] : null,
      emptyBin: true,
    });
    counted.push({ itemNo: item.item_no, material: item.material_id, version, quantity: '0.000' });
  }
  await markBinCounted(trx, actor, piNumber, input.bin, true);
  return answer(trx, piNumber, input.bin, counted);
}

/** The bin is on the document and not blocked now. */
async function requireCountableBin(trx: Transaction<DB>, head: PiHead, bin: string): Promise<void> {
  const row = await trx
    .selectFrom('pi_bin as pb')
    .innerJoin('storage_bin as b', (j) => j.onRef('b.warehouse_id', '=', 'pb.warehouse_id').onRef('b.bin_id', '=', 'pb.bin_id'))
    .select('b.blocked')
    .where('pb.pi_number', '=', head.pi_number)
    .where('pb.bin_id', '=', bin)
    .executeTakeFirst();
  if (!row) throw new DomainError('PI_BIN_NOT_ON_DOCUMENT', { bin, number: head.pi_number });
  if (row.blocked) throw new DomainError('PI_BIN_BLOCKED', { bin });
}

/** Locks the bin's items not yet posted (one material and batch, or all), in item order. */
async function lockItems(
  trx: Transaction<DB>,
  piNumber: string,
  bin: string,
  only: { material: string; batch: string } | null,
): Promise<ItemRow[]> {
  let q = trx
    .selectFrom('pi_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select(['i.item_no', 'i.material_id', 'i.batch', 'i.status', 'i.count_version', 'm.serialized'])
    .where('i.pi_number', '=', piNumber)
    .where('i.bin_id', '=', bin);
  if (only) q = q.where('i.material_id', '=', only.material).where('i.batch', '=', only.batch);
  const rows = await q.orderBy('i.item_no').forUpdate(['i']).execute();
  const posted = rows.find((r) => r.status === 'POSTED');
  if (posted && only) throw new DomainError('PI_ITEM_POSTED', { item: posted.item_no, number: piNumber });
  return rows.filter((r) => r.status !== 'POSTED');
}

/** A material found in a bin the document did not list it for: a new item, book quantity as of now. */
async function addItem(
  trx: Transaction<DB>,
  head: PiHead,
  bin: string,
  material: string,
  batch: string,
  serialized: boolean,
): Promise<ItemRow> {
  const { book } = await ledgerPosition(trx, head, bin, material, batch);
  const row = await sql<{ item_no: number }>`insert into pi_item (pi_number, item_no, bin_id, material_id, batch, book_qty)
    select ${head.pi_number}, coalesce(max(item_no), 0) + 1, ${bin}, ${material}, ${batch}, ${book}::numeric
    from pi_item where pi_number = ${head.pi_number}
    returning item_no`.execute(trx);
  const itemNo = (row.rows[0] as { item_no: number }).item_no;
  return { item_no: itemNo, material_id: material, batch, status: 'OPEN', count_version: 0, serialized };
}

/** Appends a count version with the ledger position and book quantity at it, and makes it the item's current count. */
async function recordCount(
  trx: Transaction<DB>,
  actor: PostingActor,
  head: PiHead,
  bin: string,
  item: ItemRow,
  count: { quantity: string; serials: string[] | null; emptyBin: boolean },
): Promise<number> {
  const { quantity, serials, emptyBin } = count;
  const position = await ledgerPosition(trx, head, bin, item.material_id, item.batch);
  const bookSerials = serials === null ? null : position.serials;
  const version = item.count_version + 1;
  await trx
    .insertInto('pi_count')
    .values({
      pi_number: head.pi_number,
      item_no: item.item_no,
      version,
      counted_qty: quantity,
      book_at_count: position.book,
      ledger_mat_doc: position.matDoc,
      ledger_snapshot: position.snapshot,
      serials: textArray(serials ?? []),
      book_serials: textArray(bookSerials ?? []),
      empty_bin: emptyBin,
      counted_by: actor.userId,
    })
    .execute();
  await trx
    .updateTable('pi_item')
    .set({
      count_version: version,
      counted_qty: quantity,
      book_at_count: position.book,
      ledger_mat_doc: position.matDoc,
      counted_serials: serials === null ? null : textArray(serials),
      book_serials: bookSerials === null ? null : textArray(bookSerials),
      status: 'COUNTED',
    })
    .where('pi_number', '=', head.pi_number)
    .where('item_no', '=', item.item_no)
    .execute();
  return version;
}

async function markBinCounted(trx: Transaction<DB>, actor: PostingActor, piNumber: string, bin: string, empty: boolean): Promise<void> {
  await trx
    .updateTable('pi_bin')
    .set({ counted_at: new Date(), counted_by: actor.userId, empty_confirmed: empty })
    .where('pi_number', '=', piNumber)
    .where('bin_id', '=', bin)
    .execute();
}

async function answer(trx: Transaction<DB>, piNumber: string, bin: string, counted: PiCountResult['counted']): Promise<PiCountResult> {
  const status = await refreshPiStatus(trx, piNumber);
  return { piNumber, status, bin, counted, nextBin: await nextBin(trx, piNumber, bin) };
}

/** The next bin in counting order (after this one, then from the start) without a count or with items still to count. */
export async function nextBin(trx: Transaction<DB>, piNumber: string, after: string | null): Promise<string | null> {
  const row = await sql<{ bin_id: string }>`select pb.bin_id from pi_bin pb
    where pb.pi_number = ${piNumber} and pb.bin_id <> ${after ?? ''}
      and (pb.counted_at is null or exists (select 1 from pi_item i where i.pi_number = pb.pi_number and i.bin_id = pb.bin_id
        and i.status in ('OPEN', 'RECOUNT')))
    order by pb.seq <= coalesce((select seq from pi_bin where pi_number = ${piNumber} and bin_id = ${after ?? ''}), 0), pb.seq
    limit 1`.execute(trx);
  return row.rows[0]?.bin_id ?? null;
}
