import { type Kysely, sql } from 'kysely';
import type { PiDocumentView, PiSearch, PiSummary } from '../../../shared/contracts/physical-inventory/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import { t, translator } from '../../../shared/i18n';
import { subtractQuantities } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { emptyPage, fetchPage } from '../paging';
import type { PlantScope } from './pi-document';

function summaryQuery(db: Kysely<DB>) {
  return db
    .selectFrom('pi_document as d')
    .innerJoin('app_user as u', 'u.user_id', 'd.created_by')
    .select([
      'd.pi_number',
      'd.plant_id',
      'd.sloc_id',
      'd.warehouse_id',
      'd.status',
      'd.selection',
      'u.username',
      'd.created_at',
      'd.bin_count',
      'd.posted_mat_doc',
      sql<number>`(select count(*)::int from pi_item i where i.pi_number = d.pi_number)`.as('item_count'),
      sql<number>`(select count(*)::int from pi_item i where i.pi_number = d.pi_number and i.status in ('COUNTED', 'POSTED'))`.as(
        'counted_items',
      ),
    ]);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

/** The selection a document was created for, as one line in the reader's language ("bins A-01..A-09, storage type 001"). */
function describeSelection(selection: unknown): string {
  const s = (selection ?? {}) as Record<string, string | undefined>;
  const parts = [
    s.binFrom || s.binTo ? t('pi.selBins', { from: s.binFrom ?? '…', to: s.binTo ?? '…' }) : '',
    s.storageType ? t('pi.selStorageType', { type: s.storageType }) : '',
    s.material ? t('pi.selMaterial', { material: s.material }) : '',
    s.notCountedSince ? t('pi.selNotCountedSince', { day: translator().day(s.notCountedSince) }) : '',
  ];
  return parts.filter(Boolean).join(', ');
}

function toSummary(r: SummaryRow): PiSummary {
  return {
    piNumber: r.pi_number,
    plant: r.plant_id,
    sloc: r.sloc_id,
    warehouseId: r.warehouse_id,
    status: r.status,
    selection: describeSelection(r.selection),
    createdBy: r.username,
    createdAt: new Date(r.created_at).toISOString(),
    binCount: r.bin_count,
    itemCount: r.item_count,
    countedItems: r.counted_items,
    postedMatDoc: r.posted_mat_doc,
  };
}

/** Physical-inventory documents in the user's plants by plant, warehouse, status, bin, material, creation date; newest first. */
export async function searchPiDocuments(db: Kysely<DB>, scope: PlantScope, q: PiSearch): Promise<Paged<PiSummary>> {
  if (scope.plants.length === 0) return emptyPage(q);
  let base = summaryQuery(db).where('d.plant_id', 'in', scope.plants);
  if (q.plant) base = base.where('d.plant_id', '=', q.plant);
  if (q.warehouse) base = base.where('d.warehouse_id', '=', q.warehouse.toUpperCase());
  if (q.status) base = base.where('d.status', '=', q.status);
  const { bin, material } = q;
  if (bin)
    base = base.where(({ exists, selectFrom }) =>
      exists(selectFrom('pi_bin as b').select('b.seq').whereRef('b.pi_number', '=', 'd.pi_number').where('b.bin_id', '=', bin)),
    );
  if (material)
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('pi_item as i').select('i.item_no').whereRef('i.pi_number', '=', 'd.pi_number').where('i.material_id', '=', material),
      ),
    );
  if (q.dateFrom) base = base.where(sql<string>`(d.created_at at time zone 'UTC')::date`, '>=', sql<string>`${q.dateFrom}::date`);
  if (q.dateTo) base = base.where(sql<string>`(d.created_at at time zone 'UTC')::date`, '<=', sql<string>`${q.dateTo}::date`);
  const page = await fetchPage(db, base, base.orderBy('d.created_at', 'desc').orderBy('d.pi_number', 'desc'), q);
  return { ...page, items: page.items.map(toSummary) };
}

/** One document with its bins, items and every count version; 404 also outside the user's plants. */
export async function getPiDocument(db: Kysely<DB>, scope: PlantScope, piNumber: string): Promise<PiDocumentView> {
  const head = await summaryQuery(db)
    .leftJoin('app_user as p', 'p.user_id', 'd.posted_by')
    .select(['p.username as posted_by', 'd.posted_at'])
    .where('d.pi_number', '=', piNumber)
    .executeTakeFirst();
  if (!head || !scope.plants.includes(head.plant_id)) throw new DomainError('PI_DOCUMENT_NOT_FOUND', { number: piNumber });
  const bins = await db
    .selectFrom('pi_bin as pb')
    .innerJoin('storage_bin as b', (j) => j.onRef('b.warehouse_id', '=', 'pb.warehouse_id').onRef('b.bin_id', '=', 'pb.bin_id'))
    .select(['pb.seq', 'pb.bin_id', 'b.blocked', 'pb.counted_at', 'pb.empty_confirmed'])
    .where('pb.pi_number', '=', piNumber)
    .orderBy('pb.seq')
    .execute();
  const items = await db
    .selectFrom('pi_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select(['i.item_no', 'i.bin_id', 'i.material_id', 'm.description', 'm.base_unit', 'i.batch', 'i.book_qty', 'i.status'])
    .select(['i.counted_qty', 'i.book_at_count', 'i.posted_mat_doc'])
    .where('i.pi_number', '=', piNumber)
    .orderBy('i.item_no')
    .execute();
  const counts = await db
    .selectFrom('pi_count as c')
    .innerJoin('app_user as u', 'u.user_id', 'c.counted_by')
    .select([
      'c.item_no',
      'c.version',
      'c.counted_qty',
      'c.book_at_count',
      'c.ledger_mat_doc',
      'c.serials',
      'c.empty_bin',
      'u.username',
      'c.counted_at',
    ])
    .where('c.pi_number', '=', piNumber)
    .orderBy('c.item_no')
    .orderBy('c.version')
    .execute();
  return {
    ...toSummary(head),
    postedBy: head.posted_by,
    postedAt: head.posted_at ? new Date(head.posted_at).toISOString() : null,
    bins: bins.map((b) => ({
      seq: b.seq,
      bin: b.bin_id,
      blocked: b.blocked,
      counted: b.counted_at !== null,
      emptyConfirmed: b.empty_confirmed,
    })),
    items: items.map((i) => ({
      itemNo: i.item_no,
      bin: i.bin_id,
      material: i.material_id,
      materialDescription: i.description,
      baseUnit: i.base_unit,
      batch: i.batch,
      bookQuantity: i.book_qty,
      status: i.status,
      countedQuantity: i.counted_qty,
      bookAtCount: i.book_at_count,
      difference: i.counted_qty !== null && i.book_at_count !== null ? subtractQuantities(i.book_at_count, i.counted_qty) : null,
      postedMatDoc: i.posted_mat_doc,
      counts: counts
        .filter((c) => c.item_no === i.item_no)
        .map((c) => ({
          version: c.version,
          quantity: c.counted_qty,
          bookAtCount: c.book_at_count,
          ledgerMatDoc: c.ledger_mat_doc,
          serials: c.serials,
          emptyBin: c.empty_bin,
          countedBy: c.username,
          countedAt: new Date(c.counted_at).toISOString(),
        })),
    })),
  };
}
