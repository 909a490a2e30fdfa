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
 */

/** Labels of field keys used across contracts whose words the key alone does not give. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  sscc: 'SSCC',
  gtin: 'GTIN',
  plant: 'Plant',
  plantId: 'Plant',
  sloc: 'Storage location',
  slocId: 'Storage location',
  storageLocation: 'Storage location',
  bin: 'Bin',
  binId: 'Bin',
  warehouseId: 'Warehouse',
  material: 'Material',
  materialId: 'Material',
  materialNumber: 'Material',
  vendorId: 'Vendor',
  customerNumber: 'Customer',
  costCenter: 'Cost centre',
  companyCode: 'Company code',
  postingOpenMonths: 'Open posting months',
  movementType: 'Movement type',
  purchaseOrderNo: 'Purchase order',
  stoNumber: 'Stock transport order',
  salesOrderNumber: 'Sales order',
  deliveryNumber: 'Delivery',
  shipmentNumber: 'Shipment',
  handlingUnit: 'Handling unit',
  handlingUnitNumber: 'Handling unit',
  itemNo: 'Item number',
  qty: 'Quantity',
  q: 'Search text',
  podDate: 'Date of delivery',
  shipDate: 'Ship date',
  postingDate: 'Posting date',
  documentDate: 'Document date',
  pageSize: 'Page size',
  serialNo: 'Serial number',
  url: 'URL',
  serialNumber: 'Serial number',
  piDocumentNumber: 'Physical inventory document',
  documentId: 'Document',
  shippingPoint: 'Shipping point',
  carrierCode: 'Carrier',
};

/** What one element of an array is called, by the array's key (else the key made singular). */
export const ELEMENT_LABELS: Readonly<Record<string, string>> = {
  items: 'Item',
  lines: 'Line',
  pallets: 'Pallet',
  cartons: 'Carton',
  serials: 'Serial',
  handlingUnits: 'Handling unit',
  shipmentNumbers: 'Shipment',
  deliveryNumbers: 'Delivery',
  packages: 'Package',
  counts: 'Count',
  bins: 'Bin',
};

/** The parts of a zod 4 schema this module reads (`schema._zod.def`). */
interface SchemaLike {
  _zod?: { def?: Record<string, unknown> & { type?: string } };
  meta?: () => { title?: unknown } | undefined;
}

function titleOf(schema: SchemaLike | undefined): string | undefined {
  // the title may sit on a wrapper (optional, default, ...) or on what it wraps
  for (let s = schema, depth = 0; s && depth < 8; s = unwrapOnce(s), depth++) {
    const title = typeof s.meta === 'function' ? s.meta()?.title : undefined;
    if (typeof title === 'string' && title) return title;
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

/** A label inside a sentence: "Pallet" -> "pallet", acronyms ("SSCC", "PO item") stay. */
function inSentence(label: string): string {
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
        (parentKey !== undefined ? (ELEMENT_LABELS[parentKey] ?? humanizeKey(singular(parentKey))) : undefined) ??
        'Entry';
      elements.unshift(`${noun} ${Number(key) + 1}`);
      name = undefined;
    } else {
      lastKey = String(key);
      name = titleOf(child) ?? FIELD_LABELS[lastKey] ?? humanizeKey(lastKey);
    }
    current = child;
  }
  if (name === undefined) {
    // the path ends at an element: "Serial 4 of line 1"
    const [first = 'Entry', ...rest] = elements;
    return [first, ...rest.map(inSentence)].join(' of ');
  }
  return [name, ...elements.map(inSentence)].join(' of ');
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
