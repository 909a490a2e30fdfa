import type { CloseLotRequest, CloseLotResult, DecisionCode } from '../../../shared/contracts/quality/schemas';
import { t } from '../../../shared/i18n';
import { readOptionalQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import type { ScanKind } from '../../../shared/scan';

/**
 * The usage decision on the handheld (iqms/closelot) as a pure state machine: scan the lot, choose a
 * decision per undecided serial (a scanned serial is accepted unless chosen otherwise) or quantities
 * per decision for a non-serialized lot, F4 posts once through usePosting (the draft and its key
 * survive a reload, so posting again replays the first document).
 *
 *   lot --LOT--> decide --(CHOOSE | SERIAL | QUANTITY)--> decide --POST--> posting --POSTED--> done
 *                  ^  BACK -> lot                                            |         done --LOT--> decide
 *                  +------------------------FAILED----------------------------+
 *   A lot is looked up before LOT: an unknown one is an ERROR that keeps the lot field (and its focus).
 */
export const name = 'closelot';

export const accepts = {
  lot: ['inspectionLot'],
  decide: ['serial'],
  posting: [],
  done: ['inspectionLot'],
} as const satisfies Record<string, readonly ScanKind[]>;

export type CloseLotStep = keyof typeof accepts;

export interface CloseLotState {
  step: CloseLotStep;
  lotNumber: string | null;
  choices: Record<string, DecisionCode>;
  quantities: Partial<Record<DecisionCode, string>>;
  result: CloseLotResult | null;
  error: string | null;
}

export type CloseLotEvent =
  | { type: 'LOT'; lotNumber: string }
  | { type: 'CHOOSE'; serial: string; decision: DecisionCode | '' }
  | { type: 'SERIAL'; serial: string; open: readonly string[] }
  | { type: 'QUANTITY'; decision: DecisionCode; text: string }
  | { type: 'POST' }
  | { type: 'POSTED'; result: CloseLotResult }
  | { type: 'FAILED'; message: string }
  /** a scan refused before it changed anything (an unknown lot): the step stays, its field shows why */
  | { type: 'ERROR'; message: string }
  | { type: 'BACK' };

export const initial = (): CloseLotState => ({ step: 'lot', lotNumber: null, choices: {}, quantities: {}, result: null, error: null });

export function step(state: CloseLotState, event: CloseLotEvent): CloseLotState {
  switch (event.type) {
    case 'LOT': {
      const lotNumber = event.lotNumber.trim();
      if (!/^\d{10}$/.test(lotNumber)) return { ...state, error: t('qm.lotNumberDigits') };
      return { ...initial(), step: 'decide', lotNumber };
    }
    case 'CHOOSE': {
      const choices = { ...state.choices };
      if (event.decision) choices[event.serial] = event.decision;
      else delete choices[event.serial];
      return { ...state, choices, error: null };
    }
    case 'SERIAL': {
      const serial = event.serial.trim();
      if (!event.open.includes(serial)) return { ...state, error: t('qm.serialNotUndecided', { serial, lot: state.lotNumber ?? '' }) };
      return { ...state, choices: { ...state.choices, [serial]: state.choices[serial] ?? 'ACCEPT' }, error: null };
    }
    case 'QUANTITY':
      return { ...state, quantities: { ...state.quantities, [event.decision]: event.text }, error: null };
    case 'POST': {
      const unreadable = unreadableText(state);
      if (unreadable !== null) return { ...state, error: unreadableQuantity(unreadable) };
      return closeLotRequest(state) ? { ...state, step: 'posting', error: null } : { ...state, error: t('qm.decideOneUnit') };
    }
    case 'POSTED':
      return { ...state, step: 'done', result: event.result, choices: {}, quantities: {}, error: null };
    case 'FAILED':
      return { ...state, step: 'decide', error: event.message };
    case 'ERROR':
      return { ...state, error: event.message };
    case 'BACK':
      return state.step === 'decide' ? initial() : state;
  }
}

/** A typed quantity the reader's locale cannot read ("1,5,0"), or null when every one reads. */
function unreadableText(state: CloseLotState): string | null {
  return Object.values(state.quantities).find((text) => text !== undefined && readOptionalQuantity(text) === null) ?? null;
}

/** The body the state posts, or null when nothing is decided (or a typed quantity cannot be read). */
export function closeLotRequest(state: CloseLotState): CloseLotRequest | null {
  if (!state.lotNumber || unreadableText(state) !== null) return null;
  const bySerial = Object.entries(state.choices).map(([serial, decision]) => ({ serial, decision }));
  // quantities typed in the reader's notation ("1,5" in German), sent as the API writes them ("1.5")
  const byQuantity = Object.entries(state.quantities)
    .map(([decision, text]) => ({ decision: decision as DecisionCode, quantity: readOptionalQuantity(text ?? '') ?? '' }))
    .filter((d) => d.quantity !== '');
  const decisions = bySerial.length > 0 ? bySerial : byQuantity;
  return decisions.length > 0 ? { lotNumber: state.lotNumber, decisions } : null;
}
