import type { PiCountRequest as PiCountBody, PiCountResult } from '../../../shared/contracts/physical-inventory/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { typedQuantity } from '../../../shared/i18n/typed-number';
import { normalizeQuantity } from '../../../shared/quantity';
import type { ScanKind } from '../../../shared/scan';
import { sameCode } from '../warehouse/line-scan';
import {
  type CountEvent,
  type CountState,
  countStart,
  documentOrBin,
  firstOpenBin,
  type PiDocumentOpened,
  withCounted,
} from './pi-document-bin.flow';

export { type CountState, firstOpenBin, type PiCountBin } from './pi-document-bin.flow';

/**
 * Physical-inventory counting on the handheld (LI11) as a pure state machine: enter the document,
 * scan a bin (the next bin in counting order is proposed), then per material scan it and enter
 * the counted quantity (a serialized material: scan each serial, F4 when done). F4 on the material step
 * is done with the bin, as everywhere (BIN_DONE: on to the next bin); a bin with nothing counted yet is
 * first asked about (is it empty?). "Empty bin" is its own button and always asks first, naming the
 * counts it would set to 0 (EMPTY_ASK -> emptybin; EMPTY confirms). Each count is posted at
 * once through usePosting (its key survives a reload; after it the flow goes on with a new key); the screen stays in the bin for its next
 * material, F9 goes on to the next bin. Bins not on the document and blocked bins are refused
 * before anything is sent; a second count of a material is a recount (the server keeps both).
 * The steps of one bin have addresses of their own (countPath): a reload and the browser's back keep them.
 *
 *   document --DOCUMENT--> bin --BIN--> material --MATERIAL--> quantity --QUANTITY--> posting
 *                                         material --MATERIAL (serialized)--> serials --SERIAL*, SERIALS_DONE--> posting
 *                           ^             |   ^                                          |
 *                           | NEXT_BIN,   |   +-------------POSTED (count)---------------+
 *                           | BIN_DONE    |
 *                           +-------------+--EMPTY_ASK--> emptybin --EMPTY--> posting --POSTED (empty bin)--> bin
 *                                         ^                  |
 *                                         +------BACK--------+
 *   posting --FAILED--> the step it came from; BACK steps back one step (F2)
 */
export const name = 'pi-count';

export const accepts = {
  document: ['piDocument'],
  bin: ['bin'],
  material: ['material', 'gtin'],
  quantity: ['quantity'],
  serials: ['serial'],
  emptybin: [],
  posting: [],
} as const satisfies Record<string, readonly ScanKind[]>;

export type PiCountStep = 'document' | 'bin' | 'material' | 'quantity' | 'serials' | 'emptybin' | 'posting';

export interface PiCountState extends CountState {
  step: PiCountStep;
  material: string | null;
  /** what is being posted: a count of the material or the empty-bin confirmation */
  pending: 'count' | 'empty' | null;
  quantity: string | null;
  /** serials scanned for a serialized material */
  serials: string[];
  /** the counts of the bin an empty-bin confirmation would set to 0 (the emptybin step's question) */
  binCounts: PiBinCount[];
}

/** A current count of a material in the bin (what "empty bin" overwrites). */
export interface PiBinCount {
  material: string;
  quantity: string;
}

export type PiCountEvent =
  | PiDocumentOpened
  | { type: 'BIN'; bin: string }
  | { type: 'MATERIAL'; material: string; serialized?: boolean }
  | { type: 'QUANTITY'; text: string }
  | { type: 'SERIAL'; serial: string }
  | { type: 'SERIALS_DONE' }
  /** "Empty bin": ask first, naming the bin's counts it would set to 0 */
  | { type: 'EMPTY_ASK'; counts: PiBinCount[] }
  /** the answer yes: every count of the bin is 0 */
  | { type: 'EMPTY' }
  /** F4 on the material step: done with this bin */
  | { type: 'BIN_DONE' }
  | { type: 'NEXT_BIN' }
  | CountEvent<PiCountResult>;

export function initial(): PiCountState {
  return { ...countStart(), material: null, pending: null, quantity: null, serials: [], binCounts: [] };
}

export function step(state: PiCountState, event: PiCountEvent): PiCountState {
  const fail = (message: string): PiCountState => ({ ...state, error: message, message: null });
  switch (event.type) {
    case 'DOCUMENT':
    case 'BIN':
      return documentOrBin(state, event, initial, (bin) => ({
        ...state,
        step: 'material',
        bin: bin.bin,
        material: null,
        quantity: null,
        error: null,
        message: null,
      }));
    case 'MATERIAL':
      if (state.step !== 'material') return state;
      return {
        ...state,
        step: event.serialized ? 'serials' : 'quantity',
        material: event.material.trim().toUpperCase(),
        serials: [],
        error: null,
        message: null,
      };
    case 'SERIAL': {
      if (state.step !== 'serials') return state;
      const serial = event.serial.trim();
      if (!serial) return state;
      if (state.serials.some((s) => sameCode(s, serial))) return fail(t('serialAlreadyEntered'));
      return { ...state, serials: [...state.serials, serial], error: null };
    }
    case 'SERIALS_DONE':
      if (state.step !== 'serials') return state;
      return { ...state, step: 'posting', pending: 'count', quantity: normalizeQuantity(String(state.serials.length)), error: null };
    case 'QUANTITY': {
      if (state.step !== 'quantity') return state;
      if (event.text.trim().startsWith('-')) return fail(t('pi.countNegative'));
      const typed = typedQuantity(event.text, { allowZero: true });
      if (!typed.ok) return fail(typed.message);
      return { ...state, step: 'posting', pending: 'count', quantity: typed.quantity, error: null };
    }
    case 'EMPTY_ASK':
      if (state.step !== 'material') return state;
      return { ...state, step: 'emptybin', binCounts: event.counts, material: null, quantity: null, error: null, message: null };
    case 'EMPTY':
      if (state.step !== 'emptybin') return state;
      return { ...state, step: 'posting', pending: 'empty', material: null, quantity: null, error: null, message: null };
    case 'BIN_DONE': {
      if (state.step !== 'material' || !state.bin) return state;
      const done = state.bins.find((b) => b.bin === state.bin);
      // nothing counted in the bin yet: done means "nothing here", which is asked, never assumed
      if (!done?.counted) return step(state, { type: 'EMPTY_ASK', counts: [] });
      const nextBin = state.nextBin && state.nextBin !== state.bin ? state.nextBin : firstOpenBin(state.bins, state.bin);
      return {
        ...state,
        step: 'bin',
        bin: null,
        material: null,
        error: null,
        nextBin,
        message: t('piBinDone', { bin: state.bin }),
      };
    }
    case 'NEXT_BIN':
      if (state.step !== 'material' && state.step !== 'bin') return state;
      return { ...state, step: 'bin', bin: null, material: null, error: null, nextBin: firstOpenBin(state.bins, state.bin) };
    case 'POSTED': {
      if (state.step !== 'posting' || !state.bin) return state;
      const bins = withCounted(state.bins, state.bin);
      const counted = event.result.counted[0];
      if (state.pending === 'empty') {
        const nextBin = event.result.nextBin;
        const message = t('piBinConfirmedEmpty', { bin: state.bin });
        return {
          ...state,
          step: 'bin',
          bins,
          bin: null,
          pending: null,
          binCounts: [],
          nextBin,
          error: null,
          message: nextBin ? message : `${message} ${t('piAllCounted', { number: state.piNumber ?? '' })}`,
        };
      }
      const values = {
        quantity: showQuantity(state.quantity),
        material: state.material ?? '',
        bin: state.bin,
        version: counted?.version ?? 1,
      };
      const message = (counted?.version ?? 1) > 1 ? t('piRecounted', values) : t('piCounted', values);
      return {
        ...state,
        step: 'material',
        bins,
        material: null,
        quantity: null,
        serials: [],
        pending: null,
        nextBin: event.result.nextBin,
        error: null,
        message,
      };
    }
    case 'FAILED':
      if (state.step !== 'posting') return state;
      return {
        ...state,
        step: state.pending === 'empty' ? 'emptybin' : state.serials.length > 0 ? 'serials' : 'quantity',
        pending: null,
        error: event.message,
        message: null,
      };
    case 'ERROR':
      return fail(event.message);
    case 'BACK': {
      const previous: Partial<Record<PiCountStep, PiCountStep>> = {
        bin: 'document',
        material: 'bin',
        quantity: 'material',
        serials: 'material',
        emptybin: 'material',
      };
      const back = previous[state.step];
      if (!back) return state;
      if (back === 'document') return initial();
      return {
        ...state,
        step: back,
        ...(back === 'bin' ? { bin: null } : {}),
        material: null,
        quantity: null,
        serials: [],
        binCounts: [],
        error: null,
        message: null,
      };
    }
  }
}

/**
 * The address of a state's step under the count's base path (`.../wm/pi/count/:counttype`): a material
 * being counted is `bin/:bin/item/:item` (item: the material), the empty-bin question `emptybin/:bin`,
 * every other step the base; null while posting (the address stays where it was).
 */
export function countPath(base: string, state: PiCountState): string | null {
  const part = (text: string) => encodeURIComponent(text);
  if (state.step === 'posting') return null;
  if ((state.step === 'quantity' || state.step === 'serials') && state.bin && state.material)
    return `${base}/bin/${part(state.bin)}/item/${part(state.material)}`;
  if (state.step === 'emptybin' && state.bin) return `${base}/emptybin/${part(state.bin)}`;
  return base;
}

/** What the posting step sends: a count or an empty-bin confirmation for the document (only in the posting step). */
export type PiCountRequest =
  | { kind: 'count'; piNumber: string; body: PiCountBody }
  | { kind: 'empty'; piNumber: string; body: { bin: string } };

export function piCountRequest(state: PiCountState): PiCountRequest | null {
  if (state.step !== 'posting' || !state.bin || !state.piNumber) return null;
  const piNumber = state.piNumber;
  if (state.pending === 'empty') return { kind: 'empty', piNumber, body: { bin: state.bin } };
  if (state.pending === 'count' && state.material && state.quantity)
    return {
      kind: 'count',
      piNumber,
      body: {
        bin: state.bin,
        material: state.material,
        quantity: state.quantity,
        ...(state.serials.length > 0 ? { serials: state.serials } : {}),
      },
    };
  return null;
}
