import { type Kysely, sql } from 'kysely';
import type { SuggestedBin, SuggestionReason } from '../../../shared/contracts/transfer-orders/schemas';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

export interface SuggestBinRequest {
  warehouseId: string;
  material: string;
  /** Normalised decimal string. */
  quantity: string;
  /** Bins that must not be proposed (the source bin). */
  exclude?: readonly string[];
  /** Quantities already planned into bins by earlier lines of the same order (milli-units per bin). */
  plannedHere?: ReadonlyMap<string, bigint>;
}

interface CandidateRow {
  bin_id: string;
  storage_type: string;
  bin_type: string;
  capacity: string | null;
  /** stock in the bin (all materials) plus open transfer-order lines heading there */
  used: string;
}

/** How many empty-bin candidates one query fetches; more only when exclusions eat them up. */
const EMPTY_BATCH = 20;

/**
 * Put-away strategy (DESIGN.md section 5): the material's fixed bin; else a rack bin already
 * holding the material with room for the quantity (capacity minus stock minus open inbound
 * transfer-order lines); else the next empty rack bin of the material group's bin type
 * (placement_rule; any bin type without a rule). Blocked bins are never proposed.
 * Returns null when no bin qualifies.
 */
export async function suggestBin(db: Kysely<DB>, request: SuggestBinRequest): Promise<SuggestedBin | null> {
  const { warehouseId, material } = request;
  const qty = toMilliUnits(request.quantity);
  const exclude = new Set(request.exclude ?? []);
  const plannedHere = request.plannedHere ?? new Map<string, bigint>();
  const room = (c: CandidateRow): bigint | null => {
    if (c.capacity === null) return null;
    return toMilliUnits(c.capacity) - toMilliUnits(c.used) - (plannedHere.get(c.bin_id) ?? 0n);
  };
  const fits = (c: CandidateRow) => {
    const r = room(c);
    return r === null || r >= qty;
  };
  const answer = (c: CandidateRow, reason: SuggestionReason): SuggestedBin => {
    const r = room(c);
    return {
      warehouseId,
      binId: c.bin_id,
      storageType: c.storage_type,
      binType: c.bin_type,
      reason,
      room: r === null ? null : fromMilliUnits(r < 0n ? 0n : r),
    };
  };

  // 1. the fixed bin of the material in this warehouse
  const fixed = (
    await sql<CandidateRow>`select b.bin_id, b.storage_type, b.bin_type, b.capacity::text as capacity, '0' as used
      from fixed_bin f join storage_bin b on b.warehouse_id = f.warehouse_id and b.bin_id = f.bin_id
      where f.warehouse_id = ${warehouseId} and f.material_id = ${material} and not b.blocked`.execute(db)
  ).rows[0];
  if (fixed && !exclude.has(fixed.bin_id)) return answer(fixed, 'FIXED');

  // 2. a rack bin already holding the material, with room
  const holding = (
    await sql<CandidateRow>`select b.bin_id, b.storage_type, b.bin_type, b.capacity::text as capacity,
        (coalesce((select sum(s.quantity) from stock s where s.warehouse_id = b.warehouse_id and s.bin_id = b.bin_id), 0)
          + coalesce((select sum(l.quantity) from transfer_order_line l join transfer_order o on o.order_id = l.order_id
              where o.warehouse_id = b.warehouse_id and l.destination_bin = b.bin_id and l.status = 'OPEN'), 0))::text as used
      from storage_bin b
      join storage_type t on t.warehouse_id = b.warehouse_id and t.storage_type = b.storage_type and t.role = 'RACK'
      where b.warehouse_id = ${warehouseId} and not b.blocked
        and exists (select 1 from stock s where s.warehouse_id = b.warehouse_id and s.bin_id = b.bin_id
          and s.material_id = ${material} and s.quantity > 0)
      order by b.bin_id`.execute(db)
  ).rows;
  const partly = holding.find((c) => !exclude.has(c.bin_id) && fits(c));
  if (partly) return answer(partly, 'EXISTING');

  // 3. the next empty rack bin of the right bin type
  const rule = (
    await sql<{ bin_type: string }>`select r.bin_type from placement_rule r join material m on m.material_group = r.material_group
      where r.warehouse_id = ${warehouseId} and m.material_id = ${material}`.execute(db)
  ).rows[0];
  let after = '';
  for (;;) {
    const batch = (
      await sql<CandidateRow>`select b.bin_id, b.storage_type, b.bin_type, b.capacity::text as capacity, '0' as used
        from storage_bin b
        join storage_type t on t.warehouse_id = b.warehouse_id and t.storage_type = b.storage_type and t.role = 'RACK'
        where b.warehouse_id = ${warehouseId} and not b.blocked and b.bin_id > ${after}
          ${rule ? sql`and b.bin_type = ${rule.bin_type}` : sql``}
          and (b.capacity is null or b.capacity >= ${fromMilliUnits(qty)}::numeric)
          and not exists (select 1 from stock s where s.warehouse_id = b.warehouse_id and s.bin_id = b.bin_id and s.quantity > 0)
          and not exists (select 1 from transfer_order_line l join transfer_order o on o.order_id = l.order_id
            where o.warehouse_id = b.warehouse_id and l.destination_bin = b.bin_id and l.status = 'OPEN')
        order by b.bin_id
        limit ${EMPTY_BATCH}`.execute(db)
    ).rows;
    const empty = batch.find((c) => !exclude.has(c.bin_id) && !plannedHere.has(c.bin_id) && fits(c));
    if (empty) return answer(empty, 'EMPTY');
    if (batch.length < EMPTY_BATCH) return null;
    after = (batch[batch.length - 1] as CandidateRow).bin_id;
  }
}

/** suggestBin, or a 409 naming warehouse, material and quantity when no bin qualifies. */
export async function requireSuggestedBin(db: Kysely<DB>, request: SuggestBinRequest): Promise<SuggestedBin> {
  const known = await db.selectFrom('material').select('material_id').where('material_id', '=', request.material).executeTakeFirst();
  if (!known) throw new DomainError('MATERIAL_UNKNOWN', { material: request.material });
  const bin = await suggestBin(db, request);
  if (!bin)
    throw new DomainError('NO_BIN', {
      warehouse: request.warehouseId,
      quantity: displayQuantity(request.quantity),
      material: request.material,
    });
  return bin;
}
