import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator, englishTranslator, setTranslatorSource } from '../../../shared/i18n';
import { quantityForInput } from '../../../shared/i18n/typed-number';
import { lineQuantityProblem, readLineQuantity, sameCode } from './line-scan';

const line = { material: 'CABLE-1', quantity: '5', serialized: false };

describe('sameCode', () => {
  it('compares codes case and surrounding blanks aside', () => {
    expect(sameCode(' bin-01 ', 'BIN-01')).toBe(true);
    expect(sameCode('BIN-01', 'BIN-02')).toBe(false);
  });
});

describe('lineQuantityProblem', () => {
  it('takes a quantity up to the line quantity', () => {
    expect(lineQuantityProblem('5', line)).toBeNull();
    expect(lineQuantityProblem('2.5', line)).toBeNull();
  });

  it('names a text that is no quantity, one above the line, and a fraction of a serialized material', () => {
    expect(lineQuantityProblem('abc', line)).not.toBeNull();
    expect(lineQuantityProblem('6', line)).toContain('5');
    expect(lineQuantityProblem('1.5', { ...line, serialized: true })).toContain('CABLE-1');
  });
});

describe('readLineQuantity', () => {
  afterEach(() => setTranslatorSource(() => englishTranslator));

  it('reads the quantity in the reader locale and the scanner point always', () => {
    expect(readLineQuantity('2.5', line)).toEqual({ quantity: '2.5', problem: null });
    expect(readLineQuantity('1,5', line).problem).toContain('1,5');
    const german = createTranslator('de', 'de-DE', {});
    setTranslatorSource(() => german);
    expect(readLineQuantity('1,5', line)).toEqual({ quantity: '1.5', problem: null });
    expect(readLineQuantity('2.5', line)).toEqual({ quantity: '2.5', problem: null });
    expect(quantityForInput('1500.500')).toBe('1500,5');
  });
});
