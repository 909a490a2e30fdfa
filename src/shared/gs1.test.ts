import { describe, expect, it } from 'vitest';
import { GROUP_SEPARATOR, hasValidCheckDigit, looksLikeGs1, normalizeGtin, parseGs1 } from './gs1';

const GS = GROUP_SEPARATOR;

describe('check digits and GTIN normalisation', () => {
  it('accepts published examples and rejects a changed last digit', () => {
    expect(hasValidCheckDigit('4006381333931')).toBe(true); // EAN-13
    expect(hasValidCheckDigit('036000291452')).toBe(true); // UPC-A
    expect(hasValidCheckDigit('96385074')).toBe(true); // EAN-8
    expect(hasValidCheckDigit('106141411234567897')).toBe(true); // SSCC
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
    expect(hasValidCheckDigit('40063813339x1')).toBe(false);
  });

  it('pads GTIN-8/12/13 to 14 digits and refuses other lengths or bad check digits', () => {
    expect(normalizeGtin('4006381333931')).toBe('04006381333931');
    expect(normalizeGtin('036000291452')).toBe('00036000291452');
    expect(normalizeGtin('96385074')).toBe('00000096385074');
    expect(normalizeGtin('04006381333931')).toBe('04006381333931');
    expect(normalizeGtin('4006381333932')).toBeUndefined();
    expect(normalizeGtin('1234567890')).toBeUndefined();
    expect(normalizeGtin('TRM-100001')).toBeUndefined();
  });
});

describe('parseGs1', () => {
  it('reads the parenthesised form', () => {
    const r = parseGs1('(01)04006381333931(10)LOT-7(21)SN0001');
    expect(r).toEqual({
      ok: true,
      data: {
        elements: [
          { ai: '01', value: '04006381333931' },
          { ai: '10', value: 'LOT-7' },
          { ai: '21', value: 'SN0001' },
        ],
        gtin: '04006381333931',
        batch: 'LOT-7',
        serial: 'SN0001',
      },
    });
  });

  it('reads the raw form with group separators and a symbology identifier', () => {
    const r = parseGs1([']C1', '01', '04006381333931', '10', 'LOT7', GS, '21', 'SN1', GS, '37', '12'].join(''));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.gtin).toBe('04006381333931');
    expect(r.data.batch).toBe('LOT7');
    expect(r.data.serial).toBe('SN1');
    expect(r.data.count).toBe('12');
  });

  it('reads fixed-length fields without separators, an SSCC, a date, a measure and a PO number', () => {
    const r = parseGs1(`00106141411234567897${GS}0104006381333931172612313103000125400PO-4500000001`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.sscc).toBe('106141411234567897');
    expect(r.data.gtin).toBe('04006381333931');
    expect(r.data.purchaseOrder).toBe('PO-4500000001');
    expect(r.data.elements.map((e) => e.ai)).toEqual(['00', '01', '17', '3103', '400']);
  });

  it('names the element that is wrong', () => {
    expect(parseGs1('(01)04006381333932')).toEqual({ ok: false, error: '(01) GTIN has a wrong check digit' });
    expect(parseGs1('(01)0400638133393')).toEqual({ ok: false, error: '(01) GTIN must have 14 characters' });
    expect(parseGs1('(77)123')).toEqual({ ok: false, error: '(77) is not a known application identifier' });
    expect(parseGs1('(10)')).toEqual({ ok: false, error: '(10) batch is empty' });
    expect(parseGs1(`(21)${'X'.repeat(21)}`)).toEqual({ ok: false, error: '(21) serial number has more than 20 characters' });
    expect(parseGs1('(01)04006381333931 junk(')).toMatchObject({ ok: false });
    expect(parseGs1('0104006381333931')).toMatchObject({ ok: true });
    expect(parseGs1('01040063813339')).toEqual({ ok: false, error: '(01) GTIN must have 14 characters' });
    expect(parseGs1('R01-01-1')).toEqual({ ok: false, error: 'no known application identifier at position 1' });
    expect(parseGs1('   ')).toEqual({ ok: false, error: 'the code is empty' });
  });

  it('tells GS1 strings from plain text', () => {
    expect(looksLikeGs1('(01)04006381333931')).toBe(true);
    expect(looksLikeGs1(']d20104006381333931')).toBe(true);
    expect(looksLikeGs1(`0104006381333931${GS}`)).toBe(true);
    expect(looksLikeGs1('0104006381333931')).toBe(false); // could be a plain number: tried, not insisted on
    expect(looksLikeGs1('TRM-100001')).toBe(false);
  });
});
