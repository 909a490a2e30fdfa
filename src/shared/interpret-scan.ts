import { scanCodeSchema, scanParams } from './contracts/master-data/schemas';
import type { ErrorCode, ErrorParams } from './errors';
import { fieldLabel, labelledProblem } from './field-labels';
import { GS, type Gs1Data, hasValidCheckDigit, looksLikeGs1, parseGs1, toGtin14 } from './gs1';
import { t } from './i18n';

/**
 * What a scanned code is to be looked up as, once: the server's scan resolver
 * (master-data/resolve-scan.ts) and the handheld's offline one (web/offline/offline-scan.ts) look up
 * exactly these texts, GTINs, SSCCs and HU numbers, and refuse the same scans with the same codes.
 *
 * - empty (after the blanks a scanner adds): SCAN_EMPTY;
 * - longer than a scan field takes, or with characters no barcode holds (control characters but
 *   the GS separator): INVALID_INPUT, in the words the scan endpoint uses for its `code` field;
 * - claims to be GS1 (symbology identifier, group separator, parentheses) but is malformed:
 *   INVALID_GS1, except for an application identifier GS1 has not assigned: then the elements read
 *   before it count and the text (without a symbology identifier) is looked up like a plain scan;
 * - a raw string without GS1 markers is GS1 only when it carries a GTIN (AI 01) or an SSCC (AI 00).
 */
export interface ScanInterpretation {
  ok: true;
  /** the code as scanned, without the blanks around it */
  code: string;
  /** the GS1 element string, when the scan is one (or the elements before an unknown AI) */
  gs1: Gs1Data | null;
  /** texts that may be a material number or a storage bin (as scanned and upper case, at most 18 characters) */
  texts: string[];
  /** texts that may be a serial or equipment number (at most 30 characters, with the GS1 serial, AI 21) */
  serialTexts: string[];
  /** GTIN-14s to look up: the scan itself as a GTIN-8/12/13/14 with a valid check digit, the GS1 GTIN (AI 01) */
  gtins: string[];
  /** SSCCs of handling units: AI 00, or 18 bare digits */
  ssccs: string[];
  /** handling unit numbers: 10 bare digits */
  huNumbers: string[];
}

export interface ScanRefusal {
  ok: false;
  code: Extract<ErrorCode, 'SCAN_EMPTY' | 'INVALID_INPUT' | 'INVALID_GS1'>;
  params: ErrorParams;
}

/** A material number or a storage bin has at most 18 characters; a serial or equipment number at most 30. */
const TEXT_MAX = 18;
const SERIAL_MAX = 30;

const lookupTexts = (texts: string[], max: number) =>
  [...new Set(texts.flatMap((t) => [t, t.toUpperCase()]))].filter((t) => t.length > 0 && t.length <= max && !t.includes(GS));

export function interpretScan(raw: string): ScanInterpretation | ScanRefusal {
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (code.length === 0) return { ok: false, code: 'SCAN_EMPTY', params: {} };
  const valid = scanCodeSchema.safeParse(code);
  if (!valid.success) {
    const text = valid.error.issues[0]?.message ?? t('scan.codeNotValid');
    return { ok: false, code: 'INVALID_INPUT', params: { problem: labelledProblem(fieldLabel(scanParams, ['code']), text) } };
  }
  let gs1: Gs1Data | null = null;
  const texts = [code];
  const parsed = parseGs1(code);
  if (parsed.ok && (looksLikeGs1(code) || parsed.data.gtin || parsed.data.sscc)) gs1 = parsed.data;
  else if (!parsed.ok && looksLikeGs1(code)) {
    if (parsed.code !== 'GS1_UNKNOWN_AI') return { ok: false, code: 'INVALID_GS1', params: { problem: parsed.message } };
    gs1 = parsed.partial ?? null;
    if (parsed.raw) texts.push(parsed.raw);
  }
  const gtins = new Set<string>();
  const gtin14 = toGtin14(code);
  if (gtin14 && hasValidCheckDigit(gtin14)) gtins.add(gtin14);
  if (gs1?.gtin) gtins.add(gs1.gtin);
  const serialTexts = lookupTexts(texts, SERIAL_MAX);
  if (gs1?.serial && !serialTexts.includes(gs1.serial)) serialTexts.push(gs1.serial);
  return {
    ok: true,
    code,
    gs1,
    texts: lookupTexts(texts, TEXT_MAX),
    serialTexts,
    gtins: [...gtins],
    ssccs: [...new Set([gs1?.sscc, /^\d{18}$/.test(code) ? code : undefined].filter((s): s is string => !!s))],
    huNumbers: /^\d{10}$/.test(code) ? [code] : [],
  };
}
