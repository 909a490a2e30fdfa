import { describe, expect, it } from 'vitest';
import { errorText } from './errors';
import { interpretScan } from './interpret-scan';
import { type ScanSamples, scanCorpus, UNKNOWN_SSCC } from './interpret-scan.corpus';

const samples: ScanSamples = {
  material: 'CBL-1',
  gtin: '04012345678901',
  bin: '01-01-01',
  serial: 'SN-100',
  equipment: '000000000010000001',
};
const corpus = scanCorpus(samples);
const byName = (name: string) => {
  const found = corpus.find((c) => c.name === name);
  if (!found) throw new Error(`no case ${name}`);
  return interpretScan(found.code);
};

describe('interpretScan', () => {
  it.each(corpus.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const scan = interpretScan(c.code);
    if (c.refused) {
      expect(scan).toMatchObject({ ok: false, code: c.refused });
      if (!scan.ok) expect(errorText(scan.code, scan.params)).not.toMatch(/\{\w+\}/);
    } else {
      expect(scan.ok).toBe(true);
      if (scan.ok) expect(scan.code).toBe(c.code.trim());
    }
  });

  it('looks a plain code up as given and in upper case, as material or bin up to 18 characters, as serial up to 30', () => {
    expect(byName('material number in lower case')).toMatchObject({
      texts: ['cbl-1', 'CBL-1'],
      serialTexts: ['cbl-1', 'CBL-1'],
      gs1: null,
    });
    expect(byName('material number with the blanks a scanner adds')).toMatchObject({ code: 'CBL-1', texts: ['CBL-1'] });
    expect(byName('19 characters: no material or bin, maybe a serial')).toMatchObject({ texts: [], serialTexts: ['ABCDEFGHIJKLMNOPQRS'] });
    expect(byName('31 characters: nothing to look up')).toMatchObject({ texts: [], serialTexts: [], gtins: [] });
    expect(byName('equipment number')).toMatchObject({ huNumbers: [], ssccs: [samples.equipment] });
  });

  it('reads a GTIN-13 or -14 with a valid check digit as a GTIN-14, one with a wrong one as text only', () => {
    expect(byName('GTIN-14')).toMatchObject({ gtins: ['04012345678901'], gs1: null, texts: ['04012345678901'] });
    expect(byName('GTIN-13')).toMatchObject({ gtins: ['04012345678901'], gs1: null });
    expect(byName('GTIN-14 with a wrong check digit (plain text)')).toMatchObject({ gtins: [], gs1: null, texts: ['04012345678902'] });
  });

  it('reads GS1 element strings: GTIN, batch, serial (also looked up as a serial), SSCC', () => {
    const bracketed = byName('GS1 (01)(10)(21) with symbology identifier and GS');
    expect(bracketed).toMatchObject({ gtins: ['04012345678901'], texts: [], serialTexts: ['SN-100'] });
    if (bracketed.ok) expect(bracketed.gs1).toMatchObject({ gtin: '04012345678901', batch: 'LOT-1', serial: 'SN-100', symbology: ']C1' });
    expect(byName('GS1 raw without markers (01)(21)')).toMatchObject({ gtins: ['04012345678901'], gs1: { serial: 'SN-100' } });
    expect(byName('GS1 with a leading FNC1')).toMatchObject({ gtins: ['04012345678901'], gs1: { batch: 'LOT-2' } });
    expect(byName('GS1 (00) SSCC of no handling unit')).toMatchObject({ ssccs: [UNKNOWN_SSCC], gtins: [] });
  });

  it('keeps the elements before an AI it does not read and looks the text up as well', () => {
    expect(byName('GS1 raw with an AI the portal does not read')).toMatchObject({
      gtins: ['04012345678901'],
      gs1: { gtin: '04012345678901' },
      texts: [],
      serialTexts: [']C10104012345678901230X', '0104012345678901230X'],
    });
  });

  it('refuses malformed GS1 with the parser problem, other unreadable scans naming the code field', () => {
    expect(byName('GS1 (01) with a wrong check digit')).toEqual({
      ok: false,
      code: 'INVALID_GS1',
      params: { problem: 'The check digit of AI (01) 04012345678902 is wrong.' },
    });
    expect(byName('too long')).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      params: { problem: 'Code: A scanned code has at most 100 characters.' },
    });
    expect(byName('a bell character')).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      params: { problem: 'Code: The scanned code may contain only printable characters.' },
    });
    expect(byName('empty')).toEqual({ ok: false, code: 'SCAN_EMPTY', params: {} });
    expect(interpretScan(undefined as unknown as string)).toMatchObject({ ok: false, code: 'SCAN_EMPTY' });
  });
});
