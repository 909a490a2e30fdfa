import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { ReferenceType } from '../movement-types';
import type { ResolvedItem } from './types';

/** The document a posting references: its type and number. */
export type Reference = { type: ReferenceType; number: string };

/** The partners and plants of a reference document's header. */
export interface ReferenceHeader {
  vendor: string | null;
  customer: string | null;
  receivingPlant: string | null;
  supplyingPlant: string | null;
}

/** What a reference does once the material document is written (its number known): update its own rows. */
export type ReferenceUpdate = (trx: Transaction<DB>, matDoc: string) => Promise<void>;

/**
 * One reference type, as the area that owns its tables answers for it: the posting core knows no
 * area's tables and asks the handler registered for the type.
 */
export interface ReferenceHandler {
  /** The header (partners, plants); refuses an unknown document (REFERENCE_UNKNOWN). */
  loadHeader(trx: Transaction<DB>, number: string): Promise<ReferenceHeader>;
  /**
   * Inside the posting transaction, after the stock locks: locks the referenced items (in item order),
   * checks the document's items against them, and returns the update to run once the document is written
   * (null: the reference is checked elsewhere, e.g. an inspection lot by the usage decision).
   */
  check(trx: Transaction<DB>, number: string, items: ResolvedItem[], reversal: boolean): Promise<ReferenceUpdate | null>;
}

let handlers: Readonly<Record<ReferenceType, ReferenceHandler>> | null = null;

/** Registers the handler of every reference type (src/server/domain/references.ts, once at start). */
export function registerReferences(all: Readonly<Record<ReferenceType, ReferenceHandler>>): void {
  handlers = all;
}

function handlerOf(type: ReferenceType): ReferenceHandler {
  if (!handlers) throw new Error('No reference handlers: import src/server/domain/references.ts before posting');
  return handlers[type];
}

export function loadReferenceHeader(trx: Transaction<DB>, ref: Reference): Promise<ReferenceHeader> {
  return handlerOf(ref.type).loadHeader(trx, ref.number);
}

export function checkReference(
  trx: Transaction<DB>,
  ref: Reference,
  items: ResolvedItem[],
  reversal: boolean,
): Promise<ReferenceUpdate | null> {
  return handlerOf(ref.type).check(trx, ref.number, items, reversal);
}
