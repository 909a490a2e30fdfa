import { sql, type Transaction } from 'kysely';
import { type CreatedPiDocument, type CreatePiDocumentInput, MAX_PI_BINS } from '../../../shared/contracts/physical-inventory/schemas';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { managingWarehouse } from '../master-data/storage-locations';
import type { PostingActor } from '../stock/posting/post-material-document';
import { nextPiNumber } from './pi-document';

/**
 * Creates a physical-inventory document (MI01) over the bins of a warehouse-managed storage
 * location chosen by bin range, storage type, material and/or "not counted since" (bins without a
 * count on a posted document since that date). Blocked bins are left out (they cannot be counted);
 * a bin on another open document refuses the whole document. Items: the unrestricted stock of each
 * bin per material and batch, book quantity shown as of now (serialized materials are counted by
 * serial). Creating freezes nothing.
 */
export async function createPiDocument(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: CreatePiDocumentInput,
): Promise<CreatedPiDocument> {
  if (!actor.plants.includes(input.plant)) throw new DomainError('PLANT_SCOPE', { plant: input.plant });
  const { binFrom, binTo, storageType, material, notCountedSince } = input;
  if (!binFrom && !binTo && !storageType && !material && !notCountedSince) throw new DomainError('PI_SELECTION_REQUIRED');
  const warehouse = await managingWarehouse(trx, input.plant, input.sloc);
  // the number first: its row lock makes two creations over the same bins take turns
  const piNumber = await nextPiNumber(trx);

  let bins = trx.selectFrom('storage_bin as b').select('b.bin_id').where('b.warehouse_id', '=', warehouse).where('b.blocked', '=', false);
  if (binFrom) bins = bins.where('b.bin_id', '>=', binFrom);
  if (binTo) bins = bins.where('b.bin_id', '<=', binTo);
  if (storageType) bins = bins.where('b.storage_type', '=', storageType.toUpperCase());
  if (material)
    bins = bins.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('stock as s')
          .select('s.stock_id')
          .whereRef('s.bin_id', '=', 'b.bin_id')
          .where('s.warehouse_id', '=', warehouse)
          .where('s.material_id', '=', material)
          .where('s.category', '=', 'UNRESTRICTED')
          .where('s.quantity', '>', '0'),
      ),
    );
  if (notCountedSince)
    bins = bins.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pi_bin as pb')
            .innerJoin('pi_document as d', 'd.pi_number', 'pb.pi_number')
            .select('pb.seq')
            .whereRef('pb.bin_id', '=', 'b.bin_id')
            .where('pb.warehouse_id', '=', warehouse)
            .where('d.status', '=', 'POSTED')
            .where('pb.counted_at', '>=', new Date(`${notCountedSince}T00:00:00Z`)),
        ),
      ),
    );
  const chosen = (
    await bins
      .orderBy('b.bin_id')
      .limit(MAX_PI_BINS + 1)
      .execute()
  ).map((b) => b.bin_id);
  if (chosen.length === 0) throw new DomainError('PI_SELECTION_EMPTY', { warehouse });
  if (chosen.length > MAX_PI_BINS) throw new DomainError('PI_TOO_MANY_BINS', { count: `more than ${MAX_PI_BINS}`, max: MAX_PI_BINS });

  const open = await trx
    .selectFrom('pi_bin as pb')
    .innerJoin('pi_document as d', 'd.pi_number', 'pb.pi_number')
    .select(['pb.bin_id', 'd.pi_number'])
    .where('pb.warehouse_id', '=', warehouse)
    .where(sql<boolean>`pb.bin_id in (select jsonb_array_elements_text(${JSON.stringify(chosen)}::jsonb))`)
    .where('d.status', '<>', 'POSTED')
    .orderBy('pb.bin_id')
    .executeTakeFirst();
  if (open) throw new DomainError('PI_BIN_ON_OPEN_DOCUMENT', { bin: open.bin_id, number: open.pi_number });

  const selection = { binFrom, binTo, storageType, material, notCountedSince };
  await trx
    .insertInto('pi_document')
    .values({
      pi_number: piNumber,
      plant_id: input.plant,
      sloc_id: input.sloc,
      warehouse_id: warehouse,
      selection: JSON.stringify(selection),
      created_by: actor.userId,
      bin_count: chosen.length,
    })
    .execute();
  // one JSON parameter, whatever the bin count (up to MAX_PI_BINS)
  await sql`insert into pi_bin (pi_number, seq, warehouse_id, bin_id)
    select ${piNumber}, t.seq, ${warehouse}, t.bin_id from jsonb_array_elements_text(${JSON.stringify(chosen)}::jsonb) with ordinality as t(bin_id, seq)`.execute(
    trx,
  );
  const items = await sql<{ n: number }>`insert into pi_item (pi_number, item_no, bin_id, material_id, batch, book_qty)
    select ${piNumber}, row_number() over (order by pb.seq, s.material_id, s.batch), s.bin_id, s.material_id, s.batch, s.quantity
    from pi_bin pb
    join stock s on s.warehouse_id = pb.warehouse_id and s.bin_id = pb.bin_id and s.plant_id = ${input.plant} and s.sloc_id = ${input.sloc}
      and s.category = 'UNRESTRICTED' and s.quantity > 0
    where pb.pi_number = ${piNumber} ${material ? sql`and s.material_id = ${material}` : sql``}
    returning 1 as n`.execute(trx);
  await auditBy(trx, actor, {
    action: 'PI_DOCUMENT_CREATED',
    objectType: 'pi_document',
    objectId: piNumber,
    plantId: input.plant,
    details: { warehouse, bins: chosen.length, items: items.rows.length },
  });
  return { piNumber, binCount: chosen.length, itemCount: items.rows.length };
}
