import type { PickLine } from '../../../shared/contracts/deliveries/schemas';
import { gtinMatches, readScan } from '../../../shared/gs1';
import { showQuantity, t } from '../../../shared/i18n';
import { readQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import { toMilliUnits } from '../../../shared/quantity';
import { normalizeScan, type ScanKind } from '../../../shared/scan';
import { lineQuantityProblem } from '../warehouse/line-scan';

/**
 * Picking one line of a delivery's PICK transfer order on the handheld, as a pure state
 * machine: scan the bin, the material, the quantity (scanned or typed), the serials of a
 * serialized material (the server refuses one that is not in the bin), and for a short pick the
 * reason; then one posting through usePosting. The rest of a short pick stays open, or goes to
 * the differences bin when `toDifference` is set.
 *
 *   bin --scan--> material --scan--> quantity --+--full--> (serials --n scans-->) ready --postStarted--> posting --postSucceeded--> done
 *                                               +--short--> (serials) --> reason --scan--> ready           |
 *                                                                        ^-------------postFailed----------+
 *   unscan (a serial's − / Undo last scan) in serials, reason or ready: back to serials for one more (the
 *   scans are kept after a failed posting, so only the refused one is taken back)
 *   stepBack (F2): material -> bin, quantity -> material, serials/reason/ready -> quantity
 */
export const name = 'pick';

export const accepts = {
  bin: ['bin'],
  material: ['material', 'gtin'],
  quantity: ['quantity'],
  serials: ['serial'],
  reason: [],
  ready: [],
  posting: [],
  done: [],
} as const satisfies Record<string, readonly ScanKind[]>;

export type PickStep = keyof typeof accepts;

export interface PickState {
  deliveryNumber: string;
  line: PickLine;
  step: PickStep;
  quantity: string;
  serials: string[];
  shortReason: string;
  toDifference: boolean;
  error: string | null;
  result: { matDoc: string; deliveryStatus: string; remainder: { lineNo: number; quantity: string } | null } | null;
}

export function initial(deliveryNumber: string, line: PickLine): PickState {
  return { deliveryNumber, line, step: 'bin', quantity: '', serials: [], shortReason: '', toDifference: false, error: null, result: null };
}

export type PickEvent =
  | { type: 'scanned'; text: string }
  | { type: 'toggleDifference' }
  /** a scan the server refused at once (a serial not in the bin): shown, nothing changes */
  | { type: 'refused'; error: string }
  | { type: 'postStarted' }
  | { type: 'postSucceeded'; result: NonNullable<PickState['result']> }
  | { type: 'postFailed'; error: string }
  /** one scanned serial taken back (its − button, or Undo last scan): the line asks for one more */
  | { type: 'unscan'; serial: string }
  | { type: 'stepBack' };

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
const short = (s: PickState) => toMilliUnits(s.quantity) < toMilliUnits(s.line.quantity);

export function stepLabel(s: PickState): string {
  switch (s.step) {
    case 'bin':
      return t('dlv.pickScanBin', { bin: s.line.sourceBin });
    case 'material':
      return t('dlv.pickScanMaterial', { material: s.line.material });
    case 'quantity':
      return t('dlv.pickQuantity', { quantity: showQuantity(s.line.quantity) });
    case 'serials':
      return t('dlv.pickScanSerial', { serial: s.serials.length + 1, quantity: showQuantity(s.quantity) });
    case 'reason':
      return t('dlv.pickReason');
    case 'ready':
      return t('dlv.pickConfirm');
    case 'posting':
      return t('scanBusy');
    case 'done':
      return t('dlv.pickPicked');
  }
}

/** After the quantity and serials: the reason of a short pick, else ready to post. */
function next(s: PickState): PickState {
  if (s.line.serialized && BigInt(s.serials.length) * 1000n < toMilliUnits(s.quantity)) return { ...s, step: 'serials', error: null };
  return { ...s, step: short(s) && !s.shortReason ? 'reason' : 'ready', error: null };
}

export function step(s: PickState, event: PickEvent): PickState {
  switch (event.type) {
    case 'postStarted':
      return s.step === 'ready' ? { ...s, step: 'posting', error: null } : s;
    case 'postSucceeded':
      return { ...s, step: 'done', error: null, result: event.result };
    case 'postFailed':
      // the scans stay: the operator takes the refused serial back (unscan) and scans another, or confirms again
      return { ...s, step: 'ready', error: event.error };
    case 'unscan': {
      if (!['serials', 'reason', 'ready'].includes(s.step) || !s.serials.includes(event.serial)) return s;
      return next({ ...s, serials: s.serials.filter((x) => x !== event.serial) });
    }
    case 'refused':
      return { ...s, error: event.error };
    case 'toggleDifference':
      return { ...s, toDifference: !s.toDifference };
    case 'stepBack': {
      const back: Partial<Record<PickStep, PickStep>> = {
        material: 'bin',
        quantity: 'material',
        serials: 'quantity',
        reason: 'quantity',
        ready: 'quantity',
      };
      const to = back[s.step];
      return to ? { ...s, step: to, serials: [], shortReason: '', error: null } : s;
    }
    case 'scanned':
      break;
  }
  const text = normalizeScan(event.text);
  if (!text) return s;
  const { line } = s;
  switch (s.step) {
    case 'bin':
      if (!same(text, line.sourceBin)) return { ...s, error: t('transferOrderSourceMismatch', { bin: text, expected: line.sourceBin }) };
      return { ...s, step: 'material', error: null };
    case 'material': {
      if (!isLineMaterial(line, text))
        return { ...s, error: t('transferOrderMaterialMismatch', { material: text, expected: line.material }) };
      return { ...s, step: 'quantity', error: null };
    }
    case 'quantity': {
      // typed in the reader's locale ("1,5"), or scanned with the scanner's "."
      const quantity = readQuantity(text);
      if (quantity === null) return { ...s, error: unreadableQuantity(text) };
      const problem = lineQuantityProblem(quantity, line);
      if (problem) return { ...s, error: problem };
      return next({ ...s, quantity, serials: [], shortReason: '' });
    }
    case 'serials':
      if (s.serials.includes(text)) return { ...s, error: t('serialAlreadyEntered') };
      return next({ ...s, serials: [...s.serials, text] });
    case 'reason':
      return { ...s, shortReason: text.slice(0, 60), step: 'ready', error: null };
    default:
      return s;
  }
}

/** The material number, one of its GTINs, or a GS1 scan with one of them. */
function isLineMaterial(line: PickLine, text: string): boolean {
  if (same(text, line.material) || gtinMatches(text, line.gtins)) return true;
  const reading = readScan(text);
  return reading.kind === 'gs1' && !!reading.data.gtin && gtinMatches(reading.data.gtin, line.gtins);
}

/** The pick confirmation once ready, else null. */
export function pickRequest(s: PickState) {
  if (s.step !== 'ready' && s.step !== 'posting') return null;
  return {
    sourceBin: s.line.sourceBin,
    material: s.line.material,
    quantity: s.quantity,
    ...(s.line.batch ? { batch: s.line.batch } : {}),
    ...(s.line.serialized ? { serials: s.serials } : {}),
    ...(short(s) ? { shortReason: s.shortReason, remainder: s.toDifference ? ('DIFFERENCE' as const) : ('OPEN' as const) } : {}),
  };
}
