/**
 * The words a user reads for a field of a request: a refused field is named by
 * its label ("SSCC of pallet 1"), never by its path ("body.pallets.0.sscc"); the path stays in the
 * error body's `details.field` for API callers.
 *
 * A label comes from the schema first (`.meta({ title: 'Gross weight' })` on the field: the JSON
 * Schema keyword, so the OpenAPI document shows it too; on an array's element schema it names one
 * element: `title: 'Pallet'` -> "pallet 1"), then from the catalogue below by the field's key, then
 * from the key itself ("grossWeight" -> "Gross weight"). Array indexes become ordinal words of the
 * element ("items.1.quantity" -> "Quantity of item 2"). No zod import: the schema is walked through
 * the definitions zod 4 keeps on every schema, so the module is light enough for the browser.
 *
 * Labels and the words joining them come from the catalogue, read when a label is asked for: the
 * reader's language ("Menge, Zeile 2"). A title may be a catalogue key (`title: 'field.grossWeight'`).
 * A key neither the schema nor the catalogue names is put into (English) words.
 */
import { SOURCE_LANGUAGE, t, translator } from './i18n';
import type { MessageId } from './i18n/catalogue';
import type { FieldLabelId } from './i18n/validation';

/**
 * Labels of field keys used across contracts whose words the key alone does not give, as catalogue
 * keys (`field.*`): a label is read in the reader's language when a problem is named.
 */
export const FIELD_LABELS = {
  sscc: 'field.sscc',
  gtin: 'field.gtin',
  plant: 'field.plant',
  plantId: 'field.plant',
  sloc: 'field.storageLocation',
  slocId: 'field.storageLocation',
  storageLocation: 'field.storageLocation',
  bin: 'field.bin',
  binId: 'field.bin',
  warehouse: 'field.warehouse',
  warehouseId: 'field.warehouse',
  material: 'field.material',
  materialId: 'field.material',
  materialNumber: 'field.material',
  vendor: 'field.vendor',
  vendorId: 'field.vendor',
  customer: 'field.customer',
  customerNumber: 'field.customer',
  costCenter: 'field.costCentre',
  companyCode: 'field.companyCode',
  postingOpenMonths: 'field.openPostingMonths',
  movementType: 'field.movementType',
  purchaseOrderNo: 'field.purchaseOrder',
  stoNumber: 'field.stockTransportOrder',
  salesOrderNumber: 'field.salesOrder',
  deliveryNumber: 'field.delivery',
  shipmentNumber: 'field.shipment',
  handlingUnit: 'field.handlingUnit',
  handlingUnitNumber: 'field.handlingUnit',
  itemNo: 'field.itemNumber',
  qty: 'field.quantity',
  quantity: 'field.quantity',
  q: 'field.searchText',
  podDate: 'field.dateOfDelivery',
  shipDate: 'field.shipDate',
  postingDate: 'field.postingDate',
  documentDate: 'field.documentDate',
  pageSize: 'field.pageSize',
  serialNo: 'field.serialNumber',
  url: 'field.url',
  serialNumber: 'field.serialNumber',
  piDocumentNumber: 'field.physicalInventoryDocument',
  documentId: 'field.document',
  shippingPoint: 'field.shippingPoint',
  carrierCode: 'field.carrier',
  carrier: 'field.carrier',
  batch: 'field.batch',
  grossWeight: 'field.grossWeight',
  orderNumber: 'field.orderNumber',
  packagingMaterial: 'field.packagingMaterial',
  headerText: 'field.headerText',
  reason: 'field.reason',
  description: 'field.description',
  name: 'field.name',
  note: 'field.note',
  text: 'field.text',
  subject: 'field.subject',
  category: 'field.category',
  status: 'field.status',
  dateFrom: 'field.dateFrom',
  dateTo: 'field.dateTo',
  serials: 'field.serials',
  lines: 'field.lines',
  items: 'field.items',
} as const satisfies Record<string, FieldLabelId>;

/** What one element of an array is called, by the array's key (else the key made singular). */
export const ELEMENT_LABELS = {
  items: 'field.element.item',
  lines: 'field.element.line',
  pallets: 'field.element.pallet',
  cartons: 'field.element.carton',
  serials: 'field.element.serial',
  handlingUnits: 'field.element.handlingUnit',
  shipmentNumbers: 'field.element.shipment',
  deliveryNumbers: 'field.element.delivery',
  packages: 'field.element.package',
  counts: 'field.element.count',
  bins: 'field.element.bin',
} as const satisfies Record<string, FieldLabelId>;

const labelOf = (labels: Readonly<Record<string, FieldLabelId>>, key: string): string | undefined =>
  Object.hasOwn(labels, key) ? t(labels[key] as FieldLabelId) : undefined;

/** The parts of a zod 4 schema this module reads (`schema._zod.def`). */
interface SchemaLike {
  _zod?: { def?: Record<string, unknown> & { type?: string } };
  meta?: () => { title?: unknown } | undefined;
}

function titleOf(schema: SchemaLike | undefined): string | undefined {
  // the title may sit on a wrapper (optional, default, ...) or on what it wraps
  for (let s = schema, depth = 0; s && depth < 8; s = unwrapOnce(s), depth++) {
    const title = typeof s.meta === 'function' ? s.meta()?.title : undefined;
    if (typeof title === 'string' && title) return /^field\.[A-Za-z.]+$/.test(title) ? t(title as MessageId) : title;
  }
  return undefined;
}

function unwrapOnce(schema: SchemaLike): SchemaLike | undefined {
  const def = schema._zod?.def;
  if (!def) return undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return def.innerType as SchemaLike;
    case 'pipe':
      return def.in as SchemaLike;
    case 'lazy':
      return (def.getter as () => SchemaLike)();
    default:
      return undefined;
  }
}

/** The schema of `key` (a property name or an array index) inside `schema`, unwrapping as needed. */
function childOf(schema: SchemaLike | undefined, key: PropertyKey): SchemaLike | undefined {
  for (let s = schema, depth = 0; s && depth < 8; s = unwrapOnce(s), depth++) {
    const def = s._zod?.def;
    if (!def) return undefined;
    switch (def.type) {
      case 'object': {
        const shape = def.shape as Record<string, SchemaLike>;
        return typeof key === 'string' && Object.hasOwn(shape, key) ? shape[key] : (def.catchall as SchemaLike | undefined);
      }
      case 'array':
        return def.element as SchemaLike;
      case 'tuple':
        return (def.items as SchemaLike[])[Number(key)] ?? (def.rest as SchemaLike | undefined);
      case 'record':
        return def.valueType as SchemaLike;
      case 'union':
        for (const option of def.options as SchemaLike[]) {
          const inner = childOf(option, key);
          if (inner) return inner;
        }
        return undefined;
      case 'intersection':
        return childOf(def.left as SchemaLike, key) ?? childOf(def.right as SchemaLike, key);
    }
  }
  return undefined;
}

/** "grossWeight" -> "Gross weight", "delivery_number" -> "Delivery number". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A label inside a sentence: in English "Pallet" -> "pallet", acronyms ("SSCC", "PO item") stay; other
 * languages keep their capitals (German nouns are written so).
 */
function inSentence(label: string): string {
  if (translator().language !== SOURCE_LANGUAGE) return label;
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const isIndex = (key: PropertyKey): boolean => typeof key === 'number' || (typeof key === 'string' && /^\d+$/.test(key));

/**
 * The label of the field at `path` of a request part validated by `schema`: "SSCC of pallet 1",
 * "Quantity of item 2", "Gross weight", "Serial 4 of line 1". Without a schema the catalogue and the
 * keys decide. An empty path is the part itself: undefined.
 */
export function fieldLabel(schema: unknown, path: readonly PropertyKey[]): string | undefined {
  if (path.length === 0) return undefined;
  let current = schema as SchemaLike | undefined;
  let lastKey: string | undefined;
  let name: string | undefined;
  const elements: string[] = [];
  for (const key of path) {
    const parentKey = lastKey;
    const child = childOf(current, isIndex(key) ? Number(key) : key);
    if (isIndex(key)) {
      const noun =
        titleOf(child) ??
        (parentKey !== undefined ? (labelOf(ELEMENT_LABELS, parentKey) ?? humanizeKey(singular(parentKey))) : undefined) ??
        t('field.entry');
      elements.unshift(`${noun} ${Number(key) + 1}`);
      name = undefined;
    } else {
      lastKey = String(key);
      name = titleOf(child) ?? labelOf(FIELD_LABELS, lastKey) ?? humanizeKey(lastKey);
    }
    current = child;
  }
  if (name === undefined) {
    // the path ends at an element: "Serial 4 of line 1"
    const [first = t('field.entry'), ...rest] = elements;
    return rest.reduce((label, element) => t('field.of', { label, element: inSentence(element) }), first);
  }
  return elements.reduce((label, element) => t('field.of', { label, element: inSentence(element) }), name);
}

/** "body.pallets.0.sscc" / "/pallets/0/sscc" -> ["pallets", "0", "sscc"] (the request part dropped). */
export function pathKeys(path: string): string[] {
  return path
    .split(/[./]/)
    .filter((k) => k !== '')
    .filter((k, i) => !(i === 0 && ['body', 'query', 'querystring', 'params', 'headers'].includes(k)));
}

/**
 * A problem of a field as the user reads it: "SSCC of pallet 1: The SSCC check digit is wrong.";
 * a text that already starts with the label ("Port is 1 to 65535.") is not named twice.
 */
export function labelledProblem(label: string | undefined, text: string): string {
  if (!label) return text;
  if (text.toLowerCase().startsWith(label.toLowerCase())) return text;
  return `${label}: ${text}`;
}
