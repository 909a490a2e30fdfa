import { type Selectable, sql } from 'kysely';
import type { ReverseMaterialDocumentInput } from '../../../../shared/contracts/stock/schemas';
import type { MessageId } from '../../../../shared/i18n';
import { t } from '../../../../shared/i18n';
import type { DB } from '../../../db/schema';
import type { SideKind } from '../../../db/schema/ledger';
import type { ReferenceType } from '../movement-types';
import type { Position } from '../positions';

/** Internal input of a reversal (built by reverseMaterialDocument; never taken from a client as is). */
export interface ReversalRequest extends ReverseMaterialDocumentInput {
  reversalOf: string;
}

/** What the posting needs to know of a material. */
export type MaterialRow = Pick<Selectable<DB['material']>, 'material_id' | 'serialized' | 'batch_managed' | 'quality_inspected'>;

export type SlocRow = Pick<Selectable<DB['storage_location']>, 'plant_id' | 'sloc_id' | 'warehouse_id'>;

/** A side that is neither a stock position nor stock in transit: vendor, cost centre, customer, scrap, ... */
export type OutsideKind = Exclude<SideKind, 'POSITION' | 'TRANSIT'>;

/**
 * Where an item's quantity comes from. A stock position carries its position; stock in transit
 * carries the receiving plant it is in transit to; any other side (vendor, initial entry, ...) neither.
 */
export type FromSide =
  | { fromKind: 'POSITION'; from: Position }
  | { fromKind: 'TRANSIT'; from: null; receivingPlant: string }
  | { fromKind: OutsideKind; from: null };

/** Where an item's quantity goes to (the same three shapes as FromSide). */
export type ToSide =
  | { toKind: 'POSITION'; to: Position }
  | { toKind: 'TRANSIT'; to: null; receivingPlant: string }
  | { toKind: OutsideKind; to: null };

interface ItemFields {
  itemNo: number;
  movementType: string;
  material: MaterialRow;
  /** the quantity in milli-units */
  qty: bigint;
  quantity: string;
  batch: string;
  /** set whenever a side is TRANSIT (the stock transport order's receiving plant) */
  receivingPlant: string | null;
  reason: string | null;
  costCenter: string | null;
  customer: string | null;
  vendor: string | null;
  referenceItem: number | null;
  reversalOfItem: number | null;
  serials: string[];
}

/**
 * One item of a document, resolved and validated: a discriminated union by the kinds of its two
 * sides (position -> position, vendor -> position, position -> customer, position -> transit,
 * transit -> position, ...). `from`/`to` are a Position exactly where the kind is POSITION, and the
 * receiving plant is a string wherever a side is TRANSIT.
 */
export type ResolvedItem = ItemFields & FromSide & ToSide;

export interface Header {
  postingDate: string;
  documentDate: string;
  headerText: string;
  reference: { type: ReferenceType; number: string } | null;
  reversalOf: string | null;
}

/** What a document names that must exist, with the item naming each first (checked by posting_master_data). */
export interface MasterDataNames {
  bins: { warehouse_id: string; bin_id: string; item: number }[];
  materialPlants: { material_id: string; plant_id: string; item: number }[];
}

/** A plant as a posting needs it: its company (cost centres) and its time zone (the default posting date). */
export type PlantRow = { plant_id: string; company_code: string; timezone: string; posting_open_months: number };
/** The plants a document names. */
export type PlantRows = ReadonlyMap<string, PlantRow>;

export interface ResolvedDocument {
  header: Header;
  items: ResolvedItem[];
  /** what a client's document names that must exist (a reversal names what its original did: none to check) */
  masterData?: { names: MasterDataNames; plants: PlantRows };
  /** a reversal's plants (zone and open period), read once while resolving it */
  plants?: PlantRows;
}

/** A side of an item from its kind, the position (for POSITION) and the receiving plant (for TRANSIT). */
export function fromSide(kind: SideKind, position: Position | null, receivingPlant: string | null): FromSide {
  if (kind === 'POSITION') return { fromKind: kind, from: required(position, 'source position') };
  if (kind === 'TRANSIT') return { fromKind: kind, from: null, receivingPlant: required(receivingPlant, 'receiving plant') };
  return { fromKind: kind, from: null };
}

export function toSide(kind: SideKind, position: Position | null, receivingPlant: string | null): ToSide {
  if (kind === 'POSITION') return { toKind: kind, to: required(position, 'destination position') };
  if (kind === 'TRANSIT') return { toKind: kind, to: null, receivingPlant: required(receivingPlant, 'receiving plant') };
  return { toKind: kind, to: null };
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`a posting item lacks its ${what}`);
  return value;
}

/**
 * A reference document's kind as a message names it, in the reader's language: at the start of a
 * sentence ("Purchase order 4500000001 does not exist.") or inside one ("... cannot be posted for a purchase order").
 */
export function referenceName(type: ReferenceType, place: 'start' | 'inSentence' = 'start'): string {
  return t(`ref.${type}.${place}` as MessageId);
}

/** One JSON parameter (items travel as one `jsonb_to_recordset` parameter, whatever their count). */
export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
