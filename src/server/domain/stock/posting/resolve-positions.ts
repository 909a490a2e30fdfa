import type { PostMaterialDocumentRequest } from '../../../../shared/contracts/stock/schemas';
import { t } from '../../../../shared/i18n';
import type { StockCategory } from '../../../db/schema/ledger';
import { itemError } from '../../errors';
import type { MovementRule } from '../movement-types';
import type { Position } from '../positions';
import type { MaterialRow, PlantRows, SlocRow } from './types';

type RequestItem = PostMaterialDocumentRequest['items'][number];
type GivenPosition = { plant: string; sloc: string; bin?: string | undefined };

/** Master data the positions of a document are checked against, and what is left to check in bulk. */
export interface PositionContext {
  plants: PlantRows;
  slocs: ReadonlyMap<string, SlocRow>;
  /** bins named by the document, checked in one query afterwards (checkMasterData) */
  bins: { warehouse_id: string; bin_id: string; item: number }[];
  /** material per plant, checked in one query afterwards */
  materialPlants: { material_id: string; plant_id: string; item: number }[];
}

/** A stock position of item n: plant and storage location exist, a bin exactly where the location is warehouse-managed. */
function position(ctx: PositionContext, n: number, material: MaterialRow, p: GivenPosition, category: StockCategory): Position {
  if (!ctx.plants.has(p.plant)) throw itemError(n, 'PLANT', { plant: p.plant });
  const sloc = ctx.slocs.get(`${p.plant}|${p.sloc}`);
  if (!sloc) throw itemError(n, 'SLOC', { plant: p.plant, sloc: p.sloc });
  if (sloc.warehouse_id && !p.bin) throw itemError(n, 'BIN_REQUIRED', { plant: p.plant, sloc: p.sloc });
  if (!sloc.warehouse_id && p.bin) throw itemError(n, 'BIN_NOT_ALLOWED', { plant: p.plant, sloc: p.sloc });
  if (sloc.warehouse_id && p.bin) ctx.bins.push({ warehouse_id: sloc.warehouse_id, bin_id: p.bin, item: n });
  ctx.materialPlants.push({ material_id: material.material_id, plant_id: p.plant, item: n });
  return { plant: p.plant, sloc: p.sloc, warehouse: sloc.warehouse_id, bin: sloc.warehouse_id ? (p.bin ?? null) : null, category };
}

/** The source position of item n when the movement type takes stock from a position, else null (and none may be given). */
export function resolveSource(
  ctx: PositionContext,
  n: number,
  rule: MovementRule,
  fromPosition: boolean,
  item: RequestItem,
  material: MaterialRow,
): Position | null {
  const type = item.movementType;
  if (!fromPosition) {
    if (item.from) throw itemError(n, 'SOURCE_NOT_ALLOWED', { type });
    return null;
  }
  if (!item.from) throw itemError(n, 'SOURCE_REQUIRED', { type });
  const given = item.from.category;
  if (rule.fromCategory !== 'ANY' && given && given !== rule.fromCategory)
    throw itemError(n, 'CATEGORY', { type, side: 'from', expected: rule.fromCategory, given });
  return position(ctx, n, material, item.from, given ?? (rule.fromCategory === 'ANY' ? 'UNRESTRICTED' : rule.fromCategory));
}

/** The destination category the movement type's rule gives (or lets the client choose). */
function destinationCategory(n: number, rule: MovementRule, item: RequestItem, material: MaterialRow, src: Position | null): StockCategory {
  const given = item.to?.category;
  const categoryRule = rule.toCategory;
  let category: StockCategory;
  if (categoryRule === 'SAME') category = sourceOf(src, rule).category;
  else if (categoryRule === 'BY_MATERIAL') category = material.quality_inspected ? 'QUALITY' : 'UNRESTRICTED';
  else if (categoryRule === 'ANY') category = given ?? 'UNRESTRICTED';
  else category = categoryRule;
  if (given && given !== category) throw itemError(n, 'CATEGORY', { type: item.movementType, side: 'to', expected: category, given });
  return category;
}

/** The destination position of item n when the movement type puts stock into a position, else null (and none may be given). */
export function resolveDestination(
  ctx: PositionContext,
  n: number,
  rule: MovementRule,
  item: RequestItem,
  material: MaterialRow,
  src: Position | null,
): Position | null {
  const type = item.movementType;
  if (rule.to !== 'POSITION') {
    // 303 names the receiving plant in `to` (resolveTransitPlant); others take no destination
    if (item.to && !(rule.to === 'TRANSIT' && rule.transitPlant === 'DESTINATION')) throw itemError(n, 'DESTINATION_NOT_ALLOWED', { type });
    return null;
  }
  const dest = item.to ?? {};
  const category = destinationCategory(n, rule, item, material, src);
  const at = (p: GivenPosition) => position(ctx, n, material, p, category);
  if (rule.toPosition === 'FREE') {
    if (!dest.plant || !dest.sloc) throw itemError(n, 'DESTINATION_REQUIRED', { type, what: t('term.plantAndSloc') });
    return at({ plant: dest.plant, sloc: dest.sloc, bin: dest.bin });
  }
  const from = sourceOf(src, rule);
  switch (rule.toPosition) {
    case 'SAME':
      if ((dest.plant && dest.plant !== from.plant) || (dest.sloc && dest.sloc !== from.sloc) || (dest.bin && dest.bin !== from.bin))
        throw itemError(n, 'DESTINATION_MUST_MATCH', { type, what: t('term.position') });
      return { ...from, category };
    case 'OTHER_BIN':
      if ((dest.plant && dest.plant !== from.plant) || (dest.sloc && dest.sloc !== from.sloc))
        throw itemError(n, 'DESTINATION_MUST_MATCH', { type, what: t('term.plantAndSloc') });
      if (!from.warehouse) throw itemError(n, 'BIN_REQUIRED', { plant: from.plant, sloc: from.sloc });
      if (!dest.bin) throw itemError(n, 'DESTINATION_REQUIRED', { type, what: t('term.bin') });
      if (dest.bin === from.bin) throw itemError(n, 'DESTINATION_MUST_DIFFER', { type, what: t('term.bin') });
      return at({ plant: from.plant, sloc: from.sloc, bin: dest.bin });
    case 'OTHER_SLOC':
      if (dest.plant && dest.plant !== from.plant) throw itemError(n, 'DESTINATION_MUST_MATCH', { type, what: t('term.plant') });
      if (!dest.sloc) throw itemError(n, 'DESTINATION_REQUIRED', { type, what: t('term.sloc') });
      if (dest.sloc === from.sloc) throw itemError(n, 'DESTINATION_MUST_DIFFER', { type, what: t('term.sloc') });
      return at({ plant: from.plant, sloc: dest.sloc, bin: dest.bin });
    case 'OTHER_PLANT':
      if (!dest.plant || !dest.sloc) throw itemError(n, 'DESTINATION_REQUIRED', { type, what: t('term.plantAndSloc') });
      if (dest.plant === from.plant) throw itemError(n, 'DESTINATION_MUST_DIFFER', { type, what: t('term.plant') });
      return at({ plant: dest.plant, sloc: dest.sloc, bin: dest.bin });
  }
}

/**
 * The receiving plant of an item with a side in transit whose rule takes it from the item (303, 305):
 * the destination's plant. 303 puts into transit and names only the plant (another than the source);
 * 305 places into a position of that plant. Null for items whose receiving plant comes from their reference.
 */
export function resolveTransitPlant(
  ctx: PositionContext,
  n: number,
  rule: MovementRule,
  item: RequestItem,
  material: MaterialRow,
  src: Position | null,
  dest: Position | null,
): string | null {
  if (rule.transitPlant !== 'DESTINATION') return null;
  if (dest) return dest.plant;
  const type = item.movementType;
  const to = item.to ?? {};
  if (!to.plant) throw itemError(n, 'DESTINATION_REQUIRED', { type, what: t('term.receivingPlant') });
  if (to.sloc || to.bin || to.category) throw itemError(n, 'TRANSIT_DESTINATION_PLANT_ONLY', { type });
  if (!ctx.plants.has(to.plant)) throw itemError(n, 'PLANT', { plant: to.plant });
  if (src && src.plant === to.plant) throw itemError(n, 'DESTINATION_MUST_DIFFER', { type, what: t('term.plant') });
  ctx.materialPlants.push({ material_id: material.material_id, plant_id: to.plant, item: n });
  return to.plant;
}

/** Rules that place the destination relative to the source (or keep its category) always take from a position (movement-types.ts). */
function sourceOf(src: Position | null, rule: MovementRule): Position {
  if (!src) throw new Error(`movement type ${rule.type} places its destination by a source it does not have`);
  return src;
}
