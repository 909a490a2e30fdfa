import type { BinToBinRequest, BinToBinResult } from '../../../shared/contracts/stock-visibility';
import { formatMessage, messages } from '../../../shared/messages';
import { compareQuantities, displayQuantity, normalizeQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';

/**
 * Bin to bin on the handheld as a pure state machine: scan the source bin, the material (or a
 * serial of it), the quantity or the serials, the destination bin; then the move is posted once
 * (a BIN_TO_BIN transfer order created and confirmed) with the flow's idempotency key. Blocked
 * bins and serials that are not in the source bin are refused before anything is sent.
 */
export type B2bStep = 'source' | 'item' | 'quantity' | 'serials' | 'destination' | 'posting' | 'done';

export interface BinContent {
  materialId: string;
  description: string;
  baseUnit: string;
  serialized: boolean;
  batch: string;
  category: string;
  quantity: string;
}

export interface B2bItem extends BinContent {
  /** serials of this material in the source bin (serialized materials) */
  serialsInBin: string[];
}

export interface B2bState {
  step: B2bStep;
  key: string;
  sourceBin: string | null;
  contents: BinContent[];
  item: B2bItem | null;
  quantity: string | null;
  serials: string[];
  destinationBin: string | null;
  error: string | null;
  result: BinToBinResult | null;
}

export type B2bEvent =
  | { type: 'SOURCE'; bin: string; blocked: boolean; contents: BinContent[] }
  | { type: 'ITEM'; material: string; serialsInBin?: string[]; firstSerial?: string }
  | { type: 'QUANTITY'; text: string }
  | { type: 'SERIAL'; serial: string }
  | { type: 'SERIALS_DONE' }
  | { type: 'DESTINATION'; bin: string; blocked: boolean }
  | { type: 'POSTED'; result: BinToBinResult }
  /** the posting failed; nextKey: a fresh key when nothing was posted and the input may change */
  | { type: 'FAILED'; message: string; nextKey?: string }
  | { type: 'ERROR'; message: string }
  | { type: 'BACK' }
  | { type: 'RESTART'; key: string };

export function initialB2b(key: string): B2bState {
  return {
    step: 'source',
    key,
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

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export function b2bReducer(state: B2bState, event: B2bEvent): B2bState {
  const fail = (message: string): B2bState => ({ ...state, error: message });
  switch (event.type) {
    case 'SOURCE': {
      if (state.step !== 'source') return state;
      if (event.blocked) return fail(formatMessage(messages.binIsBlocked, { bin: event.bin }));
      if (event.contents.length === 0) return fail(formatMessage(messages.binEmpty, { bin: event.bin }));
      return { ...state, step: 'item', sourceBin: event.bin, contents: event.contents, error: null };
    }
    case 'ITEM': {
      if (state.step !== 'item' || !state.sourceBin) return state;
      // unrestricted stock first when the bin holds the material in several categories
      const rows = state.contents.filter((c) => sameCode(c.materialId, event.material));
      const row = rows.find((c) => c.category === 'UNRESTRICTED') ?? rows[0];
      if (!row) return fail(formatMessage(messages.materialNotInBin, { material: event.material, bin: state.sourceBin }));
      const item: B2bItem = { ...row, serialsInBin: event.serialsInBin ?? [] };
      if (!row.serialized) return { ...state, step: 'quantity', item, serials: [], error: null };
      const next: B2bState = { ...state, step: 'serials', item, serials: [], error: null };
      return event.firstSerial ? b2bReducer(next, { type: 'SERIAL', serial: event.firstSerial }) : next;
    }
    case 'QUANTITY': {
      if (state.step !== 'quantity' || !state.item || !state.sourceBin) return state;
      const text = event.text.trim().replace(',', '.');
      const problem = quantityProblem(text);
      if (problem) return fail(quantityProblemText[problem]);
      const quantity = normalizeQuantity(text);
      if (compareQuantities(quantity, state.item.quantity) > 0)
        return fail(
          formatMessage(messages.quantityMoreThanInBin, {
            bin: state.sourceBin,
            available: displayQuantity(state.item.quantity),
            material: state.item.materialId,
            quantity: displayQuantity(quantity),
          }),
        );
      return { ...state, step: 'destination', quantity, error: null };
    }
    case 'SERIAL': {
      if (state.step !== 'serials' || !state.item || !state.sourceBin) return state;
      const serial = event.serial.trim();
      const inBin = state.item.serialsInBin.find((s) => sameCode(s, serial));
      if (!inBin) return fail(formatMessage(messages.serialNotInBin, { serial, bin: state.sourceBin }));
      if (state.serials.includes(inBin)) return fail(messages.serialAlreadyEntered);
      return { ...state, serials: [...state.serials, inBin], error: null };
    }
    case 'SERIALS_DONE': {
      if (state.step !== 'serials') return state;
      if (state.serials.length === 0) return fail(messages.serialsNeeded);
      return { ...state, step: 'destination', quantity: normalizeQuantity(String(state.serials.length)), error: null };
    }
    case 'DESTINATION': {
      if (state.step !== 'destination' || !state.sourceBin) return state;
      if (sameCode(event.bin, state.sourceBin)) return fail(formatMessage(messages.sameBin, { bin: state.sourceBin }));
      if (event.blocked) return fail(formatMessage(messages.binIsBlocked, { bin: event.bin }));
      return { ...state, step: 'posting', destinationBin: event.bin, error: null };
    }
    case 'POSTED':
      return state.step === 'posting' ? { ...state, step: 'done', result: event.result, error: null } : state;
    case 'FAILED':
      return state.step === 'posting'
        ? { ...state, step: 'destination', destinationBin: null, error: event.message, key: event.nextKey ?? state.key }
        : state;
    case 'ERROR':
      return fail(event.message);
    case 'BACK': {
      const previous: Partial<Record<B2bStep, B2bStep>> = {
        item: 'source',
        quantity: 'item',
        serials: 'item',
        destination: state.item?.serialized ? 'serials' : 'quantity',
      };
      const step = previous[state.step];
      return step ? { ...state, step, error: null } : state;
    }
    case 'RESTART':
      return initialB2b(event.key);
  }
}

/** The request the posting step sends (only in the posting step). */
export function b2bRequest(state: B2bState): BinToBinRequest | null {
  if (state.step !== 'posting' || !state.item || !state.sourceBin || !state.destinationBin || !state.quantity) return null;
  return {
    sourceBin: state.sourceBin,
    material: state.item.materialId,
    ...(state.item.batch ? { batch: state.item.batch } : {}),
    category: state.item.category as 'UNRESTRICTED',
    quantity: state.quantity,
    ...(state.item.serialized ? { serials: state.serials } : {}),
    destinationBin: state.destinationBin,
  };
}
