import { createRequire } from 'node:module';
import { DomainError } from '../errors';
import type { BarcodeSymbology } from './layout';

type Bwip = typeof import('bwip-js/node');
let bwip: Bwip | undefined;
/** bwip-js is loaded on the first barcode, not at start (start < 1.5 s); the renderers are synchronous. */
const encoder = (): Bwip => {
  bwip ??= createRequire(import.meta.url)('bwip-js/node') as Bwip;
  return bwip;
};

export type BarcodeModules =
  | { kind: 'linear' /** bar, space, bar ... widths in modules */; widths: number[]; text: string }
  | { kind: 'matrix'; columns: number; rows: number /** 1 = dark, row by row */; cells: number[] };

const BCID: Record<BarcodeSymbology, string> = {
  'gs1-128': 'gs1-128',
  code128: 'code128',
  datamatrix: 'datamatrix',
  qrcode: 'qrcode',
};

/**
 * The modules of a barcode (bwip-js encodes; the renderers only draw). Data a symbology cannot
 * encode (a bad GS1 element string, a character Code 128 lacks) is refused with LABEL_BARCODE_INVALID,
 * so ZPL and PDF refuse the same labels.
 */
export function barcodeModules(symbology: BarcodeSymbology, data: string): BarcodeModules {
  let raw: Array<{ sbs: number[] } | { pixs: number[]; pixx: number; pixy: number }>;
  try {
    raw = encoder().raw({ bcid: BCID[symbology], text: data });
  } catch (err) {
    throw new DomainError('LABEL_BARCODE_INVALID', { symbology, data, problem: String((err as Error).message).slice(0, 120) });
  }
  const first = raw[0];
  if (first && 'sbs' in first) {
    return { kind: 'linear', widths: first.sbs, text: data };
  }
  if (first && 'pixs' in first) return { kind: 'matrix', columns: first.pixx, rows: first.pixy, cells: first.pixs };
  throw new DomainError('LABEL_BARCODE_INVALID', { symbology, data, problem: 'nothing encoded' });
}
