import { formatMessage, messages } from './messages';
import { normalizeScan as cleanScan } from './scan';

/**
 * GS1 element strings as handheld scanners deliver them (GS1-128, GS1 DataMatrix, GS1 QR):
 * - raw: `0109501101530003` `21ABC` with FNC1 sent as GS (\u001d) after each variable-length value
 *   that is not last, optionally preceded by an AIM symbology identifier (`]C1`, `]d2`, `]Q3`, ...);
 * - human-readable: `(01)09501101530003(21)ABC`.
 * The portal reads 00 SSCC, 01 GTIN, 10 batch, 21 serial, 37 count and 400 customer PO; other AIs
 * of GS1's predefined-length table (dates, weights, GLNs, ...) are recognised so that a label
 * carrying them still parses. Parsing never throws: garbage gives `{ ok: false, code, message }`.
 */

export const GS = '\u001d';

export interface Gs1Element {
  ai: string;
  value: string;
}

export interface Gs1Data {
  /** every element in barcode order */
  elements: Gs1Element[];
  sscc?: string;
  gtin?: string;
  batch?: string;
  serial?: string;
  /** AI 37: count of trade items, digits */
  count?: string;
  customerPo?: string;
  /** the AIM symbology identifier that was stripped, e.g. `]C1` */
  symbology?: string;
}

export type Gs1ErrorCode =
  | 'GS1_EMPTY'
  | 'GS1_UNKNOWN_AI'
  | 'GS1_LENGTH'
  | 'GS1_TOO_LONG'
  | 'GS1_EMPTY_VALUE'
  | 'GS1_DIGITS'
  | 'GS1_CHARSET'
  | 'GS1_CHECK_DIGIT'
  | 'GS1_REPEATED';

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; code: Gs1ErrorCode; message: string };

interface AiSpec {
  /** exact data length, or undefined for variable length */
  fixed?: number;
  /** maximum data length of a variable-length AI */
  max?: number;
  numeric: boolean;
  /** the last digit is a GS1 mod-10 check digit */
  check?: boolean;
}

const N = (fixed: number, check = false): AiSpec => ({ fixed, numeric: true, check });
const NV = (max: number): AiSpec => ({ max, numeric: true });
const XV = (max: number): AiSpec => ({ max, numeric: false });

/** Application identifiers we know the length of (GS1 General Specifications, section 3). */
const AIS: Record<string, AiSpec> = {
  '00': N(18, true),
  '01': N(14, true),
  '02': N(14, true),
  '10': XV(20),
  '11': N(6),
  '12': N(6),
  '13': N(6),
  '15': N(6),
  '16': N(6),
  '17': N(6),
  '20': N(2),
  '21': XV(20),
  '22': XV(20),
  '30': NV(8),
  '37': NV(8),
  '240': XV(30),
  '241': XV(30),
  '250': XV(30),
  '251': XV(30),
  '400': XV(30),
  '401': XV(30),
  '402': N(17, true),
  '403': XV(30),
  '410': N(13, true),
  '411': N(13, true),
  '412': N(13, true),
  '413': N(13, true),
  '414': N(13, true),
  '415': N(13, true),
  '416': N(13, true),
  '417': N(13, true),
  '90': XV(30),
  '91': XV(90),
  '92': XV(90),
  '93': XV(90),
  '94': XV(90),
  '95': XV(90),
  '96': XV(90),
  '97': XV(90),
  '98': XV(90),
  '99': XV(90),
};

/** Length of the AI that starts with these two digits (GS1: the first two digits fix it). */
function aiLength(prefix: string): number {
  if (/^(24|25|40|41)$/.test(prefix)) return 3;
  if (/^3[1-6]$/.test(prefix)) return 4; // measures: 310n ... 369n, six digits each
  return 2;
}

function specFor(ai: string): AiSpec | undefined {
  if (/^3[1-6]\d\d$/.test(ai)) return N(6);
  return AIS[ai];
}

/** GS1 AI encodable character set 82 (the only characters allowed in alphanumeric values). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/** AIM symbology identifiers that announce GS1 data. */
const GS1_SYMBOLOGIES = new Set([']C1', ']d2', ']Q3', ']e0', ']J1']);
const AIM_PREFIX = /^\][A-Za-z][0-9A-Za-z]/;

/** The GS1 mod-10 check digit for the digits before it. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `digits` (GTIN-8/12/13/14, SSCC, GLN ...) ends in its correct check digit. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return gs1CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** GTIN-8/12/13/14 as 14 digits (left-padded with zeros), or undefined when it is not one. */
export function toGtin14(gtin: string): string | undefined {
  const t = gtin.trim();
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(t)) return undefined;
  return t.padStart(14, '0');
}

/** Whether a scanned GTIN is one of the material's GTINs (any of GTIN-8/12/13/14 forms). */
export function gtinMatches(gtin: string, candidates: readonly string[]): boolean {
  const g = toGtin14(gtin);
  if (!g) return false;
  return candidates.some((c) => toGtin14(c) === g);
}

function fail(code: Gs1ErrorCode, template: string, params: Record<string, string | number> = {}): Gs1Result {
  return { ok: false, code, message: formatMessage(template, params) };
}

function stripSymbology(text: string): { body: string; symbology?: string } {
  if (AIM_PREFIX.test(text)) return { body: text.slice(3), symbology: text.slice(0, 3) };
  return { body: text };
}

function checkValue(ai: string, spec: AiSpec, value: string): Gs1Result | undefined {
  if (value.length === 0) return fail('GS1_EMPTY_VALUE', messages.gs1EmptyValue, { ai });
  if (spec.fixed !== undefined && value.length !== spec.fixed) {
    if (spec.numeric && !/^\d+$/.test(value)) return fail('GS1_DIGITS', messages.gs1Digits, { ai });
    return fail('GS1_LENGTH', messages.gs1Length, { ai, length: spec.fixed });
  }
  if (spec.max !== undefined && value.length > spec.max) return fail('GS1_TOO_LONG', messages.gs1TooLong, { ai, max: spec.max });
  if (spec.numeric && !/^\d+$/.test(value)) return fail('GS1_DIGITS', messages.gs1Digits, { ai });
  if (!CSET82.test(value)) return fail('GS1_CHARSET', messages.gs1Charset, { ai });
  if (spec.check && !hasValidCheckDigit(value)) return fail('GS1_CHECK_DIGIT', messages.gs1CheckDigit, { ai, value });
  return undefined;
}

function collect(elements: Gs1Element[], symbology: string | undefined): Gs1Result {
  const data: Gs1Data = { elements };
  if (symbology) data.symbology = symbology;
  const seen = new Map<string, string>();
  for (const { ai, value } of elements) {
    const before = seen.get(ai);
    if (before !== undefined && before !== value) return fail('GS1_REPEATED', messages.gs1Repeated, { ai });
    seen.set(ai, value);
  }
  const pick = (ai: string) => seen.get(ai);
  const fields: [keyof Omit<Gs1Data, 'elements' | 'symbology'>, string][] = [
    ['sscc', '00'],
    ['gtin', '01'],
    ['batch', '10'],
    ['serial', '21'],
    ['count', '37'],
    ['customerPo', '400'],
  ];
  for (const [field, ai] of fields) {
    const v = pick(ai);
    if (v !== undefined) data[field] = v;
  }
  return { ok: true, data };
}

function parseBracketed(body: string, symbology: string | undefined): Gs1Result {
  const markers = [...body.matchAll(/\((\d{2,4})\)/g)];
  if (markers[0]?.index !== 0) return fail('GS1_UNKNOWN_AI', messages.gs1UnknownAi, { position: 1 });
  const elements: Gs1Element[] = [];
  for (let i = 0; i < markers.length; i++) {
    const m = markers[i]!;
    const ai = m[1]!;
    const start = m.index! + m[0].length;
    const end = i + 1 < markers.length ? markers[i + 1]!.index! : body.length;
    const spec = specFor(ai);
    if (!spec || aiLength(ai.slice(0, 2)) !== ai.length) {
      return fail('GS1_UNKNOWN_AI', messages.gs1UnknownAi, { position: m.index! + 1 });
    }
    const value = body.slice(start, end).replaceAll(GS, '').trim();
    const bad = checkValue(ai, spec, value);
    if (bad) return bad;
    elements.push({ ai, value });
  }
  return collect(elements, symbology);
}

function parseRaw(body: string, symbology: string | undefined): Gs1Result {
  const elements: Gs1Element[] = [];
  let pos = 0;
  while (pos < body.length) {
    if (body[pos] === GS) {
      pos++;
      continue;
    }
    const prefix = body.slice(pos, pos + 2);
    const ai = /^\d\d$/.test(prefix) ? body.slice(pos, pos + aiLength(prefix)) : '';
    const spec = /^\d+$/.test(ai) ? specFor(ai) : undefined;
    if (!spec) return fail('GS1_UNKNOWN_AI', messages.gs1UnknownAi, { position: pos + 1 });
    pos += ai.length;
    let value: string;
    if (spec.fixed !== undefined) {
      value = body.slice(pos, pos + spec.fixed);
      if (value.includes(GS)) value = value.slice(0, value.indexOf(GS));
      pos += value.length;
    } else {
      const gs = body.indexOf(GS, pos);
      const end = gs === -1 ? body.length : gs;
      value = body.slice(pos, end);
      pos = end;
    }
    const bad = checkValue(ai, spec, value);
    if (bad) return bad;
    elements.push({ ai, value });
  }
  if (elements.length === 0) return fail('GS1_EMPTY', messages.gs1Empty);
  return collect(elements, symbology);
}

/** Parses a GS1 element string (raw with GS separators, or with parentheses). Never throws. */
export function parseGs1(input: string): Gs1Result {
  try {
    if (typeof input !== 'string') return fail('GS1_EMPTY', messages.gs1Empty);
    const { body: withoutAim, symbology } = stripSymbology(cleanScan(input));
    const body = withoutAim.replace(new RegExp(`^${GS}+`), ''); // a leading FNC1
    if (body.trim().length === 0) return fail('GS1_EMPTY', messages.gs1Empty);
    if (body.startsWith('(')) return parseBracketed(body, symbology);
    return parseRaw(body, symbology);
  } catch {
    // defensive: nothing above is expected to throw, but a scan must never crash a screen
    return fail('GS1_EMPTY', messages.gs1Empty);
  }
}

/**
 * Whether scanned text is meant as GS1: a GS1 symbology identifier, the parenthesised form, a GS
 * separator, or (scanners configured without identifiers) an AI 01 GTIN with a valid check digit
 * followed by data that parses completely as GS1. A plain serial number is not GS1.
 */
export function looksLikeGs1(input: string): boolean {
  if (typeof input !== 'string') return false;
  const text = cleanScan(input);
  const { body, symbology } = stripSymbology(text);
  if (symbology) return GS1_SYMBOLOGIES.has(symbology);
  if (text.includes(GS)) return true;
  if (/^\((\d{2,4})\)/.test(text) && specFor(/^\((\d{2,4})\)/.exec(text)![1]!) !== undefined) return true;
  if (/^(00\d{18}|01\d{14})/.test(body)) {
    const key = body.startsWith('00') ? body.slice(2, 20) : body.slice(2, 16);
    if (!hasValidCheckDigit(key)) return false;
    return parseGs1(body).ok;
  }
  return false;
}

/** What a scan holds: GS1 data, plain text (symbology identifier removed), or a broken GS1 scan. */
export type ScanReading =
  | { kind: 'gs1'; data: Gs1Data }
  | { kind: 'plain'; text: string }
  | { kind: 'invalid'; code: Gs1ErrorCode; message: string };

export function readScan(input: string): ScanReading {
  const text = typeof input === 'string' ? cleanScan(input) : '';
  if (looksLikeGs1(text)) {
    const r = parseGs1(text);
    return r.ok ? { kind: 'gs1', data: r.data } : { kind: 'invalid', code: r.code, message: r.message };
  }
  return { kind: 'plain', text: stripSymbology(text).body };
}
