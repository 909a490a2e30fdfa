/**
 * GS1 element strings as handheld scanners deliver them: the human-readable form with
 * parentheses, `(01)04001234567893(10)LOT7(21)SN1`, or the raw form a keyboard-wedge scanner
 * types for a GS1-128 / GS1 DataMatrix symbol, optionally led by a symbology identifier
 * (`]C1`, `]d2`, `]Q3`, `]e0`) with variable-length fields ended by the group separator (ASCII 29).
 *
 * Only application identifiers (AIs) the warehouse uses or may meet on a label are known; an unknown
 * AI makes the raw form unparseable (its length would be a guess).
 */

export const GROUP_SEPARATOR = '\u001d';

interface AiDef {
  /** data length: fixed, or at most `max` when variable */
  fixed?: number;
  max?: number;
  numeric?: boolean;
  name: string;
}

const TWO_DIGIT: Record<string, AiDef> = {
  '00': { fixed: 18, numeric: true, name: 'SSCC' },
  '01': { fixed: 14, numeric: true, name: 'GTIN' },
  '02': { fixed: 14, numeric: true, name: 'contained GTIN' },
  '10': { max: 20, name: 'batch' },
  '11': { fixed: 6, numeric: true, name: 'production date' },
  '12': { fixed: 6, numeric: true, name: 'due date' },
  '13': { fixed: 6, numeric: true, name: 'packaging date' },
  '15': { fixed: 6, numeric: true, name: 'best before date' },
  '16': { fixed: 6, numeric: true, name: 'sell by date' },
  '17': { fixed: 6, numeric: true, name: 'expiration date' },
  '20': { fixed: 2, numeric: true, name: 'variant' },
  '21': { max: 20, name: 'serial number' },
  '22': { max: 20, name: 'consumer product variant' },
  '30': { max: 8, numeric: true, name: 'count' },
  '37': { max: 8, numeric: true, name: 'count of trade items' },
};

const THREE_DIGIT: Record<string, AiDef> = {
  '240': { max: 30, name: 'additional product identification' },
  '241': { max: 30, name: 'customer part number' },
  '400': { max: 30, name: 'purchase order number' },
  '401': { max: 30, name: 'consignment number' },
  '410': { fixed: 13, numeric: true, name: 'ship to location' },
  '411': { fixed: 13, numeric: true, name: 'bill to location' },
  '412': { fixed: 13, numeric: true, name: 'purchased from location' },
  '413': { fixed: 13, numeric: true, name: 'ship for location' },
  '414': { fixed: 13, numeric: true, name: 'physical location' },
  '415': { fixed: 13, numeric: true, name: 'invoicing party' },
};

/** Measures: 31nn..36nn, four-digit AI (the last digit is the decimal point position), six digits of data. */
const MEASURE = /^3[1-6]\d\d$/;

function lookupAi(input: string, at: number): { ai: string; def: AiDef } | undefined {
  const two = input.slice(at, at + 2);
  if (TWO_DIGIT[two]) return { ai: two, def: TWO_DIGIT[two] };
  const three = input.slice(at, at + 3);
  if (THREE_DIGIT[three]) return { ai: three, def: THREE_DIGIT[three] };
  const four = input.slice(at, at + 4);
  if (MEASURE.test(four)) return { ai: four, def: { fixed: 6, numeric: true, name: 'measure' } };
  if (/^9\d$/.test(two)) return { ai: two, def: { max: 90, name: 'internal' } };
  return undefined;
}

function defFor(ai: string): AiDef | undefined {
  if (TWO_DIGIT[ai]) return TWO_DIGIT[ai];
  if (THREE_DIGIT[ai]) return THREE_DIGIT[ai];
  if (MEASURE.test(ai)) return { fixed: 6, numeric: true, name: 'measure' };
  if (/^9\d$/.test(ai)) return { max: 90, name: 'internal' };
  return undefined;
}

export interface Gs1Element {
  ai: string;
  value: string;
}

export interface Gs1Data {
  elements: Gs1Element[];
  gtin?: string;
  batch?: string;
  serial?: string;
  count?: string;
  sscc?: string;
  purchaseOrder?: string;
}

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; error: string };

/** GS1 mod-10 check digit over all digits but the last; true when the last digit matches. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{2,18}$/.test(digits)) return false;
  let sum = 0;
  const body = digits.slice(0, -1);
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** A GTIN-8, -12, -13 or -14 (digits only, valid check digit) as the 14-digit form, else undefined. */
export function normalizeGtin(text: string): string | undefined {
  if (!/^(\d{8}|\d{12,14})$/.test(text) || !hasValidCheckDigit(text)) return undefined;
  return text.padStart(14, '0');
}

const SYMBOLOGY_ID = /^\](C1|d2|Q3|e0)/;

/**
 * Whether the text is meant as a GS1 element string (and a parse failure is then an error):
 * it has a symbology identifier, a group separator, or starts with a parenthesised AI.
 */
export function looksLikeGs1(text: string): boolean {
  return SYMBOLOGY_ID.test(text) || text.includes(GROUP_SEPARATOR) || /^\(\d{2,4}\)/.test(text);
}

function validate(ai: string, def: AiDef, value: string): string | undefined {
  if (value.length === 0) return `(${ai}) ${def.name} is empty`;
  if (def.fixed !== undefined && value.length !== def.fixed) return `(${ai}) ${def.name} must have ${def.fixed} characters`;
  if (def.max !== undefined && value.length > def.max) return `(${ai}) ${def.name} has more than ${def.max} characters`;
  if (def.numeric && !/^\d+$/.test(value)) return `(${ai}) ${def.name} must be digits only`;
  if ((ai === '00' || ai === '01' || ai === '02') && !hasValidCheckDigit(value)) return `(${ai}) ${def.name} has a wrong check digit`;
  if (!/^[\x21-\x7e]+$/.test(value)) return `(${ai}) ${def.name} contains characters GS1 does not allow`;
  return undefined;
}

function collect(elements: Gs1Element[]): Gs1Data {
  const data: Gs1Data = { elements };
  for (const { ai, value } of elements) {
    if (ai === '01' && data.gtin === undefined) data.gtin = value;
    else if (ai === '10' && data.batch === undefined) data.batch = value;
    else if (ai === '21' && data.serial === undefined) data.serial = value;
    else if ((ai === '37' || ai === '30') && data.count === undefined) data.count = value;
    else if (ai === '00' && data.sscc === undefined) data.sscc = value;
    else if (ai === '400' && data.purchaseOrder === undefined) data.purchaseOrder = value;
  }
  return data;
}

/** Parses either form; the error names the first element that is wrong. */
export function parseGs1(input: string): Gs1Result {
  let text = input.trim().replace(SYMBOLOGY_ID, '');
  if (text.length === 0) return { ok: false, error: 'the code is empty' };
  const elements: Gs1Element[] = [];

  if (text.startsWith('(')) {
    const part = /\((\d{2,4})\)([^(]*)/y;
    let at = 0;
    while (at < text.length) {
      part.lastIndex = at;
      const m = part.exec(text);
      if (!m) return { ok: false, error: `unexpected text at position ${at + 1}` };
      const ai = m[1] as string;
      const value = (m[2] as string).replaceAll(GROUP_SEPARATOR, '');
      const def = defFor(ai);
      if (!def) return { ok: false, error: `(${ai}) is not a known application identifier` };
      const problem = validate(ai, def, value);
      if (problem) return { ok: false, error: problem };
      elements.push({ ai, value });
      at = part.lastIndex;
    }
    return { ok: true, data: collect(elements) };
  }

  let at = 0;
  // a leading separator (FNC1 as the first character) carries no data
  while (text[at] === GROUP_SEPARATOR) at++;
  text = text.slice(at);
  at = 0;
  while (at < text.length) {
    const found = lookupAi(text, at);
    if (!found) return { ok: false, error: `no known application identifier at position ${at + 1}` };
    const { ai, def } = found;
    const start = at + ai.length;
    let end: number;
    if (def.fixed !== undefined) {
      end = start + def.fixed;
      if (end > text.length) return { ok: false, error: `(${ai}) ${def.name} must have ${def.fixed} characters` };
    } else {
      const sep = text.indexOf(GROUP_SEPARATOR, start);
      end = sep === -1 ? text.length : sep;
    }
    const value = text.slice(start, end);
    const problem = validate(ai, def, value);
    if (problem) return { ok: false, error: problem };
    elements.push({ ai, value });
    at = end;
    while (text[at] === GROUP_SEPARATOR) at++;
  }
  return { ok: true, data: collect(elements) };
}
