import type { ScanMatch, ScanResponse } from '../../../shared/contracts/master-data/schemas';
import { type MessageId, showNumber, t } from '../../../shared/i18n';
import { href } from '../../../shared/pages';
import type { ScanKind } from '../../../shared/scan';

/**
 * Stock inquiry (LX03) on the handheld, as pure functions: what a scan means on the bin or the
 * material screen, where it leads, and how the F-keys step through the results (one per screen).
 * Nothing is posted. The state is the position in the results of the scanned bin or material:
 *
 *   si/home --scan bin--> bindetails/0 <--PREVIOUS (F8) / NEXT (F9)--> bindetails/1 ... total-1
 *   si/mathome --scan material--> binmatdetails/0 <--PREVIOUS / NEXT--> ...
 *   si/home or si/mathome --scan serial (or equipment number)--> the serial's card on the same screen
 */
export const name = 'si';

/** What the scan field of each screen takes. */
export const accepts = {
  bin: ['bin', 'serial'],
  material: ['material', 'gtin', 'serial'],
} as const satisfies Record<string, readonly ScanKind[]>;

export interface StockInquiryState {
  /** the result shown (0-based) */
  index: number;
  total: number;
}

export type StockInquiryEvent = { type: 'PREVIOUS' } | { type: 'NEXT' } | { type: 'LOADED'; total: number };

export function initial(index = 0, total = 0): StockInquiryState {
  return { index: clampIndex(index, total) ?? 0, total };
}

export function step(state: StockInquiryState, event: StockInquiryEvent): StockInquiryState {
  switch (event.type) {
    case 'PREVIOUS':
    case 'NEXT': {
      const next = stepIndex(state.index, state.total, event.type === 'NEXT' ? 1 : -1);
      return next === null ? state : { ...state, index: next };
    }
    case 'LOADED':
      return initial(state.index, event.total);
  }
}

export type SiScan = { ok: true; target: string } | { ok: false; message: string };

/** A scan on the bin screen: a bin of the operator's warehouse. */
export function binOfScan(code: string, scan: ScanResponse, warehouse: string): SiScan {
  const bin = scan.matches.find((m) => m.kind === 'bin' && m.warehouseId === warehouse);
  if (bin && bin.kind === 'bin') return { ok: true, target: bin.binId };
  return { ok: false, message: t('scanNotABin', { code, warehouse }) };
}

/** A scan on the material screen: a material number, a GTIN or a GS1 code with a GTIN. */
export function materialOfScan(code: string, scan: ScanResponse): SiScan {
  const materials = [...new Set(scan.matches.flatMap((m) => (m.kind === 'material' ? [m.materialId] : [])))];
  if (materials.length === 1) return { ok: true, target: materials[0] as string };
  if (materials.length > 1) return { ok: false, message: t('scanNotUnique', { code }) };
  return { ok: false, message: t('scanNotAMaterial', { code }) };
}

export type SerialMatch = Extract<ScanMatch, { kind: 'serial' }>;

/** A scan that is neither a bin nor a material: the pieces of equipment it names (serial or equipment number). */
export function serialsOfScan(scan: ScanResponse): SerialMatch[] {
  return scan.matches.filter((m): m is SerialMatch => m.kind === 'serial');
}

/** A serial's status, as the inquiry names it ("in transit"). */
const SERIAL_STATUS = {
  IN_STOCK: 'stock.serialStatus.IN_STOCK',
  IN_TRANSIT: 'stock.serialStatus.IN_TRANSIT',
  ISSUED: 'stock.serialStatus.ISSUED',
  RETURNED: 'stock.serialStatus.RETURNED',
  SCRAPPED: 'stock.serialStatus.SCRAPPED',
  LOST: 'stock.serialStatus.LOST',
  REMOVED: 'stock.serialStatus.REMOVED',
} as const satisfies Record<string, MessageId>;
const isSerialStatus = (status: string): status is keyof typeof SERIAL_STATUS => Object.hasOwn(SERIAL_STATUS, status);

/** Where a serial is: "R01-09-3 (0001, WH1)", "storage location 0002", or its status when it is not in stock. */
export function serialWhere(s: SerialMatch): string {
  if (s.status !== 'IN_STOCK') return isSerialStatus(s.status) ? t(SERIAL_STATUS[s.status]) : s.status;
  if (s.bin)
    return s.warehouse
      ? t('stock.serialInBinOf', { bin: s.bin, sloc: s.sloc ?? '', warehouse: s.warehouse })
      : t('stock.serialInBin', { bin: s.bin, sloc: s.sloc ?? '' });
  return t('stock.serialInSloc', { sloc: s.sloc ?? '' });
}

export function binDetailPath(bin: string, index: number): string {
  return href('stockInquiryBin', { binNumber: bin, index });
}

export function materialDetailPath(material: string, index: number): string {
  return href('stockInquiryMaterialBin', { matNumber: material, index });
}

/** The index of the path: a whole number from 0; anything else is the first result. */
export function parseIndex(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
}

/** The result shown for an index: within 0..total-1 (null when there is nothing to show). */
export function clampIndex(index: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.min(Math.max(0, index), total - 1);
}

/** F8 / PREV and F9 / NEXT: the neighbouring result, or null at either end. */
export function stepIndex(index: number, total: number, delta: 1 | -1): number | null {
  const next = index + delta;
  return next >= 0 && next < total ? next : null;
}

/** "2 of 5" */
export function positionText(index: number, total: number): string {
  return t('stock.position', { position: showNumber(index + 1), total: showNumber(total) });
}
