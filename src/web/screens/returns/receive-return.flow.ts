import type { ReturnReceived } from '../../../shared/contracts/returns/schemas';
import { t } from '../../../shared/i18n';
import type { ScanKind } from '../../../shared/scan';

/**
 * Receipt of a customer return on the handheld as a pure state machine: scan the return order (its
 * number, or a serial open on it: that serial counts as scanned), scan its serials (each checked by the
 * server before it counts: a serial never shipped to the customer is refused with the reason), F4 posts
 * 651 once through usePosting (the draft and its key survive a reload: posting again replays).
 *
 *   order --ORDER--> serials --SERIAL--> serials --POST--> posting --POSTED--> done --ORDER--> serials
 *                      ^  REMOVE / ERROR (stays)             |
 *                      +-------------FAILED------------------+      serials --BACK--> order
 */
export const name = 'receive-return';

export const accepts = {
  order: ['order', 'serial'],
  serials: ['serial'],
  posting: [],
  done: ['order', 'serial'],
} as const satisfies Record<string, readonly ScanKind[]>;

export type ReceiveReturnStep = keyof typeof accepts;

export interface ReceiveReturnState {
  step: ReceiveReturnStep;
  rmaNumber: string | null;
  serials: string[];
  result: ReturnReceived | null;
  error: string | null;
}

export type ReceiveReturnEvent =
  /** the order was found (by its number or a serial open on it: `serial` then counts as scanned) */
  | { type: 'ORDER'; rmaNumber: string; serial?: string | undefined }
  /** a serial the server accepted for the order */
  | { type: 'SERIAL'; serial: string }
  | { type: 'REMOVE'; serial: string }
  | { type: 'POST' }
  | { type: 'POSTED'; result: ReturnReceived }
  | { type: 'FAILED'; message: string }
  /** a scan refused before it changed anything: the step stays, its field shows why */
  | { type: 'ERROR'; message: string }
  | { type: 'BACK' };

export const initial = (): ReceiveReturnState => ({ step: 'order', rmaNumber: null, serials: [], result: null, error: null });

export function step(state: ReceiveReturnState, event: ReceiveReturnEvent): ReceiveReturnState {
  switch (event.type) {
    case 'ORDER':
      return { ...initial(), step: 'serials', rmaNumber: event.rmaNumber, serials: event.serial ? [event.serial] : [] };
    case 'SERIAL': {
      if (state.step !== 'serials') return state;
      if (state.serials.includes(event.serial)) return { ...state, error: t('rma.serialScannedAlready', { serial: event.serial }) };
      return { ...state, serials: [...state.serials, event.serial], error: null };
    }
    case 'REMOVE':
      return { ...state, serials: state.serials.filter((s) => s !== event.serial), error: null };
    case 'POST':
      if (state.step !== 'serials') return state;
      return state.serials.length > 0 ? { ...state, step: 'posting', error: null } : { ...state, error: t('rma.scanOneSerial') };
    case 'POSTED':
      return { ...state, step: 'done', result: event.result, serials: [], error: null };
    case 'FAILED':
      return { ...state, step: 'serials', error: event.message };
    case 'ERROR':
      return { ...state, error: event.message };
    case 'BACK':
      return state.step === 'serials' ? initial() : state;
  }
}

/** The body the state posts, or null when no serial is scanned. */
export function receiveRequest(state: ReceiveReturnState): { rmaNumber: string; serials: string[] } | null {
  if (!state.rmaNumber || state.serials.length === 0) return null;
  return { rmaNumber: state.rmaNumber, serials: state.serials };
}
