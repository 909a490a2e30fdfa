import type { SsccReceived } from '../../../shared/contracts/receiving/schemas';
import { parseGs1 } from '../../../shared/gs1';
import type { ScanKind } from '../../../shared/scan';

/**
 * One-scan receipt on the handheld (zrec/index): scan the SSCC of a shipping notice's pallet (all
 * its cartons) or of one carton; the server posts one goods receipt (101) with put-away. F9
 * switches the next scan to "record missing" (a carton that did not come: a difference against the
 * notice). Every scan posts at once through usePosting (a reload replays, never receives twice).
 *
 *   receive --SSCC--> posting --POSTED--> receive (the receipt shown)
 *   receive --MISSING_MODE--> missing --SSCC--> posting --POSTED--> receive
 *   missing --MISSING_MODE--> receive
 *   posting --FAILED--> the step it came from, with the error
 */
export const name = 'zrec-scan';

export const accepts = {
  receive: ['sscc'],
  missing: ['sscc'],
  posting: [],
} as const satisfies Record<string, readonly ScanKind[]>;

export type ReceivingStep = 'receive' | 'missing' | 'posting';
export type ReceivingRequest = { kind: 'receive' | 'missing'; sscc: string };

export interface ReceivingState {
  step: ReceivingStep;
  pending: ReceivingRequest | null;
  last: { kind: 'receive'; result: SsccReceived } | { kind: 'missing'; sscc: string; asnNumber: string; asnStatus: string } | null;
  error: string | null;
}

export type ReceivingEvent =
  | { type: 'SSCC'; text: string }
  | { type: 'MISSING_MODE' }
  | { type: 'RECEIVED'; result: SsccReceived }
  | { type: 'MISSING_RECORDED'; sscc: string; asnNumber: string; asnStatus: string }
  | { type: 'FAILED'; message: string };

export function initial(): ReceivingState {
  return { step: 'receive', pending: null, last: null, error: null };
}

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
      if (!sscc) return { ...state, error: 'Scan the SSCC of a pallet or carton (18 digits).' };
      return { ...state, step: 'posting', pending: { kind: state.step === 'missing' ? 'missing' : 'receive', sscc }, error: null };
    }
    case 'MISSING_MODE':
      if (state.step === 'posting') return state;
      return { ...state, step: state.step === 'missing' ? 'receive' : 'missing', error: null };
    case 'RECEIVED':
      if (state.step !== 'posting') return state;
      return { step: 'receive', pending: null, last: { kind: 'receive', result: event.result }, error: null };
    case 'MISSING_RECORDED':
      if (state.step !== 'posting') return state;
      return {
        step: 'receive',
        pending: null,
        last: { kind: 'missing', sscc: event.sscc, asnNumber: event.asnNumber, asnStatus: event.asnStatus },
        error: null,
      };
    case 'FAILED':
      if (state.step !== 'posting') return state;
      return { ...state, step: state.pending?.kind === 'missing' ? 'missing' : 'receive', pending: null, error: event.message };
  }
}
