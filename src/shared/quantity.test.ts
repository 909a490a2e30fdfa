import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postingItemSchema } from './contracts/stock/schemas';
import {
  addQuantities,
  compareQuantities,
  displayQuantity,
  fromMilliUnits,
  isValidQuantity,
  isWholeQuantity,
  normalizeQuantity,
  quantityProblem,
  subtractQuantities,
  toMilliUnits,
} from './quantity';

describe('quantity', () => {
  it('accepts positive decimals with at most 3 decimals and 10 integer digits', () => {
    for (const ok of ['1', '0.001', '12.5', '12.500', '9999999999.999', '007']) expect(isValidQuantity(ok)).toBe(true);
    expect(quantityProblem('0')).toBe('not-positive');
    expect(quantityProblem('0', { allowZero: true })).toBeNull();
    expect(quantityProblem('1.0001')).toBe('too-many-decimals');
    expect(quantityProblem('12345678901')).toBe('too-large');
    expect(quantityProblem('-1')).toBe('negative');
    expect(quantityProblem('-5.000', { allowZero: true })).toBe('negative');
    for (const bad of ['+1', '1e3', '', ' 1', '1.', '.5', '1,5', 'abc', 'NaN', 'Infinity', '0x10'])
      expect(quantityProblem(bad)).toBe('not-a-number');
    for (const bad of [1, 1.5, null, undefined, {}, []]) expect(quantityProblem(bad)).toBe('not-a-string');
  });

  it('adds, subtracts and compares exactly (no float rounding)', () => {
    expect(addQuantities('0.1', '0.2')).toBe('0.300');
    expect(subtractQuantities('1', '0.001')).toBe('0.999');
    expect(subtractQuantities('1', '3.5')).toBe('-2.500');
    expect(compareQuantities('2.50', '2.5')).toBe(0);
    expect(compareQuantities('2.499', '2.5')).toBe(-1);
    expect(normalizeQuantity('5')).toBe('5.000');
    expect(displayQuantity('10.500')).toBe('10.5');
    expect(displayQuantity('10.000')).toBe('10');
    expect(isWholeQuantity('3.000')).toBe(true);
    expect(isWholeQuantity('3.001')).toBe(false);
    expect(toMilliUnits('-0.5')).toBe(-500n);
    expect(toMilliUnits('12.3400000')).toBe(12340n);
  });

  it('round-trips every milli-unit value and sums like integers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX, max: MAX }), fc.bigInt({ min: -MAX, max: MAX }), (a, b) => {
        expect(toMilliUnits(fromMilliUnits(a))).toBe(a);
        expect(toMilliUnits(addQuantities(fromMilliUnits(a), fromMilliUnits(b)))).toBe(a + b);
        expect(compareQuantities(fromMilliUnits(a), fromMilliUnits(b))).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });

  it('is what the posting contract accepts, normalised to 3 decimals', () => {
    const item = { movementType: '561', material: 'CBL-100001', quantity: '2.5', to: { plant: '1000', sloc: '0001', bin: 'R01-01-1' } };
    expect(postingItemSchema.parse(item).quantity).toBe('2.500');
    const bad = postingItemSchema.safeParse({ ...item, quantity: '2.5001' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Quantity may have at most 3 decimals.');
  });
});

const MAX = 9_999_999_999_999n;
