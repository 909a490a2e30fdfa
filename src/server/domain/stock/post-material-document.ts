import { sql, type Transaction } from 'kysely';
import {
  type PostedMaterialDocument,
  type PostMaterialDocumentRequest,
  postMaterialDocumentSchema,
  type ReverseMaterialDocumentInput,
} from '../../../shared/contracts/stock';
import { messageText } from '../../../shared/format-message';
import type { MessageKey } from '../../../shared/messages';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { EquipmentStatus, SideKind, StockCategory } from '../../db/schema/ledger';
import { writeAudit } from '../auth/audit';
import { DomainError } from '../errors';
import { movementRule, type ReferenceType, referenceEffect, sourceOf, statusOutside } from './movement-types';
import { describePosition, describeTransit, type Position, stockKey, transitKey } from './positions';

/** Who posts: the user (for the document and the audit row) and the plants the user may post in. */
export interface PostingActor {
  userId: number;
  plants: readonly string[];
  ip?: string | null;
}

/** Internal input of a reversal (built by reverseMaterialDocument; never taken from a client as is). */
export interface ReversalRequest extends ReverseMaterialDocumentInput {
  reversalOf: string;
}

interface ResolvedItem {
  itemNo: number;
  movementType: string;
  material: MaterialRow;
  qty: bigint;
  quantity: string;
  batch: string;
  fromKind: SideKind;
  toKind: SideKind;
  from: Position | null;
  to: Position | null;
  receivingPlant: string | null;
  reason: string | null;
  costCenter: string | null;
  customer: string | null;
  vendor: string | null;
  referenceItem: number | null;
  reversalOfItem: number | null;
  serials: string[];
}

interface MaterialRow {
  material_id: string;
  serialized: boolean;
  batch_managed: boolean;
  quality_inspected: boolean;
}

interface Header {
  postingDate: string;
  documentDate: string;
  headerText: string;
  reference: { type: ReferenceType; number: string } | null;
  reversalOf: string | null;
}

const REFERENCE_NAMES: Record<ReferenceType, string> = { PO: 'Purchase order', STO: 'Stock transport order', SO: 'Sales order' };

const fail = (status: DomainError['status'], code: string, key: MessageKey, values: Record<string, string | number> = {}) =>
  new DomainError(status, code, messageText(key, values));
const itemFail = (
  item: number,
  status: DomainError['status'],
  code: string,
  key: MessageKey,
  values: Record<string, string | number> = {},
) => new DomainError(status, code, messageText('ledgerItem', { item, message: messageText(key, values) }), undefined, { item });

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The one write path of the inventory: posts a material document (or the reversal of one) in
 * the caller's transaction. Validates master data, movement-type rules, the actor's plants,
 * serials and the referenced document; locks the stock rows it touches in one sorted order;
 * refuses negative stock; appends document, items and serial history; updates stock, stock in
 * transit, equipment and the referenced document; writes one audit row. The number of SQL
 * statements does not depend on the number of items.
 */
export async function postMaterialDocument(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: PostMaterialDocumentRequest | ReversalRequest,
): Promise<PostedMaterialDocument> {
  if (!trx.isTransaction) throw new Error('postMaterialDocument must run inside a transaction');
  const { header, items } = 'reversalOf' in input ? await resolveReversal(trx, input) : await resolvePosting(trx, input);
  if (header.postingDate > addDays(todayIso(), 1)) throw fail(422, 'POSTING_DATE', 'postingDateInFuture');

  // plant scope: every plant whose stock the document changes
  for (const item of items) {
    for (const plant of [item.from?.plant, item.to?.plant]) {
      if (plant && !actor.plants.includes(plant)) throw fail(403, 'PLANT_SCOPE', 'plantNotAuthorized', { plant });
    }
  }

  // locks in one global order: stock, stock in transit, equipment, referenced items, number range
  const stockChanges = await lockAndCheckStock(trx, items);
  const equipment = await lockAndCheckEquipment(trx, items, header.reversalOf);
  // a shortage is reported after the serial checks: "serial X is in bin B" says more than "not enough stock"
  if (stockChanges.shortage) throw stockChanges.shortage;
  const referenceUpdate = header.reference ? await checkReference(trx, header.reference, items) : null;

  const matDoc = await nextDocumentNumber(trx);
  await sql`insert into material_document (mat_doc, posting_date, document_date, created_by, header_text, reference_type, reference_number, reversal_of, item_count)
    values (${matDoc}, ${header.postingDate}, ${header.documentDate}, ${actor.userId}, ${header.headerText}, ${header.reference?.type ?? null},
      ${header.reference?.number ?? null}, ${header.reversalOf}, ${items.length})`.execute(trx);
  await sql`insert into material_document_item (mat_doc, item_no, movement_type, material_id, quantity, batch, posting_date,
      from_kind, from_plant, from_sloc, from_warehouse, from_bin, from_category,
      to_kind, to_plant, to_sloc, to_warehouse, to_bin, to_category,
      receiving_plant, reason_code, cost_center, customer_number, vendor_id, reference_item, reversal_of_item)
    select ${matDoc}, v.item_no, v.movement_type, v.material_id, v.quantity, v.batch, ${header.postingDate}::date,
      v.from_kind, v.from_plant, v.from_sloc, v.from_warehouse, v.from_bin, v.from_category,
      v.to_kind, v.to_plant, v.to_sloc, v.to_warehouse, v.to_bin, v.to_category,
      v.receiving_plant, v.reason_code, v.cost_center, v.customer_number, v.vendor_id, v.reference_item, v.reversal_of_item
    from jsonb_to_recordset(${json(
      items.map((i) => ({
        item_no: i.itemNo,
        movement_type: i.movementType,
        material_id: i.material.material_id,
        quantity: i.quantity,
        batch: i.batch,
        from_kind: i.fromKind,
        from_plant: i.from?.plant ?? null,
        from_sloc: i.from?.sloc ?? null,
        from_warehouse: i.from?.warehouse ?? null,
        from_bin: i.from?.bin ?? null,
        from_category: i.from?.category ?? null,
        to_kind: i.toKind,
        to_plant: i.to?.plant ?? null,
        to_sloc: i.to?.sloc ?? null,
        to_warehouse: i.to?.warehouse ?? null,
        to_bin: i.to?.bin ?? null,
        to_category: i.to?.category ?? null,
        receiving_plant: i.receivingPlant,
        reason_code: i.reason,
        cost_center: i.costCenter,
        customer_number: i.customer,
        vendor_id: i.vendor,
        reference_item: i.referenceItem,
        reversal_of_item: i.reversalOfItem,
      })),
    )}) as v(item_no int, movement_type text, material_id text, quantity numeric, batch text,
      from_kind text, from_plant text, from_sloc text, from_warehouse text, from_bin text, from_category text,
      to_kind text, to_plant text, to_sloc text, to_warehouse text, to_bin text, to_category text,
      receiving_plant text, reason_code text, cost_center text, customer_number text, vendor_id text, reference_item int, reversal_of_item int)
    order by v.item_no`.execute(trx);

  if (stockChanges.stock.length > 0) {
    await sql`update stock s set quantity = s.quantity + v.delta, updated_at = now()
      from jsonb_to_recordset(${json(stockChanges.stock)}) as v(stock_id bigint, delta numeric)
      where s.stock_id = v.stock_id`.execute(trx);
  }
  if (stockChanges.transit.length > 0) {
    await sql`update stock_in_transit s set quantity = s.quantity + v.delta, updated_at = now()
      from jsonb_to_recordset(${json(stockChanges.transit)}) as v(transit_id bigint, delta numeric)
      where s.transit_id = v.transit_id`.execute(trx);
  }
  const createdEquipment = await writeEquipment(trx, matDoc, equipment);
  if (referenceUpdate) await referenceUpdate(trx);
  await writeAudit(trx, {
    userId: actor.userId,
    action: header.reversalOf ? 'MATERIAL_DOCUMENT_REVERSED' : 'MATERIAL_DOCUMENT_POSTED',
    objectType: 'material_document',
    objectId: matDoc,
    ip: actor.ip ?? null,
    details: {
      items: items.length,
      movementTypes: [...new Set(items.map((i) => i.movementType))],
      ...(header.reference ? { reference: header.reference } : {}),
      ...(header.reversalOf ? { reversalOf: header.reversalOf } : {}),
    },
  });
  return {
    matDoc,
    postingDate: header.postingDate,
    documentDate: header.documentDate,
    itemCount: items.length,
    reversalOf: header.reversalOf,
    createdEquipment,
  };
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function nextDocumentNumber(trx: Transaction<DB>): Promise<string> {
  const row = await sql<{ number: string }>`update number_range set next_value = next_value + 1
    where object = 'material_document' and next_value <= last_value
    returning (next_value - 1)::text as number`.execute(trx);
  const number = row.rows[0]?.number;
  if (!number) throw fail(503, 'NUMBER_RANGE', 'numberRangeExhausted');
  return number;
}

// ---------------------------------------------------------------------------------------------
// Resolving a client's document: rules, master data, positions

interface SlocRow {
  plant_id: string;
  sloc_id: string;
  warehouse_id: string | null;
}

async function resolvePosting(trx: Transaction<DB>, raw: PostMaterialDocumentRequest): Promise<{ header: Header; items: ResolvedItem[] }> {
  const parsed = postMaterialDocumentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    throw new DomainError(400, 'INVALID_INPUT', path ? `${path}: ${issue?.message}` : (issue?.message ?? 'The input is not valid.'));
  }
  const input = parsed.data;
  const reference = input.reference ? { type: input.reference.type, number: input.reference.number } : null;
  const header: Header = {
    postingDate: input.postingDate ?? todayIso(),
    documentDate: input.documentDate ?? input.postingDate ?? todayIso(),
    headerText: input.headerText ?? '',
    reference,
    reversalOf: null,
  };

  // master data in a fixed number of queries, whatever the item count
  const materialIds = [...new Set(input.items.map((i) => i.material))];
  const plantIds = [...new Set(input.items.flatMap((i) => [i.from?.plant, i.to?.plant]).filter((p): p is string => typeof p === 'string'))];
  const materials = new Map(
    (
      await sql<MaterialRow>`select material_id, serialized, batch_managed, quality_inspected from material
        where material_id in (select jsonb_array_elements_text(${json(materialIds)}))`.execute(trx)
    ).rows.map((m) => [m.material_id, m]),
  );
  const plants = new Map(
    (
      await sql<{ plant_id: string; company_code: string }>`select plant_id, company_code from plant
        where plant_id in (select jsonb_array_elements_text(${json(plantIds)}))`.execute(trx)
    ).rows.map((p) => [p.plant_id, p]),
  );
  const slocs = new Map(
    (
      await sql<SlocRow>`select plant_id, sloc_id, warehouse_id from storage_location
        where plant_id in (select jsonb_array_elements_text(${json(plantIds)}))`.execute(trx)
    ).rows.map((s) => [`${s.plant_id}|${s.sloc_id}`, s]),
  );
  const types = new Set(
    (
      await sql<{ movement_type: string }>`select movement_type from movement_type
        where movement_type in (select jsonb_array_elements_text(${json([...new Set(input.items.map((i) => i.movementType))])}))`.execute(
        trx,
      )
    ).rows.map((r) => r.movement_type),
  );

  const ref = reference ? await loadReferenceHeader(trx, reference) : null;
  const items: ResolvedItem[] = [];
  const bins: { warehouse_id: string; bin_id: string; item: number }[] = [];
  const materialPlants: { material_id: string; plant_id: string; item: number }[] = [];
  const seenSerials = new Set<string>();

  for (const [index, item] of input.items.entries()) {
    const n = index + 1;
    const rule = movementRule(item.movementType);
    if (!rule || !types.has(item.movementType)) throw itemFail(n, 422, 'MOVEMENT_TYPE', 'movementTypeUnknown', { type: item.movementType });
    if (rule.reversalOnly) throw itemFail(n, 422, 'MOVEMENT_TYPE', 'movementTypeReversalOnly', { type: item.movementType });
    const material = materials.get(item.material);
    if (!material) throw itemFail(n, 422, 'MATERIAL', 'materialUnknown', { material: item.material });
    const type = item.movementType;

    const batch = item.batch ?? '';
    if (material.batch_managed && !batch) throw itemFail(n, 422, 'BATCH', 'batchRequired', { material: material.material_id });
    if (!material.batch_managed && batch) throw itemFail(n, 422, 'BATCH', 'batchNotAllowed', { material: material.material_id });

    if (rule.referenceRequired && !reference)
      throw itemFail(n, 422, 'REFERENCE', 'referenceRequired', { type, types: rule.references.join(' or ') });
    if (reference && !rule.references.includes(reference.type))
      throw itemFail(n, 422, 'REFERENCE', 'referenceNotAllowed', { type, reference: REFERENCE_NAMES[reference.type].toLowerCase() });
    if (reference && item.referenceItem === undefined)
      throw itemFail(n, 422, 'REFERENCE', 'referenceItemRequired', {
        reference: REFERENCE_NAMES[reference.type].toLowerCase(),
        number: reference.number,
      });
    if (!reference && item.referenceItem !== undefined) throw itemFail(n, 422, 'REFERENCE', 'referenceItemNotAllowed');

    const fromKind = sourceOf(rule, reference?.type ?? null);
    const toKind = rule.to;

    const position = (p: { plant: string; sloc: string; bin?: string | undefined }, category: StockCategory): Position => {
      if (!plants.has(p.plant)) throw itemFail(n, 422, 'PLANT', 'plantUnknown', { plant: p.plant });
      const sloc = slocs.get(`${p.plant}|${p.sloc}`);
      if (!sloc) throw itemFail(n, 422, 'SLOC', 'slocUnknown', { plant: p.plant, sloc: p.sloc });
      if (sloc.warehouse_id && !p.bin) throw itemFail(n, 422, 'BIN', 'binRequired', { plant: p.plant, sloc: p.sloc });
      if (!sloc.warehouse_id && p.bin) throw itemFail(n, 422, 'BIN', 'binNotAllowed', { plant: p.plant, sloc: p.sloc });
      if (sloc.warehouse_id && p.bin) bins.push({ warehouse_id: sloc.warehouse_id, bin_id: p.bin, item: n });
      materialPlants.push({ material_id: material.material_id, plant_id: p.plant, item: n });
      return { plant: p.plant, sloc: p.sloc, warehouse: sloc.warehouse_id, bin: sloc.warehouse_id ? (p.bin ?? null) : null, category };
    };

    let from: Position | null = null;
    if (fromKind === 'POSITION') {
      if (!item.from) throw itemFail(n, 422, 'SOURCE', 'sourceRequired', { type });
      const given = item.from.category;
      if (rule.fromCategory !== 'ANY' && given && given !== rule.fromCategory)
        throw itemFail(n, 422, 'CATEGORY', 'categoryNotAllowed', { type, side: 'from', expected: rule.fromCategory, given });
      from = position(item.from, given ?? (rule.fromCategory === 'ANY' ? 'UNRESTRICTED' : rule.fromCategory));
    } else if (item.from) {
      throw itemFail(n, 422, 'SOURCE', 'sourceNotAllowed', { type });
    }

    let to: Position | null = null;
    if (toKind === 'POSITION') {
      const dest = item.to ?? {};
      const categoryRule = rule.toCategory;
      let category: StockCategory;
      if (categoryRule === 'SAME') category = (from as Position).category;
      else if (categoryRule === 'BY_MATERIAL') category = material.quality_inspected ? 'QUALITY' : 'UNRESTRICTED';
      else if (categoryRule === 'ANY') category = dest.category ?? 'UNRESTRICTED';
      else category = categoryRule;
      if (dest.category && dest.category !== category)
        throw itemFail(n, 422, 'CATEGORY', 'categoryNotAllowed', { type, side: 'to', expected: category, given: dest.category });
      const src = from as Position;
      switch (rule.toPosition) {
        case 'SAME':
          if ((dest.plant && dest.plant !== src.plant) || (dest.sloc && dest.sloc !== src.sloc) || (dest.bin && dest.bin !== src.bin))
            throw itemFail(n, 422, 'DESTINATION', 'destinationMustMatch', { type, what: 'position' });
          to = { ...src, category };
          break;
        case 'OTHER_BIN': {
          if ((dest.plant && dest.plant !== src.plant) || (dest.sloc && dest.sloc !== src.sloc))
            throw itemFail(n, 422, 'DESTINATION', 'destinationMustMatch', { type, what: 'plant and storage location' });
          if (!src.warehouse) throw itemFail(n, 422, 'BIN', 'binRequired', { plant: src.plant, sloc: src.sloc });
          if (!dest.bin) throw itemFail(n, 422, 'DESTINATION', 'destinationRequired', { type, what: 'bin' });
          if (dest.bin === src.bin) throw itemFail(n, 422, 'DESTINATION', 'destinationMustDiffer', { type, what: 'bin' });
          to = position({ plant: src.plant, sloc: src.sloc, bin: dest.bin }, category);
          break;
        }
        case 'OTHER_SLOC': {
          if (dest.plant && dest.plant !== src.plant)
            throw itemFail(n, 422, 'DESTINATION', 'destinationMustMatch', { type, what: 'plant' });
          if (!dest.sloc) throw itemFail(n, 422, 'DESTINATION', 'destinationRequired', { type, what: 'storage location' });
          if (dest.sloc === src.sloc) throw itemFail(n, 422, 'DESTINATION', 'destinationMustDiffer', { type, what: 'storage location' });
          to = position({ plant: src.plant, sloc: dest.sloc, bin: dest.bin }, category);
          break;
        }
        case 'OTHER_PLANT': {
          if (!dest.plant || !dest.sloc)
            throw itemFail(n, 422, 'DESTINATION', 'destinationRequired', { type, what: 'plant and storage location' });
          if (dest.plant === src.plant) throw itemFail(n, 422, 'DESTINATION', 'destinationMustDiffer', { type, what: 'plant' });
          to = position({ plant: dest.plant, sloc: dest.sloc, bin: dest.bin }, category);
          break;
        }
        case 'FREE': {
          if (!dest.plant || !dest.sloc)
            throw itemFail(n, 422, 'DESTINATION', 'destinationRequired', { type, what: 'plant and storage location' });
          to = position({ plant: dest.plant, sloc: dest.sloc, bin: dest.bin }, category);
          break;
        }
      }
    } else if (item.to) {
      throw itemFail(n, 422, 'DESTINATION', 'destinationNotAllowed', { type });
    }

    // partners: required where the type names them, refused where it does not
    const partner = (field: 'costCenter' | 'customer' | 'vendor', label: string, fromReference: string | null): string | null => {
      const given = item[field] ?? null;
      const needed = rule.needs[field] === true || (field === 'vendor' && type === '101' && reference?.type === 'PO');
      if (!needed) {
        if (given) throw itemFail(n, 422, 'FIELD', 'fieldNotAllowed', { type, field: label });
        return null;
      }
      if (fromReference) {
        if (given && given !== fromReference)
          throw itemFail(n, 422, 'REFERENCE', 'referencePartyMismatch', {
            field: label,
            given,
            expected: fromReference,
            reference: REFERENCE_NAMES[(reference as { type: ReferenceType }).type].toLowerCase(),
            number: (reference as { number: string }).number,
          });
        return fromReference;
      }
      if (!given) throw itemFail(n, 422, 'FIELD', 'fieldRequired', { type, field: label });
      return given;
    };
    const costCenter = partner('costCenter', 'cost centre', null);
    const customer = partner('customer', 'customer', ref?.customer ?? null);
    const vendor = partner('vendor', 'vendor', ref?.vendor ?? null);

    const receivingPlant = fromKind === 'TRANSIT' || toKind === 'TRANSIT' ? (ref?.receivingPlant ?? null) : null;
    if ((fromKind === 'TRANSIT' || toKind === 'TRANSIT') && !receivingPlant)
      throw itemFail(n, 422, 'REFERENCE', 'referenceRequired', { type, types: 'STO' });

    const qty = toMilliUnits(item.quantity);
    const serials = item.serials ?? [];
    if (material.serialized) {
      if (qty % 1000n !== 0n) throw itemFail(n, 422, 'SERIALS', 'serialWholeQuantity', { material: material.material_id });
      if (BigInt(serials.length) !== qty / 1000n)
        throw itemFail(n, 422, 'SERIALS', 'serialsCount', {
          material: material.material_id,
          quantity: displayQuantity(item.quantity),
          given: serials.length,
        });
    } else if (serials.length > 0) {
      throw itemFail(n, 422, 'SERIALS', 'serialsNotAllowed', { material: material.material_id });
    }
    for (const serial of serials) {
      const key = `${material.material_id}|${serial}`;
      if (seenSerials.has(key)) throw itemFail(n, 422, 'SERIALS', 'serialDuplicate', { serial, material: material.material_id });
      seenSerials.add(key);
    }

    items.push({
      itemNo: n,
      movementType: type,
      material,
      qty,
      quantity: item.quantity,
      batch,
      fromKind,
      toKind,
      from,
      to,
      receivingPlant,
      reason: item.reason ?? null,
      costCenter,
      customer,
      vendor,
      referenceItem: item.referenceItem ?? null,
      reversalOfItem: null,
      serials,
    });
  }

  await checkMasterData(trx, items, bins, materialPlants, plants);
  return { header, items };
}

/** Bins, material per plant, reasons, partners: one query each, only when needed. */
async function checkMasterData(
  trx: Transaction<DB>,
  items: ResolvedItem[],
  bins: { warehouse_id: string; bin_id: string; item: number }[],
  materialPlants: { material_id: string; plant_id: string; item: number }[],
  plants: Map<string, { plant_id: string; company_code: string }>,
) {
  if (bins.length > 0) {
    const found = new Map(
      (
        await sql<{ warehouse_id: string; bin_id: string; blocked: boolean }>`select b.warehouse_id, b.bin_id, b.blocked from storage_bin b
          join (select distinct warehouse_id, bin_id from jsonb_to_recordset(${json(bins)}) as v(warehouse_id text, bin_id text)) v
            on b.warehouse_id = v.warehouse_id and b.bin_id = v.bin_id`.execute(trx)
      ).rows.map((b) => [`${b.warehouse_id}|${b.bin_id}`, b]),
    );
    for (const b of bins) {
      const row = found.get(`${b.warehouse_id}|${b.bin_id}`);
      if (!row) throw itemFail(b.item, 422, 'BIN', 'binUnknown', { bin: b.bin_id, warehouse: b.warehouse_id });
      if (row.blocked) throw itemFail(b.item, 422, 'BIN', 'binBlocked', { bin: b.bin_id, warehouse: b.warehouse_id });
    }
  }
  if (materialPlants.length > 0) {
    const found = new Set(
      (
        await sql<{ k: string }>`select mp.material_id || '|' || mp.plant_id as k from material_plant mp
          join (select distinct material_id, plant_id from jsonb_to_recordset(${json(materialPlants)}) as v(material_id text, plant_id text)) v
            on mp.material_id = v.material_id and mp.plant_id = v.plant_id`.execute(trx)
      ).rows.map((r) => r.k),
    );
    for (const mp of materialPlants) {
      if (!found.has(`${mp.material_id}|${mp.plant_id}`))
        throw itemFail(mp.item, 422, 'MATERIAL', 'materialNotInPlant', { materialId: mp.material_id, plantId: mp.plant_id });
    }
  }
  const reasons = items.filter((i) => i.reason);
  if (reasons.length > 0) {
    const found = new Set(
      (
        await sql<{ k: string }>`select r.movement_type || '|' || r.reason_code as k from movement_reason r
          join (select distinct movement_type, reason_code from jsonb_to_recordset(${json(
            reasons.map((i) => ({ movement_type: i.movementType, reason_code: i.reason })),
          )}) as v(movement_type text, reason_code text)) v on r.movement_type = v.movement_type and r.reason_code = v.reason_code`.execute(
          trx,
        )
      ).rows.map((r) => r.k),
    );
    for (const i of reasons) {
      if (!found.has(`${i.movementType}|${i.reason}`))
        throw itemFail(i.itemNo, 422, 'REASON', 'reasonUnknown', { reason: i.reason as string, type: i.movementType });
    }
  }
  const costCenters = items.filter((i) => i.costCenter);
  if (costCenters.length > 0) {
    const found = new Map(
      (
        await sql<{ cost_center: string; company_code: string }>`select cost_center, company_code from cost_center
          where cost_center in (select jsonb_array_elements_text(${json([...new Set(costCenters.map((i) => i.costCenter))])}))`.execute(trx)
      ).rows.map((c) => [c.cost_center, c.company_code]),
    );
    for (const i of costCenters) {
      const company = found.get(i.costCenter as string);
      if (!company) throw itemFail(i.itemNo, 422, 'COST_CENTER', 'costCenterUnknown', { costCenter: i.costCenter as string });
      const plant = (i.from ?? i.to) as Position;
      const plantCompany = plants.get(plant.plant)?.company_code;
      if (plantCompany && plantCompany !== company)
        throw itemFail(i.itemNo, 422, 'COST_CENTER', 'costCenterOtherCompany', {
          costCenter: i.costCenter as string,
          company,
          plantCompany,
          plant: plant.plant,
        });
    }
  }
  const customers = items.filter((i) => i.customer);
  if (customers.length > 0) {
    const found = new Set(
      (
        await sql<{ customer_number: string }>`select customer_number from customer
          where customer_number in (select jsonb_array_elements_text(${json([...new Set(customers.map((i) => i.customer))])}))`.execute(trx)
      ).rows.map((c) => c.customer_number),
    );
    for (const i of customers) {
      if (!found.has(i.customer as string))
        throw itemFail(i.itemNo, 422, 'CUSTOMER', 'customerUnknown', { customer: i.customer as string });
    }
  }
  const vendors = items.filter((i) => i.vendor);
  if (vendors.length > 0) {
    const found = new Set(
      (
        await sql<{ vendor_id: string }>`select vendor_id from vendor
          where vendor_id in (select jsonb_array_elements_text(${json([...new Set(vendors.map((i) => i.vendor))])}))`.execute(trx)
      ).rows.map((v) => v.vendor_id),
    );
    for (const i of vendors) {
      if (!found.has(i.vendor as string)) throw itemFail(i.itemNo, 422, 'VENDOR', 'vendorUnknown', { vendor: i.vendor as string });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reference documents (purchase order, stock transport order, sales order)

interface ReferenceHeader {
  vendor: string | null;
  customer: string | null;
  receivingPlant: string | null;
  supplyingPlant: string | null;
}

async function loadReferenceHeader(trx: Transaction<DB>, ref: { type: ReferenceType; number: string }): Promise<ReferenceHeader> {
  const query =
    ref.type === 'PO'
      ? sql<ReferenceHeader>`select vendor_id as vendor, null as customer, null as "receivingPlant", null as "supplyingPlant"
          from purchase_order where po_number = ${ref.number}`
      : ref.type === 'STO'
        ? sql<ReferenceHeader>`select null as vendor, null as customer, receiving_plant as "receivingPlant", supplying_plant as "supplyingPlant"
          from stock_transport_order where sto_number = ${ref.number}`
        : sql<ReferenceHeader>`select null as vendor, customer_number as customer, null as "receivingPlant", null as "supplyingPlant"
          from sales_order where sales_order_number = ${ref.number}`;
  const row = (await query.execute(trx)).rows[0];
  if (!row) throw fail(422, 'REFERENCE', 'referenceUnknown', { reference: REFERENCE_NAMES[ref.type], number: ref.number });
  return row;
}

interface ReferenceItemRow {
  item_no: number;
  material_id: string;
  plant_id: string;
  quantity: string;
  received_qty: string;
  issued_qty: string;
  delivered_qty: string;
  over_tolerance_pct: string;
  closed: boolean;
}

/**
 * Locks the referenced items (sorted), checks material, plant and open quantities, and returns
 * the update to run once the document is written.
 */
async function checkReference(
  trx: Transaction<DB>,
  ref: { type: ReferenceType; number: string },
  items: ResolvedItem[],
): Promise<(trx: Transaction<DB>) => Promise<void>> {
  const itemNos = [...new Set(items.map((i) => i.referenceItem).filter((n): n is number => n !== null))];
  const rows =
    ref.type === 'PO'
      ? sql<ReferenceItemRow>`select item_no, material_id, plant_id, quantity, received_qty, '0' as issued_qty, '0' as delivered_qty, over_tolerance_pct, closed
          from purchase_order_item where po_number = ${ref.number} and item_no in (select jsonb_array_elements_text(${json(itemNos)})::int)
          order by item_no for update`
      : ref.type === 'STO'
        ? sql<ReferenceItemRow>`select i.item_no, i.material_id, h.supplying_plant as plant_id, i.quantity, i.received_qty, i.issued_qty, '0' as delivered_qty,
            '0' as over_tolerance_pct, i.closed
          from stock_transport_order_item i join stock_transport_order h on h.sto_number = i.sto_number
          where i.sto_number = ${ref.number} and i.item_no in (select jsonb_array_elements_text(${json(itemNos)})::int)
          order by i.item_no for update of i`
        : sql<ReferenceItemRow>`select i.item_no, i.material_id, h.plant_id, i.quantity, '0' as received_qty, '0' as issued_qty, i.delivered_qty,
            '0' as over_tolerance_pct, i.closed
          from sales_order_item i join sales_order h on h.sales_order_number = i.sales_order_number
          where i.sales_order_number = ${ref.number} and i.item_no in (select jsonb_array_elements_text(${json(itemNos)})::int)
          order by i.item_no for update of i`;
  const found = new Map((await rows.execute(trx)).rows.map((r) => [r.item_no, r]));
  const name = REFERENCE_NAMES[ref.type].toLowerCase();
  const sto = ref.type === 'STO' ? await loadReferenceHeader(trx, ref) : null;
  const deltas = new Map<number, { received: bigint; issued: bigint; delivered: bigint }>();
  for (const item of items) {
    const refItem = item.referenceItem as number;
    const row = found.get(refItem);
    const values = { refItem, reference: name, number: ref.number };
    if (!row) throw itemFail(item.itemNo, 422, 'REFERENCE', 'referenceItemUnknown', values);
    if (row.material_id !== item.material.material_id)
      throw itemFail(item.itemNo, 422, 'REFERENCE', 'referenceMaterialMismatch', {
        ...values,
        expected: row.material_id,
        material: item.material.material_id,
      });
    const effect = referenceEffect(item.movementType, ref.type);
    if (!effect) continue;
    // the plant the item posts in must be the reference's (receipt: destination; issue: source)
    const plant =
      ref.type === 'STO' && effect.field === 'received' ? (sto?.receivingPlant ?? '') : ref.type === 'STO' ? row.plant_id : row.plant_id;
    const posted = effect.field === 'received' && item.to ? item.to.plant : item.from ? item.from.plant : item.to?.plant;
    if (posted && posted !== plant)
      throw itemFail(item.itemNo, 422, 'REFERENCE', 'referencePlantMismatch', { ...values, expected: plant, plant: posted });
    if (effect.sign > 0 && row.closed) throw itemFail(item.itemNo, 422, 'REFERENCE', 'referenceClosed', values);
    const d = deltas.get(refItem) ?? { received: 0n, issued: 0n, delivered: 0n };
    d[effect.field] += effect.sign > 0 ? item.qty : -item.qty;
    deltas.set(refItem, d);
  }
  const updates: { item_no: number; received: string; issued: string; delivered: string; closed: boolean }[] = [];
  for (const [refItem, d] of deltas) {
    const row = found.get(refItem) as ReferenceItemRow;
    const qty = toMilliUnits(row.quantity);
    const received = toMilliUnits(row.received_qty) + d.received;
    const issued = toMilliUnits(row.issued_qty) + d.issued;
    const delivered = toMilliUnits(row.delivered_qty) + d.delivered;
    const firstItem = items.find((i) => i.referenceItem === refItem) as ResolvedItem;
    const values = { refItem, reference: name, number: ref.number };
    const over = (value: bigint, limit: bigint, requested: bigint) => {
      if (value > limit)
        throw itemFail(firstItem.itemNo, 422, 'REFERENCE', 'referenceOverDelivery', {
          ...values,
          requested: displayQuantity(fromMilliUnits(requested)),
          open: displayQuantity(fromMilliUnits(limit - (value - requested) < 0n ? 0n : limit - (value - requested))),
        });
    };
    const under = (value: bigint, available: bigint, requested: bigint, what: string) => {
      if (value < 0n)
        throw itemFail(firstItem.itemNo, 422, 'REFERENCE', 'referenceUnderflow', {
          ...values,
          requested: displayQuantity(fromMilliUnits(requested)),
          open: displayQuantity(fromMilliUnits(available)),
          what,
        });
    };
    if (ref.type === 'PO') {
      // over-delivery tolerance in hundredths of a percent
      const tolerance = toMilliUnits(row.over_tolerance_pct) / 10n;
      const limit = (qty * (10000n + tolerance)) / 10000n;
      if (d.received > 0n) over(received, limit, d.received);
      under(received, toMilliUnits(row.received_qty), -d.received, 'received');
    } else if (ref.type === 'STO') {
      if (d.issued > 0n) over(issued, qty, d.issued);
      under(issued - received, toMilliUnits(row.issued_qty) - toMilliUnits(row.received_qty), -d.issued, 'issued and not yet received');
      if (d.received > 0n) over(received, issued, d.received);
      under(received, toMilliUnits(row.received_qty), -d.received, 'received');
    } else {
      if (d.delivered > 0n) over(delivered, qty, d.delivered);
      under(delivered, toMilliUnits(row.delivered_qty), -d.delivered, 'delivered');
    }
    const done = ref.type === 'PO' ? received >= qty : ref.type === 'STO' ? received >= qty : delivered >= qty;
    updates.push({
      item_no: refItem,
      received: fromMilliUnits(received),
      issued: fromMilliUnits(issued),
      delivered: fromMilliUnits(delivered),
      closed: done,
    });
  }
  return async (t) => {
    if (updates.length === 0) return;
    if (ref.type === 'PO') {
      await sql`update purchase_order_item p set received_qty = v.received, closed = v.closed
        from jsonb_to_recordset(${json(updates)}) as v(item_no int, received numeric, closed boolean)
        where p.po_number = ${ref.number} and p.item_no = v.item_no`.execute(t);
    } else if (ref.type === 'STO') {
      await sql`update stock_transport_order_item p set received_qty = v.received, issued_qty = v.issued, closed = v.closed
        from jsonb_to_recordset(${json(updates)}) as v(item_no int, received numeric, issued numeric, closed boolean)
        where p.sto_number = ${ref.number} and p.item_no = v.item_no`.execute(t);
    } else {
      await sql`update sales_order_item p set delivered_qty = v.delivered, closed = v.closed
        from jsonb_to_recordset(${json(updates)}) as v(item_no int, delivered numeric, closed boolean)
        where p.sales_order_number = ${ref.number} and p.item_no = v.item_no`.execute(t);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Stock: insert missing rows, lock all in one sorted order, check availability

interface StockChanges {
  stock: { stock_id: number | string; delta: string }[];
  transit: { transit_id: number | string; delta: string }[];
  /** The first position that would go negative, if any. */
  shortage: DomainError | null;
}

async function lockAndCheckStock(trx: Transaction<DB>, items: ResolvedItem[]): Promise<StockChanges> {
  const positions = new Map<
    string,
    { material: string; pos: Position; batch: string; delta: bigint; out: bigint; in: bigint; firstOutItem: number | null }
  >();
  const transits = new Map<
    string,
    { material: string; plant: string; batch: string; delta: bigint; out: bigint; in: bigint; firstOutItem: number | null }
  >();
  // one stock or transit row's net change, what leaves and arrives, and the first item taking from it
  const tally = <E extends { delta: bigint; out: bigint; in: bigint; firstOutItem: number | null }>(
    rows: Map<string, E>,
    key: string,
    fresh: () => E,
    item: ResolvedItem,
    sign: 1 | -1,
  ) => {
    const entry = rows.get(key) ?? fresh();
    entry.delta += sign > 0 ? item.qty : -item.qty;
    if (sign < 0) {
      entry.out += item.qty;
      entry.firstOutItem ??= item.itemNo;
    } else entry.in += item.qty;
    rows.set(key, entry);
  };
  const zero = { delta: 0n, out: 0n, in: 0n, firstOutItem: null };
  const touch = (item: ResolvedItem, pos: Position, sign: 1 | -1) =>
    tally(
      positions,
      stockKey(item.material.material_id, pos, item.batch),
      () => ({ material: item.material.material_id, pos, batch: item.batch, ...zero }),
      item,
      sign,
    );
  const touchTransit = (item: ResolvedItem, sign: 1 | -1) => {
    const plant = item.receivingPlant as string;
    tally(
      transits,
      transitKey(item.material.material_id, plant, item.batch),
      () => ({ material: item.material.material_id, plant, batch: item.batch, ...zero }),
      item,
      sign,
    );
  };
  for (const item of items) {
    if (item.fromKind === 'POSITION') touch(item, item.from as Position, -1);
    if (item.toKind === 'POSITION') touch(item, item.to as Position, 1);
    if (item.fromKind === 'TRANSIT') touchTransit(item, -1);
    if (item.toKind === 'TRANSIT') touchTransit(item, 1);
  }

  const changes: StockChanges = { stock: [], transit: [], shortage: null };
  if (positions.size > 0) {
    const rows = [...positions.values()].map((p) => ({
      material_id: p.material,
      plant_id: p.pos.plant,
      sloc_id: p.pos.sloc,
      warehouse_id: p.pos.warehouse,
      bin_id: p.pos.bin,
      bin_key: p.pos.bin ?? '',
      batch: p.batch,
      category: p.pos.category,
    }));
    const param = JSON.stringify(rows);
    // missing rows first (as zero), in the same order the lock below takes them
    await sql`insert into stock (material_id, plant_id, sloc_id, warehouse_id, bin_id, batch, category)
      select v.material_id, v.plant_id, v.sloc_id, v.warehouse_id, v.bin_id, v.batch, v.category
      from jsonb_to_recordset(${param}::jsonb) as v(material_id text, plant_id text, sloc_id text, warehouse_id text, bin_id text, bin_key text, batch text, category text)
      order by v.material_id, v.plant_id, v.sloc_id, v.bin_key, v.batch, v.category
      on conflict (material_id, plant_id, sloc_id, (coalesce(bin_id, '')), batch, category) do nothing`.execute(trx);
    const locked = await sql<{ stock_id: number | string; k: string; quantity: string }>`select s.stock_id,
        s.material_id || '|' || s.plant_id || '|' || s.sloc_id || '|' || coalesce(s.bin_id, '') || '|' || s.batch || '|' || s.category as k,
        s.quantity
      from stock s
      join jsonb_to_recordset(${param}::jsonb) as v(material_id text, plant_id text, sloc_id text, bin_key text, batch text, category text)
        on s.material_id = v.material_id and s.plant_id = v.plant_id and s.sloc_id = v.sloc_id
        and coalesce(s.bin_id, '') = v.bin_key and s.batch = v.batch and s.category = v.category
      order by s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category
      for update of s`.execute(trx);
    const byKey = new Map(locked.rows.map((r) => [r.k, r]));
    for (const [key, p] of positions) {
      const row = byKey.get(key);
      if (!row) throw new Error(`stock row ${key} was not locked`);
      const current = toMilliUnits(row.quantity);
      if (current + p.delta < 0n) {
        changes.shortage ??= itemFail(p.firstOutItem ?? 0, 409, 'INSUFFICIENT_STOCK', 'insufficientStock', {
          material: p.material,
          position: describePosition(p.pos, p.batch),
          available: displayQuantity(fromMilliUnits(current + p.in)),
          requested: displayQuantity(fromMilliUnits(p.out)),
        });
      }
      if (p.delta !== 0n) changes.stock.push({ stock_id: row.stock_id, delta: fromMilliUnits(p.delta) });
    }
  }
  if (transits.size > 0) {
    const rows = [...transits.values()].map((t) => ({ material_id: t.material, plant_id: t.plant, batch: t.batch }));
    const param = JSON.stringify(rows);
    await sql`insert into stock_in_transit (material_id, plant_id, batch)
      select v.material_id, v.plant_id, v.batch from jsonb_to_recordset(${param}::jsonb) as v(material_id text, plant_id text, batch text)
      order by v.material_id, v.plant_id, v.batch
      on conflict (material_id, plant_id, batch) do nothing`.execute(trx);
    const locked = await sql<{ transit_id: number | string; k: string; quantity: string }>`select s.transit_id,
        s.material_id || '|' || s.plant_id || '|' || s.batch as k, s.quantity
      from stock_in_transit s
      join jsonb_to_recordset(${param}::jsonb) as v(material_id text, plant_id text, batch text)
        on s.material_id = v.material_id and s.plant_id = v.plant_id and s.batch = v.batch
      order by s.material_id, s.plant_id, s.batch
      for update of s`.execute(trx);
    const byKey = new Map(locked.rows.map((r) => [r.k, r]));
    for (const [key, t] of transits) {
      const row = byKey.get(key);
      if (!row) throw new Error(`transit row ${key} was not locked`);
      const current = toMilliUnits(row.quantity);
      if (current + t.delta < 0n) {
        changes.shortage ??= itemFail(t.firstOutItem ?? 0, 409, 'INSUFFICIENT_STOCK', 'insufficientStock', {
          material: t.material,
          position: describeTransit(t.plant, t.batch),
          available: displayQuantity(fromMilliUnits(current + t.in)),
          requested: displayQuantity(fromMilliUnits(t.out)),
        });
      }
      if (t.delta !== 0n) changes.transit.push({ transit_id: row.transit_id, delta: fromMilliUnits(t.delta) });
    }
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Equipment: lock existing serials (sorted), check where they are, plan new rows and history

interface EquipmentRow {
  equipment_number: string;
  material_id: string;
  serial_number: string;
  status: EquipmentStatus;
  plant_id: string;
  sloc_id: string | null;
  bin_id: string | null;
  batch: string;
  category: StockCategory | null;
  locked: boolean;
  last_mat_doc: string;
}

interface EquipmentPlan {
  /** serials to create (first receipt): material, serial, item */
  create: { material_id: string; serial_number: string; item: ResolvedItem }[];
  /** every serial of the document with its item (existing and new) */
  moves: { material_id: string; serial_number: string; item: ResolvedItem; equipment_number: string | null }[];
}

function describeEquipmentWhere(e: EquipmentRow): string {
  switch (e.status) {
    case 'IN_STOCK':
      return `in stock at ${describePosition(
        { plant: e.plant_id, sloc: e.sloc_id as string, warehouse: null, bin: e.bin_id, category: e.category as StockCategory },
        e.batch,
      )}`;
    case 'IN_TRANSIT':
      return describeTransit(e.plant_id, e.batch);
    default:
      return e.status.toLowerCase().replace('_', ' ');
  }
}

async function lockAndCheckEquipment(trx: Transaction<DB>, items: ResolvedItem[], reversalOf: string | null): Promise<EquipmentPlan> {
  const plan: EquipmentPlan = { create: [], moves: [] };
  const wanted = items.flatMap((item) =>
    item.serials.map((serial) => ({ material_id: item.material.material_id, serial_number: serial, item })),
  );
  if (wanted.length === 0) return plan;
  const rows = await sql<EquipmentRow>`select e.equipment_number, e.material_id, e.serial_number, e.status, e.plant_id, e.sloc_id, e.bin_id,
      e.batch, e.category, e.locked, e.last_mat_doc
    from equipment e
    join jsonb_to_recordset(${json(wanted.map((w) => ({ material_id: w.material_id, serial_number: w.serial_number })))})
      as v(material_id text, serial_number text) on e.material_id = v.material_id and e.serial_number = v.serial_number
    order by e.material_id, e.serial_number
    for update of e`.execute(trx);
  const existing = new Map(rows.rows.map((r) => [`${r.material_id}|${r.serial_number}`, r]));
  for (const w of wanted) {
    const e = existing.get(`${w.material_id}|${w.serial_number}`);
    const item = w.item;
    const values = { serial: w.serial_number, material: w.material_id };
    if (e?.locked) throw itemFail(item.itemNo, 409, 'SERIAL_LOCKED', 'serialLocked', values);
    if (reversalOf) {
      // a reversal puts back exactly what the original moved, and only if nothing moved it since
      if (!e || e.last_mat_doc !== reversalOf)
        throw itemFail(item.itemNo, 409, 'SERIAL_STATE', 'serialMovedSince', { ...values, matDoc: reversalOf });
    } else if (item.fromKind === 'POSITION') {
      const from = item.from as Position;
      if (!e) throw itemFail(item.itemNo, 409, 'SERIAL_STATE', 'serialUnknown', values);
      const at =
        e.status === 'IN_STOCK' &&
        e.plant_id === from.plant &&
        e.sloc_id === from.sloc &&
        (e.bin_id ?? '') === (from.bin ?? '') &&
        e.batch === item.batch &&
        e.category === from.category;
      if (!at)
        throw itemFail(item.itemNo, 409, 'SERIAL_STATE', 'serialNotAt', {
          ...values,
          position: describePosition(from, item.batch),
          where: describeEquipmentWhere(e),
        });
    } else if (item.fromKind === 'TRANSIT') {
      if (!e) throw itemFail(item.itemNo, 409, 'SERIAL_STATE', 'serialUnknown', values);
      if (e.status !== 'IN_TRANSIT' || e.plant_id !== item.receivingPlant || e.batch !== item.batch)
        throw itemFail(item.itemNo, 409, 'SERIAL_STATE', 'serialNotAt', {
          ...values,
          position: describeTransit(item.receivingPlant as string, item.batch),
          where: describeEquipmentWhere(e),
        });
    } else if (e && (e.status === 'IN_STOCK' || e.status === 'IN_TRANSIT')) {
      // a receipt from outside: the serial must not be in the stock already
      throw itemFail(item.itemNo, 409, 'SERIAL_STATE', 'serialAlreadyPresent', { ...values, where: describeEquipmentWhere(e) });
    }
    if (!e) plan.create.push({ material_id: w.material_id, serial_number: w.serial_number, item });
    plan.moves.push({ material_id: w.material_id, serial_number: w.serial_number, item, equipment_number: e?.equipment_number ?? null });
  }
  return plan;
}

function stateAfter(item: ResolvedItem) {
  if (item.toKind === 'POSITION') {
    const to = item.to as Position;
    return {
      status: 'IN_STOCK' as EquipmentStatus,
      plant_id: to.plant,
      sloc_id: to.sloc,
      warehouse_id: to.warehouse,
      bin_id: to.bin,
      batch: item.batch,
      category: to.category as StockCategory | null,
    };
  }
  const plant = item.toKind === 'TRANSIT' ? (item.receivingPlant as string) : ((item.from?.plant ?? item.receivingPlant) as string);
  return {
    status: statusOutside(item.toKind) as EquipmentStatus,
    plant_id: plant,
    sloc_id: null,
    warehouse_id: null,
    bin_id: null,
    batch: item.batch,
    category: null,
  };
}

/** Creates new equipment, moves existing, appends serial history: three statements at most. Returns the count created. */
async function writeEquipment(trx: Transaction<DB>, matDoc: string, plan: EquipmentPlan): Promise<number> {
  if (plan.moves.length === 0) return 0;
  const created = new Map<string, string>();
  if (plan.create.length > 0) {
    const rows = plan.create.map((c) => ({
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
    for (const r of inserted.rows) created.set(`${r.material_id}|${r.serial_number}`, r.equipment_number);
    if (created.size !== plan.create.length) {
      // another posting received one of these serials at the same moment
      const missing = plan.create.find((c) => !created.has(`${c.material_id}|${c.serial_number}`)) as EquipmentPlan['create'][number];
      throw itemFail(missing.item.itemNo, 409, 'SERIAL_STATE', 'serialAlreadyPresent', {
        serial: missing.serial_number,
        material: missing.material_id,
        where: 'received by another posting',
      });
    }
  }
  const existing = plan.moves.filter((m) => m.equipment_number !== null);
  if (existing.length > 0) {
    await sql`update equipment e set status = v.status, plant_id = v.plant_id, sloc_id = v.sloc_id, warehouse_id = v.warehouse_id,
        bin_id = v.bin_id, batch = v.batch, category = v.category, last_mat_doc = ${matDoc}, updated_at = now()
      from jsonb_to_recordset(${json(existing.map((m) => ({ equipment_number: m.equipment_number, ...stateAfter(m.item) })))})
        as v(equipment_number text, status text, plant_id text, sloc_id text, warehouse_id text, bin_id text, batch text, category text)
      where e.equipment_number = v.equipment_number`.execute(trx);
  }
  const history = plan.moves.map((m) => ({
    equipment_number: m.equipment_number ?? created.get(`${m.material_id}|${m.serial_number}`),
    item_no: m.item.itemNo,
    ...stateAfter(m.item),
  }));
  await sql`insert into serial_history (equipment_number, mat_doc, item_no, status, plant_id, sloc_id, warehouse_id, bin_id, batch, category)
    select v.equipment_number, ${matDoc}, v.item_no, v.status, v.plant_id, v.sloc_id, v.warehouse_id, v.bin_id, v.batch, v.category
    from jsonb_to_recordset(${json(history)}) as v(equipment_number text, item_no int, status text, plant_id text, sloc_id text,
      warehouse_id text, bin_id text, batch text, category text)
    order by v.item_no, v.equipment_number`.execute(trx);
  return plan.create.length;
}

// ---------------------------------------------------------------------------------------------
// Reversal: the original's items mirrored, with the reversal movement types

interface OriginalItemRow {
  item_no: number;
  movement_type: string;
  material_id: string;
  serialized: boolean;
  batch_managed: boolean;
  quality_inspected: boolean;
  quantity: string;
  batch: string;
  from_kind: SideKind;
  from_plant: string | null;
  from_sloc: string | null;
  from_warehouse: string | null;
  from_bin: string | null;
  from_category: StockCategory | null;
  to_kind: SideKind;
  to_plant: string | null;
  to_sloc: string | null;
  to_warehouse: string | null;
  to_bin: string | null;
  to_category: StockCategory | null;
  receiving_plant: string | null;
  reason_code: string | null;
  cost_center: string | null;
  customer_number: string | null;
  vendor_id: string | null;
  reference_item: number | null;
  serials: string[] | null;
}

async function resolveReversal(trx: Transaction<DB>, input: ReversalRequest): Promise<{ header: Header; items: ResolvedItem[] }> {
  // lock the original's header: concurrent reversals of one document queue here
  const original = (
    await sql<{
      mat_doc: string;
      reference_type: ReferenceType | null;
      reference_number: string | null;
      reversal_of: string | null;
    }>`select mat_doc, reference_type, reference_number, reversal_of from material_document where mat_doc = ${input.reversalOf} for update`.execute(
      trx,
    )
  ).rows[0];
  if (!original) throw fail(404, 'NOT_FOUND', 'materialDocumentNotFound', { matDoc: input.reversalOf });
  if (original.reversal_of) throw fail(422, 'IS_REVERSAL', 'materialDocumentIsReversal', { matDoc: original.mat_doc });
  const reversedBy = (
    await sql<{ mat_doc: string }>`select mat_doc from material_document where reversal_of = ${original.mat_doc}`.execute(trx)
  ).rows[0];
  if (reversedBy)
    throw fail(409, 'ALREADY_REVERSED', 'materialDocumentAlreadyReversed', { matDoc: original.mat_doc, reversedBy: reversedBy.mat_doc });

  const rows = (
    await sql<OriginalItemRow>`select i.item_no, i.movement_type, i.material_id, m.serialized, m.batch_managed, m.quality_inspected,
        i.quantity, i.batch, i.from_kind, i.from_plant, i.from_sloc, i.from_warehouse, i.from_bin, i.from_category,
        i.to_kind, i.to_plant, i.to_sloc, i.to_warehouse, i.to_bin, i.to_category, i.receiving_plant, i.reason_code,
        i.cost_center, i.customer_number, i.vendor_id, i.reference_item,
        (select array_agg(e.serial_number order by e.serial_number) from serial_history h join equipment e on e.equipment_number = h.equipment_number
          where h.mat_doc = i.mat_doc and h.item_no = i.item_no) as serials
      from material_document_item i join material m on m.material_id = i.material_id
      where i.mat_doc = ${original.mat_doc} order by i.item_no`.execute(trx)
  ).rows;
  const items: ResolvedItem[] = rows.map((r, index) => {
    const rule = movementRule(r.movement_type);
    const reversalType = rule?.reversal;
    if (!reversalType) throw fail(422, 'NOT_REVERSIBLE', 'movementTypeUnknown', { type: r.movement_type });
    const pos = (
      plant: string | null,
      sloc: string | null,
      warehouse: string | null,
      bin: string | null,
      category: StockCategory | null,
    ) => (plant && sloc && category ? { plant, sloc, warehouse, bin, category } : null);
    return {
      itemNo: index + 1,
      movementType: reversalType,
      material: {
        material_id: r.material_id,
        serialized: r.serialized,
        batch_managed: r.batch_managed,
        quality_inspected: r.quality_inspected,
      },
      qty: toMilliUnits(r.quantity),
      quantity: r.quantity,
      batch: r.batch,
      fromKind: r.to_kind,
      toKind: r.from_kind,
      from: pos(r.to_plant, r.to_sloc, r.to_warehouse, r.to_bin, r.to_category),
      to: pos(r.from_plant, r.from_sloc, r.from_warehouse, r.from_bin, r.from_category),
      receivingPlant: r.receiving_plant,
      reason: null,
      costCenter: r.cost_center,
      customer: r.customer_number,
      vendor: r.vendor_id,
      referenceItem: r.reference_item,
      reversalOfItem: r.item_no,
      serials: r.serials ?? [],
    };
  });
  // positions in blocked bins can still be reversed out of: the reversal restores the previous state
  const today = todayIso();
  return {
    header: {
      postingDate: input.postingDate ?? today,
      documentDate: input.postingDate ?? today,
      headerText: input.headerText ?? `Reversal of ${original.mat_doc}`,
      reference:
        original.reference_type && original.reference_number ? { type: original.reference_type, number: original.reference_number } : null,
      reversalOf: original.mat_doc,
    },
    items,
  };
}
