import { z } from 'zod';
import { says } from '../../i18n/validation';
import { isCleanText } from '../../text';
import { endpoint } from '../endpoint';

// The user's remembered choices per area: a module of its own, so a screen that remembers a filter (the stock
// overview) does not build every profile contract (passkeys, sessions) before its first render (issue 41).

/** The areas that keep per-user preferences as JSON (spec section 7). */
export const preferenceAreas = [
  'delivery',
  'deliverydue',
  'displaystock',
  'goodsreceipt',
  'iqms',
  'pi',
  'storagebin',
  'wm',
  'xferposting',
  'zih08',
  'zrec',
  'shipments',
] as const;
export type PreferenceArea = (typeof preferenceAreas)[number];
export const PREFERENCES_MAX_BYTES = 8 * 1024;

const PREFERENCE_DEPTH = 4;

function isPreferenceValue(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= 2000 && isCleanText(value);
  if (depth >= PREFERENCE_DEPTH) return false;
  if (Array.isArray(value)) return value.length <= 200 && value.every((v) => isPreferenceValue(v, depth + 1));
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length <= 100 && entries.every(([k, v]) => k.length <= 60 && isCleanText(k) && isPreferenceValue(v, depth + 1));
  }
  return false;
}

/** One preference: JSON of text, numbers, flags, lists and objects, nested at most four levels, clean text only. */
const preferenceValue = z
  .unknown()
  .refine((v) => v !== undefined && isPreferenceValue(v, 1), says('val.preferenceValue', { depth: PREFERENCE_DEPTH }));

/** A preference document: a flat-ish JSON object whose serialized size is at most 8 KB. */
export const preferencesSchema = z
  .record(z.string().min(1).max(60).refine(isCleanText, says('val.preferenceNameChars')), preferenceValue)
  .refine((v) => Object.keys(v).length <= 100, says('val.preferencesMax'))
  .refine(
    (v) => new TextEncoder().encode(JSON.stringify(v)).length <= PREFERENCES_MAX_BYTES,
    `Preferences may take at most 8 KB per area.`,
  );

const areaParams = z.object({ area: z.enum(preferenceAreas) });
const preferences = z.record(z.string(), z.unknown());

export const readPreferences = endpoint({
  method: 'GET',
  path: '/supplier/userprefs/:area',
  access: 'signed-in',
  summary: 'The user’s remembered choices of one area',
  params: areaParams,
  response: preferences,
});
export const writePreferences = endpoint({
  method: 'PUT',
  path: '/supplier/userprefs/:area',
  access: 'signed-in',
  summary: 'Remember the user’s choices of one area (8 KB at most)',
  params: areaParams,
  body: preferencesSchema,
  response: preferences,
  bodyLimit: 16 * 1024,
});
