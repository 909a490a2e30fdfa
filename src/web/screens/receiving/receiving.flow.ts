import type { ArrivalPackages, ReceivingMaterialCheck, SsccReceived } from '../../../shared/contracts/receiving/schemas';
import { parseGs1 } from '../../../shared/gs1';
import { t } from '../../../shared/i18n';
import type { ScanKind } from '../../../shared/scan';

/**
 * One-scan receipt on the handheld (zrec/index): scan the SSCC of a shipping notice's pallet (all
 * its cartons) or of one carton; the server posts one goods receipt (101) with put-away. F9
 * switches the next scan to "record missing" (a carton that did not come: a difference against the
 * notice). With a truck chosen (`?arrival=`), the screen starts unloading: each SSCC scanned is
 * unloaded into the GR area (F8 switches between unloading and receiving), and a scan that is no
 * SSCC is checked against the truck (validate-receiving-material) and the answer shown. Every
 * SSCC scan posts at once through usePosting (a reload replays, never receives twice).
 *
 *   receive --SSCC--> posting --POSTED--> receive (the receipt shown)
 *   unload --SSCC--> posting --UNLOADED--> unload (the truck's packages shown)
 *   receive --UNLOAD_MODE--> unload --UNLOAD_MODE--> receive
 *   receive --MISSING_MODE--> missing --SSCC--> posting --POSTED--> receive
 *   missing --MISSING_MODE--> receive
 *   any but posting --CHECKED--> the same step, the check's answer shown
 *   posting --FAILED--> the step it came from, with the error
 */
export const name = 'zrec-scan';

export const accepts = {
  receive: ['sscc'],
  unload: ['sscc', 'material', 'serial'],
  missing: ['sscc'],
  posting: [],
} as const satisfies Record<string, readonly ScanKind[]>;

export type ReceivingStep = 'receive' | 'unload' | 'missing' | 'posting';
export type ReceivingRequest = { kind: 'receive' | 'unload' | 'missing'; sscc: string };

export interface ReceivingState {
  step: ReceivingStep;
  pending: ReceivingRequest | null;
  last:
    | { kind: 'receive'; result: SsccReceived }
    | { kind: 'unload'; sscc: string; result: ArrivalPackages }
    | { kind: 'missing'; sscc: string; asnNumber: string; asnStatus: string }
    | null;
  /** the last answer of validate-receiving-material */
  check: ReceivingMaterialCheck | null;
  error: string | null;
}

export type ReceivingEvent =
  | { type: 'SSCC'; text: string }
  | { type: 'MISSING_MODE' }
  | { type: 'UNLOAD_MODE' }
  | { type: 'CHECKED'; result: ReceivingMaterialCheck }
  | { type: 'RECEIVED'; result: SsccReceived }
  | { type: 'UNLOADED'; sscc: string; result: ArrivalPackages }
  | { type: 'MISSING_RECORDED'; sscc: string; asnNumber: string; asnStatus: string }
  | { type: 'FAILED'; message: string };

export function initial(): ReceivingState {
  return { step: 'receive', pending: null, last: null, check: null, error: null };
}

/** A truck chosen: unloading comes first. */
export function initialUnloading(): ReceivingState {
  return { ...initial(), step: 'unload' };
}

const requestKind = (step: ReceivingStep): ReceivingRequest['kind'] =>
  step === 'missing' ? 'missing' : step === 'unload' ? 'unload' : 'receive';

/** The 18 digits of an SSCC from a scan: plain digits, `(00)…` or a GS1-128 label's element string. */
export function ssccOf(text: string): string | null {
  const plain = text.trim().replace(/^\(00\)/, '');
  if (/^\d{18}$/.test(plain)) return plain;
  if (/^00\d{18}$/.test(plain)) return plain.slice(2);
  const gs1 = parseGs1(text);
  return gs1.ok && gs1.data.sscc ? gs1.data.sscc : null;
}

export function step(state: ReceivingState, event: ReceivingEvent): ReceivingState {
  switch (event.type) {
    case 'SSCC': {
      if (state.step === 'posting') return state;
      const sscc = ssccOf(event.text);
      if (!sscc) return { ...state, error: t('rcv.scanSscc') };
      return { ...state, step: 'posting', pending: { kind: requestKind(state.step), sscc }, check: null, error: null };
    }
    case 'MISSING_MODE':
      if (state.step === 'posting') return state;
      return { ...state, step: state.step === 'missing' ? 'receive' : 'missing', error: null };
    case 'UNLOAD_MODE':
      if (state.step === 'posting') return state;
      return { ...state, step: state.step === 'unload' ? 'receive' : 'unload', error: null };
    case 'CHECKED':
      if (state.step === 'posting') return state;
      return { ...state, check: event.result, error: null };
    case 'RECEIVED':
      if (state.step !== 'posting') return state;
      return { step: 'receive', pending: null, last: { kind: 'receive', result: event.result }, check: null, error: null };
    case 'UNLOADED':
      if (state.step !== 'posting') return state;
      return { step: 'unload', pending: null, last: { kind: 'unload', sscc: event.sscc, result: event.result }, check: null, error: null };
    case 'MISSING_RECORDED':
      if (state.step !== 'posting') return state;
      return {
        step: 'receive',
        pending: null,
        last: { kind: 'missing', sscc: event.sscc, asnNumber: event.asnNumber, asnStatus: event.asnStatus },
        check: null,
        error: null,
      };
    case 'FAILED':
      if (state.step !== 'posting') return state;
      return {
        ...state,
        step: state.pending?.kind === 'missing' ? 'missing' : state.pending?.kind === 'unload' ? 'unload' : 'receive',
        pending: null,
        error: event.message,
      };
  }
}
