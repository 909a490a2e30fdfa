import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AiSpec,
  GS,
  GS1_AIS,
  type Gs1Component,
  gs1CheckDigit,
  gtinMatches,
  hasValidCheckDigit,
  looksLikeGs1,
  parseGs1,
  readScan,
  specFor,
  toGtin14,
} from './gs1';

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
  }, 30_000); // 2,000 runs: the default 5 s is too tight on a loaded 2-core machine

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
  }, 30_000);
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

describe('the issue: logistic labels with ship-to postal codes and expiry times', () => {
  const POST = '(420)12345';
  it('reads (00) SSCC with (420), (421) and (01) GTIN with (7003), human-readable', () => {
    expect(ok(`(00)${SSCC}${POST}`).elements).toEqual([
      { ai: '00', value: SSCC },
      { ai: '420', value: '12345' },
    ]);
    expect(ok(`(00)${SSCC}(421)27610115`).elements[1]).toEqual({ ai: '421', value: '27610115' });
    expect(ok(`(01)${GTIN}(7003)2512311430(10)L1`)).toMatchObject({
      gtin: GTIN,
      batch: 'L1',
      elements: [{ ai: '01' }, { ai: '7003', value: '2512311430' }, { ai: '10' }],
    });
  });

  it('reads the same raw, with GS separators, and with ]C1 / ]d2 identifiers', () => {
    for (const aim of ['', ']C1', ']d2', `]C1${GS}`]) {
      expect(ok(`${aim}00${SSCC}42012345`)).toMatchObject({ sscc: SSCC, elements: [{ ai: '00' }, { ai: '420', value: '12345' }] });
      expect(ok(`${aim}00${SSCC}42127610115${GS}400PO-1`)).toMatchObject({
        sscc: SSCC,
        customerPo: 'PO-1',
        elements: [{ ai: '00' }, { ai: '421', value: '27610115' }, { ai: '400' }],
      });
      expect(ok(`${aim}01${GTIN}70032512311430${GS}21SN1`)).toMatchObject({
        gtin: GTIN,
        serial: 'SN1',
        elements: [{ ai: '01' }, { ai: '7003', value: '2512311430' }, { ai: '21' }],
      });
      expect(readScan(`${aim}00${SSCC}42012345`)).toMatchObject({ kind: 'gs1', data: { sscc: SSCC } });
    }
    expect(ok(`]d2${GS}8003${'0'}${'950110153000'}${gs1CheckDigit('950110153000')}ASSET-1`).elements[0]!.ai).toBe('8003');
  });

  it('checks the components of split values', () => {
    expect(err('(421)27').code).toBe('GS1_LENGTH'); // no country code
    expect(err('(421)2761234567890').code).toBe('GS1_TOO_LONG'); // postal code longer than 9
    expect(err('(421)DE10115').code).toBe('GS1_DIGITS'); // the country is ISO 3166 numeric
    expect(err('(7003)251231143').code).toBe('GS1_LENGTH');
    expect(err('(7003)25123114AB').code).toBe('GS1_DIGITS');
    expect(err('(423)2762').message).toBe('The barcode value for AI (423) must be 3, 6, 9, 12 or 15 characters long.');
    expect(ok('(423)276040').elements[0]!.value).toBe('276040');
    expect(err('(8003)09501101530004X').code).toBe('GS1_CHECK_DIGIT'); // GRAI check digit inside the value
    expect(err('(8010)abc').code).toBe('GS1_CHARSET'); // CSET 39: upper case only
    expect(ok('(8010)ABC-#/9').elements[0]!.value).toBe('ABC-#/9');
    expect(ok('(8030)Ab-_9=').elements[0]!.value).toBe('Ab-_9='); // CSET 64 (base64url)
    expect(err('(8030)Ab+c').code).toBe('GS1_CHARSET');
  });

  it('needs GS after a fixed-length AI that is not of the predefined-length table (422 origin)', () => {
    expect(ok(`01${GTIN}422276${GS}10L`)).toMatchObject({
      batch: 'L',
      elements: [{ ai: '01' }, { ai: '422', value: '276' }, { ai: '10' }],
    });
    expect(err(`01${GTIN}4222763712`).code).toBe('GS1_LENGTH'); // 422 would run into 37
  });
});

describe('the AI table', () => {
  /** A value of the format: every component at its longest (or shortest), check digits computed. */
  function valueFor(spec: AiSpec, shortest = false): string {
    const sample: Record<Gs1Component['cset'], string> = { N: '0123456789', X: 'Ab9-/.:_x%', Y: 'AB9-#/Z', Z: 'Ab-_9z' };
    let value = '';
    for (const c of spec.components) {
      if (shortest && c.optional) break;
      const len = shortest ? c.min : c.max;
      let part = sample[c.cset].repeat(len).slice(0, len);
      if (c.check) part = part.slice(0, -1) + gs1CheckDigit(part.slice(0, -1));
      value += part;
    }
    return value;
  }

  it('covers every AI of GS1 Barcode Syntax Dictionary: 541 AIs from 224 entries', () => {
    // gs1/gs1-syntax-dictionary (commit ff2eb4b): 224 lines (an AI or a range such as 3100-3105 or 91-99)
    // listing 541 AIs; our table was compared with it AI by AI (format, check digits, predefined length).
    // gs1-barcode-parser-mod knows 226 AIs/families; this table has every one of the 541 AIs.
    expect(GS1_AIS.size).toBeGreaterThanOrEqual(541);
    for (const ai of [
      '00',
      '01',
      '3103',
      '3695',
      '3909',
      '3943',
      '3955',
      '421',
      '4333',
      '7003',
      '7039',
      '7259',
      '8200',
      '8043',
      '91',
      '99',
    ])
      expect(specFor(ai), ai).toBeDefined();
    for (const ai of ['04', '14', '18', '19', '23', '3106', '3170', '3944', '3956', '88', '7012', '8015'])
      expect(specFor(ai), ai).toBeUndefined();
  });

  it('is prefix-free and marks exactly GS1 predefined-length AIs (first two digits 00-04, 11-20, 31-36, 41)', () => {
    const ais = [...GS1_AIS.keys()];
    expect(ais.filter((a) => ais.some((b) => b !== a && b.startsWith(a)))).toEqual([]);
    for (const [ai, spec] of GS1_AIS) {
      expect(spec.predefined, ai).toBe(/^(0[0-4]|1[1-9]|20|3[1-6]|41)/.test(ai));
      if (spec.predefined) expect(spec.fixed, ai).toBeDefined();
    }
    expect(specFor('00')).toMatchObject({ fixed: 18, check: true, numeric: true });
    expect(specFor('421')).toMatchObject({ min: 4, max: 12, numeric: false });
    expect(specFor('7003')).toMatchObject({ fixed: 10, numeric: true, predefined: false });
  });

  it('parses every AI with a valid value, human-readable and raw, in the middle of a string', () => {
    let walked = 0;
    for (const [ai, spec] of GS1_AIS) {
      const other = ai === '00' ? `01${GTIN}` : `00${SSCC}`;
      const otherAi = other.slice(0, 2);
      for (const value of new Set([valueFor(spec), valueFor(spec, true)])) {
        const expected = { ai, value };
        const hr = parseGs1(`(${otherAi})${other.slice(2)}(${ai})${value}(${otherAi})${other.slice(2)}`);
        expect(hr.ok && hr.data.elements[1], `(${ai})${value}`).toEqual(expected);
        // a predefined-length AI runs straight into the next AI, any other one is ended by GS
        const raw = `]C1${other}${ai}${value}${spec.predefined ? '' : GS}${other}`;
        const r = parseGs1(raw);
        expect(r.ok && r.data.elements, JSON.stringify(raw)).toEqual([
          { ai: otherAi, value: other.slice(2) },
          expected,
          { ai: otherAi, value: other.slice(2) },
        ]);
        const last = parseGs1(`${ai}${value}`);
        expect(last.ok && last.data.elements, `${ai}${value}`).toEqual([expected]);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(541);
  });

  it('refuses invalid values of every AI with the right code, never throwing', () => {
    for (const [ai, spec] of GS1_AIS) {
      const good = valueFor(spec);
      const at = (s: string) => parseGs1(`(${ai})${s}`);
      const max = spec.fixed ?? spec.max!;
      // one character too many
      expect(at(`${good}${spec.components.at(-1)!.cset === 'N' ? '1' : 'A'}`), `${ai} too long`).toMatchObject({
        ok: false,
        code: spec.fixed !== undefined ? 'GS1_LENGTH' : 'GS1_TOO_LONG',
      });
      expect(good.length).toBe(max);
      // too short: a fixed-length value one short, or the mandatory components one short
      if (spec.min > 1) expect(at(valueFor(spec, true).slice(0, -1)), `${ai} too short`).toMatchObject({ ok: false, code: 'GS1_LENGTH' });
      // a letter in the first numeric component
      const n = spec.components.findIndex((c) => c.cset === 'N');
      if (n >= 0) {
        const offset = spec.components.slice(0, n).reduce((s, c) => s + c.max, 0);
        const bad = `${good.slice(0, offset)}A${good.slice(offset + 1)}`;
        expect(at(bad), `${ai} letter`).toMatchObject({ ok: false, code: 'GS1_DIGITS' });
      }
      // a wrong check digit
      const k = spec.components.findIndex((c) => c.check);
      if (k >= 0) {
        const end = spec.components.slice(0, k + 1).reduce((s, c) => s + c.max, 0);
        const digit = String((Number(good[end - 1]) + 1) % 10);
        expect(at(`${good.slice(0, end - 1)}${digit}${good.slice(end)}`), `${ai} check`).toMatchObject({
          ok: false,
          code: 'GS1_CHECK_DIGIT',
        });
      }
      // a space (outside every GS1 character set), raw form (the human-readable form trims spaces)
      if (!spec.numeric)
        expect(parseGs1(`${ai}${good.slice(0, -1)} ${GS}`), `${ai} space`).toMatchObject({ ok: false, code: 'GS1_CHARSET' });
    }
  });
});

describe('an unknown AI never loses the scan', () => {
  it('keeps the raw text and the elements read before it', () => {
    const r = err(`]C101${GTIN}10L7${GS}88XYZ\r\n`);
    expect(r).toMatchObject({ code: 'GS1_UNKNOWN_AI', raw: `01${GTIN}10L7${GS}88XYZ`, position: 22 });
    expect(r.partial).toMatchObject({ gtin: GTIN, batch: 'L7', symbology: ']C1' });
    expect(err('(88)ABC')).toMatchObject({ code: 'GS1_UNKNOWN_AI', raw: '(88)ABC' });
    expect(err(']C1HELLO')).toMatchObject({ code: 'GS1_UNKNOWN_AI', raw: 'HELLO' });
    expect(err(`01${GTIN}`.slice(0, 10))).toMatchObject({ code: 'GS1_LENGTH', raw: '0109501101' });
  });

  it('readScan hands the text and the partial data to callers', () => {
    expect(readScan(`]C1HELLO`)).toMatchObject({ kind: 'invalid', code: 'GS1_UNKNOWN_AI', text: 'HELLO' });
    expect(readScan(`]C101${GTIN}21S1${GS}88X`)).toMatchObject({
      kind: 'invalid',
      text: `01${GTIN}21S1${GS}88X`,
      partial: { serial: 'S1' },
    });
  });
});
