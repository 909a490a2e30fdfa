import { sql, type Transaction } from 'kysely';
import type { AsnView, CreateAsnInput } from '../../../shared/contracts/asn/schemas';
import { addQuantities, compareQuantities, fromMilliUnits, toMilliUnits, wholeUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { nextSscc } from '../handling-units/sscc';
import type { Caller } from '../master-data/viewer';
import { takeNumber } from '../number-range';
import { databaseErrorCode } from '../stock/posting-retry';
import { getAsn } from './asn-queries';
import { ownPurchaseOrder } from './scope';

/** The quantity of an item still open for new notices: ordered - received - announced on other notices and not yet received or missing. */
async function openForNotices(trx: Transaction<DB>, poNumber: string) {
  const rows = await sql<{ item_no: number; material_id: string; serialized: boolean; closed: boolean; open: string }>`
    select i.item_no, i.material_id, m.serialized, i.closed,
      (i.quantity - i.received_qty - coalesce((
        select sum(a.quantity - a.received_qty) - coalesce(sum((select sum(d.missing_qty) from asn_difference d
          where d.asn_number = a.asn_number and d.item_no = a.item_no)), 0)
        from asn_item a join asn h on h.asn_number = a.asn_number
        where h.po_number = i.po_number and a.item_no = i.item_no and h.status <> 'RECEIVED'), 0))::text as open
    from purchase_order_item i join material m on m.material_id = i.material_id
    where i.po_number = ${poNumber}`.execute(trx);
  return new Map(rows.rows.map((r) => [r.item_no, r]));
}

/**
 * A supplier announces a shipment against one of its purchase orders: items with quantities and
 * serials, packed in cartons on pallets, each with an SSCC (the supplier's own, GS1 check digit
 * verified by the contract, or generated). Refused: more than the open quantity, serials twice,
 * in stock or on another open notice, an SSCC already used. Two notices naming the same serial at
 * once: the partial unique index on open serials lets one win, the other is refused.
 */
export async function createAsn(trx: Transaction<DB>, user: Caller, input: CreateAsnInput): Promise<AsnView> {
  const po = await ownPurchaseOrder(trx, user, input.purchaseOrderNo);
  await sql`select 1 from purchase_order where po_number = ${po.po_number} for update`.execute(trx);
  const items = await openForNotices(trx, po.po_number);

  // totals per item and the serial checks that need no database
  const totals = new Map<number, string>();
  const seenSerials = new Set<string>();
  const seenSscc = new Set<string>();
  const claim = (sscc: string | undefined) => {
    if (!sscc) return;
    if (seenSscc.has(sscc)) throw new DomainError('ASN_SSCC_REPEATED', { sscc });
    seenSscc.add(sscc);
  };
  for (const pallet of input.pallets) {
    claim(pallet.sscc);
    for (const carton of pallet.cartons) {
      claim(carton.sscc);
      for (const c of carton.items) {
        const item = items.get(c.itemNo);
        if (!item) throw new DomainError('ASN_PO_ITEM_UNKNOWN', { number: po.po_number, item: c.itemNo });
        if (item.closed) throw new DomainError('ASN_PO_ITEM_CLOSED', { number: po.po_number, item: c.itemNo });
        const serials = c.serials ?? [];
        if (!item.serialized && serials.length > 0)
          throw new DomainError('ASN_ITEM_NOT_SERIALIZED', { item: c.itemNo, material: item.material_id });
        if (item.serialized && (toMilliUnits(c.quantity) % 1000n !== 0n || serials.length !== wholeUnits(c.quantity)))
          throw new DomainError('ASN_SERIAL_COUNT', {
            item: c.itemNo,
            count: serials.length,
            quantity: c.quantity,
            material: item.material_id,
          });
        for (const s of serials) {
          const key = `${item.material_id}|${s.toUpperCase()}`;
          if (seenSerials.has(key)) throw new DomainError('ASN_SERIAL_REPEATED', { serial: s });
          seenSerials.add(key);
        }
        totals.set(c.itemNo, addQuantities(totals.get(c.itemNo) ?? '0', c.quantity));
      }
    }
  }
  for (const [itemNo, total] of totals) {
    const item = items.get(itemNo);
    const open = item ? item.open : '0';
    if (compareQuantities(total, open) > 0) {
      const shown = toMilliUnits(open) < 0n ? '0.000' : fromMilliUnits(toMilliUnits(open));
      throw new DomainError('ASN_ITEM_OVER_OPEN', { item: itemNo, quantity: total, open: shown, number: po.po_number });
    }
  }
  await checkSerialsFree(trx, input, items);

  const asnNumber = await takeNumber(trx, 'asn');
  await trx
    .insertInto('asn')
    .values({
      asn_number: asnNumber,
      vendor_id: po.vendor_id,
      po_number: po.po_number,
      plant_id: po.plant_id,
      ship_date: input.shipDate,
      created_by: user.userId,
    })
    .execute();
  await trx
    .insertInto('asn_item')
    .values(
      [...totals].map(([itemNo, quantity]) => ({
        asn_number: asnNumber,
        item_no: itemNo,
        material_id: items.get(itemNo)?.material_id ?? '',
        quantity,
      })),
    )
    .execute();
  let seq = 0;
  try {
    for (const pallet of input.pallets) {
      const palletSscc = pallet.sscc ?? (await nextSscc(trx));
      await trx
        .insertInto('asn_package')
        .values({ sscc: palletSscc, asn_number: asnNumber, parent_sscc: null, kind: 'PALLET', seq: ++seq })
        .execute();
      for (const carton of pallet.cartons) {
        const sscc = carton.sscc ?? (await nextSscc(trx));
        await trx
          .insertInto('asn_package')
          .values({ sscc, asn_number: asnNumber, parent_sscc: palletSscc, kind: 'CARTON', seq: ++seq })
          .execute();
        const contents = new Map<number, { quantity: string; serials: string[] }>();
        for (const c of carton.items) {
          const prior = contents.get(c.itemNo);
          contents.set(c.itemNo, {
            quantity: addQuantities(prior?.quantity ?? '0', c.quantity),
            serials: [...(prior?.serials ?? []), ...(c.serials ?? [])],
          });
        }
        await trx
          .insertInto('asn_package_item')
          .values([...contents].map(([itemNo, c]) => ({ sscc, asn_number: asnNumber, item_no: itemNo, quantity: c.quantity })))
          .execute();
        const serialRows = [...contents].flatMap(([itemNo, c]) =>
          c.serials.map((s) => ({
            asn_number: asnNumber,
            item_no: itemNo,
            sscc,
            material_id: items.get(itemNo)?.material_id ?? '',
            serial_number: s,
          })),
        );
        for (let i = 0; i < serialRows.length; i += 1000)
          await trx
            .insertInto('asn_serial')
            .values(serialRows.slice(i, i + 1000))
            .execute();
      }
    }
  } catch (error) {
    throw uniqueRefusal(error) ?? error;
  }
  return getAsn(trx, user, asnNumber);
}

/** A unique violation of a package's SSCC or an open serial, as the refusal a supplier reads. */
function uniqueRefusal(error: unknown): DomainError | null {
  if (databaseErrorCode(error) !== '23505') return null;
  const { constraint, detail } = error as { constraint?: string; detail?: string };
  if (constraint === 'asn_serial_open_once') return new DomainError('ASN_SERIAL_TAKEN');
  if (constraint === 'asn_package_pkey') return new DomainError('ASN_SSCC_TAKEN', { sscc: /\((\d{18})\)/.exec(detail ?? '')?.[1] ?? '' });
  return null;
}

/** Serials already in stock or in transit, or on another open notice, are refused before anything is written. */
async function checkSerialsFree(trx: Transaction<DB>, input: CreateAsnInput, items: Map<number, { material_id: string }>): Promise<void> {
  const byMaterial = new Map<string, string[]>();
  for (const pallet of input.pallets)
    for (const carton of pallet.cartons)
      for (const c of carton.items) {
        const material = items.get(c.itemNo)?.material_id ?? '';
        byMaterial.set(material, [...(byMaterial.get(material) ?? []), ...(c.serials ?? [])]);
      }
  const ssccs = input.pallets.flatMap((p) => [p.sscc, ...p.cartons.map((c) => c.sscc)]).filter((s): s is string => !!s);
  if (ssccs.length > 0) {
    const used = await trx.selectFrom('asn_package').select('sscc').where('sscc', 'in', ssccs).executeTakeFirst();
    if (used) throw new DomainError('ASN_SSCC_TAKEN', { sscc: used.sscc });
  }
  for (const [material, serials] of byMaterial) {
    if (serials.length === 0) continue;
    for (let i = 0; i < serials.length; i += 1000) {
      const chunk = serials.slice(i, i + 1000);
      const inStock = await trx
        .selectFrom('equipment')
        .select('serial_number')
        .where('material_id', '=', material)
        .where('serial_number', 'in', chunk)
        .where('status', 'in', ['IN_STOCK', 'IN_TRANSIT'])
        .executeTakeFirst();
      if (inStock) throw new DomainError('ASN_SERIAL_IN_STOCK', { serial: inStock.serial_number, material });
      const announced = await trx
        .selectFrom('asn_serial')
        .select(['serial_number', 'asn_number'])
        .where('material_id', '=', material)
        .where('serial_number', 'in', chunk)
        .where('open', '=', true)
        .executeTakeFirst();
      if (announced)
        throw new DomainError('ASN_SERIAL_ANNOUNCED', { serial: announced.serial_number, material, asn: announced.asn_number });
    }
  }
}
