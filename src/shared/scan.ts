/**
 * Keyboard-wedge scanner input, the pure part (DESIGN.md section 8): a scanner types the barcode
 * and ends it with Enter or Tab; the same barcode read twice within 500 ms is one scan.
 */

export const DUPLICATE_SCAN_WINDOW_MS = 500;

/** What a handheld flow's scan field takes (each `*.flow.ts` exports the kinds it `accepts`). */
export type ScanKind =
  | 'bin'
  | 'material'
  | 'gtin'
  | 'serial'
  | 'quantity'
  | 'batch'
  | 'storageLocation'
  | 'transferOrder'
  | 'materialDocument'
  | 'order'
  | 'piDocument'
  // shipping
  | 'delivery'
  | 'handlingUnit'
  // quality management
  | 'inspectionLot'
  // the dock: a pallet's or carton's SSCC
  | 'sscc';

/** Keys a scanner sends at the end of a barcode, which submit the scan field. */
export function isScanSubmitKey(key: string): boolean {
  return key === 'Enter' || key === 'Tab';
}

/**
 * The text of a scan without what the wedge adds around it (CR, LF, Tab, spaces). Control
 * characters inside (the GS separator of GS1 barcodes) are kept.
 */
export function normalizeScan(raw: string): string {
  return typeof raw === 'string' ? raw.replace(/^[ \r\n\t]+|[ \r\n\t]+$/g, '') : '';
}

export interface ScanFilter {
  /** true when this scan should be processed; false for an empty scan or a repeat within the window */
  accept(text: string, now: number): boolean;
  /** forget the last scan (after an error the operator may rescan the same barcode at once) */
  reset(): void;
}

/** Drops a repeat of the same text within `windowMs` of the last accepted scan. */
export function createScanFilter(windowMs: number = DUPLICATE_SCAN_WINDOW_MS): ScanFilter {
  let last: { text: string; at: number } | undefined;
  return {
    accept(text, now) {
      const t = normalizeScan(text);
      if (!t) return false;
      if (last && last.text === t && now - last.at >= 0 && now - last.at < windowMs) return false;
      last = { text: t, at: now };
      return true;
    },
    reset() {
      last = undefined;
    },
  };
}
