import { sql, type Transaction } from 'kysely';
import type { PiDocumentStatusCode } from '../../../shared/contracts/physical-inventory/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { takeNumber } from '../number-range';

/** Who works on physical-inventory documents: the plants the user works in. */
export interface PlantScope {
  plants: readonly string[];
}

export interface PiHead {
  pi_number: string;
  plant_id: string;
  sloc_id: string;
  warehouse_id: string;
  status: PiDocumentStatusCode;
}

/**
 * Locks a physical-inventory document (FOR UPDATE: counts, recount requests and the difference
 * posting of one document take turns; the items are locked after it). Unknown, outside the user's
 * plants (reads like unknown) or already posted: refused.
 */
export async function lockOpenPiDocument(trx: Transaction<DB>, scope: PlantScope, piNumber: string): Promise<PiHead> {
  const head = await trx
    .selectFrom('pi_document')
    .select(['pi_number', 'plant_id', 'sloc_id', 'warehouse_id', 'status'])
    .where('pi_number', '=', piNumber)
    .forUpdate()
    .executeTakeFirst();
  if (!head || !scope.plants.includes(head.plant_id)) throw new DomainError('PI_DOCUMENT_NOT_FOUND', { number: piNumber });
  if (head.status === 'POSTED') throw new DomainError('PI_DOCUMENT_POSTED', { number: piNumber });
  return head;
}

/**
 * The document's status from its items and bins: RECOUNT while an item waits for a recount,
 * COUNTED when every item is counted and every bin has a count or an empty-bin confirmation,
 * COUNTING once any bin is counted, else CREATED. A posted document keeps POSTED.
 */
export async function refreshPiStatus(trx: Transaction<DB>, piNumber: string): Promise<PiDocumentStatusCode> {
  const row = await sql<{ status: PiDocumentStatusCode }>`update pi_document d set status = case
      when exists (select 1 from pi_item i where i.pi_number = d.pi_number and i.status = 'RECOUNT') then 'RECOUNT'
      when not exists (select 1 from pi_item i where i.pi_number = d.pi_number and i.status = 'OPEN')
        and not exists (select 1 from pi_bin b where b.pi_number = d.pi_number and b.counted_at is null) then 'COUNTED'
      when exists (select 1 from pi_bin b where b.pi_number = d.pi_number and b.counted_at is not null) then 'COUNTING'
      else 'CREATED' end
    where d.pi_number = ${piNumber} and d.status <> 'POSTED'
    returning d.status`.execute(trx);
  return row.rows[0]?.status ?? 'POSTED';
}

/** The next physical-inventory document number (its own range; the row lock serialises document creation). */
export function nextPiNumber(trx: Transaction<DB>): Promise<string> {
  return takeNumber(trx, 'pi_document');
}

/**
 * The ledger position of a bin and material now: the snapshot this statement reads in (the ledger up to
 * the count is exactly the documents visible in it), the highest material document touching the bin and
 * material (shown to people), the unrestricted book quantity there and (serialized materials) the
 * serials in the bin. One statement, so all come from the same snapshot.
 */
export async function ledgerPosition(
  trx: Transaction<DB>,
  head: PiHead,
  bin: string,
  material: string,
  batch: string,
): Promise<{ book: string; matDoc: string | null; serials: string[]; snapshot: string }> {
  const row = await sql<{ book: string; mat_doc: string | null; serials: string[]; snapshot: string }>`select
      pg_current_snapshot()::text as snapshot,
      coalesce((select s.quantity from stock s where s.material_id = ${material} and s.plant_id = ${head.plant_id}
        and s.sloc_id = ${head.sloc_id} and coalesce(s.bin_id, '') = ${bin} and s.batch = ${batch} and s.category = 'UNRESTRICTED'), 0)::text as book,
      (select max(i.mat_doc) from material_document_item i where i.material_id = ${material} and i.batch = ${batch}
        and ((i.from_warehouse = ${head.warehouse_id} and i.from_bin = ${bin}) or (i.to_warehouse = ${head.warehouse_id} and i.to_bin = ${bin}))) as mat_doc,
      (select coalesce(array_agg(e.serial_number order by e.serial_number), '{}') from equipment e where e.material_id = ${material}
        and e.status = 'IN_STOCK' and e.plant_id = ${head.plant_id} and e.sloc_id = ${head.sloc_id} and e.bin_id = ${bin}
        and e.batch = ${batch} and e.category = 'UNRESTRICTED') as serials`.execute(trx);
  const r = row.rows[0] as { book: string; mat_doc: string | null; serials: string[]; snapshot: string };
  return { book: r.book, matDoc: r.mat_doc, serials: r.serials, snapshot: r.snapshot };
}
