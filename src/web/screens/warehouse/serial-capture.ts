/**
 * Hands a serial capture from a screen (goods receipt, put-away) to the serial-entry screen and
 * the result back: the request is kept in sessionStorage (this tab), so the serial screen is a
 * real route (F3 returns) and a reload does not lose it.
 */
import { href } from '../../../shared/pages';

export interface SerialCaptureRequest {
  id: string;
  purpose: 'RECEIPT' | 'TRANSIT' | 'STOCK';
  plant: string;
  sloc: string;
  bin?: string;
  sto?: string;
  material: string;
  initialSerials: string[];
  /** bulk mode lists these (e.g. the serials in transit for the order) instead of asking the server */
  bulkSerials?: string[];
}

const REQUEST = 'serial-capture-request';
const RESULT = 'serial-capture-result:';

export function startSerialCapture(request: SerialCaptureRequest): void {
  sessionStorage.setItem(REQUEST, JSON.stringify(request));
  sessionStorage.removeItem(RESULT + request.id);
}

export function readSerialCapture(): SerialCaptureRequest | null {
  try {
    const raw = sessionStorage.getItem(REQUEST);
    return raw ? (JSON.parse(raw) as SerialCaptureRequest) : null;
  } catch {
    return null;
  }
}

export function finishSerialCapture(id: string, serials: string[]): void {
  sessionStorage.setItem(RESULT + id, JSON.stringify(serials));
  sessionStorage.removeItem(REQUEST);
}

/** The captured serials for `id`, once (removed when read). */
export function takeSerialCaptureResult(id: string): string[] | null {
  const raw = sessionStorage.getItem(RESULT + id);
  if (!raw) return null;
  sessionStorage.removeItem(RESULT + id);
  try {
    const parsed = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : null;
  } catch {
    return null;
  }
}

/** The serial-entry route of spec section 2 for a capture. */
export function serialRoute(r: { plant: string; sloc: string; material: string; description: string; quantity: number | string }): string {
  return href('serialEntry', { plant: r.plant, sloc: r.sloc, mat: r.material, desc: r.description || '-', qty: r.quantity });
}
