import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import { itemError } from '../../errors';
import type { Position } from '../positions';
import { json, type MasterDataNames, type PlantRows, type ResolvedItem } from './types';

/** What posting_master_data (migration 0093) found of it, and whether all of it is there and usable. */
export interface MasterDataFound {
  ok: boolean;
  bins: { k: string; blocked: boolean }[];
  materialPlants: string[];
  reasons: string[];
  costCenters: { cost_center: string; company_code: string }[];
  customers: string[];
  vendors: string[];
}

function distinctBy<T>(rows: T[], key: (row: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const row of rows) if (!seen.has(key(row))) seen.set(key(row), row);
  return [...seen.values()];
}

/** The position whose plant's company a cost centre must belong to. */
const costPosition = (item: ResolvedItem): Position | null => item.from ?? item.to;

/** The parameter of posting_master_data: each list distinct, each cost centre with the company of its item's plant. */
export function masterDataParameter(items: ResolvedItem[], names: MasterDataNames, plants: PlantRows) {
  const texts = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  return {
    bins: distinctBy(
      names.bins.map((b) => ({ warehouse_id: b.warehouse_id, bin_id: b.bin_id })),
      (b) => `${b.warehouse_id}|${b.bin_id}`,
    ),
    materialPlants: distinctBy(
      names.materialPlants.map((m) => ({ material_id: m.material_id, plant_id: m.plant_id })),
      (m) => `${m.material_id}|${m.plant_id}`,
    ),
    reasons: distinctBy(
      items.flatMap((i) => (i.reason ? [{ movement_type: i.movementType, reason_code: i.reason }] : [])),
      (r) => `${r.movement_type}|${r.reason_code}`,
    ),
    costCenters: distinctBy(
      items.flatMap((i) => {
        if (!i.costCenter) return [];
        const position = costPosition(i);
        return [{ cost_center: i.costCenter, company: position ? (plants.get(position.plant)?.company_code ?? null) : null }];
      }),
      (c) => `${c.cost_center}|${c.company ?? ''}`,
    ),
    customers: texts(items.map((i) => i.customer)),
    vendors: texts(items.map((i) => i.vendor)),
  };
}

/** Bins, material per plant, reasons, cost centres, partners: one query for all, the errors in that order. */
export async function checkMasterData(db: Kysely<DB>, items: ResolvedItem[], names: MasterDataNames, plants: PlantRows): Promise<void> {
  const parameter = masterDataParameter(items, names, plants);
  const nothingNamed = Object.values(parameter).every((list) => list.length === 0);
  if (nothingNamed) return;
  const found = (await sql<{ found: MasterDataFound }>`select posting_master_data(${json(parameter)}) as found`.execute(db)).rows[0]
    ?.found as MasterDataFound;
  if (!found.ok) refuseMasterData(found, items, names, plants);
}

/** Throws the first problem in the order bins, material per plant, reasons, cost centres, customers, vendors. */
export function refuseMasterData(found: MasterDataFound, items: ResolvedItem[], names: MasterDataNames, plants: PlantRows): never {
  const binRows = new Map(found.bins.map((b) => [b.k, b]));
  for (const b of names.bins) {
    const row = binRows.get(`${b.warehouse_id}|${b.bin_id}`);
    if (!row) throw itemError(b.item, 'BIN_UNKNOWN', { bin: b.bin_id, warehouse: b.warehouse_id });
    if (row.blocked) throw itemError(b.item, 'BIN_BLOCKED', { bin: b.bin_id, warehouse: b.warehouse_id });
  }
  const maintained = new Set(found.materialPlants);
  for (const mp of names.materialPlants) {
    if (!maintained.has(`${mp.material_id}|${mp.plant_id}`))
      throw itemError(mp.item, 'MATERIAL_NOT_MAINTAINED', { materialId: mp.material_id, plantId: mp.plant_id });
  }
  const reasons = new Set(found.reasons);
  for (const item of items) {
    if (item.reason && !reasons.has(`${item.movementType}|${item.reason}`))
      throw itemError(item.itemNo, 'REASON', { reason: item.reason, type: item.movementType });
  }
  const companies = new Map(found.costCenters.map((c) => [c.cost_center, c.company_code]));
  for (const item of items) {
    const costCenter = item.costCenter;
    if (!costCenter) continue;
    const company = companies.get(costCenter);
    if (!company) throw itemError(item.itemNo, 'COST_CENTER_UNKNOWN', { costCenter });
    const position = costPosition(item);
    if (!position) continue;
    const plantCompany = plants.get(position.plant)?.company_code;
    if (plantCompany && plantCompany !== company)
      throw itemError(item.itemNo, 'COST_CENTER_OTHER_COMPANY', { costCenter, company, plantCompany, plant: position.plant });
  }
  const customers = new Set(found.customers);
  for (const item of items) {
    if (item.customer && !customers.has(item.customer)) throw itemError(item.itemNo, 'CUSTOMER', { customer: item.customer });
  }
  const vendors = new Set(found.vendors);
  for (const item of items) {
    if (item.vendor && !vendors.has(item.vendor)) throw itemError(item.itemNo, 'VENDOR', { vendor: item.vendor });
  }
  throw new Error('posting_master_data refused a document in which no problem was found');
}
