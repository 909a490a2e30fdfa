/**
 * Quantities are decimal strings with at most 3 decimals (SQL numeric(13,3)), never floats.
 * Arithmetic runs on BigInt scaled by 1000 ("milli-units"), so every sum and comparison is exact.
 */
import { type MessageId, t } from './i18n';

export const QUANTITY_DECIMALS = 3;
const SCALE = 1000n;
/** numeric(13,3): at most 10 digits before the decimal point. */
export const MAX_QUANTITY_MILLI = 9_999_999_999_999n;
const PATTERN = /^(\d{1,10})(?:\.(\d{1,3}))?$/;

export type QuantityProblem = 'not-a-string' | 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-large' | 'not-positive';

/** Why a text is not a valid positive quantity, or null when it is one. */
export function quantityProblem(value: unknown, { allowZero = false } = {}): QuantityProblem | null {
  if (typeof value !== 'string') return 'not-a-string';
  const m = PATTERN.exec(value);
  if (!m) {
    // a minus sign is its own mistake, not "not a number" (a count or a confirmation is never below zero)
    if (/^-\d+(\.\d+)?$/.test(value)) return 'negative';
    if (/^\d+\.\d{4,}$/.test(value)) return 'too-many-decimals';
    if (/^\d{11,}(\.\d*)?$/.test(value)) return 'too-large';
    return 'not-a-number';
  }
  const milli = toMilli(m);
  if (milli > MAX_QUANTITY_MILLI) return 'too-large';
  if (milli === 0n && !allowZero) return 'not-positive';
  return null;
}

/** The catalogue message of each quantity problem. */
export const QUANTITY_PROBLEM_MESSAGES = {
  'not-a-string': 'qty.notAString',
  'not-a-number': 'qty.notANumber',
  negative: 'qty.negative',
  'too-many-decimals': 'qty.tooManyDecimals',
  'too-large': 'qty.tooLarge',
  'not-positive': 'qty.notPositive',
} as const satisfies Record<QuantityProblem, MessageId>;

/** A quantity problem as the reader reads it (their language, when called). */
export const quantityProblemMessage = (problem: QuantityProblem): string => t(QUANTITY_PROBLEM_MESSAGES[problem]);

/**
 * The texts of the quantity problems, each read in the current reader's language when it is read
 * (`quantityProblemText[problem]`): never keep one in a constant made at module load.
 */
export const quantityProblemText: Readonly<Record<QuantityProblem, string>> = Object.defineProperties(
  {} as Record<QuantityProblem, string>,
  Object.fromEntries(
    (Object.keys(QUANTITY_PROBLEM_MESSAGES) as QuantityProblem[]).map((problem) => [
      problem,
      { enumerable: true, get: () => quantityProblemMessage(problem) },
    ]),
  ),
);

export function isValidQuantity(value: unknown): value is string {
  return quantityProblem(value) === null;
}

function toMilli(m: RegExpExecArray): bigint {
  const whole = BigInt(m[1] as string);
  const frac = BigInt((m[2] ?? '').padEnd(3, '0'));
  return whole * SCALE + frac;
}

/** Parses a decimal string (optionally signed, as the database returns it) to milli-units. */
export function toMilliUnits(value: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,3})0*)?$/.exec(value.trim());
  if (!m) throw new RangeError(`not a quantity: ${JSON.stringify(value)}`);
  const whole = BigInt(m[2] as string);
  const frac = BigInt((m[3] ?? '').padEnd(3, '0'));
  const abs = whole * SCALE + frac;
  return m[1] === '-' ? -abs : abs;
}

/** Milli-units back to a decimal string with exactly 3 decimals ("12.500", "-3.000"). */
export function fromMilliUnits(milli: bigint): string {
  const negative = milli < 0n;
  const abs = negative ? -milli : milli;
  const whole = abs / SCALE;
  const frac = (abs % SCALE).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Normalises a quantity to 3 decimals: "5" -> "5.000". */
export function normalizeQuantity(value: string): string {
  return fromMilliUnits(toMilliUnits(value));
}

export function addQuantities(...values: string[]): string {
  return fromMilliUnits(values.reduce((sum, v) => sum + toMilliUnits(v), 0n));
}

export function subtractQuantities(a: string, b: string): string {
  return fromMilliUnits(toMilliUnits(a) - toMilliUnits(b));
}

export function compareQuantities(a: string, b: string): -1 | 0 | 1 {
  const x = toMilliUnits(a);
  const y = toMilliUnits(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** True when the quantity is a whole number (serialized materials move whole units). */
export function isWholeQuantity(value: string): boolean {
  return toMilliUnits(value) % SCALE === 0n;
}

/** A whole quantity as a number of units; only for counts of serials, never for arithmetic on stock. */
export function wholeUnits(value: string): number {
  const milli = toMilliUnits(value);
  if (milli % SCALE !== 0n) throw new RangeError(`not a whole quantity: ${value}`);
  return Number(milli / SCALE);
}

/** Display form without trailing zeros: "12.500" -> "12.5", "3.000" -> "3". */
export function displayQuantity(value: string): string {
  const s = normalizeQuantity(value);
  return s.replace(/\.?0+$/, '');
}
