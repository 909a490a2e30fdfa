import { type Selectable, sql, type Transaction } from 'kysely';
import { type MessageId, t } from '../../../../shared/i18n';
import type { DB } from '../../../db/schema';
import { itemError } from '../../errors';
import { statusOutside } from '../movement-types';
import { describeAtVendor, describePosition, describeTransit } from '../positions';
import { atVendorPlant } from './lock-stock';
import { json, type ResolvedItem } from './types';

type EquipmentRow = Pick<
  Selectable<DB['equipment']>,
  | 'equipment_number'
  | 'material_id'
  | 'serial_number'
  | 'status'
  | 'plant_id'
  | 'sloc_id'
  | 'bin_id'
  | 'batch'
  | 'category'
  | 'vendor_id'
  | 'locked'
  | 'last_mat_doc'
> & { lock_reason: string | null };

/** Where a serial is after an item moved it: the equipment columns the posting writes. */
type EquipmentState = Pick<
  Selectable<DB['equipment']>,
  'status' | 'plant_id' | 'sloc_id' | 'warehouse_id' | 'bin_id' | 'batch' | 'category' | 'vendor_id'
>;

type Wanted = { material_id: string; serial_number: string; item: ResolvedItem };

export interface EquipmentPlan {
  /** serials to create (first receipt): material, serial, item */
  create: Wanted[];
  /** every serial of the document with its item (existing and new) */
  moves: (Wanted & { equipment_number: string | null })[];
}

function describeEquipmentWhere(e: EquipmentRow): string {
  switch (e.status) {
    case 'IN_STOCK':
      return t('pos.inStockAt', {
        position: describePosition(
          { plant: e.plant_id, sloc: e.sloc_id ?? '', warehouse: null, bin: e.bin_id, category: e.category ?? 'UNRESTRICTED' },
          e.batch,
        ),
      });
    case 'IN_TRANSIT':
      return describeTransit(e.plant_id, e.batch);
    case 'AT_VENDOR':
      return describeAtVendor(e.plant_id, e.vendor_id ?? '', e.batch);
    default:
      return t(`equipmentStatus.${e.status}` as MessageId);
  }
}

/** Equipment: locks the document's existing serials (sorted), checks where they are, plans new rows and history. */
export async function lockAndCheckEquipment(
  trx: Transaction<DB>,
  items: ResolvedItem[],
  reversalOf: string | null,
): Promise<EquipmentPlan> {
  const plan: EquipmentPlan = { create: [], moves: [] };
  const wanted: Wanted[] = items.flatMap((item) =>
    item.serials.map((serial) => ({ material_id: item.material.material_id, serial_number: serial, item })),
  );
  if (wanted.length === 0) return plan;
  const rows = await sql<EquipmentRow>`select e.equipment_number, e.material_id, e.serial_number, e.status, e.plant_id, e.sloc_id, e.bin_id,
      e.batch, e.category, e.vendor_id, e.locked, e.last_mat_doc, k.reason as lock_reason
    from equipment e
    join jsonb_to_recordset(${json(wanted.map((w) => ({ material_id: w.material_id, serial_number: w.serial_number })))})
      as v(material_id text, serial_number text) on e.material_id = v.material_id and e.serial_number = v.serial_number
    left join equipment_lock k on k.equipment_number = e.equipment_number
    order by e.material_id, e.serial_number
    for update of e`.execute(trx);
  const existing = new Map(rows.rows.map((r) => [`${r.material_id}|${r.serial_number}`, r]));
  for (const w of wanted) {
    const e = existing.get(`${w.material_id}|${w.serial_number}`);
    checkSerial(w, e, reversalOf);
    if (!e) plan.create.push(w);
    plan.moves.push({ ...w, equipment_number: e?.equipment_number ?? null });
  }
  return plan;
}

/** A serial may move only from where the item takes it; a receipt from outside only when it is not in the stock already. */
function checkSerial(w: Wanted, e: EquipmentRow | undefined, reversalOf: string | null): void {
  const item = w.item;
  const values = { serial: w.serial_number, material: w.material_id };
  if (e?.locked) throw lockedError(item.itemNo, values, e.lock_reason);
  if (reversalOf) {
    // a reversal puts back exactly what the original moved, and only if nothing moved it since
    if (!e || e.last_mat_doc !== reversalOf) throw itemError(item.itemNo, 'SERIAL_MOVED_SINCE', { ...values, matDoc: reversalOf });
  } else if (item.fromKind === 'POSITION') {
    const from = item.from;
    if (!e) throw itemError(item.itemNo, 'SERIAL_UNKNOWN', values);
    const at =
      e.status === 'IN_STOCK' &&
      e.plant_id === from.plant &&
      e.sloc_id === from.sloc &&
      (e.bin_id ?? '') === (from.bin ?? '') &&
      e.batch === item.batch &&
      e.category === from.category;
    // at the position but in another stock category: the real reason (release it first), not "not at"
    if (
      !at &&
      e.status === 'IN_STOCK' &&
      e.plant_id === from.plant &&
      e.sloc_id === from.sloc &&
      (e.bin_id ?? '') === (from.bin ?? '') &&
      e.batch === item.batch
    )
      throw categoryError(item.itemNo, w.serial_number, e.category, from.category);
    if (!at)
      throw itemError(item.itemNo, 'SERIAL_NOT_AT', {
        ...values,
        position: describePosition(from, item.batch),
        where: describeEquipmentWhere(e),
      });
  } else if (item.fromKind === 'TRANSIT') {
    if (!e) throw itemError(item.itemNo, 'SERIAL_UNKNOWN', values);
    if (e.status !== 'IN_TRANSIT' || e.plant_id !== item.receivingPlant || e.batch !== item.batch)
      throw itemError(item.itemNo, 'SERIAL_NOT_AT', {
        ...values,
        position: describeTransit(item.receivingPlant, item.batch),
        where: describeEquipmentWhere(e),
      });
  } else if (item.fromKind === 'AT_VENDOR') {
    // back from repair: the unit must be at that vendor, as stock of the plant it comes back to
    if (!e) throw itemError(item.itemNo, 'SERIAL_UNKNOWN', values);
    const plant = atVendorPlant(item);
    if (e.status !== 'AT_VENDOR' || e.plant_id !== plant || e.vendor_id !== item.vendor || e.batch !== item.batch)
      throw itemError(item.itemNo, 'SERIAL_NOT_AT', {
        ...values,
        position: describeAtVendor(plant, item.vendor ?? '', item.batch),
        where: describeEquipmentWhere(e),
      });
  } else if (e && (e.status === 'IN_STOCK' || e.status === 'IN_TRANSIT' || e.status === 'AT_VENDOR')) {
    // a receipt from outside: the serial must not be in the stock already
    throw itemError(item.itemNo, 'SERIAL_ALREADY_PRESENT', { ...values, where: describeEquipmentWhere(e) });
  }
}

/** A locked serial: the lock's reason when the lock command recorded one. */
function lockedError(itemNo: number, values: { serial: string; material: string }, reason: string | null) {
  return reason === null ? itemError(itemNo, 'SERIAL_LOCKED', values) : itemError(itemNo, 'SERIAL_LOCKED_BECAUSE', { ...values, reason });
}

function categoryError(itemNo: number, serial: string, actual: string | null, wanted: string) {
  if (actual === 'QUALITY') return itemError(itemNo, 'SERIAL_IN_QUALITY', { serial });
  if (actual === 'BLOCKED') return itemError(itemNo, 'SERIAL_BLOCKED', { serial });
  const name = (c: string | null) =>
    t(c === 'QUALITY' ? 'term.category.QUALITY' : c === 'BLOCKED' ? 'term.category.BLOCKED' : 'term.category.UNRESTRICTED');
  return itemError(itemNo, 'SERIAL_OTHER_CATEGORY', { serial, actual: name(actual), wanted: name(wanted) });
}

function stateAfter(item: ResolvedItem): EquipmentState {
  if (item.toKind === 'POSITION') {
    const to = item.to;
    return {
      status: 'IN_STOCK',
      plant_id: to.plant,
      sloc_id: to.sloc,
      warehouse_id: to.warehouse,
      bin_id: to.bin,
      batch: item.batch,
      category: to.category,
      vendor_id: null,
    };
  }
  if (item.toKind === 'AT_VENDOR')
    return {
      status: 'AT_VENDOR',
      plant_id: atVendorPlant(item),
      sloc_id: null,
      warehouse_id: null,
      bin_id: null,
      batch: item.batch,
      category: null,
      vendor_id: item.vendor,
    };
  const plant = item.toKind === 'TRANSIT' ? item.receivingPlant : (item.from?.plant ?? item.receivingPlant ?? '');
  return {
    status: statusOutside(item.toKind),
    plant_id: plant,
    sloc_id: null,
    warehouse_id: null,
    bin_id: null,
    batch: item.batch,
    category: null,
    vendor_id: null,
  };
}

/** Creates new equipment, moves existing, appends serial history: three statements at most. Returns the count created. */
export async function writeEquipment(trx: Transaction<DB>, matDoc: string, plan: EquipmentPlan): Promise<number> {
  if (plan.moves.length === 0) return 0;
  const created = plan.create.length > 0 ? await createEquipment(trx, matDoc, plan.create) : new Map<string, string>();
  const existing = plan.moves.filter((m) => m.equipment_number !== null);
  if (existing.length > 0) {
    await sql`update equipment e set status = v.status, plant_id = v.plant_id, sloc_id = v.sloc_id, warehouse_id = v.warehouse_id,
        bin_id = v.bin_id, batch = v.batch, category = v.category, vendor_id = v.vendor_id, last_mat_doc = ${matDoc}, updated_at = now()
      from jsonb_to_recordset(${json(existing.map((m) => ({ equipment_number: m.equipment_number, ...stateAfter(m.item) })))})
        as v(equipment_number text, status text, plant_id text, sloc_id text, warehouse_id text, bin_id text, batch text, category text,
          vendor_id text)
      where e.equipment_number = v.equipment_number`.execute(trx);
  }
  const history = plan.moves.map((m) => ({
    equipment_number: m.equipment_number ?? created.get(`${m.material_id}|${m.serial_number}`),
    item_no: m.item.itemNo,
    ...stateAfter(m.item),
  }));
  await sql`insert into serial_history (equipment_number, mat_doc, item_no, status, plant_id, sloc_id, warehouse_id, bin_id, batch, category,
      vendor_id)
    select v.equipment_number, ${matDoc}, v.item_no, v.status, v.plant_id, v.sloc_id, v.warehouse_id, v.bin_id, v.batch, v.category,
      v.vendor_id
    from jsonb_to_recordset(${json(history)}) as v(equipment_number text, item_no int, status text, plant_id text, sloc_id text,
      warehouse_id text, bin_id text, batch text, category text, vendor_id text)
    order by v.item_no, v.equipment_number`.execute(trx);
  return plan.create.length;
}

/** Inserts the serials received for the first time; returns their equipment numbers by material|serial. */
async function createEquipment(trx: Transaction<DB>, matDoc: string, create: Wanted[]): Promise<Map<string, string>> {
  const rows = create.map((c) => ({
    material_id: c.material_id,
    serial_number: c.serial_number,
    ...stateAfter(c.item),
    last_mat_doc: matDoc,
  }));
  const inserted = await sql<{ equipment_number: string; material_id: string; serial_number: string }>`insert into equipment
      (material_id, serial_number, status, plant_id, sloc_id, warehouse_id, bin_id, batch, category, last_mat_doc)
    select v.material_id, v.serial_number, v.status, v.plant_id, v.sloc_id, v.warehouse_id, v.bin_id, v.batch, v.category, v.last_mat_doc
    from jsonb_to_recordset(${json(rows)}) as v(material_id text, serial_number text, status text, plant_id text, sloc_id text,
      warehouse_id text, bin_id text, batch text, category text, last_mat_doc text)
    order by v.material_id, v.serial_number
    on conflict (material_id, serial_number) do nothing
    returning equipment_number, material_id, serial_number`.execute(trx);
  const created = new Map(inserted.rows.map((r) => [`${r.material_id}|${r.serial_number}`, r.equipment_number]));
  const missing = create.find((c) => !created.has(`${c.material_id}|${c.serial_number}`));
  if (missing) {
    // another posting received one of these serials at the same moment
    throw itemError(missing.item.itemNo, 'SERIAL_ALREADY_PRESENT', {
      serial: missing.serial_number,
      material: missing.material_id,
      where: t('pos.receivedElsewhere'),
    });
  }
  return created;
}
