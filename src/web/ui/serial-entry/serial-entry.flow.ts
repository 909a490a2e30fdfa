import { type Gs1Data, gtinMatches, readScan } from '../../../shared/gs1';
import { t } from '../../../shared/i18n';
import { normalizeScan, type ScanKind } from '../../../shared/scan';

/**
 * Serial entry (spec sections 2, 4, 5, 8) as a pure state machine: the reducer holds the spec's
 * state; the async steps (validate a serial, load the bulk list, load a material document's
 * serials) are plain functions that return the action to apply and, when they fail, the error
 * text for the global alert. No DOM here; SerialEntry.tsx is the thin component. Nothing is
 * posted here: Done hands the added serials to the screen that asked (goods receipt, put-away).
 *
 *   idle --started--> pending (serial | materialDoc | bulk) --serialAdded / bulkLoaded / materialDocLoaded / *Failed--> idle
 *   idle --rowToggled / selectAllChanged / bulkOff / serialChanged--> idle        Done: finishSerialEntry
 */
export const name = 'serial-entry';

/** The Serial field takes serials (plain or GS1 with AI 21), the Material Doc field documents. */
export const accepts: readonly ScanKind[] = ['serial', 'materialDocument'];

export interface SerialRow {
  serialNumber: string;
  isSerialAdded: boolean;
}

export type SerialEntryPending = 'serial' | 'materialDoc' | 'bulk' | null;

export interface SerialEntryState {
  /** current Serial input */
  serial: string;
  /** current Material Doc input */
  materialDoc: string;
  serialDisplayList: SerialRow[];
  bulkMode: boolean;
  /** the select-all checkbox of bulk mode */
  bulkSelect: boolean;
  readOnly: boolean;
  displayMaterialDoc: boolean;
  displayBulkMode: boolean;
  /** how many serials may be added; null: no limit */
  quantity: number | null;
  /** an async step in flight */
  pending: SerialEntryPending;
}

export interface SerialEntryOptions {
  quantity?: number | string | null;
  /** serials already captured (shown as added) */
  initialSerials?: readonly string[];
  readOnly?: boolean;
  displayMaterialDoc?: boolean;
  displayBulkMode?: boolean;
}

/** A quantity as the route or the document gives it ('5', '5.000', 5); null when there is none. */
export function parseQuantity(q: number | string | null | undefined): number | null {
  if (q === null || q === undefined || q === '') return null;
  const n = typeof q === 'number' ? q : Number(String(q).trim());
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function initial(options: SerialEntryOptions = {}): SerialEntryState {
  const seen = new Set<string>();
  const rows: SerialRow[] = [];
  for (const s of options.initialSerials ?? []) {
    const t = normalizeScan(s);
    if (t && !seen.has(t)) {
      seen.add(t);
      rows.push({ serialNumber: t, isSerialAdded: true });
    }
  }
  return {
    serial: '',
    materialDoc: '',
    serialDisplayList: rows,
    bulkMode: false,
    bulkSelect: false,
    readOnly: !!options.readOnly,
    displayMaterialDoc: !!options.displayMaterialDoc,
    displayBulkMode: !!options.displayBulkMode,
    quantity: parseQuantity(options.quantity),
    pending: null,
  };
}

export type SerialEntryEvent =
  | { type: 'serialChanged'; value: string }
  | { type: 'materialDocChanged'; value: string }
  | { type: 'started'; what: Exclude<SerialEntryPending, null> }
  /** a validated serial: appended as added, input cleared */
  | { type: 'serialAdded'; serial: string }
  /** a refused serial: the failed input is cleared */
  | { type: 'serialFailed' }
  /** bulk mode on: the server's list arrived */
  | { type: 'bulkLoaded'; serials: readonly string[] }
  | { type: 'bulkFailed' }
  | { type: 'bulkOff' }
  | { type: 'rowToggled'; index: number }
  | { type: 'selectAllChanged'; checked: boolean }
  /** a material document's serials arrived: missing ones added as added, input cleared */
  | { type: 'materialDocLoaded'; serials: readonly string[] }
  | { type: 'materialDocFailed' };

function addMissing(rows: SerialRow[], serials: readonly string[], added: boolean): SerialRow[] {
  const present = new Set(rows.map((r) => r.serialNumber));
  const next = [...rows];
  for (const s of serials) {
    const t = normalizeScan(String(s));
    if (t && !present.has(t)) {
      present.add(t);
      next.push({ serialNumber: t, isSerialAdded: added });
    }
  }
  return next;
}

const doneWith = (state: SerialEntryState, what: SerialEntryPending): SerialEntryPending => (state.pending === what ? null : state.pending);

export function step(state: SerialEntryState, action: SerialEntryEvent): SerialEntryState {
  switch (action.type) {
    case 'serialChanged':
      return state.readOnly ? state : { ...state, serial: action.value };
    case 'materialDocChanged':
      return state.readOnly ? state : { ...state, materialDoc: action.value };
    case 'started':
      return state.readOnly ? state : { ...state, pending: action.what };
    case 'serialAdded': {
      if (state.readOnly) return state;
      const pending = doneWith(state, 'serial');
      const at = state.serialDisplayList.findIndex((r) => r.serialNumber === action.serial);
      // present already (the bulk list arrived meanwhile): mark it instead of listing it twice
      const serialDisplayList =
        at === -1
          ? [...state.serialDisplayList, { serialNumber: action.serial, isSerialAdded: true }]
          : state.serialDisplayList.map((r, i) => (i === at ? { ...r, isSerialAdded: true } : r));
      return { ...state, serialDisplayList, serial: '', pending };
    }
    case 'serialFailed':
      return { ...state, serial: '', pending: doneWith(state, 'serial') };
    case 'bulkLoaded':
      if (state.readOnly) return state;
      return {
        ...state,
        bulkMode: true,
        serialDisplayList: addMissing(state.serialDisplayList, action.serials, false),
        pending: doneWith(state, 'bulk'),
      };
    case 'bulkFailed':
      return { ...state, bulkMode: false, pending: doneWith(state, 'bulk') };
    case 'bulkOff':
      if (state.readOnly) return state;
      return {
        ...state,
        bulkMode: false,
        bulkSelect: false,
        serialDisplayList: state.serialDisplayList.filter((r) => r.isSerialAdded),
      };
    case 'rowToggled': {
      if (state.readOnly) return state;
      const row = state.serialDisplayList[action.index];
      if (!row) return state;
      let serialDisplayList: SerialRow[];
      if (!row.isSerialAdded) {
        serialDisplayList = state.serialDisplayList.map((r, i) => (i === action.index ? { ...r, isSerialAdded: true } : r));
      } else if (state.bulkMode) {
        serialDisplayList = state.serialDisplayList.map((r, i) => (i === action.index ? { ...r, isSerialAdded: false } : r));
      } else {
        serialDisplayList = state.serialDisplayList.filter((_, i) => i !== action.index);
      }
      return { ...state, serialDisplayList };
    }
    case 'selectAllChanged':
      if (state.readOnly) return state;
      return {
        ...state,
        bulkSelect: action.checked,
        serialDisplayList: state.serialDisplayList.map((r) => ({ ...r, isSerialAdded: action.checked })),
      };
    case 'materialDocLoaded':
      if (state.readOnly) return state;
      return {
        ...state,
        serialDisplayList: addMissing(state.serialDisplayList, action.serials, true),
        materialDoc: '',
        pending: doneWith(state, 'materialDoc'),
      };
    case 'materialDocFailed':
      return { ...state, materialDoc: '', pending: doneWith(state, 'materialDoc') };
  }
}

/** The serials marked added, in list order. */
export function addedSerials(state: SerialEntryState): string[] {
  return state.serialDisplayList.filter((r) => r.isSerialAdded).map((r) => r.serialNumber);
}

/**
 * Spec section 8: serial and material-doc errors read as the server response's message field if
 * present, else the thrown error's message.
 */
export function serialErrorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { body?: { message?: unknown }; response?: { data?: { message?: unknown } }; message?: unknown };
    const fromResponse = e.body?.message ?? e.response?.data?.message;
    if (typeof fromResponse === 'string' && fromResponse) return fromResponse;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  if (typeof error === 'string' && error) return error;
  return t('unknownError');
}

/** What the screen supplies: the validation call and the two lookups (spec section 7: paths per screen). */
export interface SerialEntryServices {
  /** checks one serial; reject (throw) to refuse it, the error's message is shown */
  validateSerial?: (serial: string) => Promise<unknown>;
  /** the server's serial list for bulk mode */
  fetchBulkSerials?: () => Promise<readonly string[]>;
  /** the serials of a material document */
  fetchMaterialDocSerials?: (materialDoc: string) => Promise<readonly string[]>;
  /** GTINs of the material: a GS1 scan's AI 01 must be one of them */
  gtins?: readonly string[];
}

export interface Outcome {
  action: SerialEntryEvent;
  /** text for the global error alert when the step failed */
  error?: string;
}

/**
 * What the scanned or typed text names as a serial: plain text, or AI 21 of a GS1 barcode whose
 * AI 01 (when present) is one of the material's GTINs. A GS1 barcode with an application
 * identifier nobody knows is not refused: the serial read before that AI counts, and without one
 * the scan is taken as a plain serial (the serial check decides).
 */
export function serialFromScan(text: string, gtins?: readonly string[]): { serial: string } | { error: string } {
  const reading = readScan(text);
  if (reading.kind === 'invalid') {
    if (reading.code !== 'GS1_UNKNOWN_AI') return { error: reading.message };
    if (reading.partial?.serial) return serialFromGs1(reading.partial, gtins);
    return { serial: reading.text ?? normalizeScan(text) };
  }
  if (reading.kind === 'plain') return { serial: reading.text };
  return serialFromGs1(reading.data, gtins);
}

function serialFromGs1(data: Gs1Data, gtins?: readonly string[]): { serial: string } | { error: string } {
  const { serial, gtin } = data;
  if (!serial) return { error: t('serialNotInBarcode') };
  if (gtin && gtins && gtins.length > 0 && !gtinMatches(gtin, gtins)) return { error: t('serialGtinMismatch', { gtin }) };
  return { serial };
}

/**
 * A serial entered by Enter, Tab or '+': refused when already in the list ('Serial already
 * entered'), then checked by the screen's validation call; on success appended as added.
 * Returns undefined for an empty input (nothing happens).
 */
export async function enterSerial(state: SerialEntryState, input: string, services: SerialEntryServices): Promise<Outcome | undefined> {
  if (state.readOnly) return undefined;
  const text = normalizeScan(input);
  if (!text) return undefined;
  const read = serialFromScan(text, services.gtins);
  if ('error' in read) return { action: { type: 'serialFailed' }, error: read.error };
  const serial = read.serial;
  if (state.serialDisplayList.some((r) => r.serialNumber === serial)) {
    return { action: { type: 'serialFailed' }, error: t('serialAlreadyEntered') };
  }
  if (services.validateSerial) {
    try {
      await services.validateSerial(serial);
    } catch (error) {
      return { action: { type: 'serialFailed' }, error: serialErrorText(error) };
    }
  }
  return { action: { type: 'serialAdded', serial } };
}

/** Bulk mode on: fetch the server's serial list. */
export async function loadBulkSerials(services: SerialEntryServices): Promise<Outcome> {
  if (!services.fetchBulkSerials) return { action: { type: 'bulkLoaded', serials: [] } };
  try {
    const serials = await services.fetchBulkSerials();
    return { action: { type: 'bulkLoaded', serials: Array.isArray(serials) ? serials : [] } };
  } catch (error) {
    return { action: { type: 'bulkFailed' }, error: serialErrorText(error) };
  }
}

/** A material doc entered: fetch its serials. Returns undefined for an empty input. */
export async function enterMaterialDoc(
  state: SerialEntryState,
  input: string,
  services: SerialEntryServices,
): Promise<Outcome | undefined> {
  if (state.readOnly) return undefined;
  const doc = normalizeScan(input);
  if (!doc) return undefined;
  const none = { action: { type: 'materialDocFailed' } as const, error: t('materialDocNoSerials', { matDoc: doc }) };
  if (!services.fetchMaterialDocSerials) return none;
  try {
    const serials = await services.fetchMaterialDocSerials(doc);
    // a document without serials of this material says so instead of doing nothing
    if (!Array.isArray(serials) || serials.length === 0) return none;
    return { action: { type: 'materialDocLoaded', serials } };
  } catch (error) {
    return { action: { type: 'materialDocFailed' }, error: serialErrorText(error) };
  }
}

/**
 * Done: more serials marked added than the quantity is 'Serial quantity is more than quantity';
 * otherwise the continue action runs with the added serials.
 */
export function finishSerialEntry(state: SerialEntryState): { ok: true; serials: string[] } | { ok: false; error: string } {
  const serials = addedSerials(state);
  if (state.quantity !== null && serials.length > state.quantity) return { ok: false, error: t('serialQuantityTooHigh') };
  return { ok: true, serials };
}
