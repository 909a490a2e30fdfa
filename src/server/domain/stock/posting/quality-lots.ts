import { sql, type Transaction } from 'kysely';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import type { QualityDecision } from '../../../db/schema/quality';
import { DomainError, itemError } from '../../errors';
import type { Header, ResolvedItem } from './types';
import { json } from './types';

/** The usage decision a movement out of QUALITY stands for. */
export function decisionOf(movementType: string): QualityDecision {
  switch (movementType) {
    case '321':
      return 'ACCEPT';
    case '350':
      return 'REJECT';
    case '122':
    // to the vendor for repair (541, the repair loop): returned to the vendor, coming back on its repair order
    case '541':
      return 'RETURN';
    case '551':
      return 'SCRAP';
    default:
      return 'OTHER';
  }
}

/** An item bringing quantity into QUALITY stock of a plant (not a move inside the plant's QUALITY stock). */
function entersQuality(item: ResolvedItem): boolean {
  if (item.toKind !== 'POSITION' || item.to.category !== 'QUALITY') return false;
  return !(item.fromKind === 'POSITION' && item.from.category === 'QUALITY' && item.from.plant === item.to.plant);
}

/** An item taking quantity out of QUALITY stock of a plant. */
function leavesQuality(item: ResolvedItem): boolean {
  if (item.fromKind !== 'POSITION' || item.from.category !== 'QUALITY') return false;
  return !(item.toKind === 'POSITION' && item.to.category === 'QUALITY' && item.to.plant === item.from.plant);
}

interface OpenLot {
  lot_number: string;
  plant_id: string;
  material_id: string;
  serialized: boolean;
  quantity: string;
  decided_qty: string;
  status: string;
}

interface Decision {
  lot_number: string;
  item_no: number;
  movement_type: string;
  decision: QualityDecision;
  quantity: string;
  serials: string[];
}

/**
 * Inspection lots follow QUALITY stock in the posting's own transaction (DESIGN.md: QUALITY stock always
 * equals the open lots' undecided quantity):
 * - an item into QUALITY opens a lot (a 101 for a purchase order: a receipt lot with vendor and PO item);
 * - an item out of QUALITY decides units of lots: those of the referenced lot (reference QL, the usage
 *   decision), else the lots holding its serials, else the plant's open lots of the material, oldest first.
 * Locks the lots concerned (after the stock and equipment rows, before the number range) and returns the
 * writes to run once the document number is known; null when no item touches QUALITY stock.
 */
export async function planQualityLots(
  trx: Transaction<DB>,
  header: Header,
  items: ResolvedItem[],
): Promise<((trx: Transaction<DB>, matDoc: string, userId: number) => Promise<void>) | null> {
  const inbound = items.filter(entersQuality);
  const outbound = items.filter(leavesQuality);
  if (inbound.length === 0 && outbound.length === 0) return null;
  const lotReference = header.reference?.type === 'QL' && !header.reversalOf ? header.reference.number : null;
  const decisions = outbound.length > 0 ? await planDecisions(trx, outbound, lotReference) : [];
  return async (t, matDoc, userId) => {
    if (decisions.length > 0) await writeDecisions(t, matDoc, userId, decisions);
    if (inbound.length > 0) await openLots(t, matDoc, userId, header, inbound);
  };
}

const key = (plant: string, material: string) => `${plant}|${material}`;

async function planDecisions(trx: Transaction<DB>, outbound: ResolvedItem[], lotReference: string | null): Promise<Decision[]> {
  const keys = [...new Set(outbound.map((i) => key(i.from?.plant ?? '', i.material.material_id)))].map((k) => {
    const [plant_id, material_id] = k.split('|');
    return { plant_id, material_id };
  });
  const lots = (
    await sql<OpenLot>`select l.lot_number, l.plant_id, l.material_id, l.serialized, l.quantity::text as quantity,
        l.decided_qty::text as decided_qty, l.status
      from quality_lot l
      where l.status <> 'CLOSED' and (${lotReference}::text is null or l.lot_number = ${lotReference})
        and (l.plant_id, l.material_id) in (select v.plant_id, v.material_id from jsonb_to_recordset(${json(keys)}) as v(plant_id text, material_id text))
      order by l.lot_number
      for update of l`.execute(trx)
  ).rows;
  if (lotReference && lots.length === 0) {
    const lot = await trx
      .selectFrom('quality_lot')
      .select(['status', 'plant_id', 'material_id'])
      .where('lot_number', '=', lotReference)
      .executeTakeFirst();
    if (lot?.status === 'CLOSED') throw new DomainError('QUALITY_LOT_CLOSED', { lot: lotReference });
    if (!lot) throw new DomainError('QUALITY_LOT_UNKNOWN', { lot: lotReference });
    throw itemError(outbound[0]?.itemNo ?? 1, 'QUALITY_LOT_MATERIAL', {
      lot: lotReference,
      material: lot.material_id,
      plant: lot.plant_id,
    });
  }
  const serials = outbound.flatMap((i) => i.serials.map((s) => ({ material_id: i.material.material_id, serial_number: s })));
  const serialLots = new Map<string, string>();
  if (serials.length > 0) {
    const rows = await sql<{
      lot_number: string;
      material_id: string;
      serial_number: string;
    }>`select s.lot_number, s.material_id, s.serial_number
      from quality_lot_serial s join jsonb_to_recordset(${json(serials)}) as v(material_id text, serial_number text)
        on s.material_id = v.material_id and s.serial_number = v.serial_number
      where s.decision is null`.execute(trx);
    for (const r of rows.rows) serialLots.set(`${r.material_id}|${r.serial_number}`, r.lot_number);
  }
  const open = new Map(lots.map((l) => [l.lot_number, toMilliUnits(l.quantity) - toMilliUnits(l.decided_qty)]));
  const decisions: Decision[] = [];
  for (const item of outbound) {
    const plant = item.from?.plant ?? '';
    const material = item.material.material_id;
    const candidates = lots.filter((l) => l.plant_id === plant && l.material_id === material);
    if (lotReference && candidates.length === 0)
      throw itemError(item.itemNo, 'QUALITY_LOT_MATERIAL', { lot: lotReference, material, plant });
    if (item.serials.length > 0) {
      const byLot = new Map<string, string[]>();
      for (const serial of item.serials) {
        const lot = serialLots.get(`${material}|${serial}`);
        if (!lot || !open.has(lot)) {
          if (lotReference) throw itemError(item.itemNo, 'QUALITY_SERIAL_NOT_IN_LOT', { serial, lot: lotReference });
          throw itemError(item.itemNo, 'QUALITY_LOT_MISSING', { material, plant, quantity: '1' });
        }
        byLot.set(lot, [...(byLot.get(lot) ?? []), serial]);
      }
      for (const [lot, list] of byLot) {
        open.set(lot, (open.get(lot) ?? 0n) - BigInt(list.length) * 1000n);
        decisions.push(decision(lot, item, fromMilliUnits(BigInt(list.length) * 1000n), list));
      }
      continue;
    }
    let rest = item.qty;
    for (const lot of candidates) {
      const left = open.get(lot.lot_number) ?? 0n;
      if (rest === 0n) break;
      if (left <= 0n) continue;
      const take = left < rest ? left : rest;
      open.set(lot.lot_number, left - take);
      rest -= take;
      decisions.push(decision(lot.lot_number, item, fromMilliUnits(take), []));
    }
    if (rest > 0n) {
      if (lotReference) {
        const left = candidates.reduce((sum, l) => sum + toMilliUnits(l.quantity) - toMilliUnits(l.decided_qty), 0n);
        throw itemError(item.itemNo, 'QUALITY_LOT_OVER_DECISION', {
          lot: lotReference,
          requested: displayQuantity(item.quantity),
          open: displayQuantity(fromMilliUnits(left)),
        });
      }
      throw itemError(item.itemNo, 'QUALITY_LOT_MISSING', { material, plant, quantity: displayQuantity(fromMilliUnits(rest)) });
    }
  }
  return decisions;
}

function decision(lot: string, item: ResolvedItem, quantity: string, serials: string[]): Decision {
  return {
    lot_number: lot,
    item_no: item.itemNo,
    movement_type: item.movementType,
    decision: decisionOf(item.movementType),
    quantity,
    serials,
  };
}

async function writeDecisions(trx: Transaction<DB>, matDoc: string, userId: number, decisions: Decision[]): Promise<void> {
  await sql`insert into quality_lot_decision (lot_number, mat_doc, item_no, movement_type, decision, quantity, serials, decided_by)
    select v.lot_number, ${matDoc}, v.item_no, v.movement_type, v.decision, v.quantity,
      array(select jsonb_array_elements_text(v.serials)), ${userId}
    from jsonb_to_recordset(${json(decisions)}) as v(lot_number text, item_no int, movement_type text, decision text, quantity numeric, serials jsonb)
    order by v.lot_number, v.item_no`.execute(trx);
  const serials = decisions.flatMap((d) => d.serials.map((s) => ({ lot_number: d.lot_number, serial_number: s, decision: d.decision })));
  if (serials.length > 0)
    await sql`update quality_lot_serial s set decision = v.decision, state = 'DECIDED', decided_mat_doc = ${matDoc},
        decided_by = ${userId}, decided_at = now()
      from jsonb_to_recordset(${json(serials)}) as v(lot_number text, serial_number text, decision text)
      where s.lot_number = v.lot_number and s.serial_number = v.serial_number`.execute(trx);
  await sql`with v as (select lot_number, sum(quantity) as q
        from jsonb_to_recordset(${json(decisions)}) as v(lot_number text, quantity numeric) group by lot_number)
    update quality_lot l set decided_qty = l.decided_qty + v.q,
      status = case when l.decided_qty + v.q = l.quantity then 'CLOSED' else 'DECIDED' end,
      closed_at = case when l.decided_qty + v.q = l.quantity then now() else null end
    from v where l.lot_number = v.lot_number`.execute(trx);
}

async function openLots(trx: Transaction<DB>, matDoc: string, userId: number, header: Header, inbound: ResolvedItem[]): Promise<void> {
  const po = header.reference?.type === 'PO' && !header.reversalOf ? header.reference.number : null;
  const rows = inbound.map((i) => ({
    item_no: i.itemNo,
    origin: i.movementType === '101' && !header.reversalOf ? 'RECEIPT' : 'POSTING',
    plant_id: i.to?.plant,
    material_id: i.material.material_id,
    serialized: i.material.serialized,
    vendor_id: i.vendor,
    po_item: po ? i.referenceItem : null,
    quantity: i.quantity,
  }));
  await sql`insert into quality_lot (origin, plant_id, material_id, prodcat, serialized, vendor_id, po_number, po_item,
      opened_mat_doc, opened_item_no, quantity, created_by)
    select v.origin, v.plant_id, v.material_id, coalesce(m.product_category, 'GENERAL'), v.serialized, v.vendor_id, ${po}, v.po_item,
      ${matDoc}, v.item_no, v.quantity, ${userId}
    from jsonb_to_recordset(${json(rows)}) as v(item_no int, origin text, plant_id text, material_id text, serialized boolean,
      vendor_id text, po_item int, quantity numeric)
    join material m on m.material_id = v.material_id
    order by v.item_no`.execute(trx);
  const serials = inbound.flatMap((i) =>
    i.serials.map((s) => ({ item_no: i.itemNo, material_id: i.material.material_id, serial_number: s })),
  );
  if (serials.length > 0)
    await sql`insert into quality_lot_serial (lot_number, serial_number, material_id, equipment_number)
      select l.lot_number, v.serial_number, v.material_id, e.equipment_number
      from jsonb_to_recordset(${json(serials)}) as v(item_no int, material_id text, serial_number text)
      join quality_lot l on l.opened_mat_doc = ${matDoc} and l.opened_item_no = v.item_no
      left join equipment e on e.material_id = v.material_id and e.serial_number = v.serial_number
      order by l.lot_number, v.serial_number`.execute(trx);
}

/** Whether a document opens or decides an inspection lot (a plain document does neither). */
export function touchesQuality(items: ResolvedItem[]): boolean {
  return items.some((item) => entersQuality(item) || leavesQuality(item));
}
