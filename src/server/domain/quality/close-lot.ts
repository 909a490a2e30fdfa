import { sql, type Transaction } from 'kysely';
import { type CloseLotInput, type CloseLotResult, DECISION_MOVEMENT, type DecisionCode } from '../../../shared/contracts/quality/schemas';
import type { PostingItemInput } from '../../../shared/contracts/stock/schemas';
import { href } from '../../../shared/pages';
import { addQuantities, displayQuantity, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { notificationMessage } from '../notifications/message';
import { notify } from '../notifications/notify';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { auditLot, lockLot } from './lot-lock';

/**
 * The usage decision (spec `iqms/closelot`): accept -> 321 to unrestricted, reject -> 350 to blocked,
 * return -> 122 to the lot's vendor, scrap -> 551; one material document with the lot as reference
 * (QL). The lot row is locked first, so of two inspectors deciding the same serial one wins and the
 * other is told it is decided (409). A serial with findings must be validated first. The posting path
 * marks the units decided and closes the lot once nothing is left undecided.
 */
export async function closeLot(trx: Transaction<DB>, actor: PostingActor, input: CloseLotInput): Promise<CloseLotResult> {
  const lot = await lockLot(trx, actor, input.lotNumber);
  const items = lot.serialized
    ? await serialItems(trx, lot.lot_number, lot.material_id, lot.plant_id, input)
    : await quantityItems(trx, lot, input);
  const posted = await postMaterialDocument(trx, actor, {
    headerText: input.headerText || `Usage decision, inspection lot ${lot.lot_number}`,
    reference: { type: 'QL', number: lot.lot_number },
    items,
  });
  const after = await trx
    .selectFrom('quality_lot')
    .select(['status', 'decided_qty', 'quantity'])
    .where('lot_number', '=', lot.lot_number)
    .executeTakeFirstOrThrow();
  await auditLot(trx, actor, after.status === 'CLOSED' ? 'QUALITY_LOT_CLOSED' : 'QUALITY_LOT_DECIDED', lot.lot_number, {
    matDoc: posted.matDoc,
    decisions: input.decisions.map((d) => `${d.decision}${d.serial ? ` ${d.serial}` : ''}${d.quantity ? ` ${d.quantity}` : ''}`),
  });
  if (lot.vendor_id) await notifyDecision(trx, { ...lot, vendor_id: lot.vendor_id }, posted.matDoc, input);
  return {
    lotNumber: lot.lot_number,
    status: after.status,
    matDoc: posted.matDoc,
    decidedQuantity: after.decided_qty,
    quantity: after.quantity,
  };
}

/**
 * The vendor's supplier users hear of the usage decision on their goods, in its transaction: how
 * much was accepted, rejected, returned or scrapped (one notification per material document).
 */
async function notifyDecision(
  trx: Transaction<DB>,
  lot: { lot_number: string; material_id: string; vendor_id: string; po_number: string | null },
  matDoc: string,
  input: CloseLotInput,
) {
  const totals = new Map<DecisionCode, string>();
  for (const d of input.decisions)
    totals.set(d.decision, addQuantities(totals.get(d.decision) ?? '0', d.serial ? '1' : (d.quantity ?? '0')));
  await notify(trx, {
    kind: 'QUALITY_DECISION',
    to: { vendor: lot.vendor_id },
    message: notificationMessage('notify.qualityDecision', {
      lot: lot.lot_number,
      material: lot.material_id,
      decisions: {
        list: [...totals].map(([decision, quantity]) => ({
          message: `notify.decision.${decision}`,
          values: { quantity: { quantity } },
        })),
      },
    }),
    link: lot.po_number ? href('purchaseOrder', { purchaseOrderNo: lot.po_number }) : href('purchaseOrders'),
    dedupeKey: `quality-decision:${lot.lot_number}:${matDoc}`,
  });
}

function decisionItem(decision: DecisionCode, material: string, quantity: string, from: PostingItemInput['from'], batch: string) {
  return {
    movementType: DECISION_MOVEMENT[decision],
    material,
    quantity,
    ...(batch ? { batch } : {}),
    from,
    referenceItem: 1,
  } satisfies PostingItemInput;
}

/** Serialized lot: each decision names an undecided serial of the lot; one item per decision and position. */
async function serialItems(
  trx: Transaction<DB>,
  lotNumber: string,
  material: string,
  plant: string,
  input: CloseLotInput,
): Promise<PostingItemInput[]> {
  const serials: { serial: string; decision: DecisionCode }[] = [];
  for (const d of input.decisions) {
    if (!d.serial || (d.quantity !== undefined && toMilliUnits(d.quantity) !== 1000n))
      throw new DomainError('QUALITY_LOT_BY_SERIAL', { lot: lotNumber });
    serials.push({ serial: d.serial, decision: d.decision });
  }
  const rows = await sql<{
    serial_number: string;
    state: string;
    decision: string | null;
    sloc_id: string | null;
    bin_id: string | null;
    batch: string | null;
  }>`select s.serial_number, s.state, s.decision, e.sloc_id, e.bin_id, e.batch
    from quality_lot_serial s left join equipment e on e.material_id = s.material_id and e.serial_number = s.serial_number
    where s.lot_number = ${lotNumber} and s.serial_number in (select jsonb_array_elements_text(${JSON.stringify(serials.map((s) => s.serial))}::jsonb))`.execute(
    trx,
  );
  const bySerial = new Map(rows.rows.map((r) => [r.serial_number, r]));
  const groups = new Map<string, { decision: DecisionCode; sloc: string; bin: string | null; batch: string; serials: string[] }>();
  for (const s of serials) {
    const row = bySerial.get(s.serial);
    if (!row) throw new DomainError('QUALITY_SERIAL_NOT_IN_LOT', { serial: s.serial, lot: lotNumber });
    if (row.decision) throw new DomainError('QUALITY_SERIAL_DECIDED', { serial: s.serial, lot: lotNumber, decision: row.decision });
    if (row.state === 'IN_INSPECTION') throw new DomainError('QUALITY_NOT_VALIDATED', { serial: s.serial });
    if (!row.sloc_id) throw new DomainError('QUALITY_LOT_MISSING', { material, plant, quantity: '1' });
    const key = `${s.decision}|${row.sloc_id}|${row.bin_id ?? ''}|${row.batch ?? ''}`;
    const group = groups.get(key) ?? { decision: s.decision, sloc: row.sloc_id, bin: row.bin_id, batch: row.batch ?? '', serials: [] };
    group.serials.push(s.serial);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    ...decisionItem(
      g.decision,
      material,
      String(g.serials.length),
      { plant, sloc: g.sloc, ...(g.bin ? { bin: g.bin } : {}), category: 'QUALITY' },
      g.batch,
    ),
    serials: g.serials,
  }));
}

/** Non-serialized lot: quantities per decision, taken from the plant's QUALITY stock of the material position by position. */
async function quantityItems(
  trx: Transaction<DB>,
  lot: { lot_number: string; material_id: string; plant_id: string; quantity: string; decided_qty: string },
  input: CloseLotInput,
): Promise<PostingItemInput[]> {
  let requested = 0n;
  for (const d of input.decisions) {
    if (d.serial || !d.quantity) throw new DomainError('QUALITY_LOT_BY_QUANTITY', { lot: lot.lot_number });
    requested += toMilliUnits(d.quantity);
  }
  const open = toMilliUnits(lot.quantity) - toMilliUnits(lot.decided_qty);
  if (requested > open)
    throw new DomainError('QUALITY_LOT_OVER_DECISION', {
      lot: lot.lot_number,
      open: displayQuantity(fromMilliUnits(open)),
      requested: displayQuantity(fromMilliUnits(requested)),
    });
  const positions = await trx
    .selectFrom('stock')
    .select(['sloc_id', 'bin_id', 'batch', 'quantity'])
    .where('plant_id', '=', lot.plant_id)
    .where('material_id', '=', lot.material_id)
    .where('category', '=', 'QUALITY')
    .where('quantity', '>', '0')
    .orderBy('sloc_id')
    .orderBy('bin_id')
    .orderBy('batch')
    .execute();
  const left = positions.map((p) => ({ ...p, milli: toMilliUnits(p.quantity) }));
  const items: PostingItemInput[] = [];
  for (const d of input.decisions) {
    let rest = toMilliUnits(d.quantity as string);
    for (const p of left) {
      if (rest === 0n) break;
      if (p.milli === 0n) continue;
      const take = p.milli < rest ? p.milli : rest;
      p.milli -= take;
      rest -= take;
      items.push(
        decisionItem(
          d.decision,
          lot.material_id,
          fromMilliUnits(take),
          { plant: lot.plant_id, sloc: p.sloc_id, ...(p.bin_id ? { bin: p.bin_id } : {}), category: 'QUALITY' },
          p.batch,
        ),
      );
    }
    if (rest > 0n)
      throw new DomainError('QUALITY_LOT_MISSING', {
        material: lot.material_id,
        plant: lot.plant_id,
        quantity: displayQuantity(fromMilliUnits(rest)),
      });
  }
  return items;
}
