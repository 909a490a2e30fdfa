import { sql, type Transaction } from 'kysely';
import { type TransferOrderTypeCode, transferOrderLineInputSchema } from '../../../shared/contracts/transfer-orders/schemas';
import { lineProblem } from '../../../shared/line-rules';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { StockCategory } from '../../db/schema/ledger';
import { auditBy } from '../auth/audit';
import { DomainError, lineError } from '../errors';
import { managingWarehouse } from '../master-data/storage-locations';
import { takeNumber } from '../number-range';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { requireSuggestedBin } from './suggest-bin';

export interface NewTransferOrderLine {
  material: string;
  batch?: string | undefined;
  category?: StockCategory | undefined;
  quantity: string;
  serials?: string[] | undefined;
  sourceBin: string;
  destinationBin?: string | undefined;
}

export interface NewTransferOrder {
  plant: string;
  sloc: string;
  type: TransferOrderTypeCode;
  lines: NewTransferOrderLine[];
  /** The material document that brought the stock (put-away after a goods receipt). */
  referenceMatDoc?: string | undefined;
  reference?: { type: string; number: string } | undefined;
  /**
   * Bin to bin: the one line is moved at once. The 999 is posted in the same pass (one set of locks
   * and checks), and the order and its line are recorded as confirmed, never open.
   */
  confirmNow?: boolean;
  /**
   * The lines were posted just before in the same transaction (put-away after a goods receipt): the
   * posting checked their material rules (batch, serials), so they are not checked again here.
   */
  linesPosted?: boolean;
}

export interface CreatedTransferOrder {
  orderId: string;
  /** the 999 document of an order confirmed at once (`confirmNow`) */
  matDoc?: string;
  lines: { lineNo: number; material: string; quantity: string; sourceBin: string; destinationBin: string }[];
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

interface MaterialRow {
  material_id: string;
  serialized: boolean;
  batch_managed: boolean;
}

/**
 * Creates a transfer order in a warehouse-managed storage location (LT01). Each line moves a
 * material from a source bin to a destination: the given one, or the suggested bin. The source
 * must hold the quantity not yet planned on other open transfer orders (the stock rows are
 * locked in the ledger's order, so two orders cannot plan the same stock twice); given serials
 * must lie in the source bin and on no other open order. Creating moves no stock: confirming
 * a line posts the 999 movement.
 */
export async function createTransferOrder(
  trx: Transaction<DB>,
  actor: PostingActor,
  order: NewTransferOrder,
): Promise<CreatedTransferOrder> {
  if (!trx.isTransaction) throw new Error('createTransferOrder must run inside a transaction');
  if (!actor.plants.includes(order.plant)) throw new DomainError('PLANT_SCOPE', { plant: order.plant });
  const warehouseId = await managingWarehouse(trx, order.plant, order.sloc);

  const lines = order.lines.map((raw, index) => {
    const parsed = transferOrderLineInputSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new DomainError('INVALID_INPUT', { problem: `Line ${index + 1}: ${issue?.message ?? 'not valid'}` });
    }
    return { n: index + 1, ...parsed.data, batch: parsed.data.batch ?? '', category: parsed.data.category as StockCategory | undefined };
  });

  const materials = new Map(
    (
      await sql<MaterialRow>`select material_id, serialized, batch_managed from material
        where material_id in (select jsonb_array_elements_text(${json([...new Set(lines.map((l) => l.material))])}))`.execute(trx)
    ).rows.map((m) => [m.material_id, m]),
  );
  const bins = new Map(
    (
      await sql<{ bin_id: string; blocked: boolean }>`select bin_id, blocked from storage_bin where warehouse_id = ${warehouseId}
        and bin_id in (select jsonb_array_elements_text(${json([
          ...new Set(lines.flatMap((l) => [l.sourceBin, ...(l.destinationBin ? [l.destinationBin] : [])])),
        ])}))`.execute(trx)
    ).rows.map((b) => [b.bin_id, b]),
  );
  for (const l of lines) {
    const m = materials.get(l.material);
    if (!m) throw lineError(l.n, 'MATERIAL_UNKNOWN', { material: l.material });
    // put-away after a goods receipt: the receipt's posting has just checked these lines
    const problem = order.linesPosted
      ? null
      : lineProblem(
          {
            material: l.material,
            serialized: m.serialized,
            batchManaged: m.batch_managed,
            batch: l.batch,
            quantity: l.quantity,
            serials: l.serials ?? [],
          },
          { serialsLater: true },
        );
    if (problem) throw lineError(l.n, problem.code, problem.params);
    for (const binId of [l.sourceBin, l.destinationBin]) {
      if (!binId) continue;
      const bin = bins.get(binId);
      if (!bin) throw lineError(l.n, 'BIN_UNKNOWN', { bin: binId, warehouse: warehouseId });
      if (bin.blocked) throw lineError(l.n, 'BIN_BLOCKED', { bin: binId, warehouse: warehouseId });
    }
    if (l.destinationBin === l.sourceBin) throw new DomainError('SAME_BIN', { line: l.n, bin: l.sourceBin });
  }

  const serialLines = lines.filter((l) => (l.serials ?? []).length > 0);
  const equipment = new Map<
    string,
    { bin_id: string | null; status: string; category: string | null; batch: string; sloc_id: string | null }
  >();
  const serialsPlanned = new Map<string, string>();
  if (serialLines.length > 0) {
    const wanted = serialLines.flatMap((l) => (l.serials ?? []).map((s) => ({ material_id: l.material, serial_number: s })));
    for (const e of (
      await sql<{
        material_id: string;
        serial_number: string;
        bin_id: string | null;
        sloc_id: string | null;
        plant_id: string;
        status: string;
        category: string | null;
        batch: string;
      }>`select e.material_id, e.serial_number, e.bin_id, e.sloc_id, e.plant_id, e.status, e.category, e.batch from equipment e
        join jsonb_to_recordset(${json(wanted)}) as v(material_id text, serial_number text)
          on e.material_id = v.material_id and e.serial_number = v.serial_number`.execute(trx)
    ).rows) {
      if (e.plant_id === order.plant) equipment.set(`${e.material_id}|${e.serial_number}`, e);
    }
    for (const r of (
      await sql<{ k: string; order_id: string }>`select l.material_id || '|' || s.serial as k, l.order_id
        from transfer_order_line l cross join lateral unnest(l.serials) as s(serial)
        join jsonb_to_recordset(${json(wanted)}) as v(material_id text, serial_number text)
          on l.material_id = v.material_id and s.serial = v.serial_number
        where l.status = 'OPEN'`.execute(trx)
    ).rows) {
      serialsPlanned.set(r.k, r.order_id);
    }
  }

  const byCategory = await categoriesInSource(trx, order, lines);
  // a line without a category takes the stock where it is: its serials' category, else the
  // category that holds the quantity (unrestricted first), so a bin move keeps QUALITY or BLOCKED
  const resolvedLines = lines.map((l) => {
    if (l.category) return { ...l, category: l.category };
    const first = (l.serials ?? []).map((serial) => equipment.get(`${l.material}|${serial}`)).find((e) => e?.category);
    if (first?.category) return { ...l, category: first.category as StockCategory };
    const held = byCategory.get(`${l.material}|${l.sourceBin}|${l.batch}`) ?? new Map<StockCategory, bigint>();
    const qty = toMilliUnits(l.quantity);
    const category = CATEGORY_ORDER.find((c) => (held.get(c) ?? 0n) >= qty) ?? 'UNRESTRICTED';
    return { ...l, category };
  });

  // lock the source stock rows, and the destination rows a line names, in the ledger's order (material,
  // plant, sloc, bin, batch, category): moves A->B and B->A at the same time then queue up, instead of each
  // holding its source and waiting in the posting for the other's (a deadlock)
  const sources = [
    ...new Map(
      resolvedLines.flatMap((l) =>
        [l.sourceBin, ...(l.destinationBin ? [l.destinationBin] : [])].map((bin) => [
          `${l.material}|${bin}|${l.batch}|${l.category}`,
          { material_id: l.material, bin_id: bin, batch: l.batch, category: l.category },
        ]),
      ),
    ).values(),
  ];
  const stockRows = await sql<{
    k: string;
    quantity: string;
  }>`select s.material_id || '|' || s.bin_id || '|' || s.batch || '|' || s.category as k,
      s.quantity
    from stock s
    join jsonb_to_recordset(${json(sources)}) as v(material_id text, bin_id text, batch text, category text)
      on s.material_id = v.material_id and s.plant_id = ${order.plant} and s.sloc_id = ${order.sloc}
      and coalesce(s.bin_id, '') = v.bin_id and s.batch = v.batch and s.category = v.category
    order by s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category
    for update of s`.execute(trx);
  const onHand = new Map(stockRows.rows.map((r) => [r.k, toMilliUnits(r.quantity)]));
  const planned = new Map(
    (
      await sql<{ k: string; quantity: string }>`select l.material_id || '|' || l.source_bin || '|' || l.batch || '|' || l.category as k,
          sum(l.quantity)::text as quantity
        from transfer_order_line l join transfer_order o on o.order_id = l.order_id
        join jsonb_to_recordset(${json(sources)}) as v(material_id text, bin_id text, batch text, category text)
          on l.material_id = v.material_id and l.source_bin = v.bin_id and l.batch = v.batch and l.category = v.category
        where o.warehouse_id = ${warehouseId} and o.plant_id = ${order.plant} and o.sloc_id = ${order.sloc} and l.status = 'OPEN'
        group by 1`.execute(trx)
    ).rows.map((r) => [r.k, toMilliUnits(r.quantity)]),
  );
  const usedHere = new Map<string, bigint>();
  const plannedInto = new Map<string, bigint>();
  const resolved: CreatedTransferOrder['lines'] = [];
  const rows: Record<string, unknown>[] = [];
  for (const l of resolvedLines) {
    const key = `${l.material}|${l.sourceBin}|${l.batch}|${l.category}`;
    const qty = toMilliUnits(l.quantity);
    for (const serial of l.serials ?? []) {
      const e = equipment.get(`${l.material}|${serial}`);
      const inBin = e?.status === 'IN_STOCK' && e.sloc_id === order.sloc && e.bin_id === l.sourceBin && e.batch === l.batch;
      if (!inBin) throw new DomainError('SERIAL_NOT_IN_BIN', { line: l.n, serial, material: l.material, bin: l.sourceBin });
      // in the bin, but in another stock category than the line moves: say so
      if (e.category !== l.category) throw serialCategoryError(serial, e.category as StockCategory, l.category);
      const other = serialsPlanned.get(`${l.material}|${serial}`);
      if (other) throw new DomainError('SERIAL_PLANNED', { line: l.n, serial, orderId: other });
    }
    const free = (onHand.get(key) ?? 0n) - (planned.get(key) ?? 0n) - (usedHere.get(key) ?? 0n);
    if (qty > free)
      throw new DomainError('NOT_ENOUGH_STOCK', {
        line: l.n,
        bin: l.sourceBin,
        material: l.material,
        available: displayQuantity(fromMilliUnits(free < 0n ? 0n : free)),
        requested: displayQuantity(l.quantity),
      });
    usedHere.set(key, (usedHere.get(key) ?? 0n) + qty);
    const destination =
      l.destinationBin ??
      (
        await requireSuggestedBin(trx, {
          warehouseId,
          material: l.material,
          quantity: l.quantity,
          exclude: [l.sourceBin],
          plannedHere: plannedInto,
        })
      ).binId;
    plannedInto.set(destination, (plannedInto.get(destination) ?? 0n) + qty);
    resolved.push({ lineNo: l.n, material: l.material, quantity: l.quantity, sourceBin: l.sourceBin, destinationBin: destination });
    rows.push({
      line_no: l.n,
      material_id: l.material,
      batch: l.batch,
      category: l.category,
      quantity: l.quantity,
      serials: l.serials ?? [],
      source_bin: l.sourceBin,
      destination_bin: destination,
    });
  }

  const orderId = await takeNumber(trx, 'transfer_order');
  const confirmed = order.confirmNow ? await postAtOnce(trx, actor, order, orderId, resolvedLines, resolved) : null;
  await trx
    .insertInto('transfer_order')
    .values({
      order_id: orderId,
      warehouse_id: warehouseId,
      plant_id: order.plant,
      sloc_id: order.sloc,
      order_type: order.type,
      reference_mat_doc: order.referenceMatDoc ?? null,
      reference_type: order.reference?.type ?? null,
      reference_number: order.reference?.number ?? null,
      created_by: actor.userId,
      line_count: lines.length,
      ...(confirmed ? { status: 'CONFIRMED' as const, closed_by: actor.userId, closed_at: sql<Date>`now()` } : {}),
    })
    .execute();
  await sql`insert into transfer_order_line (order_id, line_no, material_id, batch, category, quantity, serials, source_bin, destination_bin,
      status, confirmed_bin, confirmed_qty, confirmed_serials, confirmed_mat_doc, confirmed_by, confirmed_at)
    select ${orderId}, v.line_no, v.material_id, v.batch, v.category, v.quantity,
      array(select jsonb_array_elements_text(v.serials)), v.source_bin, v.destination_bin,
      ${confirmed ? 'CONFIRMED' : 'OPEN'},
      ${confirmed ? sql`v.destination_bin, v.quantity, array(select jsonb_array_elements_text(v.serials)), ${confirmed.matDoc}, ${actor.userId}::int, now()` : sql`null, null, null, null, null, null`}
    from jsonb_to_recordset(${json(rows)}) as v(line_no int, material_id text, batch text, category text, quantity numeric,
      serials jsonb, source_bin text, destination_bin text)
    order by v.line_no`.execute(trx);
  await auditBy(trx, actor, {
    action: 'TRANSFER_ORDER_CREATED',
    objectType: 'transfer_order',
    objectId: orderId,
    plantId: order.plant,
    details: {
      type: order.type,
      lines: lines.length,
      ...(order.referenceMatDoc ? { referenceMatDoc: order.referenceMatDoc } : {}),
      ...(confirmed ? { confirmedMatDoc: confirmed.matDoc } : {}),
    },
  });
  if (confirmed) return { orderId, matDoc: confirmed.matDoc, lines: resolved };
  return { orderId, lines: resolved };
}

const CATEGORY_ORDER: StockCategory[] = ['UNRESTRICTED', 'QUALITY', 'BLOCKED'];

/** Posts the 999 of a bin-to-bin order's one line (as confirming it would: same header text, same item). */
async function postAtOnce(
  trx: Transaction<DB>,
  actor: PostingActor,
  order: NewTransferOrder,
  orderId: string,
  lines: {
    material: string;
    batch: string;
    category: StockCategory;
    quantity: string;
    serials?: string[] | undefined;
    sourceBin: string;
  }[],
  resolved: CreatedTransferOrder['lines'],
): Promise<{ matDoc: string }> {
  const line = lines[0];
  const destination = resolved[0]?.destinationBin;
  if (lines.length !== 1 || !line || !destination) throw new Error('an order confirmed at once has exactly one line');
  const serials = line.serials ?? [];
  return postMaterialDocument(trx, actor, {
    headerText: `Transfer order ${orderId} line 1`,
    items: [
      {
        movementType: '999',
        material: line.material,
        quantity: line.quantity,
        ...(line.batch ? { batch: line.batch } : {}),
        from: { plant: order.plant, sloc: order.sloc, bin: line.sourceBin, category: line.category },
        to: { bin: destination },
        ...(serials.length > 0 ? { serials } : {}),
      },
    ],
  });
}

/** A serial that lies in the bin in another category than the movement takes: the real reason, and how to release it. */
export function serialCategoryError(serial: string, actual: StockCategory, wanted: StockCategory): DomainError {
  if (actual === 'QUALITY') return new DomainError('SERIAL_IN_QUALITY', { serial });
  if (actual === 'BLOCKED') return new DomainError('SERIAL_BLOCKED', { serial });
  return new DomainError('SERIAL_OTHER_CATEGORY', { serial, actual: categoryName(actual), wanted: categoryName(wanted) });
}

const categoryName = (c: StockCategory) => (c === 'QUALITY' ? 'quality inspection' : c === 'BLOCKED' ? 'blocked' : 'unrestricted');

/** What the source bins hold per category (unlocked: it only picks a category for lines that name none). */
async function categoriesInSource(
  trx: Transaction<DB>,
  order: NewTransferOrder,
  lines: { material: string; sourceBin: string; batch: string; category?: StockCategory | undefined }[],
): Promise<Map<string, Map<StockCategory, bigint>>> {
  const open = lines.filter((l) => !l.category).map((l) => ({ material_id: l.material, bin_id: l.sourceBin, batch: l.batch }));
  const held = new Map<string, Map<StockCategory, bigint>>();
  if (open.length === 0) return held;
  const rows = await sql<{ k: string; category: StockCategory; quantity: string }>`select
      s.material_id || '|' || s.bin_id || '|' || s.batch as k, s.category, s.quantity
    from stock s
    join jsonb_to_recordset(${json(open)}) as v(material_id text, bin_id text, batch text)
      on s.material_id = v.material_id and s.plant_id = ${order.plant} and s.sloc_id = ${order.sloc}
      and s.bin_id = v.bin_id and s.batch = v.batch
    where s.quantity > 0`.execute(trx);
  for (const r of rows.rows) {
    const m = held.get(r.k) ?? new Map<StockCategory, bigint>();
    m.set(r.category, toMilliUnits(r.quantity));
    held.set(r.k, m);
  }
  return held;
}
