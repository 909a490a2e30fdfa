import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { PARSE_OPTIONS } from '../../shared/i18n/catalogue';
import { pseudoCatalogue } from '../../shared/i18n/pseudo';
import { createTranslator } from '../../shared/i18n/translator';

const dir = join(import.meta.dirname, '../../shared/i18n/locales');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
const english = read('en.json');

/** The argument names a message uses ({name}, {n, plural, ...}), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    else into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the message catalogues', () => {
  it('are English and German at least, one JSON file per language', () => {
    expect(files).toContain('en.json');
    expect(files).toContain('de.json');
  });

  for (const file of files) {
    describe(file, () => {
      const catalogue = read(file);
      it('has every key of the English catalogue and no other', () => {
        const missing = Object.keys(english).filter((key) => !Object.hasOwn(catalogue, key));
        const extra = Object.keys(catalogue).filter((key) => !Object.hasOwn(english, key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('keeps its keys sorted (so parallel changes merge) and its texts non-empty', () => {
        const keys = Object.keys(catalogue);
        expect(keys).toEqual([...keys].sort());
        expect(Object.entries(catalogue).filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
      });

      it('has messages that parse as ICU and use the placeholders of the English one', () => {
        const wrong: string[] = [];
        for (const [key, text] of Object.entries(catalogue)) {
          let names: Set<string>;
          try {
            names = argumentsOf(parse(text, PARSE_OPTIONS));
          } catch (error) {
            wrong.push(`${key}: ${String(error)}`);
            continue;
          }
          const source = english[key];
          if (source === undefined) continue;
          const expected = argumentsOf(parse(source, PARSE_OPTIONS));
          if ([...names].sort().join() !== [...expected].sort().join()) {
            wrong.push(`${key}: {${[...names].join('}{')}} where English has {${[...expected].join('}{')}}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    });
  }

  it('make a pseudo-locale that keeps placeholders and brackets every message', () => {
    const pseudo = pseudoCatalogue(english);
    const translator = createTranslator('en-XA', 'en', pseudo, (error) => {
      throw error;
    });
    expect(translator.t('receiptPosted', { matDoc: '5000000001' })).toMatch(/^\[!! .*5000000001.* !!\]$/);
    expect(translator.t('receiptPosted', { matDoc: '5000000001' })).not.toMatch(/[a-z]{3}/);
  });
});
