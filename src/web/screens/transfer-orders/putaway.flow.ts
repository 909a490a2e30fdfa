import type { ConfirmTransferOrderLineRequest } from '../../../shared/contracts/transfer-orders/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { toMilliUnits } from '../../../shared/quantity';
import { normalizeScan, type ScanKind } from '../../../shared/scan';
import { readLineQuantity } from '../warehouse/line-scan';

/**
 * Confirming a transfer-order line on the handheld (put-away, bin to bin) as a pure state
 * machine: one scan per step - source bin, material (or a serial of the line), quantity,
 * serials when only part of a serialized line moves, destination bin - then one posting through
 * usePosting (which keeps the idempotency key). A destination other than the suggested one and a
 * short quantity are allowed; the server records them as such.
 *
 *   source --scan--> material --scan--> quantity --scan--+--> destination --scan--> (postStarted) posting --postSucceeded--> done
 *                                          |             |         ^                                |
 *                                          +--> serials -+         +----------postFailed------------+
 *   stepBack (F2): material -> source, quantity -> material, serials/destination -> quantity
 *   posting --postQueued (no network: the confirmation waits in the offline journal)--> done (queued)
 */
export const name = 'putaway';

/** What the scan field of each step takes. */
export const accepts = {
  source: ['bin'],
  material: ['material', 'serial'],
  quantity: ['quantity'],
  serials: ['serial'],
  destination: ['bin'],
  posting: [],
  done: [],
} as const satisfies Record<string, readonly ScanKind[]>;

export interface PutawayLine {
  orderId: string;
  lineNo: number;
  material: string;
  description: string;
  serialized: boolean;
  quantity: string;
  serials: readonly string[];
  sourceBin: string;
  destinationBin: string;
}

export type PutawayStep = 'source' | 'material' | 'quantity' | 'serials' | 'destination' | 'posting' | 'done';

export interface PutawayState {
  line: PutawayLine;
  step: PutawayStep;
  sourceBin: string;
  material: string;
  quantity: string;
  serials: string[];
  destinationBin: string;
  error: string | null;
  /** the confirmation waits in the offline journal (posted when the network is back) */
  queued?: true;
  result: {
    matDoc: string;
    destinationDiffers: boolean;
    quantityShort: boolean;
    orderStatus: string;
    remainder?: { lineNo: number; quantity: string } | null;
  } | null;
}

export function initial(line: PutawayLine): PutawayState {
  return {
    line,
    step: 'source',
    sourceBin: '',
    material: '',
    quantity: '',
    serials: [],
    destinationBin: '',
    error: null,
    result: null,
  };
}

export type PutawayEvent =
  | { type: 'scanned'; text: string }
  | { type: 'postStarted' }
  | { type: 'postSucceeded'; result: NonNullable<PutawayState['result']> }
  | { type: 'postFailed'; error: string }
  /** no network: the confirmation waits in the offline journal */
  | { type: 'postQueued' }
  | { type: 'stepBack' };

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The prompt of the current step, for the scan field's label. */
export function stepLabel(state: PutawayState): string {
  switch (state.step) {
    case 'source':
      return t('to.scanSourceBin', { bin: state.line.sourceBin });
    case 'material':
      return state.line.serialized
        ? t('to.scanMaterialOrSerial', { material: state.line.material })
        : t('to.scanMaterial', { material: state.line.material });
    case 'quantity':
      return t('to.quantityUpTo', { quantity: showQuantity(state.line.quantity) });
    case 'serials':
      return t('to.scanSerialOf', { number: state.serials.length + 1, quantity: showQuantity(state.quantity) });
    case 'destination':
      return t('to.scanDestinationBin', { bin: state.line.destinationBin });
    case 'posting':
      return t('scanBusy');
    case 'done':
      return t('to.confirmed');
  }
}

function withError(state: PutawayState, error: string): PutawayState {
  return { ...state, error };
}

function afterQuantity(state: PutawayState, quantity: string): PutawayState {
  const { line } = state;
  if (!line.serialized) return { ...state, quantity, step: 'destination', error: null };
  const count = Number(toMilliUnits(quantity) / 1000n);
  // the whole line with known serials: they all move, nothing more to scan
  if (count * 1000 === Number(toMilliUnits(line.quantity)) && line.serials.length > 0)
    return { ...state, quantity, serials: [...line.serials], step: 'destination', error: null };
  const serials = state.serials.slice(0, count);
  return { ...state, quantity, serials, step: serials.length >= count ? 'destination' : 'serials', error: null };
}

export function step(state: PutawayState, action: PutawayEvent): PutawayState {
  switch (action.type) {
    case 'postStarted':
      return state.step === 'destination' ? { ...state, step: 'posting', error: null } : state;
    case 'postSucceeded':
      return { ...state, step: 'done', error: null, result: action.result };
    case 'postQueued':
      return state.step === 'posting' ? { ...state, step: 'done', error: null, queued: true } : state;
    case 'postFailed':
      // back to the destination: the operator may scan another bin or retry
      return { ...state, step: 'destination', error: action.error };
    case 'stepBack': {
      const previous: Partial<Record<PutawayStep, PutawayStep>> = {
        material: 'source',
        quantity: 'material',
        serials: 'quantity',
        destination: 'quantity',
      };
      const back = previous[state.step];
      if (!back) return state;
      return {
        ...state,
        step: back,
        serials: back === 'quantity' || back === 'material' ? [] : state.serials,
        destinationBin: '',
        error: null,
      };
    }
    case 'scanned':
      break;
  }
  const text = normalizeScan(action.text);
  if (!text) return state;
  const { line } = state;
  switch (state.step) {
    case 'source':
      if (!same(text, line.sourceBin)) return withError(state, t('transferOrderSourceMismatch', { bin: text, expected: line.sourceBin }));
      return { ...state, sourceBin: line.sourceBin, step: 'material', error: null };
    case 'material': {
      if (same(text, line.material)) return { ...state, material: line.material, step: 'quantity', error: null };
      // a serial of the line counts as the material and as the first serial
      if (line.serialized && line.serials.includes(text)) {
        const serials = [text];
        return { ...state, material: line.material, serials, quantity: '', step: 'quantity', error: null };
      }
      return withError(state, t('transferOrderMaterialMismatch', { material: text, expected: line.material }));
    }
    case 'quantity': {
      const read = readLineQuantity(text, line);
      if (read.problem !== null) return withError(state, read.problem);
      return afterQuantity(state, read.quantity);
    }
    case 'serials': {
      if (state.serials.includes(text)) return withError(state, t('serialAlreadyEntered'));
      if (line.serials.length > 0 && !line.serials.includes(text))
        return withError(state, t('transferOrderSerialNotOnLine', { serial: text }));
      const serials = [...state.serials, text];
      const enough = BigInt(serials.length) * 1000n >= toMilliUnits(state.quantity);
      return { ...state, serials, step: enough ? 'destination' : 'serials', error: null };
    }
    case 'destination':
      if (same(text, line.sourceBin)) return withError(state, t('transferOrderSameBin', { line: line.lineNo, bin: line.sourceBin }));
      return { ...state, destinationBin: text.toUpperCase(), error: null };
    default:
      return state;
  }
}

/** The confirmation request once a destination is scanned, else null. */
export function confirmationRequest(state: PutawayState): ConfirmTransferOrderLineRequest | null {
  if (!state.destinationBin || !state.quantity) return null;
  return {
    sourceBin: state.sourceBin,
    material: state.material,
    quantity: state.quantity,
    ...(state.line.serialized ? { serials: state.serials } : {}),
    destinationBin: state.destinationBin,
  };
}
