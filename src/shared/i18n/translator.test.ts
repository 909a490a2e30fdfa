import { describe, expect, it } from 'vitest';
import { hasOnlyPlainArguments, isPlainText, type MessageId } from './catalogue';
import german from './locales/de.json' with { type: 'json' };
import english from './locales/en.json' with { type: 'json' };
import { createTranslator } from './translator';

// as the server and the web app load it: English for the keys a language lacks
const de = createTranslator('de', 'de', { ...english, ...german });
const enUS = createTranslator('en', 'en-US', english);

describe('a translator', () => {
  it('writes quantities in the reader\u2019s locale, exactly (never through a float)', () => {
    expect(de.quantity('1234.5')).toBe('1.234,5');
    expect(de.quantity('1234.500')).toBe('1.234,5');
    expect(de.quantity('-3')).toBe('-3');
    expect(de.quantity('0.1')).toBe('0,1');
    expect(de.quantity('12345678901234567.125')).toBe('12.345.678.901.234.567,125');
    expect(enUS.quantity('1234.5')).toBe('1,234.5');
    expect(enUS.quantity('12345678901234567.125')).toBe('12,345,678,901,234,567.125');
  });

  it('shows no quantity as nothing, and a text that is no quantity as it is', () => {
    expect(de.quantity(null)).toBe('');
    expect(de.quantity(undefined)).toBe('');
    expect(de.quantity('')).toBe('');
    expect(de.quantity('abc')).toBe('abc');
  });

  it('writes numbers and knows its decimal mark', () => {
    expect(de.number(1234.5)).toBe('1.234,5');
    expect(enUS.number(1234.5)).toBe('1,234.5');
    expect(de.decimalMark).toBe(',');
    expect(enUS.decimalMark).toBe('.');
  });

  it('writes each number with its own options, also when the formats are kept for the next cell', () => {
    expect(de.number(0.256, { style: 'percent' })).toBe('26\u00a0%');
    expect(de.number(0.256, { style: 'percent', maximumFractionDigits: 1 })).toBe('25,6\u00a0%');
    expect(de.number(0.256, { style: 'percent' })).toBe('26\u00a0%');
    expect(de.number(1234.5678, { maximumFractionDigits: 0 })).toBe('1.235');
    expect(de.number(1234.5678)).toBe('1.234,568');
    expect(enUS.number(1234.5678, { maximumFractionDigits: 0 })).toBe('1,235');
    // the day format of one locale is not another's
    expect(enUS.day('2026-11-28')).toBe('11/28/2026');
    expect(de.day('2026-11-28')).toBe('28.11.2026');
    expect(enUS.day('2026-11-29')).toBe('11/29/2026');
  });

  it('writes a calendar day in the locale, without shifting it through a time zone', () => {
    expect(de.day('2026-11-28')).toBe('28.11.2026');
    expect(enUS.day('2026-11-28')).toBe('11/28/2026');
    expect(createTranslator('en', 'en-SG', english).day('2026-11-28')).toBe('28/11/2026');
    expect(de.day('2026-01-01')).toBe('01.01.2026');
    expect(de.day(null)).toBe('');
    expect(de.day('')).toBe('');
  });

  it("writes an instant in the plant's time zone, with the zone's name in the reader's language", () => {
    expect(de.time('2026-11-28T04:51:00Z', 'Europe/Berlin')).toBe('28.11.2026, 05:51 MEZ');
    expect(de.time('2026-07-28T04:51:00Z', 'Europe/Berlin', { date: false })).toBe('06:51 MESZ');
    expect(de.dayOf('2026-11-28T23:30:00Z', 'Europe/Berlin')).toBe('29.11.2026');
    expect(enUS.dayOf('2026-11-28T23:30:00Z', 'America/Chicago')).toBe('11/28/2026');
    expect(de.time(null, 'Europe/Berlin')).toBe('');
  });

  it('fills the placeholders of a German message', () => {
    expect(de.t('receiptPosted', { matDoc: '5000000001' })).toBe('Materialbeleg 5000000001 gebucht.');
    expect(enUS.t('receiptPosted', { matDoc: '5000000001' })).toBe('Material document 5000000001 posted.');
    expect(de.t('error.BIN_BLOCKED', { bin: '01-02-03', warehouse: 'W01' })).toBe('Lagerplatz 01-02-03 im Lager W01 ist gesperrt.');
    // a word the server passes in English ("from", "to") chooses the German words around it
    expect(de.t('error.CATEGORY', { type: '311', side: 'from', expected: 'QUALITY', given: 'BLOCKED' })).toBe(
      'Bewegungsart 311 bucht aus dem Bestand QUALITY, nicht BLOCKED.',
    );
    expect(de.t('error.CATEGORY', { type: '311', side: 'to', expected: 'QUALITY', given: 'BLOCKED' })).toMatch(/ bucht in den Bestand /);
  });

  it('keeps the spec\u2019s English texts in English and has German forms of them', () => {
    expect(enUS.t('loading')).toBe('Loading...');
    expect(enUS.t('paginationPrev')).toBe('PREV');
    expect(de.t('loading')).toBe('Wird geladen...');
    expect(de.t('paginationNext')).toBe('WEITER');
  });

  it('reads English for a key the language lacks', () => {
    const partial = createTranslator('de', 'de', { ...english, 'language.name': 'Deutsch' });
    expect(partial.t('language.name')).toBe('Deutsch');
    expect(partial.t('receiptPosted', { matDoc: '1' })).toBe('Material document 1 posted.');
  });

  it('formats plural messages by the language\u2019s rules, numbers in its locale', () => {
    const bins = createTranslator('de', 'de', { bins: '{count, plural, one {# Lagerplatz} other {# Lagerplätze}}' });
    expect(bins.t('bins' as MessageId, { count: 1 })).toBe('1 Lagerplatz');
    expect(bins.t('bins' as MessageId, { count: 0 })).toBe('0 Lagerplätze');
    expect(bins.t('bins' as MessageId, { count: 1234 })).toBe('1.234 Lagerplätze');
  });

  it('does not throw on an unknown key or a missing value: it reports them and shows what it can', () => {
    const errors: unknown[] = [];
    const reporting = createTranslator('de', 'de', { ...english, ...german }, (error) => errors.push(error));
    expect(reporting.t('no.such.key' as MessageId)).toBe('no.such.key');
    expect(reporting.t('receiptPosted')).toBe('Materialbeleg {matDoc} gebucht.');
    expect(errors).toHaveLength(2);
    expect(() => de.t('no.such.key' as MessageId)).not.toThrow();
  });

  it('falls back to English formats for a locale Intl does not know', () => {
    const odd = createTranslator('de', 'not a locale!', german);
    expect(odd.locale).toBe('en');
    expect(odd.quantity('1234.5')).toBe('1,234.5');
    expect(odd.t('receiptPosted', { matDoc: '7' })).toBe('Materialbeleg 7 gebucht.');
  });

  it('gives a message without ICU syntax as FormatJS would, without formatting it', () => {
    const catalogues = { en: english, de: { ...english, ...german } } as const;
    let plain = 0;
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const translator = createTranslator(language, language, catalogue);
      for (const [id, message] of Object.entries(catalogue)) {
        if (!isPlainText(message)) continue;
        plain++;
        expect(translator.t(id as MessageId), id).toBe(translator.intl.formatMessage({ id }, undefined, { ignoreTag: true }));
      }
    }
    expect(plain).toBeGreaterThan(1000);
  });

  it('fills a message of plain arguments as FormatJS would, without formatting it', () => {
    const catalogues = { en: english, de: { ...english, ...german } } as const;
    // each kind of value FormatJS takes as a plain argument: a text (with ICU and HTML look-alikes in it), a number
    // (FormatJS gives String(n), unformatted), a bigint, nothing
    const kinds: readonly ((name: string) => string | number | bigint | null | undefined)[] = [
      (name) => `<b>{${name}}</b> 'x' #`,
      () => 1234.5,
      () => 12345678901234567890n,
      () => null,
      () => undefined,
    ];
    let plain = 0;
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const translator = createTranslator(language, language, catalogue);
      for (const [id, message] of Object.entries(catalogue)) {
        if (!hasOnlyPlainArguments(message)) continue;
        plain++;
        const names = [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
        for (const kind of kinds) {
          const values = Object.fromEntries(names.map((name) => [name, kind(name)]));
          expect(translator.t(id as MessageId, values), id).toBe(translator.intl.formatMessage({ id }, values, { ignoreTag: true }));
        }
      }
    }
    expect(plain).toBeGreaterThan(300);
  });

  it('leaves a plain argument it was not given, or a date, to FormatJS', () => {
    const errors: unknown[] = [];
    const reporting = createTranslator('en', 'en', english, (error) => errors.push(error));
    expect(reporting.t('receiptPosted', { other: '1' })).toBe('Material document {matDoc} posted.');
    expect(errors).toHaveLength(1);
    const day = new Date(Date.UTC(2026, 10, 28));
    expect(reporting.t('receiptPosted', { matDoc: day })).toEqual(reporting.intl.formatMessage({ id: 'receiptPosted' }, { matDoc: day }));
  });

  it('asks Intl nothing until a number, a day or an ICU message needs it', () => {
    const asked: string[] = [];
    const original = Intl.NumberFormat;
    const spy = new Proxy(original, {
      construct: (target, args) => {
        asked.push('NumberFormat');
        return Reflect.construct(target, args);
      },
      get: (target, key, receiver) =>
        key === 'supportedLocalesOf'
          ? (...args: Parameters<typeof original.supportedLocalesOf>) => {
              asked.push('supportedLocalesOf');
              return original.supportedLocalesOf(...args);
            }
          : Reflect.get(target, key, receiver),
    });
    Intl.NumberFormat = spy;
    try {
      const fresh = createTranslator('de', 'de-DE', { ...english, ...german });
      expect(fresh.t('receiptPosted', { matDoc: '5000000001' })).toBe('Materialbeleg 5000000001 gebucht.');
      expect(fresh.t('loading')).toBe(german.loading);
      expect(asked).toEqual([]);
      expect(fresh.quantity('1234.5')).toBe('1.234,5');
      expect(asked).toContain('supportedLocalesOf');
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
