import { describe, expect, it } from 'vitest';
import { readDecimal } from './read-decimal';

describe('readDecimal', () => {
  describe('in German (decimal comma)', () => {
    const read = (text: string) => readDecimal(text, ',');

    it('reads the comma as the decimal mark', () => {
      expect(read('1,5')).toBe('1.5');
      expect(read('0,25')).toBe('0.25');
      expect(read('12')).toBe('12');
    });

    it('takes points before the comma as thousands', () => {
      expect(read('1.234,5')).toBe('1234.5');
      expect(read('1.234.567,125')).toBe('1234567.125');
    });

    it("reads the scanner's point as the decimal mark when the text has no comma", () => {
      expect(read('1.5')).toBe('1.5');
      expect(read('0.1')).toBe('0.1');
    });

    it('refuses points that are no thousands groups', () => {
      expect(read('1.23,5')).toBeNull();
      expect(read('12.3456,7')).toBeNull();
      expect(read('1,234.5')).toBeNull();
    });

    it('takes spaces (also narrow and no-break ones) as thousands', () => {
      expect(read(' 1 234,5 ')).toBe('1234.5');
      expect(read('1\u00a0234,5')).toBe('1234.5');
      expect(read('1\u202f234,5')).toBe('1234.5');
    });

    it('completes a bare leading or trailing mark', () => {
      expect(read(',5')).toBe('0.5');
      expect(read('5,')).toBe('5');
    });
  });

  describe('in English (decimal point)', () => {
    const read = (text: string) => readDecimal(text, '.');

    it('reads the point as the decimal mark and commas as thousands', () => {
      expect(read('1.5')).toBe('1.5');
      expect(read('1,234.5')).toBe('1234.5');
      expect(read('1,234')).toBe('1234');
      expect(read('1,234,567.25')).toBe('1234567.25');
    });

    it('refuses a comma that groups no thousands (a German decimal in an English field)', () => {
      expect(read('1,5')).toBeNull();
      expect(read('12,34')).toBeNull();
      expect(read('1,234.5.6')).toBeNull();
    });
  });

  it('refuses what is no number, in either locale', () => {
    for (const mark of [',', '.']) {
      for (const text of ['1,2,3', 'abc', '', '   ', '1..5', ',', '.', '-1', '1e3', '1,5kg', '0x10', 'NaN', 'Infinity']) {
        expect({ text, mark, read: readDecimal(text, mark) }).toEqual({ text, mark, read: null });
      }
    }
  });

  it('never goes through a float: the digits typed are the digits sent', () => {
    expect(readDecimal('0.1', '.')).toBe('0.1');
    expect(readDecimal('0,1', ',')).toBe('0.1');
    expect(readDecimal('0.1', ',')).toBe('0.1');
    expect(readDecimal('12345678901234567890,123', ',')).toBe('12345678901234567890.123');
    expect(readDecimal('9,007,199,254,740,993.5', '.')).toBe('9007199254740993.5');
    expect(typeof readDecimal('1,5', ',')).toBe('string');
  });
});
