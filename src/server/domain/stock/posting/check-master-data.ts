import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { itemError } from '../../errors';
import type { Position } from '../positions';
import { json, type ResolvedItem } from './types';

type Plants = ReadonlyMap<string, { plant_id: string; company_code: string }>;

/** Bins, material per plant, reasons, partners: one query each, only when needed, in this order. */
export async function checkMasterData(
  trx: Transaction<DB>,
  items: ResolvedItem[],
  bins: { warehouse_id: string; bin_id: string; item: number }[],
  materialPlants: { material_id: string; plant_id: string; item: number }[],
  plants: Plants,
): Promise<void> {
  await checkBins(trx, bins);
  await checkMaterialPlants(trx, materialPlants);
  await checkReasons(trx, items);
  await checkCostCenters(trx, items, plants);
  await checkPartners(trx, items, 'customer');
  await checkPartners(trx, items, 'vendor');
}

async function checkBins(trx: Transaction<DB>, bins: { warehouse_id: string; bin_id: string; item: number }[]): Promise<void> {
  if (bins.length === 0) return;
  const found = new Map(
    (
      await sql<{ warehouse_id: string; bin_id: string; blocked: boolean }>`select b.warehouse_id, b.bin_id, b.blocked from storage_bin b
        join (select distinct warehouse_id, bin_id from jsonb_to_recordset(${json(bins)}) as v(warehouse_id text, bin_id text)) v
          on b.warehouse_id = v.warehouse_id and b.bin_id = v.bin_id`.execute(trx)
    ).rows.map((b) => [`${b.warehouse_id}|${b.bin_id}`, b]),
  );
  for (const b of bins) {
    const row = found.get(`${b.warehouse_id}|${b.bin_id}`);
    if (!row) throw itemError(b.item, 'BIN_UNKNOWN', { bin: b.bin_id, warehouse: b.warehouse_id });
    if (row.blocked) throw itemError(b.item, 'BIN_BLOCKED', { bin: b.bin_id, warehouse: b.warehouse_id });
  }
}

async function checkMaterialPlants(
  trx: Transaction<DB>,
  materialPlants: { material_id: string; plant_id: string; item: number }[],
): Promise<void> {
  if (materialPlants.length === 0) return;
  const found = new Set(
    (
      await sql<{ k: string }>`select mp.material_id || '|' || mp.plant_id as k from material_plant mp
        join (select distinct material_id, plant_id from jsonb_to_recordset(${json(materialPlants)}) as v(material_id text, plant_id text)) v
          on mp.material_id = v.material_id and mp.plant_id = v.plant_id`.execute(trx)
    ).rows.map((r) => r.k),
  );
  for (const mp of materialPlants) {
    if (!found.has(`${mp.material_id}|${mp.plant_id}`))
      throw itemError(mp.item, 'MATERIAL_NOT_MAINTAINED', { materialId: mp.material_id, plantId: mp.plant_id });
  }
}

async function checkReasons(trx: Transaction<DB>, items: ResolvedItem[]): Promise<void> {
  const reasons = items.flatMap((i) => (i.reason ? [{ item: i, reason: i.reason }] : []));
  if (reasons.length === 0) return;
  const found = new Set(
    (
      await sql<{ k: string }>`select r.movement_type || '|' || r.reason_code as k from movement_reason r
        join (select distinct movement_type, reason_code from jsonb_to_recordset(${json(
          reasons.map((r) => ({ movement_type: r.item.movementType, reason_code: r.reason })),
        )}) as v(movement_type text, reason_code text)) v on r.movement_type = v.movement_type and r.reason_code = v.reason_code`.execute(
        trx,
      )
    ).rows.map((r) => r.k),
  );
  for (const { item, reason } of reasons) {
    if (!found.has(`${item.movementType}|${reason}`)) throw itemError(item.itemNo, 'REASON', { reason, type: item.movementType });
  }
}

async function checkCostCenters(trx: Transaction<DB>, items: ResolvedItem[], plants: Plants): Promise<void> {
  const costCenters = items.flatMap((i) => (i.costCenter ? [{ item: i, costCenter: i.costCenter }] : []));
  if (costCenters.length === 0) return;
  const found = new Map(
    (
      await sql<{ cost_center: string; company_code: string }>`select cost_center, company_code from cost_center
        where cost_center in (select jsonb_array_elements_text(${json([...new Set(costCenters.map((c) => c.costCenter))])}))`.execute(trx)
    ).rows.map((c) => [c.cost_center, c.company_code]),
  );
  for (const { item, costCenter } of costCenters) {
    const company = found.get(costCenter);
    if (!company) throw itemError(item.itemNo, 'COST_CENTER_UNKNOWN', { costCenter });
    const position: Position | null = item.from ?? item.to;
    if (!position) continue;
    const plantCompany = plants.get(position.plant)?.company_code;
    if (plantCompany && plantCompany !== company)
      throw itemError(item.itemNo, 'COST_CENTER_OTHER_COMPANY', { costCenter, company, plantCompany, plant: position.plant });
  }
}

/** The partner table an item's customer or vendor is looked up in, by its id column. */
const PARTNERS = {
  customer: {
    table: 'customer',
    id: 'customer_number',
    refuse: (itemNo: number, customer: string) => itemError(itemNo, 'CUSTOMER', { customer }),
  },
  vendor: { table: 'vendor', id: 'vendor_id', refuse: (itemNo: number, vendor: string) => itemError(itemNo, 'VENDOR', { vendor }) },
} as const;

/** Every customer (or vendor) the items name exists. */
async function checkPartners(trx: Transaction<DB>, items: ResolvedItem[], field: keyof typeof PARTNERS): Promise<void> {
  const { table, id, refuse } = PARTNERS[field];
  const named = items.flatMap((i) => {
    const partner = i[field];
    return partner ? [{ item: i, partner }] : [];
  });
  if (named.length === 0) return;
  const found = new Set(
    (
      await sql<{ id: string }>`select ${sql.ref(id)} as id from ${sql.table(table)}
        where ${sql.ref(id)} in (select jsonb_array_elements_text(${json([...new Set(named.map((n) => n.partner))])}))`.execute(trx)
    ).rows.map((r) => r.id),
  );
  for (const { item, partner } of named) {
    if (!found.has(partner)) throw refuse(item.itemNo, partner);
  }
}
