import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GS, gs1CheckDigit, gtinMatches, hasValidCheckDigit, looksLikeGs1, parseGs1, readScan, toGtin14 } from './gs1';

const GTIN = '09501101530003'; // GS1's own example GTIN, check digit 3
const SSCC = '106141410000000002';

function ok(input: string) {
  const r = parseGs1(input);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(input)} to parse, got ${r.code}: ${r.message}`);
  return r.data;
}

function err(input: string) {
  const r = parseGs1(input);
  if (r.ok) throw new Error(`expected ${JSON.stringify(input)} to fail, got ${JSON.stringify(r.data)}`);
  return r;
}

describe('check digits', () => {
  it('computes the GS1 mod-10 check digit', () => {
    expect(gs1CheckDigit('0950110153000')).toBe(3);
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('10614141000000000')).toBe(2);
    expect(hasValidCheckDigit(GTIN)).toBe(true);
    expect(hasValidCheckDigit('09501101530004')).toBe(false);
    expect(hasValidCheckDigit('0950110153000x')).toBe(false);
    expect(hasValidCheckDigit('')).toBe(false);
  });

  it('normalises GTIN-8/12/13/14 and matches them against a material', () => {
    expect(toGtin14('4006381333931')).toBe('04006381333931');
    expect(toGtin14('12345')).toBeUndefined();
    expect(gtinMatches('04006381333931', ['4006381333931'])).toBe(true);
    expect(gtinMatches(GTIN, ['4006381333931'])).toBe(false);
    expect(gtinMatches('abc', ['abc'])).toBe(false);
  });
});

describe('parseGs1: raw element strings', () => {
  it('reads GTIN + serial with the serial last (no separator needed)', () => {
    const d = ok(`01${GTIN}21ABC-123`);
    expect(d.gtin).toBe(GTIN);
    expect(d.serial).toBe('ABC-123');
    expect(d.elements).toEqual([
      { ai: '01', value: GTIN },
      { ai: '21', value: 'ABC-123' },
    ]);
  });

  it('uses GS to end variable-length values: batch, serial, count, customer PO', () => {
    const d = ok(`01${GTIN}10LOT7${GS}21SN0001${GS}3712${GS}400PO-4711`);
    expect(d).toMatchObject({ gtin: GTIN, batch: 'LOT7', serial: 'SN0001', count: '12', customerPo: 'PO-4711' });
  });

  it('reads an SSCC (00) with its check digit', () => {
    expect(ok(`00${SSCC}`).sscc).toBe(SSCC);
    expect(err(`00106141410000000003`).code).toBe('GS1_CHECK_DIGIT');
  });

  it('strips ]C1 / ]d2 / ]Q3 symbology identifiers, a leading FNC1 and the wedge suffix', () => {
    expect(ok(`]C101${GTIN}21X1`)).toMatchObject({ gtin: GTIN, serial: 'X1', symbology: ']C1' });
    expect(ok(`]d2${GS}01${GTIN}10B1${GS}21X2\r\n`)).toMatchObject({ gtin: GTIN, batch: 'B1', serial: 'X2', symbology: ']d2' });
    expect(ok(`]Q301${GTIN}`).gtin).toBe(GTIN);
  });

  it('skips over predefined-length AIs it does not use (expiry date, net weight, GLN)', () => {
    const gln = `061414100041${gs1CheckDigit('061414100041')}`;
    const d = ok(`01${GTIN}17261231${'3102'}001500410${gln}10L1`);
    expect(d.gtin).toBe(GTIN);
    expect(d.batch).toBe('L1');
    expect(d.elements.map((e) => e.ai)).toEqual(['01', '17', '3102', '410', '10']);
  });

  it('accepts a GS after a fixed-length value (some encoders send one)', () => {
    expect(ok(`01${GTIN}${GS}21S`).serial).toBe('S');
  });

  it('rejects a wrong GTIN check digit with a clear message', () => {
    const r = err('010950110153000421ABC');
    expect(r.code).toBe('GS1_CHECK_DIGIT');
    expect(r.message).toBe('The check digit of AI (01) 09501101530004 is wrong.');
  });

  it('rejects a GTIN that is too short or not digits', () => {
    expect(err('0109501101').code).toBe('GS1_LENGTH');
    expect(err(`0109501101${GS}21A`).code).toBe('GS1_LENGTH');
    expect(err('01095011015300AB').code).toBe('GS1_DIGITS');
  });

  it('rejects a variable value longer than its maximum (a missing separator)', () => {
    const r = err(`01${GTIN}10${'L'.repeat(21)}`);
    expect(r.code).toBe('GS1_TOO_LONG');
    expect(r.message).toBe('The barcode value for AI (10) is longer than 20 characters; a separator may be missing.');
    expect(err(`21${'S'.repeat(20)}3712`).code).toBe('GS1_TOO_LONG');
  });

  it('rejects a non-numeric count and characters outside GS1 set 82', () => {
    expect(err('37ABC').code).toBe('GS1_DIGITS');
    expect(err('21AB CD').code).toBe('GS1_CHARSET');
    expect(err('21ÄÖ').code).toBe('GS1_CHARSET');
  });

  it('rejects unknown AIs and non-AI text, naming the position', () => {
    const r = err(`01${GTIN}88XYZ`);
    expect(r.code).toBe('GS1_UNKNOWN_AI');
    expect(r.message).toBe('The barcode holds an application identifier this portal does not read (at position 17).');
    expect(err('hello').code).toBe('GS1_UNKNOWN_AI');
  });

  it('rejects an empty value, an empty scan and repeated AIs with different values', () => {
    expect(err(`21${GS}10B`).code).toBe('GS1_EMPTY_VALUE');
    expect(err('').code).toBe('GS1_EMPTY');
    expect(err(`]C1${GS}\r\n`).code).toBe('GS1_EMPTY');
    expect(err(`21A${GS}21B`).code).toBe('GS1_REPEATED');
    expect(ok(`21A${GS}21A`).serial).toBe('A');
  });
});

describe('parseGs1: human-readable form with parentheses', () => {
  it('reads (01)...(21)... with or without spaces', () => {
    expect(ok(`(01)${GTIN}(21)SN-9`)).toMatchObject({ gtin: GTIN, serial: 'SN-9' });
    expect(ok(`(01) ${GTIN} (10) B (37) 5 (400) PO1`)).toMatchObject({ gtin: GTIN, batch: 'B', count: '5', customerPo: 'PO1' });
    expect(ok(`(00)${SSCC}`).sscc).toBe(SSCC);
  });

  it('checks values like the raw form', () => {
    expect(err('(01)09501101530004').code).toBe('GS1_CHECK_DIGIT');
    expect(err('(88)X').code).toBe('GS1_UNKNOWN_AI');
    expect(err('(21)').code).toBe('GS1_EMPTY_VALUE');
    expect(err('(ABC)').code).toBe('GS1_UNKNOWN_AI');
    expect(err('(210)X').code).toBe('GS1_UNKNOWN_AI'); // 21 is a two-digit AI
  });
});

describe('never throws on garbage', () => {
  it('returns a result for any string, and a clear message when it is not ok', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        const r = parseGs1(s);
        if (!r.ok) expect(r.message.length).toBeGreaterThan(5);
        readScan(s);
        looksLikeGs1(s);
      }),
      { numRuns: 2000 },
    );
  });

  it('survives GS1-shaped noise', () => {
    const alphabet = fc.constantFrom('0', '1', '2', '3', '7', '4', '(', ')', GS, ']', 'C', 'd', 'A');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (chars) => {
        const r = parseGs1(chars.join(''));
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
    // biome-ignore lint/suspicious/noExplicitAny: a JavaScript caller may pass anything
    expect(parseGs1(undefined as any).ok).toBe(false);
    // biome-ignore lint/suspicious/noExplicitAny: idem
    expect(readScan(null as any)).toEqual({ kind: 'plain', text: '' });
  });
});

describe('readScan: GS1 or plain', () => {
  it('treats ordinary serial numbers as plain text', () => {
    expect(readScan('SN12345')).toEqual({ kind: 'plain', text: 'SN12345' });
    expect(readScan('  4711\r\n')).toEqual({ kind: 'plain', text: '4711' });
    expect(readScan('21ABC')).toEqual({ kind: 'plain', text: '21ABC' }); // no marker: a serial that starts with 21
    expect(readScan('0112345678901234')).toEqual({ kind: 'plain', text: '0112345678901234' }); // bad check digit: not a GTIN
  });

  it('strips a non-GS1 symbology identifier (Code 128 ]C0) and keeps the text', () => {
    expect(readScan(']C0ABC')).toEqual({ kind: 'plain', text: 'ABC' });
  });

  it('recognises GS1 by identifier, separator, parentheses, or a valid GTIN/SSCC start', () => {
    expect(readScan(`]C121X`)).toMatchObject({ kind: 'gs1', data: { serial: 'X' } });
    expect(readScan(`21X${GS}10B`)).toMatchObject({ kind: 'gs1', data: { serial: 'X', batch: 'B' } });
    expect(readScan(`(21)X`)).toMatchObject({ kind: 'gs1', data: { serial: 'X' } });
    expect(readScan(`01${GTIN}21SER`)).toMatchObject({ kind: 'gs1', data: { gtin: GTIN, serial: 'SER' } });
    expect(readScan(`00${SSCC}`)).toMatchObject({ kind: 'gs1', data: { sscc: SSCC } });
  });

  it('reports a broken GS1 scan as invalid with the parser message', () => {
    const r = readScan(`]C101${'0'.repeat(13)}5`);
    expect(r).toMatchObject({ kind: 'invalid', code: 'GS1_CHECK_DIGIT' });
  });
});
