import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type OrderKind, type OrderRow, orderSchemas } from '../../../shared/contracts/integration/rows';
import { href } from '../../../shared/pages';
import { compareQuantities } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { queueOrderMessages } from '../edi/outbox';
import { DomainError } from '../errors';
import type { PlantScope } from '../master-data/viewer';
import { notificationMessage } from '../notifications/message';
import { notifyVendors } from '../notifications/notify';
import { type BatchResult, type ChunkHandler, DuplicateCheck, parseRows, type RowError, rowError, runBatch, type Valid } from './batch';
import { type OrderSpec, orderKinds } from './order-kinds';
import { checkPlantScope } from './plant-scope';
import { checkReferences, upsertRowsChanged } from './set-sql';
import { termText } from './terms';

type Doc = {
  number: string;
  closed?: boolean | undefined;
  items: { item: number; material: string; quantity: string; cancelled?: boolean | undefined }[];
};
type Stored = { number: string; item_no: number; material_id: string; done: string };

/** The items of these documents as stored, with what was already done on them: one query. */
async function storedItems(trx: Transaction<DB>, spec: OrderSpec<Doc>, numbers: string[]): Promise<Map<string, Stored>> {
  if (numbers.length === 0) return new Map();
  const rows =
    await sql<Stored>`select ${sql.ref(spec.header.key)} as number, item_no, material_id, (${sql.raw(spec.done.sql)})::text as done
    from ${sql.table(spec.item.table)} where ${sql.ref(spec.header.key)} in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`.execute(
      trx,
    );
  return new Map(rows.rows.map((r) => [`${r.number}\u0000${r.item_no}`, r]));
}

/**
 * The rules the screens keep: a line's quantity never goes below what was received (issued,
 * delivered); a started line is neither cancelled nor given another material. Answers the
 * conflicts (409, naming document and item) apart from the other row errors.
 */
function conflicts(spec: OrderSpec<Doc>, docs: Valid<Doc>[], stored: Map<string, Stored>): { errors: RowError[]; first?: DomainError } {
  const errors: RowError[] = [];
  let first: DomainError | undefined;
  for (const { row, value: doc } of docs) {
    doc.items.forEach((item, i) => {
      const before = stored.get(`${doc.number}\u0000${item.item}`);
      if (!before || compareQuantities(before.done, '0') <= 0) return;
      const params = {
        document: `${termText(spec.what)} ${doc.number}`,
        item: item.item,
        quantity: item.quantity,
        done: before.done,
        what: termText(spec.done.what),
      };
      const code =
        item.cancelled || item.material !== before.material_id
          ? 'ORDER_LINE_STARTED'
          : compareQuantities(item.quantity, before.done) < 0
            ? 'ORDER_QUANTITY_BELOW_DONE'
            : null;
      if (!code) return;
      const field = code === 'ORDER_LINE_STARTED' ? `items.${i}` : `items.${i}.quantity`;
      errors.push(
        code === 'ORDER_LINE_STARTED'
          ? rowError('ORDER_LINE_STARTED', { row, field }, params)
          : rowError('ORDER_QUANTITY_BELOW_DONE', { row, field }, params),
      );
      first ??= new DomainError(code, params);
    });
  }
  return first ? { errors, first } : { errors };
}

/** Item numbers given twice in one document. */
function duplicateItems(docs: Valid<Doc>[], errors: RowError[]): Valid<Doc>[] {
  return docs.filter(({ row, value }) => {
    const seen = new Set<number>();
    const twice = value.items.findIndex((item) => seen.size === seen.add(item.item).size);
    if (twice >= 0)
      errors.push(
        rowError(
          'DUPLICATE_ROW',
          { row, field: `items.${twice}.item` },
          { what: termText('Item'), id: value.items[twice]?.item ?? 0, first: row, second: row },
        ),
      );
    return twice < 0;
  });
}

async function writeDocs(trx: Transaction<DB>, kind: OrderKind, spec: OrderSpec<Doc>, docs: Doc[]): Promise<number> {
  const sorted = [...docs].sort((a, b) => (a.number < b.number ? -1 : 1));
  const key = spec.header.key;
  const headers = await upsertRowsChanged(trx, spec.header.table, [key], sorted.map(spec.header.columns), key);
  const items = await upsertRowsChanged(
    trx,
    spec.item.table,
    [key, 'item_no'],
    sorted.flatMap((d) => d.items.map((i) => spec.item.columns(d, i as never))),
    key,
  );
  const closing = sorted.filter((d) => d.closed).map((d) => d.number);
  const closed =
    closing.length > 0
      ? await sql<{ value: string }>`update ${sql.table(spec.item.table)} set closed = true where not closed
      and ${sql.ref(key)} in (select jsonb_array_elements_text(${JSON.stringify(closing)}::jsonb)) returning ${sql.ref(key)}::text as value`.execute(
          trx,
        )
      : { rows: [] };
  if (kind === 'purchase-orders') {
    const created = new Set(headers.filter((h) => h.inserted).map((h) => h.value));
    const changed = new Set([...headers, ...items, ...closed.rows].map((r) => r.value));
    await notifyOrderChanges(trx, sorted.filter((d) => changed.has(d.number)) as unknown as OrderRow<'purchase-orders'>[], created);
    // the order in each supplier's channel (cXML, EDIFACT, X12), written in this transaction (edi/outbox.ts)
    await queueOrderMessages(
      trx,
      sorted.filter((d) => changed.has(d.number)).map((d) => ({ poNumber: d.number, change: !created.has(d.number) })),
    );
  }
  return headers.length;
}

/**
 * The vendor's supplier users hear of each purchase order the ERP created or changed, in the batch's
 * transaction (an unchanged order writes nothing and tells nothing). The key is the order's content:
 * the same batch sent again tells nobody twice.
 */
async function notifyOrderChanges(trx: Transaction<DB>, orders: OrderRow<'purchase-orders'>[], created: Set<string>) {
  await notifyVendors(
    trx,
    'PO_CHANGED_BY_ERP',
    orders.map((po) => ({
      vendor: po.vendor,
      message: notificationMessage(created.has(po.number) ? 'notify.poCreated' : 'notify.poChanged', {
        po: po.number,
        plant: po.plant,
      }),
      link: href('purchaseOrder', { purchaseOrderNo: po.number }),
      dedupeKey: `po-erp:${po.number}:${createHash('sha256').update(JSON.stringify(po)).digest('base64url').slice(0, 22)}`,
    })),
  );
}

/** A chunk's handler; a batch whose only errors are such conflicts is a 409 naming the first line (details: all). */
export function orderChunkHandler(kind: OrderKind, plants: PlantScope): ChunkHandler {
  const spec = orderKinds[kind] as unknown as OrderSpec<Doc>;
  const duplicates = new DuplicateCheck(spec.what, 'number');
  return async (trx, raw, offset, errors, write) => {
    const parsed = parseRows(orderSchemas[kind], raw, offset, errors) as Valid<OrderRow<typeof kind>>[] as unknown as Valid<Doc>[];
    const unique = duplicateItems(
      duplicates.filter(parsed, (d) => d.number, errors),
      errors,
    );
    const valid = await checkPlantScope(trx, plants, spec.plants, await checkReferences(trx, spec.refs, unique, errors), errors);
    const found = conflicts(
      spec,
      valid,
      await storedItems(
        trx,
        spec,
        valid.map((d) => d.value.number),
      ),
    );
    if (found.first && errors.length === 0) throw new DomainError(found.first.code, found.first.params, { details: found.errors });
    errors.push(...found.errors);
    return write && errors.length === 0
      ? writeDocs(
          trx,
          kind,
          spec,
          valid.map((d) => d.value),
        )
      : 0;
  };
}

/** Creates or changes orders keyed by their numbers, within the caller's plants: all documents of the batch or none. */
export function upsertOrders(
  db: Kysely<DB>,
  plants: PlantScope,
  kind: OrderKind,
  chunks: () => AsyncIterable<unknown[]>,
  options: { dryRun?: boolean; retry?: boolean } = {},
): Promise<BatchResult> {
  const spec = orderKinds[kind] as { header: { table: string }; item: { table: string } };
  return runBatch(db, kind, chunks, () => orderChunkHandler(kind, plants), { ...options, analyze: [spec.header.table, spec.item.table] });
}
