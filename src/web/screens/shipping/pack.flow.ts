import type { HandlingUnitView } from '../../../shared/contracts/shipping/schemas';
import { t } from '../../../shared/i18n';
import { readQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import { addQuantities, displayQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';
import { normalizeScan, type ScanKind } from '../../../shared/scan';

/**
 * Packing one handling unit of a picked delivery on the handheld, as a pure state machine: scan
 * what goes in (a material, then its quantity; a picked serial, one unit each; the SSCC of a carton
 * to put on this pallet), then F4 closes the HU with packaging material and gross weight, and one
 * posting creates it with its SSCC. The server refuses more than the delivery holds and serials not
 * picked for it.
 *
 *   content --material--> quantity --number--> content
 *   content --serial / SSCC--> content
 *   content --close (F4)--> close --ready--> posting --postSucceeded--> done
 *                             ^------------------postFailed-----------+
 *   stepBack (F2): quantity -> content, close -> content
 *   unscan (a serial's − / Undo last scan) in content or close: the serial leaves its line -> content
 */
export const name = 'pack';

export const accepts = {
  content: ['material', 'serial', 'handlingUnit'],
  quantity: ['quantity'],
  close: [],
  posting: [],
  done: [],
} as const satisfies Record<string, readonly ScanKind[]>;

export type PackStep = keyof typeof accepts;

export interface PackItem {
  material: string;
  serialized: boolean;
  serials: string[];
}

export interface PackLine {
  material: string;
  quantity: string;
  serials: string[];
}

export interface PackState {
  deliveryNumber: string;
  items: PackItem[];
  step: PackStep;
  lines: PackLine[];
  handlingUnits: string[];
  material: string | null;
  packagingMaterial: string;
  grossWeight: string;
  error: string | null;
  result: Pick<HandlingUnitView, 'huNumber' | 'sscc' | 'deliveryStatus'> | null;
}

export function initial(deliveryNumber: string, items: PackItem[]): PackState {
  return {
    deliveryNumber,
    items,
    step: 'content',
    lines: [],
    handlingUnits: [],
    material: null,
    packagingMaterial: 'CARTON',
    grossWeight: '',
    error: null,
    result: null,
  };
}

export type PackEvent =
  | { type: 'scanned'; text: string }
  | { type: 'close' }
  | { type: 'setPackaging'; value: string }
  | { type: 'setWeight'; value: string }
  | { type: 'postStarted' }
  | { type: 'postSucceeded'; result: NonNullable<PackState['result']> }
  | { type: 'postFailed'; error: string }
  /** a scan the server refused at once (validate-equipment): shown, nothing changes */
  | { type: 'refused'; error: string }
  /** one packed serial taken back (its − button, or Undo last scan) */
  | { type: 'unscan'; serial: string }
  | { type: 'stepBack' };

/** An SSCC as scanned: `(00)` + 18 digits, `00` + 18 digits, or the 18 digits. */
export function ssccOf(text: string): string | null {
  const m = /^(?:\]C1)?(?:\(00\)|00)?(\d{18})$/.exec(text);
  return m ? (m[1] as string) : null;
}

export function stepLabel(s: PackState): string {
  switch (s.step) {
    case 'content':
      return t('shp.packScan');
    case 'quantity':
      return t('shp.packQuantityOf', { material: s.material });
    case 'close':
      return t('shp.packClose');
    case 'posting':
      return t('scanBusy');
    case 'done':
      return t('shp.packed');
  }
}

const upper = (text: string) => text.toUpperCase();

export function step(s: PackState, event: PackEvent): PackState {
  switch (event.type) {
    case 'close':
      if (s.step !== 'content') return s;
      if (s.lines.length === 0 && s.handlingUnits.length === 0) return { ...s, error: t('shp.packNothing') };
      return { ...s, step: 'close', packagingMaterial: s.handlingUnits.length > 0 ? 'PALLET' : s.packagingMaterial, error: null };
    case 'setPackaging':
      return { ...s, packagingMaterial: upper(event.value).slice(0, 20) };
    case 'setWeight':
      return { ...s, grossWeight: event.value.slice(0, 14) };
    case 'postStarted':
      return s.step === 'close' ? { ...s, step: 'posting', error: null } : s;
    case 'postSucceeded':
      return { ...s, step: 'done', error: null, result: event.result };
    case 'postFailed':
      return { ...s, step: 'close', error: event.error };
    case 'stepBack':
      return s.step === 'quantity' || s.step === 'close' ? { ...s, step: 'content', material: null, error: null } : s;
    case 'refused':
      return { ...s, error: event.error };
    case 'unscan': {
      if (s.step !== 'content' && s.step !== 'close') return s;
      const lines = s.lines
        .map((l) => {
          const serials = l.serials.filter((x) => x !== event.serial);
          return serials.length === l.serials.length ? l : { ...l, serials, quantity: String(serials.length) };
        })
        .filter((l) => l.quantity !== '0');
      return { ...s, lines, step: 'content', error: null };
    }
    case 'scanned':
      break;
  }
  const text = normalizeScan(event.text);
  if (!text) return s;
  if (s.step === 'quantity') {
    // typed in the reader's locale ("1,5"), or scanned with the scanner's "."
    const quantity = readQuantity(text);
    if (quantity === null) return { ...s, error: unreadableQuantity(text) };
    const problem = quantityProblem(quantity);
    if (problem) return { ...s, error: quantityProblemText[problem] };
    const material = s.material as string;
    const existing = s.lines.find((l) => l.material === material && l.serials.length === 0);
    const lines = existing
      ? s.lines.map((l) => (l === existing ? { ...l, quantity: displayQuantity(addQuantities(l.quantity, quantity)) } : l))
      : [...s.lines, { material, quantity: displayQuantity(quantity), serials: [] }];
    return { ...s, lines, step: 'content', material: null, error: null };
  }
  if (s.step !== 'content') return s;
  const sscc = ssccOf(text);
  if (sscc) {
    if (s.handlingUnits.includes(sscc)) return { ...s, error: t('shp.packHuTwice', { sscc }) };
    return { ...s, handlingUnits: [...s.handlingUnits, sscc], error: null };
  }
  const item = s.items.find((i) => i.material === upper(text));
  if (item) {
    if (item.serialized) return { ...s, error: t('shp.packSerialized', { material: item.material }) };
    return { ...s, step: 'quantity', material: item.material, error: null };
  }
  const serialItem = s.items.find((i) => i.serials.some((x) => upper(x) === upper(text)));
  if (serialItem) {
    if (s.lines.some((l) => l.serials.some((x) => upper(x) === upper(text)))) return { ...s, error: t('serialAlreadyEntered') };
    const line = s.lines.find((l) => l.material === serialItem.material && l.serials.length > 0);
    const lines = line
      ? s.lines.map((l) => (l === line ? { ...l, quantity: String(l.serials.length + 1), serials: [...l.serials, text] } : l))
      : [...s.lines, { material: serialItem.material, quantity: '1', serials: [text] }];
    return { ...s, lines, error: null };
  }
  return { ...s, error: t('shp.packUnknown', { scan: text, delivery: s.deliveryNumber }) };
}

/** The serials packed so far, line by line in the order scanned. */
export const packedSerials = (s: PackState): string[] => s.lines.flatMap((l) => l.serials);

/** What is wrong with the typed gross weight (a number the reader's locale cannot read), or null. */
export const weightProblem = (s: PackState): string | null =>
  s.grossWeight.trim() && readQuantity(s.grossWeight) === null ? unreadableQuantity(s.grossWeight) : null;

/** The posting once the HU is closed, else null. */
export function packRequest(s: PackState) {
  if (s.step !== 'close' && s.step !== 'posting') return null;
  const weight = s.grossWeight.trim();
  return {
    deliveryNumber: s.deliveryNumber,
    packagingMaterial: s.packagingMaterial || 'CARTON',
    ...(weight ? { grossWeight: readQuantity(weight) ?? weight } : {}),
    lines: s.lines.map((l) => ({ material: l.material, quantity: l.quantity, ...(l.serials.length > 0 ? { serials: l.serials } : {}) })),
    handlingUnits: s.handlingUnits,
  };
}
