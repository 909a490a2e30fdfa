import { sql, type Transaction } from 'kysely';
import type { PiBatchCountInput, PiBatchCountResult } from '../../../shared/contracts/physical-inventory/schemas';
import { lineProblem } from '../../../shared/line-rules';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { lockOpenPiDocument, refreshPiStatus } from './pi-document';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Many count results of one document at once (a handheld's offline batch, an ERP upload, the
 * bench): the same rules as countPiItem, set-based in a fixed number of statements whatever the
 * count. Every count records the ledger position and the book quantity there; a material not on
 * the document for its bin becomes an item; a counted item gets a new version (a recount). Counts
 * of serialized materials go by serial (countPiItem / the serial count). All or nothing.
 */
export async function countPiBatch(
  trx: Transaction<DB>,
  actor: PostingActor,
  piNumber: string,
  input: PiBatchCountInput,
): Promise<PiBatchCountResult> {
  const head = await lockOpenPiDocument(trx, actor, piNumber);
  const rows = input.counts.map((c) => ({ bin: c.bin, material: c.material, batch: c.batch ?? '', quantity: c.quantity }));
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.bin}|${r.material}|${r.batch}`;
    if (seen.has(key)) throw new DomainError('PI_BATCH_DUPLICATE', { bin: r.bin, material: r.material });
    seen.add(key);
  }
  const v = sql`jsonb_to_recordset(${json(rows)}) as v(bin text, material text, batch text, quantity numeric)`;
  /** the unrestricted book quantity of a bin now (the stock's unique position key) */
  const book = (material: string, bin: string, batch: string) =>
    sql`coalesce((select s.quantity from stock s where s.material_id = ${sql.raw(material)} and s.plant_id = ${head.plant_id}
      and s.sloc_id = ${head.sloc_id} and coalesce(s.bin_id, '') = ${sql.raw(bin)} and s.batch = ${sql.raw(batch)}
      and s.category = 'UNRESTRICTED'), 0)`;

  const bin = await sql<{ bin: string; on_document: boolean }>`select v.bin, pb.bin_id is not null as on_document from ${v}
    left join pi_bin pb on pb.pi_number = ${piNumber} and pb.bin_id = v.bin
    left join storage_bin b on b.warehouse_id = pb.warehouse_id and b.bin_id = pb.bin_id
    where pb.bin_id is null or b.blocked order by v.bin limit 1`.execute(trx);
  const badBin = bin.rows[0];
  if (badBin)
    throw badBin.on_document
      ? new DomainError('PI_BIN_BLOCKED', { bin: badBin.bin })
      : new DomainError('PI_BIN_NOT_ON_DOCUMENT', { bin: badBin.bin, number: piNumber });

  const material = await sql<{
    material: string;
    batch: string;
    known: boolean;
    serialized: boolean;
    batch_managed: boolean;
  }>`select v.material, v.batch,
      m.material_id is not null as known, coalesce(m.serialized, false) as serialized, coalesce(m.batch_managed, false) as batch_managed
    from ${v} left join material m on m.material_id = v.material
    where m.material_id is null or m.serialized or (m.batch_managed and v.batch = '') or (not m.batch_managed and v.batch <> '')
    order by v.material limit 1`.execute(trx);
  const badMaterial = material.rows[0];
  if (badMaterial) {
    const values = { material: badMaterial.material };
    if (!badMaterial.known) throw new DomainError('MATERIAL_UNKNOWN', values);
    if (badMaterial.serialized) throw new DomainError('PI_BATCH_SERIALIZED', values);
    const problem = lineProblem({ ...values, serialized: false, batchManaged: badMaterial.batch_managed, batch: badMaterial.batch });
    if (problem) throw new DomainError(problem.code, problem.params);
  }

  // the items counted: locked (item order), posted ones refused, missing ones added with the book quantity of now
  const locked = await sql<{ item_no: number; status: string }>`select i.item_no, i.status from pi_item i
    join ${v} on i.bin_id = v.bin and i.material_id = v.material and i.batch = v.batch
    where i.pi_number = ${piNumber} order by i.item_no for update of i`.execute(trx);
  const posted = locked.rows.find((r) => r.status === 'POSTED');
  if (posted) throw new DomainError('PI_ITEM_POSTED', { item: posted.item_no, number: piNumber });
  const added = await sql<{ item_no: number }>`insert into pi_item (pi_number, item_no, bin_id, material_id, batch, book_qty)
    select ${piNumber}, (select coalesce(max(item_no), 0) from pi_item where pi_number = ${piNumber})
        + row_number() over (order by v.bin, v.material, v.batch), v.bin, v.material, v.batch, ${book('v.material', 'v.bin', 'v.batch')}
    from ${v}
    where not exists (select 1 from pi_item i where i.pi_number = ${piNumber} and i.bin_id = v.bin and i.material_id = v.material
      and i.batch = v.batch)
    returning item_no`.execute(trx);

  // the ledger position of every count (one snapshot, recorded): the highest document touching bin and material, the book there
  // per count one index lookup each (scalar subqueries: the planner cannot misjudge a join of the batch's rows)
  await sql`with counts as materialized (
      select v.bin, v.material, v.batch, v.quantity, i.item_no, i.count_version + 1 as version
      from ${v} join pi_item i on i.pi_number = ${piNumber} and i.bin_id = v.bin and i.material_id = v.material and i.batch = v.batch
    ), positions as (
      select c.*, pg_current_snapshot()::text as snapshot, ${book('c.material', 'c.bin', 'c.batch')} as book,
        (select max(x.mat_doc) from material_document_item x where x.material_id = c.material and x.batch = c.batch
          and ((x.to_warehouse = ${head.warehouse_id} and x.to_bin = c.bin) or (x.from_warehouse = ${head.warehouse_id} and x.from_bin = c.bin)))
          as mat_doc
      from counts c
    ), versions as (
      insert into pi_count (pi_number, item_no, version, counted_qty, book_at_count, ledger_mat_doc, ledger_snapshot, counted_by)
      select ${piNumber}, p.item_no, p.version, p.quantity, p.book, p.mat_doc, p.snapshot::pg_snapshot, ${actor.userId} from positions p
      returning item_no
    )
    update pi_item i set count_version = p.version, counted_qty = p.quantity, book_at_count = p.book, ledger_mat_doc = p.mat_doc,
      status = 'COUNTED'
    from positions p where i.pi_number = ${piNumber} and i.item_no = p.item_no`.execute(trx);
  await sql`update pi_bin set counted_at = now(), counted_by = ${actor.userId}, empty_confirmed = false
    where pi_number = ${piNumber} and bin_id in (select distinct v.bin from ${v})`.execute(trx);
  const status = await refreshPiStatus(trx, piNumber);
  return { piNumber, status, counted: rows.length, added: added.rows.length };
}
