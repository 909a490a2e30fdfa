import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

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
