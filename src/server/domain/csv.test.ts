import { describe, expect, it } from 'vitest';
import { COMMA_CSV, csvDecimal, csvDialect, csvField, csvLine, SEMICOLON_CSV } from './csv';

describe('CSV fields', () => {
  it('quotes what needs quoting and leaves plain text alone', () => {
    expect(csvField('Cable, 2 m')).toBe('"Cable, 2 m"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('M-10 bolt')).toBe('M-10 bolt');
    expect(csvField('a@b.example')).toBe('a@b.example');
    expect(csvLine(['MAT1', 'x, y', '3.000'])).toBe('MAT1,"x, y",3.000\r\n');
  });

  it('defuses a formula wherever a spreadsheet could start a cell', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    // German Excel splits on ";" (and does not honour our quotes there): the second cell would run
    expect(csvField('Cable;=HYPERLINK("http://x.example","open")')).toBe(`"Cable;'=HYPERLINK(""http://x.example"",""open"")"`);
    expect(csvField('a;-2+3')).toBe("a;'-2+3");
    // a reader that splits on every comma, tab, pipe or line
    expect(csvField('a,=1+1')).toBe(`"a,'=1+1"`);
    expect(csvField('a\t@cmd')).toBe("a\t'@cmd");
    expect(csvField('a|=1')).toBe("a|'=1");
    expect(csvField('line\n=cmd')).toBe(`"line\n'=cmd"`);
    expect(csvField('x;;=1')).toBe("x;;'=1");
  });
});

describe("the reader's CSV dialect", () => {
  it('is semicolons and a decimal comma where the locale writes a decimal comma (German), else commas and a dot', () => {
    expect(csvDialect({ decimalMark: ',' })).toBe(SEMICOLON_CSV);
    expect(csvDialect({ decimalMark: '.' })).toBe(COMMA_CSV);
    expect(csvDialect()).toBe(COMMA_CSV); // English outside a request
  });

  it('writes German lines: semicolons, quoted where a field holds one, numbers with a decimal comma', () => {
    expect(csvLine(['MAT1', 'x, y', csvDecimal('1234.500', SEMICOLON_CSV)], SEMICOLON_CSV)).toBe('MAT1;x, y;1234,500\r\n');
    expect(csvLine(['a;b', 'Say "hi"'], SEMICOLON_CSV)).toBe('"a;b";"Say ""hi"""\r\n');
    expect(csvDecimal('1234.5', COMMA_CSV)).toBe('1234.5');
    expect(csvDecimal('12', SEMICOLON_CSV)).toBe('12');
    expect(csvDecimal('A-1.5', SEMICOLON_CSV)).toBe('A-1.5');
  });

  it('defuses formulas the same way in either dialect', () => {
    expect(csvField('Cable;=HYPERLINK("x")', SEMICOLON_CSV)).toBe(`"Cable;'=HYPERLINK(""x"")"`);
    expect(csvField('a,=1+1', SEMICOLON_CSV)).toBe("a,'=1+1");
    expect(csvField('-5', SEMICOLON_CSV)).toBe("'-5");
  });
});
