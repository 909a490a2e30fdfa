import { type AiSpec, GS1_AIS, specFor } from './gs1-ais';
import { type MessageId, t } from './i18n';
import { normalizeScan as cleanScan } from './scan';

export { type AiSpec, GS1_AIS, type Gs1Component, specFor } from './gs1-ais';

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

export interface Gs1Failure {
  ok: false;
  code: Gs1ErrorCode;
  message: string;
  /** the scan text as read (wedge suffix, symbology identifier and a leading FNC1 removed), for a plain-text fallback */
  raw?: string;
  /** GS1_UNKNOWN_AI: the 1-based position of the AI nobody knows */
  position?: number;
  /** GS1_UNKNOWN_AI: the elements read before the unknown AI, when there were any */
  partial?: Gs1Data;
}

export type Gs1Result = { ok: true; data: Gs1Data } | Gs1Failure;

/** The AI at the start of `text` (AIs are prefix-free: no AI begins another), or undefined. */
function aiAt(text: string): string | undefined {
  for (let len = 2; len <= 4; len++) {
    const ai = text.slice(0, len);
    if (ai.length === len && /^\d+$/.test(ai) && GS1_AIS.has(ai)) return ai;
  }
  return undefined;
}

/** GS1 AI encodable character set 82 (the only characters allowed in alphanumeric values). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;
/** GS1 AI encodable character set 39 (AI 8010 CPID). */
const CSET39 = /^[#\-/0-9A-Z]+$/;
/** GS1 AI encodable character set 64, the URI- and filename-safe base64 alphabet with padding (AI 8030). */
const CSET64 = /^[-0-9A-Z_a-z]+={0,2}$/;

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

function fail(code: Gs1ErrorCode, message: MessageId, params: Record<string, string | number> = {}): Gs1Failure {
  return { ok: false, code, message: t(message, params) };
}

function stripSymbology(text: string): { body: string; symbology?: string } {
  if (AIM_PREFIX.test(text)) return { body: text.slice(3), symbology: text.slice(0, 3) };
  return { body: text };
}

const CSET_PATTERN = { N: /^\d+$/, X: CSET82, Y: CSET39, Z: CSET64 } as const;

function checkValue(ai: string, spec: AiSpec, value: string): Gs1Failure | undefined {
  if (value.length === 0) return fail('GS1_EMPTY_VALUE', 'gs1EmptyValue', { ai });
  const max = spec.fixed ?? spec.max ?? spec.min;
  if (value.length < spec.min || value.length > max) {
    if (spec.fixed !== undefined) {
      if (spec.numeric && !/^\d+$/.test(value)) return fail('GS1_DIGITS', 'gs1Digits', { ai });
      return fail('GS1_LENGTH', 'gs1Length', { ai, length: spec.fixed });
    }
    if (value.length > max) return fail('GS1_TOO_LONG', 'gs1TooLong', { ai, max });
    return fail('GS1_LENGTH', 'gs1Length', { ai, length: lengthText(spec) });
  }
  if (spec.numeric && !/^\d+$/.test(value)) return fail('GS1_DIGITS', 'gs1Digits', { ai });
  // apply the components in order, each taking its share of the value
  let pos = 0;
  for (const c of spec.components) {
    const rest = value.length - pos;
    if (rest === 0 && c.optional) break;
    const take = c.min === c.max ? c.max : Math.min(rest, c.max);
    if (rest < c.min) return fail('GS1_LENGTH', 'gs1Length', { ai, length: lengthText(spec) });
    const part = value.slice(pos, pos + take);
    pos += take;
    if (!CSET_PATTERN[c.cset].test(part)) {
      return c.cset === 'N' ? fail('GS1_DIGITS', 'gs1Digits', { ai }) : fail('GS1_CHARSET', 'gs1Charset', { ai });
    }
    if (c.check && !hasValidCheckDigit(part)) return fail('GS1_CHECK_DIGIT', 'gs1CheckDigit', { ai, value: part });
  }
  if (pos < value.length) return fail('GS1_LENGTH', 'gs1Length', { ai, length: lengthText(spec) });
  return undefined;
}

/** The lengths a value may have, for messages: `18`, `1 to 20`, or `3, 6, 9, 12 or 15` (optional fixed parts). */
function lengthText(spec: AiSpec): string {
  if (spec.fixed !== undefined) return String(spec.fixed);
  const { components } = spec;
  const last = components.at(-1)!;
  if (last.min !== last.max || components.filter((c) => c.optional).length === 0) return `${spec.min} to ${spec.max}`;
  const options = [spec.min];
  for (const c of components) if (c.optional) options.push(options.at(-1)! + c.max);
  return `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
}

function summarize(elements: Gs1Element[], symbology: string | undefined): Gs1Data {
  const data: Gs1Data = { elements };
  if (symbology) data.symbology = symbology;
  const fields: [keyof Omit<Gs1Data, 'elements' | 'symbology'>, string][] = [
    ['sscc', '00'],
    ['gtin', '01'],
    ['batch', '10'],
    ['serial', '21'],
    ['count', '37'],
    ['customerPo', '400'],
  ];
  for (const [field, ai] of fields) {
    const v = elements.find((e) => e.ai === ai)?.value;
    if (v !== undefined) data[field] = v;
  }
  return data;
}

function collect(elements: Gs1Element[], symbology: string | undefined): Gs1Result {
  const seen = new Map<string, string>();
  for (const { ai, value } of elements) {
    const before = seen.get(ai);
    if (before !== undefined && before !== value) return fail('GS1_REPEATED', 'gs1Repeated', { ai });
    seen.set(ai, value);
  }
  return { ok: true, data: summarize(elements, symbology) };
}

/** An AI the table does not know at `position` (1-based): what was read before it is kept. */
function unknownAi(position: number, elements: Gs1Element[], symbology: string | undefined): Gs1Failure {
  const r = fail('GS1_UNKNOWN_AI', 'gs1UnknownAi', { position });
  r.position = position;
  if (elements.length > 0) r.partial = summarize(elements, symbology);
  return r;
}

function parseBracketed(body: string, symbology: string | undefined): Gs1Result {
  const markers = [...body.matchAll(/\((\d{2,4})\)/g)];
  if (markers[0]?.index !== 0) return unknownAi(1, [], symbology);
  const elements: Gs1Element[] = [];
  for (let i = 0; i < markers.length; i++) {
    const m = markers[i]!;
    const ai = m[1]!;
    const start = m.index! + m[0].length;
    const end = i + 1 < markers.length ? markers[i + 1]!.index! : body.length;
    const spec = specFor(ai);
    if (!spec) return unknownAi(m.index! + 1, elements, symbology);
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
    const ai = aiAt(body.slice(pos, pos + 4));
    const spec = ai === undefined ? undefined : specFor(ai);
    if (ai === undefined || !spec) return unknownAi(pos + 1, elements, symbology);
    pos += ai.length;
    let value: string;
    if (spec.predefined && spec.fixed !== undefined) {
      // predefined length: the value ends after its fixed length, GS or not
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
  if (elements.length === 0) return fail('GS1_EMPTY', 'gs1Empty');
  return collect(elements, symbology);
}

/**
 * Parses a GS1 element string (raw with GS separators, or with parentheses). Never throws. A
 * failure carries `raw`, the scan as read (without the wedge suffix and symbology identifier), so
 * a caller can still treat it as plain text; an unknown AI also gives what was read before it.
 */
export function parseGs1(input: string): Gs1Result {
  let raw = '';
  try {
    if (typeof input !== 'string') return { ...fail('GS1_EMPTY', 'gs1Empty'), raw };
    const { body: withoutAim, symbology } = stripSymbology(cleanScan(input));
    const body = withoutAim.replace(new RegExp(`^${GS}+`), ''); // a leading FNC1
    raw = body;
    const r =
      body.trim().length === 0
        ? fail('GS1_EMPTY', 'gs1Empty')
        : body.startsWith('(')
          ? parseBracketed(body, symbology)
          : parseRaw(body, symbology);
    return r.ok ? r : { ...r, raw };
  } catch {
    // defensive: nothing above is expected to throw, but a scan must never crash a screen
    return { ...fail('GS1_EMPTY', 'gs1Empty'), raw };
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
  | {
      kind: 'invalid';
      code: Gs1ErrorCode;
      message: string;
      /** the scan as plain text (symbology identifier removed), for callers that fall back to it */
      text?: string;
      /** GS1_UNKNOWN_AI: the elements read before the AI nobody knows */
      partial?: Gs1Data;
    };

export function readScan(input: string): ScanReading {
  const text = typeof input === 'string' ? cleanScan(input) : '';
  if (looksLikeGs1(text)) {
    const r = parseGs1(text);
    if (r.ok) return { kind: 'gs1', data: r.data };
    const reading: ScanReading = { kind: 'invalid', code: r.code, message: r.message, text: stripSymbology(text).body };
    if (r.partial) reading.partial = r.partial;
    return reading;
  }
  return { kind: 'plain', text: stripSymbology(text).body };
}

/** What a scan answer tells of a GS1 element string (the scan resolver, and the handheld's offline one). */
export function gs1ScanFields(g: Gs1Data) {
  return {
    elements: g.elements,
    gtin: g.gtin ?? null,
    batch: g.batch ?? null,
    serial: g.serial ?? null,
    count: g.count ?? null,
    sscc: g.sscc ?? null,
    purchaseOrder: g.customerPo ?? null,
  };
}
