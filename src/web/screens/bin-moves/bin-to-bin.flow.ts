import type { BinToBinRequest, BinToBinResult } from '../../../shared/contracts/bin-moves/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { typedQuantity } from '../../../shared/i18n/typed-number';
import { compareQuantities, normalizeQuantity } from '../../../shared/quantity';
import type { ScanKind } from '../../../shared/scan';
import { serialCategoryMessage } from '../../../shared/stock-to-stock';
import { sameCode } from '../warehouse/line-scan';

/**
 * Bin to bin on the handheld as a pure state machine: scan the source bin, the material (or a
 * serial of it), the quantity or the serials, the destination bin; then the move is posted once
 * (a BIN_TO_BIN transfer order created and confirmed) through usePosting, which keeps the
 * idempotency key. Blocked bins and serials that are not in the source bin are refused before
 * anything is sent.
 *
 *   source --SOURCE--> item --ITEM--> quantity --QUANTITY--+
 *                        |                                  +--> destination --DESTINATION--> posting --POSTED--> done
 *                        +----ITEM (serialized)--> serials --SERIALS_DONE--+        ^                |
 *                      BACK steps back one step (F2)                                +----FAILED------+
 *   done --RESTART--> source
 *   posting --QUEUED (no network: the move waits in the offline journal)--> done
 */
export const name = 'b2b';

/** What the scan field of each step takes. */
export const accepts = {
  source: ['bin'],
  item: ['material', 'gtin', 'serial'],
  quantity: ['quantity'],
  serials: ['serial'],
  destination: ['bin'],
  posting: [],
  done: ['bin'],
} as const satisfies Record<string, readonly ScanKind[]>;

export type BinToBinStep = 'source' | 'item' | 'quantity' | 'serials' | 'destination' | 'posting' | 'done';

export interface BinContent {
  materialId: string;
  description: string;
  baseUnit: string;
  serialized: boolean;
  batch: string;
  category: string;
  quantity: string;
}

export interface BinToBinItem extends BinContent {
  /** serials of this material in the source bin, in the item's category (serialized materials) */
  serialsInBin: string[];
  /** serials of this material in the source bin in another category (refused with the real reason) */
  serialsElsewhere?: { serial: string; category: string }[];
  /** locked serials of this material in the source bin (refused when scanned, naming the lock's reason) */
  serialsLocked?: LockedSerial[];
}

/** A locked serial and the lock's reason (null: not known to this user). */
export interface LockedSerial {
  serial: string;
  reason: string | null;
}

export interface BinToBinState {
  step: BinToBinStep;
  sourceBin: string | null;
  contents: BinContent[];
  item: BinToBinItem | null;
  quantity: string | null;
  serials: string[];
  destinationBin: string | null;
  error: string | null;
  result: BinToBinResult | null;
  /** the move waits in the offline journal (posted when the network is back) */
  queued?: true;
}

export type BinToBinEvent =
  | { type: 'SOURCE'; bin: string; blocked: boolean; contents: BinContent[] }
  | {
      type: 'ITEM';
      material: string;
      /** the stock category to move (a scanned serial's); default: unrestricted first */
      category?: string;
      serialsInBin?: string[];
      serialsElsewhere?: { serial: string; category: string }[];
      serialsLocked?: LockedSerial[];
      firstSerial?: string;
    }
  | { type: 'QUANTITY'; text: string }
  | { type: 'SERIAL'; serial: string }
  | { type: 'SERIALS_DONE' }
  | { type: 'DESTINATION'; bin: string; blocked: boolean }
  | { type: 'POSTED'; result: BinToBinResult }
  /** no network: the move waits in the offline journal */
  | { type: 'QUEUED' }
  /** the posting failed: back to the destination (usePosting decides about the key) */
  | { type: 'FAILED'; message: string }
  | { type: 'ERROR'; message: string }
  | { type: 'BACK' }
  | { type: 'RESTART' };

export function initial(): BinToBinState {
  return {
    step: 'source',
    sourceBin: null,
    contents: [],
    item: null,
    quantity: null,
    serials: [],
    destinationBin: null,
    error: null,
    result: null,
  };
}

export function step(state: BinToBinState, event: BinToBinEvent): BinToBinState {
  const fail = (message: string): BinToBinState => ({ ...state, error: message });
  switch (event.type) {
    case 'SOURCE': {
      if (state.step !== 'source') return state;
      if (event.blocked) return fail(t('binIsBlocked', { bin: event.bin }));
      if (event.contents.length === 0) return fail(t('binEmpty', { bin: event.bin }));
      return { ...state, step: 'item', sourceBin: event.bin, contents: event.contents, error: null };
    }
    case 'ITEM': {
      if (state.step !== 'item' || !state.sourceBin) return state;
      const row = itemRow(state.contents, event.material, event.category);
      if (!row) return fail(t('materialNotInBin', { material: event.material, bin: state.sourceBin }));
      const item: BinToBinItem = {
        ...row,
        serialsInBin: event.serialsInBin ?? [],
        ...(event.serialsElsewhere ? { serialsElsewhere: event.serialsElsewhere } : {}),
        ...(event.serialsLocked ? { serialsLocked: event.serialsLocked } : {}),
      };
      if (!row.serialized) return { ...state, step: 'quantity', item, serials: [], error: null };
      const next: BinToBinState = { ...state, step: 'serials', item, serials: [], error: null };
      return event.firstSerial ? step(next, { type: 'SERIAL', serial: event.firstSerial }) : next;
    }
    case 'QUANTITY': {
      if (state.step !== 'quantity' || !state.item || !state.sourceBin) return state;
      const typed = typedQuantity(event.text);
      if (!typed.ok) return fail(typed.message);
      const quantity = typed.quantity;
      if (compareQuantities(quantity, state.item.quantity) > 0)
        return fail(
          t('quantityMoreThanInBin', {
            bin: state.sourceBin,
            available: showQuantity(state.item.quantity),
            material: state.item.materialId,
            quantity: showQuantity(quantity),
          }),
        );
      return { ...state, step: 'destination', quantity, error: null };
    }
    case 'SERIAL': {
      if (state.step !== 'serials' || !state.item || !state.sourceBin) return state;
      const serial = event.serial.trim();
      const inBin = state.item.serialsInBin.find((s) => sameCode(s, serial));
      const elsewhere = state.item.serialsElsewhere?.find((s) => sameCode(s.serial, serial));
      if (!inBin && elsewhere) return fail(serialCategoryMessage(elsewhere.serial, elsewhere.category, state.item.category));
      if (!inBin) return fail(t('serialNotInBin', { serial, bin: state.sourceBin }));
      // a locked serial is refused at its scan, not after the destination bin
      const locked = state.item.serialsLocked?.find((s) => s.serial === inBin);
      if (locked) {
        const values = { serial: inBin, material: state.item.materialId, reason: locked.reason ?? '' };
        return fail(t(locked.reason ? 'serialLockedBecause' : 'serialLocked', values));
      }
      if (state.serials.includes(inBin)) return fail(t('serialAlreadyEntered'));
      return { ...state, serials: [...state.serials, inBin], error: null };
    }
    case 'SERIALS_DONE': {
      if (state.step !== 'serials') return state;
      if (state.serials.length === 0) return fail(t('serialsNeeded'));
      return { ...state, step: 'destination', quantity: normalizeQuantity(String(state.serials.length)), error: null };
    }
    case 'DESTINATION': {
      if (state.step !== 'destination' || !state.sourceBin) return state;
      if (sameCode(event.bin, state.sourceBin)) return fail(t('sameBin', { bin: state.sourceBin }));
      if (event.blocked) return fail(t('binIsBlocked', { bin: event.bin }));
      return { ...state, step: 'posting', destinationBin: event.bin, error: null };
    }
    case 'POSTED':
      return state.step === 'posting' ? { ...state, step: 'done', result: event.result, error: null } : state;
    case 'QUEUED':
      return state.step === 'posting' ? { ...state, step: 'done', result: null, queued: true, error: null } : state;
    case 'FAILED':
      return state.step === 'posting' ? { ...state, step: 'destination', destinationBin: null, error: event.message } : state;
    case 'ERROR':
      return fail(event.message);
    case 'BACK': {
      const previous: Partial<Record<BinToBinStep, BinToBinStep>> = {
        item: 'source',
        quantity: 'item',
        serials: 'item',
        destination: state.item?.serialized ? 'serials' : 'quantity',
      };
      const back = previous[state.step];
      if (!back) return state;
      // what was entered at the step gone back to and after it is entered again: nothing stale stays
      const cleared: Partial<BinToBinState> =
        back === 'source'
          ? { sourceBin: null, contents: [], item: null, quantity: null, serials: [] }
          : back === 'item'
            ? { item: null, quantity: null, serials: [] }
            : { quantity: null };
      return { ...state, ...cleared, step: back, destinationBin: null, error: null };
    }
    case 'RESTART':
      return initial();
  }
}

/**
 * The bin's row of a material to move: the given category (a scanned serial's), else unrestricted
 * stock first when the bin holds the material in several categories.
 */
export function itemRow(contents: BinContent[], material: string, category?: string): BinContent | undefined {
  const rows = contents.filter((c) => sameCode(c.materialId, material));
  if (category) return rows.find((c) => c.category === category);
  return rows.find((c) => c.category === 'UNRESTRICTED') ?? rows[0];
}

/** The request the posting step sends (only in the posting step). */
export function binToBinRequest(state: BinToBinState): BinToBinRequest | null {
  if (state.step !== 'posting' || !state.item || !state.sourceBin || !state.destinationBin || !state.quantity) return null;
  return {
    sourceBin: state.sourceBin,
    material: state.item.materialId,
    ...(state.item.batch ? { batch: state.item.batch } : {}),
    // the stock keeps its category: quality and blocked stock move as such
    category: state.item.category as 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED',
    quantity: state.quantity,
    ...(state.item.serialized ? { serials: state.serials } : {}),
    destinationBin: state.destinationBin,
  };
}
