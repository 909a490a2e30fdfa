import { describe, expect, it } from 'vitest';
import { isCleanText } from './text';

describe('isCleanText', () => {
  it('takes ordinary text, line breaks, tabs, astral characters and the separators scanners send', () => {
    for (const ok of [
      '',
      'R01-09-3',
      'Zeile 1\nZeile 2\ttab\r',
      '𝔘𝔫𝔦',
      ']C101040063813339312112\u001d3712',
      '[)>\u001e06\u001d1PX\u001e\u0004',
    ]) {
      expect(isCleanText(ok), JSON.stringify(ok)).toBe(true);
    }
  });
  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const bad of ['\u0000', 'a\u0000b', 'x\u0001', '\u001b[31m', 'v\u000bt', '\u007f', '\ud800', 'a\udfffb', '\udc00\ud800']) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
