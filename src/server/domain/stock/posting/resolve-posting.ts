import { type Kysely, sql, type Transaction } from 'kysely';
import { todayIn } from '../../../../shared/calendar';
import { type InternalPostingRequest, internalPostingSchema } from '../../../../shared/contracts/stock/schemas';
import { errorText } from '../../../../shared/errors';
import { fieldLabel, labelledProblem } from '../../../../shared/field-labels';
import { type LineProblem, lineProblem, serialKey } from '../../../../shared/line-rules';
import { toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import { DomainError, itemError } from '../../errors';
import {
  MATERIAL_TRANSFER,
  type MovementRule,
  materialTransferLeg,
  movementRule,
  type ReferenceType,
  receiptRule,
  sourceOf,
} from '../movement-types';
import { cachedMasterData, type MasterDataRows, rememberMasterData } from './master-data-cache';
import { loadReferenceHeader, type ReferenceHeader } from './references';
import { type PositionContext, resolveDestination, resolveSource, resolveTransitPlant } from './resolve-positions';
import {
  fromSide,
  type Header,
  json,
  type MaterialRow,
  type PlantRows,
  type ResolvedDocument,
  type ResolvedItem,
  referenceName,
  toSide,
} from './types';

type Request = InternalPostingRequest;
type RequestItem = Request['items'][number];
type Reference = { type: ReferenceType; number: string };

/** Everything the items of one document are resolved against, loaded in a fixed number of queries. */
interface ResolveContext extends PositionContext {
  materials: ReadonlyMap<string, MaterialRow>;
  types: ReadonlySet<string>;
  reference: Reference | null;
  referenceHeader: ReferenceHeader | null;
  seenSerials: Set<string>;
  /** master data came from the one-call posting's cache (a refusal is checked against the database) */
  fromCache: boolean;
}

/**
 * Resolves a client's document: validates the input, the movement-type rules, master data and
 * positions of every item, and returns the header and the items as the posting path needs them,
 * with the bins and material-plant records they name (checked by the posting after the actor's
 * plants). Reads only; `fromCache` takes the master data from the one-call posting's cache when it
 * has all of it (master-data-cache.ts: posting_post checks it again).
 */
export async function resolvePosting(db: Kysely<DB>, raw: Request, options: { fromCache?: boolean } = {}): Promise<ResolvedDocument> {
  const input = parseRequest(raw);
  const reference = input.reference ? { type: input.reference.type, number: input.reference.number } : null;
  const resolveAgainst = (ctx: ResolveContext) => {
    const items = input.items.map((item, index) => resolveItem(ctx, index + 1, item));
    checkMaterialTransfers(items);
    return items;
  };
  let ctx = await loadContext(db, input, reference, options.fromCache === true ? 'cache' : 'database');
  let items: ResolvedItem[];
  try {
    items = resolveAgainst(ctx);
  } catch (error) {
    // refused by what the cache held: master data may have changed since; the database says (and refreshes the cache)
    if (!(error instanceof DomainError) || !ctx.fromCache) throw error;
    ctx = await loadContext(db, input, reference, 'database', true);
    items = resolveAgainst(ctx);
  }
  const postingDate = input.postingDate ?? todayAtFirstPlant(ctx.plants, items[0]);
  const header: Header = {
    postingDate,
    documentDate: input.documentDate ?? postingDate,
    headerText: input.headerText ?? '',
    reference,
    reversalOf: null,
  };
  return {
    header,
    items,
    masterData: { names: { bins: ctx.bins, materialPlants: ctx.materialPlants }, plants: ctx.plants },
  };
}

/** Today at the plant of the document's first item (where it takes stock from, else where it puts it). */
function todayAtFirstPlant(plants: PlantRows, first: ResolvedItem | undefined): string {
  const plant = first?.from?.plant ?? first?.to?.plant;
  return todayIn((plant && plants.get(plant)?.timezone) || 'UTC');
}

/** A document with a reference locks what it references: it is resolved inside the posting's transaction. */
function inTransaction(db: Kysely<DB>): Transaction<DB> {
  if (!db.isTransaction) throw new Error('a document with a reference is resolved inside the posting transaction');
  return db as Transaction<DB>;
}

function parseRequest(raw: Request): Request {
  const parsed = internalPostingSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  const problem = issue?.message ?? errorText('BAD_REQUEST');
  // the user reads "Quantity of item 2: ...", an API caller the path in details.field
  const label = fieldLabel(internalPostingSchema, issue?.path ?? []);
  throw new DomainError('INVALID_INPUT', { problem: labelledProblem(label, problem) }, path ? { details: { field: path } } : {});
}

/** Master data in one query, whatever the item count (the reference header in a second when there is one). */
async function loadContext(
  db: Kysely<DB>,
  input: Request,
  reference: Reference | null,
  source: 'cache' | 'database',
  refreshCache = false,
): Promise<ResolveContext> {
  const materialIds = [...new Set(input.items.map((i) => i.material))];
  const plantIds = [...new Set(input.items.flatMap((i) => [i.from?.plant, i.to?.plant]).filter((p): p is string => typeof p === 'string'))];
  const typeIds = [...new Set(input.items.map((i) => i.movementType))];
  const cached = source === 'cache' ? cachedMasterData(db, materialIds, plantIds, typeIds) : null;
  const { materials, plants, slocs, types } = cached ?? (await readMasterData(db, materialIds, plantIds, typeIds));
  if ((source === 'cache' && !cached) || refreshCache) rememberMasterData(db, { materials, plants, slocs, types });
  return {
    materials: new Map(materials.map((m) => [m.material_id, m])),
    plants: new Map(plants.map((p) => [p.plant_id, p])),
    slocs: new Map(slocs.map((s) => [`${s.plant_id}|${s.sloc_id}`, s])),
    types: new Set(types),
    reference,
    referenceHeader: reference ? await loadReferenceHeader(inTransaction(db), reference) : null,
    bins: [],
    materialPlants: [],
    seenSerials: new Set(),
    fromCache: cached !== null,
  };
}

/** One round trip: each list arrives as a JSON array. */
async function readMasterData(db: Kysely<DB>, materialIds: string[], plantIds: string[], typeIds: string[]): Promise<MasterDataRows> {
  const loaded = await sql<MasterDataRows>`select
    (select coalesce(jsonb_agg(jsonb_build_object('material_id', material_id, 'serialized', serialized, 'batch_managed', batch_managed,
        'quality_inspected', quality_inspected)), '[]') from material where material_id in (select posting_texts(${json(materialIds)}))) as materials,
    (select coalesce(jsonb_agg(jsonb_build_object('plant_id', plant_id, 'company_code', company_code, 'timezone', timezone,
        'posting_open_months', posting_open_months)), '[]') from plant
      where plant_id in (select posting_texts(${json(plantIds)}))) as plants,
    (select coalesce(jsonb_agg(jsonb_build_object('plant_id', plant_id, 'sloc_id', sloc_id, 'warehouse_id', warehouse_id)), '[]') from storage_location
      where plant_id in (select posting_texts(${json(plantIds)}))) as slocs,
    (select coalesce(jsonb_agg(movement_type), '[]') from movement_type
      where movement_type in (select posting_texts(${json(typeIds)}))) as types`.execute(db);
  return loaded.rows[0] as MasterDataRows;
}

/** One item: rule, material, batch, reference fields, positions, partners, serials, in that order. */
function resolveItem(ctx: ResolveContext, n: number, item: RequestItem): ResolvedItem {
  const type = item.movementType;
  const typeRule = movementRule(type);
  if (!typeRule || !ctx.types.has(type)) throw itemError(n, 'MOVEMENT_TYPE_UNKNOWN', { type });
  const rule = receiptRule(materialTransferLeg(typeRule, item.from !== undefined), ctx.reference?.type ?? null);
  if (rule.reversalOnly) throw itemError(n, 'MOVEMENT_TYPE_REVERSAL_ONLY', { type });
  const material = ctx.materials.get(item.material);
  if (!material) throw itemError(n, 'MATERIAL_UNKNOWN', { material: item.material });
  const batch = item.batch ?? '';
  throwLineProblem(
    n,
    lineProblem({ material: material.material_id, serialized: material.serialized, batchManaged: material.batch_managed, batch }),
  );
  checkReferenceFields(n, rule, item, ctx.reference);

  const fromKind = sourceOf(rule, ctx.reference?.type ?? null);
  const toKind = rule.to;
  const from = resolveSource(ctx, n, rule, fromKind === 'POSITION', item, material);
  const to = resolveDestination(ctx, n, rule, item, material, from);
  const partners = resolvePartners(ctx, n, rule, item);
  const transit = fromKind === 'TRANSIT' || toKind === 'TRANSIT';
  const givenPlant = transit ? resolveTransitPlant(ctx, n, rule, item, material, from, to) : null;
  const receivingPlant = transit ? (givenPlant ?? ctx.referenceHeader?.receivingPlant ?? null) : null;
  if (transit && !receivingPlant) throw itemError(n, 'REFERENCE_REQUIRED', { type, types: 'STO' });
  const qty = toMilliUnits(item.quantity);
  const serials = checkSerials(ctx, n, material, item);
  return {
    itemNo: n,
    movementType: type,
    material,
    qty,
    quantity: item.quantity,
    batch,
    receivingPlant,
    reason: item.reason ?? null,
    ...partners,
    referenceItem: item.referenceItem ?? null,
    reversalOfItem: null,
    serials,
    ...fromSide(fromKind, from, receivingPlant),
    ...toSide(toKind, to, receivingPlant),
  };
}

/** The movement type's reference document rules: required, allowed types, an item exactly when there is a reference. */
function checkReferenceFields(n: number, rule: MovementRule, item: RequestItem, reference: Reference | null): void {
  const type = item.movementType;
  if (rule.referenceRequired && !reference) throw itemError(n, 'REFERENCE_REQUIRED', { type, types: rule.references.join(' or ') });
  if (!reference) {
    if (item.referenceItem !== undefined) throw itemError(n, 'REFERENCE_ITEM_NOT_ALLOWED');
    return;
  }
  const name = referenceName(reference.type, 'inSentence');
  if (!rule.references.includes(reference.type)) throw itemError(n, 'REFERENCE_NOT_ALLOWED', { type, reference: name });
  if (item.referenceItem === undefined) throw itemError(n, 'REFERENCE_ITEM_REQUIRED', { reference: name, number: reference.number });
}

/** Partners: required where the type names them, refused where it does not, taken from the reference where it has them. */
function resolvePartners(
  ctx: ResolveContext,
  n: number,
  rule: MovementRule,
  item: RequestItem,
): { costCenter: string | null; customer: string | null; vendor: string | null } {
  const type = item.movementType;
  const partner = (field: 'costCenter' | 'customer' | 'vendor', label: string, fromReference: string | null): string | null => {
    const given = item[field] ?? null;
    const needed = rule.needs[field] === true || (field === 'vendor' && type === '101' && ctx.reference?.type === 'PO');
    if (!needed) {
      if (given) throw itemError(n, 'FIELD_NOT_ALLOWED', { type, field: label });
      return null;
    }
    if (fromReference && ctx.reference) {
      if (given && given !== fromReference)
        throw itemError(n, 'REFERENCE_PARTY_MISMATCH', {
          field: label,
          given,
          expected: fromReference,
          reference: referenceName(ctx.reference.type, 'inSentence'),
          number: ctx.reference.number,
        });
      return fromReference;
    }
    if (!given) throw itemError(n, 'FIELD_REQUIRED', { type, field: label });
    return given;
  };
  return {
    costCenter: partner('costCenter', 'cost centre', null),
    customer: partner('customer', 'customer', ctx.referenceHeader?.customer ?? null),
    vendor: partner('vendor', 'vendor', ctx.referenceHeader?.vendor ?? null),
  };
}

/** Serialized materials: a whole quantity and one serial per piece, none twice in the document; others take none. */
function checkSerials(ctx: ResolveContext, n: number, material: MaterialRow, item: RequestItem): string[] {
  const serials = item.serials ?? [];
  const line = { material: material.material_id, serialized: material.serialized, quantity: item.quantity, serials };
  throwLineProblem(n, lineProblem(line, { earlierSerials: ctx.seenSerials }));
  for (const serial of serials) ctx.seenSerials.add(serialKey(material.material_id, serial));
  return serials;
}

function throwLineProblem(n: number, problem: LineProblem | null): void {
  if (problem) throw itemError(n, problem.code, problem.params);
}

/**
 * Material to material (309): every leg taking a material out of a position is followed by the leg
 * putting the same quantity (and the same serials) of another material into a position of the same
 * plant; no leg stands alone.
 */
function checkMaterialTransfers(items: ResolvedItem[]): void {
  for (let i = 0; i < items.length; i++) {
    const out = items[i] as ResolvedItem;
    if (out.movementType !== MATERIAL_TRANSFER) continue;
    const into = items[i + 1];
    const material = out.material.material_id;
    if (out.fromKind !== 'POSITION' || !into || into.movementType !== MATERIAL_TRANSFER || into.toKind !== 'POSITION')
      throw itemError(out.itemNo, 'MATERIAL_TRANSFER_UNPAIRED', { material });
    const sameSerials = [...out.serials].sort().join('|') === [...into.serials].sort().join('|');
    if (
      into.material.material_id === material ||
      into.qty !== out.qty ||
      into.to.plant !== out.from.plant ||
      into.material.serialized !== out.material.serialized ||
      !sameSerials
    )
      throw itemError(into.itemNo, 'MATERIAL_TRANSFER_MISMATCH', { material, to: into.material.material_id });
    i++;
  }
}
