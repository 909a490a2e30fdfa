import type { PoGoodsReceiptRequest, StoGoodsReceiptRequest } from '../../../shared/contracts/goods-receipt/schemas';
import { errorText } from '../../../shared/errors';
import { showQuantity, t } from '../../../shared/i18n';
import { readQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import { type MaterialLine, lineProblem as materialLineProblem } from '../../../shared/line-rules';
import { quantityProblem, quantityProblemText, toMilliUnits } from '../../../shared/quantity';
import type { ScanKind } from '../../../shared/scan';

/**
 * Goods receipt by purchase order or stock transport order as a pure state machine (no DOM):
 * the operator sets quantities (or captures serials), storage location, batch and the header
 * fields; the flow builds one request, which usePosting posts once with the flow's idempotency
 * key, so a retry after a lost connection or a reload never posts twice.
 *
 *   editing --postStarted--> posting --postSucceeded--> posted
 *      ^  ^                     |
 *      |  +--(any change)--+    +--postFailed--> failed
 *      +-------------------+--------------------------+
 *   posting --postQueued (no network: the receipt waits in the offline journal)--> queued
 */
export const name = 'gr';

/** The serial screen takes serials; the quantities are typed. */
export const accepts: readonly ScanKind[] = ['quantity', 'serial', 'batch', 'storageLocation'];

export type ReceiptKind = 'PO' | 'STO';

export interface ReceiptLine {
  itemNo: number;
  material: string;
  description: string;
  serialized: boolean;
  batchManaged: boolean;
  /** most that may still be received (PO: open + tolerance; STO: in transit) */
  max: string;
  /** typed quantity; for serialized items the planned count until serials are captured */
  quantity: string;
  sloc: string;
  batch: string;
  serials: string[];
}

export type GoodsReceiptStatus = 'editing' | 'posting' | 'posted' | 'failed' | 'queued';

export interface GoodsReceiptState {
  kind: ReceiptKind;
  number: string;
  lines: ReceiptLine[];
  reference: string;
  postingDate: string;
  headerText: string;
  status: GoodsReceiptStatus;
  error: string | null;
  result: { matDoc: string; transferOrder: string | null; grBin: string | null; putawayWarning: string | null; replayed: boolean } | null;
}

export interface ReceiptItemSource {
  itemNo: number;
  material: string;
  materialDescription: string;
  serialized: boolean;
  batchManaged: boolean;
  sloc: string;
  max: string;
  closed: boolean;
}

const isOpen = (i: ReceiptItemSource) => !i.closed && toMilliUnits(i.max) > 0n;

function freshLine(i: ReceiptItemSource): ReceiptLine {
  return {
    itemNo: i.itemNo,
    material: i.material,
    description: i.materialDescription,
    serialized: i.serialized,
    batchManaged: i.batchManaged,
    max: i.max,
    quantity: '',
    sloc: i.sloc,
    batch: '',
    serials: [],
  };
}

export function initial(kind: ReceiptKind, number: string, items: readonly ReceiptItemSource[], today: string): GoodsReceiptState {
  return {
    kind,
    number,
    lines: items.filter(isOpen).map(freshLine),
    reference: '',
    postingDate: today,
    headerText: '',
    status: 'editing',
    error: null,
    result: null,
  };
}

/**
 * A draft restored from an earlier visit meets the order as it is now: items closed or fully
 * received since then leave the draft (and the operator is told), the others take the current
 * receivable maximum, newly open items join; what was typed on the remaining lines is kept.
 */
function reconcile(state: GoodsReceiptState, items: readonly ReceiptItemSource[]): GoodsReceiptState {
  const kept = new Map(state.lines.map((l) => [l.itemNo, l]));
  const lines = items.filter(isOpen).map((i) => {
    const line = kept.get(i.itemNo);
    return line ? { ...line, max: i.max } : freshLine(i);
  });
  const open = new Set(lines.map((l) => l.itemNo));
  const gone = state.lines.filter((l) => !open.has(l.itemNo)).map((l) => l.itemNo);
  const same =
    lines.length === state.lines.length && lines.every((l, k) => l.itemNo === state.lines[k]?.itemNo && l.max === state.lines[k]?.max);
  if (same) return state;
  const error = gone.length > 0 ? t('receiptItemsClosedMeanwhile', { items: gone.join(', ') }) : state.error;
  return { ...state, lines, error };
}

export type GoodsReceiptEvent =
  | { type: 'quantityChanged'; itemNo: number; value: string }
  | { type: 'slocChanged'; itemNo: number; value: string }
  | { type: 'batchChanged'; itemNo: number; value: string }
  | { type: 'serialsCaptured'; itemNo: number; serials: string[] }
  | { type: 'referenceChanged'; value: string }
  | { type: 'postingDateChanged'; value: string }
  | { type: 'headerTextChanged'; value: string }
  | { type: 'postStarted' }
  | { type: 'postSucceeded'; result: NonNullable<GoodsReceiptState['result']> }
  | { type: 'postFailed'; error: string }
  /** no network: the receipt waits in the offline journal */
  | { type: 'postQueued' }
  /** the order as loaded now (a restored draft is reconciled with it) */
  | { type: 'orderLoaded'; items: readonly ReceiptItemSource[] };

const editable = (s: GoodsReceiptState) => s.status === 'editing' || s.status === 'failed';

function updateLine(state: GoodsReceiptState, itemNo: number, change: (l: ReceiptLine) => ReceiptLine): GoodsReceiptState {
  return { ...state, error: null, status: 'editing', lines: state.lines.map((l) => (l.itemNo === itemNo ? change(l) : l)) };
}

export function step(state: GoodsReceiptState, action: GoodsReceiptEvent): GoodsReceiptState {
  switch (action.type) {
    case 'postStarted':
      return state.status === 'posting' || state.status === 'posted' ? state : { ...state, status: 'posting', error: null };
    case 'postSucceeded':
      return { ...state, status: 'posted', error: null, result: action.result };
    case 'postFailed':
      return { ...state, status: 'failed', error: action.error };
    case 'postQueued':
      return state.status === 'posting' ? { ...state, status: 'queued', error: null } : state;
    default:
      break;
  }
  // nothing changes while a posting is in flight or after it succeeded
  if (!editable(state)) return state;
  switch (action.type) {
    case 'quantityChanged':
      return updateLine(state, action.itemNo, (l) => ({ ...l, quantity: action.value.trim() }));
    case 'slocChanged':
      return updateLine(state, action.itemNo, (l) => ({ ...l, sloc: action.value }));
    case 'batchChanged':
      return updateLine(state, action.itemNo, (l) => ({ ...l, batch: action.value.trim().toUpperCase() }));
    case 'serialsCaptured':
      // the received quantity of a serialized item is the number of serials marked added
      return updateLine(state, action.itemNo, (l) => ({ ...l, serials: [...action.serials], quantity: String(action.serials.length) }));
    case 'referenceChanged':
      return { ...state, reference: action.value };
    case 'postingDateChanged':
      return { ...state, postingDate: action.value };
    case 'headerTextChanged':
      return { ...state, headerText: action.value };
    case 'orderLoaded':
      return reconcile(state, action.items);
  }
  return state;
}

export { readQuantity };

const unreadable = (line: ReceiptLine) => t('ledgerItem', { item: line.itemNo, message: unreadableQuantity(line.quantity) });

/** The lines the operator is receiving (a quantity above zero, or serials). */
export function receivingLines(state: GoodsReceiptState): ReceiptLine[] {
  return state.lines.filter((l) => {
    if (l.serialized) return l.serials.length > 0;
    const quantity = l.quantity === '' ? null : readQuantity(l.quantity);
    return quantity !== null && !quantityProblem(quantity);
  });
}

/** What is wrong with one line, or null. */
export function lineProblem(line: ReceiptLine): string | null {
  if (line.serialized) {
    if (line.serials.length === 0) return null;
    if (BigInt(line.serials.length) * 1000n > toMilliUnits(line.max))
      return t('receiptQuantityTooHigh', { item: line.itemNo, quantity: line.serials.length, max: showQuantity(line.max) });
    return null;
  }
  if (line.quantity === '') return null;
  const quantity = readQuantity(line.quantity);
  if (quantity === null) return unreadable(line);
  const problem = quantityProblem(quantity);
  if (problem) return t('ledgerItem', { item: line.itemNo, message: quantityProblemText[problem] });
  if (toMilliUnits(quantity) > toMilliUnits(line.max))
    return t('receiptQuantityTooHigh', { item: line.itemNo, quantity: showQuantity(quantity), max: showQuantity(line.max) });
  return materialRuleText(line, { material: line.material, serialized: false, batchManaged: line.batchManaged, batch: line.batch });
}

/** A material rule the line breaks (src/shared/line-rules.ts), in the receipt's words; null when it keeps them. */
function materialRuleText(line: ReceiptLine, material: MaterialLine): string | null {
  const problem = materialLineProblem(material);
  if (!problem) return null;
  if (problem.code === 'BATCH_REQUIRED') return t('receiptBatchNeeded', { item: line.itemNo, material: line.material });
  if (problem.code === 'SERIALS_COUNT')
    return t('receiptSerialsNeeded', { item: line.itemNo, count: problem.params.given ?? 0, quantity: showQuantity(material.quantity) });
  return t('ledgerItem', { item: line.itemNo, message: errorText(problem.code, problem.params) });
}

/** The request to post, or the first problem in the operator's words. */
export function buildReceiptRequest(
  state: GoodsReceiptState,
): { ok: true; body: PoGoodsReceiptRequest | StoGoodsReceiptRequest } | { ok: false; error: string } {
  for (const line of state.lines) {
    const problem = lineProblem(line);
    if (problem) return { ok: false, error: problem };
    // a quantity typed for a serialized item without its serials
    if (line.serialized && line.serials.length === 0 && line.quantity !== '' && line.quantity !== '0') {
      const quantity = readQuantity(line.quantity);
      if (quantity === null) return { ok: false, error: unreadable(line) };
      return {
        ok: false,
        error:
          materialRuleText(line, { material: line.material, serialized: true, quantity, serials: line.serials }) ??
          t('receiptSerialsNeeded', { item: line.itemNo, count: 0, quantity: showQuantity(quantity) }),
      };
    }
  }
  const lines = receivingLines(state);
  if (lines.length === 0) return { ok: false, error: t('receiptNothingToPost') };
  const items = lines.map((l) => ({
    itemNo: l.itemNo,
    quantity: l.serialized ? String(l.serials.length) : (readQuantity(l.quantity) as string),
    sloc: l.sloc,
    ...(l.batch ? { batch: l.batch } : {}),
    ...(l.serialized ? { serials: l.serials } : {}),
  }));
  const header = {
    ...(state.postingDate ? { postingDate: state.postingDate } : {}),
    ...(state.headerText.trim() ? { headerText: state.headerText.trim() } : {}),
  };
  const reference = state.reference.trim();
  if (state.kind === 'PO')
    return { ok: true, body: { purchaseOrderNo: state.number, ...header, ...(reference ? { deliveryNote: reference } : {}), items } };
  return { ok: true, body: { stoNumber: state.number, ...header, ...(reference ? { billOfLading: reference } : {}), items } };
}
