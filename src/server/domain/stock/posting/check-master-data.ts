import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { itemError } from '../../errors';
import type { Position } from '../positions';
import { json, type ResolvedItem } from './types';

type Plants = ReadonlyMap<string, { plant_id: string; company_code: string }>;

interface Found {
  bins: { k: string; blocked: boolean }[];
  material_plants: string[];
  reasons: string[];
  cost_centers: { cost_center: string; company_code: string }[];
  customers: string[];
  vendors: string[];
}

/**
 * Bins, material per plant, reasons, cost centres and partners the items name: one query for all
 * (each list empty when nothing names it), then the errors in this order, the first item first.
 */
export async function checkMasterData(
  trx: Transaction<DB>,
  items: ResolvedItem[],
  bins: { warehouse_id: string; bin_id: string; item: number }[],
  materialPlants: { material_id: string; plant_id: string; item: number }[],
  plants: Plants,
): Promise<void> {
  const reasons = items.flatMap((i) => (i.reason ? [{ item: i, reason: i.reason }] : []));
  const costCenters = items.flatMap((i) => (i.costCenter ? [{ item: i, costCenter: i.costCenter }] : []));
  const customers = items.flatMap((i) => (i.customer ? [{ item: i, partner: i.customer }] : []));
  const vendors = items.flatMap((i) => (i.vendor ? [{ item: i, partner: i.vendor }] : []));
  const nothingNamed = [bins, materialPlants, reasons, costCenters, customers, vendors].every((list) => list.length === 0);
  if (nothingNamed) return;
  const distinct = (values: string[]) => json([...new Set(values)]);
  const found = (
    await sql<Found>`select
      (select coalesce(jsonb_agg(jsonb_build_object('k', b.warehouse_id || '|' || b.bin_id, 'blocked', b.blocked)), '[]') from storage_bin b
        join (select distinct warehouse_id, bin_id from jsonb_to_recordset(${json(bins)}) as v(warehouse_id text, bin_id text)) v
          on b.warehouse_id = v.warehouse_id and b.bin_id = v.bin_id) as bins,
      (select coalesce(jsonb_agg(mp.material_id || '|' || mp.plant_id), '[]') from material_plant mp
        join (select distinct material_id, plant_id from jsonb_to_recordset(${json(materialPlants)}) as v(material_id text, plant_id text)) v
          on mp.material_id = v.material_id and mp.plant_id = v.plant_id) as material_plants,
      (select coalesce(jsonb_agg(r.movement_type || '|' || r.reason_code), '[]') from movement_reason r
        join (select distinct movement_type, reason_code from jsonb_to_recordset(${json(
          reasons.map((r) => ({ movement_type: r.item.movementType, reason_code: r.reason })),
        )}) as v(movement_type text, reason_code text)) v on r.movement_type = v.movement_type and r.reason_code = v.reason_code) as reasons,
      (select coalesce(jsonb_agg(jsonb_build_object('cost_center', cost_center, 'company_code', company_code)), '[]') from cost_center
        where cost_center in (select jsonb_array_elements_text(${distinct(costCenters.map((c) => c.costCenter))}))) as cost_centers,
      (select coalesce(jsonb_agg(customer_number), '[]') from customer
        where customer_number in (select jsonb_array_elements_text(${distinct(customers.map((c) => c.partner))}))) as customers,
      (select coalesce(jsonb_agg(vendor_id), '[]') from vendor
        where vendor_id in (select jsonb_array_elements_text(${distinct(vendors.map((v) => v.partner))}))) as vendors`.execute(trx)
  ).rows[0] as Found;

  const binRows = new Map(found.bins.map((b) => [b.k, b]));
  for (const b of bins) {
    const row = binRows.get(`${b.warehouse_id}|${b.bin_id}`);
    if (!row) throw itemError(b.item, 'BIN_UNKNOWN', { bin: b.bin_id, warehouse: b.warehouse_id });
    if (row.blocked) throw itemError(b.item, 'BIN_BLOCKED', { bin: b.bin_id, warehouse: b.warehouse_id });
  }
  const maintained = new Set(found.material_plants);
  for (const mp of materialPlants) {
    if (!maintained.has(`${mp.material_id}|${mp.plant_id}`))
      throw itemError(mp.item, 'MATERIAL_NOT_MAINTAINED', { materialId: mp.material_id, plantId: mp.plant_id });
  }
  const knownReasons = new Set(found.reasons);
  for (const { item, reason } of reasons) {
    if (!knownReasons.has(`${item.movementType}|${reason}`)) throw itemError(item.itemNo, 'REASON', { reason, type: item.movementType });
  }
  const companies = new Map(found.cost_centers.map((c) => [c.cost_center, c.company_code]));
  for (const { item, costCenter } of costCenters) {
    const company = companies.get(costCenter);
    if (!company) throw itemError(item.itemNo, 'COST_CENTER_UNKNOWN', { costCenter });
    const position: Position | null = item.from ?? item.to;
    if (!position) continue;
    const plantCompany = plants.get(position.plant)?.company_code;
    if (plantCompany && plantCompany !== company)
      throw itemError(item.itemNo, 'COST_CENTER_OTHER_COMPANY', { costCenter, company, plantCompany, plant: position.plant });
  }
  const knownCustomers = new Set(found.customers);
  for (const { item, partner } of customers) {
    if (!knownCustomers.has(partner)) throw itemError(item.itemNo, 'CUSTOMER', { customer: partner });
  }
  const knownVendors = new Set(found.vendors);
  for (const { item, partner } of vendors) {
    if (!knownVendors.has(partner)) throw itemError(item.itemNo, 'VENDOR', { vendor: partner });
  }
}
