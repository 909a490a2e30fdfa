import type { ScanResponse } from '../../../shared/contracts/master-data';
import { formatMessage, messages } from '../../../shared/messages';

/**
 * Stock inquiry (LX03) on the handheld, as pure functions: what a scan means on the bin or the
 * material screen, where it leads, and how the F-keys step through the results (one per screen).
 */
export const SI_HOME = '/supplier/warehouse/wm/si/home';
export const SI_MATHOME = '/supplier/warehouse/wm/si/mathome';

export type SiScan = { ok: true; target: string } | { ok: false; message: string };

/** A scan on the bin screen: a bin of the operator's warehouse. */
export function binOfScan(code: string, scan: ScanResponse, warehouse: string): SiScan {
  const bin = scan.matches.find((m) => m.kind === 'bin' && m.warehouseId === warehouse);
  if (bin && bin.kind === 'bin') return { ok: true, target: bin.binId };
  return { ok: false, message: formatMessage(messages.scanNotABin, { code, warehouse }) };
}

/** A scan on the material screen: a material number, a GTIN or a GS1 code with a GTIN. */
export function materialOfScan(code: string, scan: ScanResponse): SiScan {
  const materials = [...new Set(scan.matches.flatMap((m) => (m.kind === 'material' ? [m.materialId] : [])))];
  if (materials.length === 1) return { ok: true, target: materials[0] as string };
  if (materials.length > 1) return { ok: false, message: formatMessage(messages.scanNotUnique, { code }) };
  return { ok: false, message: formatMessage(messages.scanNotAMaterial, { code }) };
}

export function binDetailPath(bin: string, index: number): string {
  return `/supplier/warehouse/wm/si/bindetails/binNumber/${encodeURIComponent(bin)}/index/${index}`;
}

export function materialDetailPath(material: string, index: number): string {
  return `/supplier/warehouse/wm/si/binmatdetails/matNum/${encodeURIComponent(material)}/index/${index}`;
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
  return `${index + 1} of ${total}`;
}
