import { describe, expect, it } from 'vitest';
import { acceptedTags, resolveLanguage } from './languages';

const available = ['en', 'de'];

describe('acceptedTags', () => {
  it('orders the tags by q-value, the header order breaking ties', () => {
    expect(acceptedTags('fr;q=0.5, de;q=0.9, en-GB, en;q=0.9')).toEqual(['en-GB', 'de', 'en', 'fr']);
  });

  it('leaves out tags the reader refuses (q=0)', () => {
    expect(acceptedTags('de;q=0, en')).toEqual(['en']);
  });

  it('reads a q parameter whatever its case and spacing', () => {
    expect(acceptedTags('de ;Q=0.1, en; q=0.2')).toEqual(['en', 'de']);
  });

  it('takes navigator.languages as it is, malformed entries left out', () => {
    expect(acceptedTags(['de-AT', 'de', '', 'en_US', 'x'.repeat(9)])).toEqual(['de-AT', 'de']);
  });
});

describe('resolveLanguage', () => {
  it("takes the profile's language over the browser's", () => {
    expect(resolveLanguage('de', 'en-US,en;q=0.9', available)).toEqual({ language: 'de', locale: 'de' });
    expect(resolveLanguage('en', 'de-DE,de;q=0.9', available)).toEqual({ language: 'en', locale: 'en' });
  });

  it("keeps the browser's region for the profile's language", () => {
    expect(resolveLanguage('de', 'de-AT,en;q=0.5', available)).toEqual({ language: 'de', locale: 'de-AT' });
  });

  it("falls back to the browser's languages when the profile's has no catalogue or is not set", () => {
    expect(resolveLanguage('fr', 'de', available)).toEqual({ language: 'de', locale: 'de' });
    expect(resolveLanguage(null, 'de', available)).toEqual({ language: 'de', locale: 'de' });
    expect(resolveLanguage(undefined, 'de', available)).toEqual({ language: 'de', locale: 'de' });
  });

  it('takes the best-weighted language that has a catalogue', () => {
    expect(resolveLanguage(null, 'fr;q=1, en;q=0.4, de;q=0.8', available)).toEqual({ language: 'de', locale: 'de' });
    expect(resolveLanguage(null, 'de;q=0.3, en-US;q=0.7', available)).toEqual({ language: 'en', locale: 'en-US' });
  });

  it('keeps the region as the locale ("en-SG": English, Singapore numbers and dates)', () => {
    expect(resolveLanguage(null, 'en-SG,en;q=0.9', available)).toEqual({ language: 'en', locale: 'en-SG' });
    expect(resolveLanguage(null, 'de-CH', available)).toEqual({ language: 'de', locale: 'de-CH' });
  });

  it('answers in English when no language of the browser has a catalogue', () => {
    expect(resolveLanguage(null, 'fr-FR,ja;q=0.8', available)).toEqual({ language: 'en', locale: 'en' });
    expect(resolveLanguage(null, null, available)).toEqual({ language: 'en', locale: 'en' });
    expect(resolveLanguage(null, undefined, available)).toEqual({ language: 'en', locale: 'en' });
  });

  it('gives the pseudo-locale only to a browser that asks for it by name', () => {
    expect(resolveLanguage(null, 'en-XA', available)).toEqual({ language: 'en-XA', locale: 'en' });
    expect(resolveLanguage(null, 'en-xa,de;q=0.5', available)).toEqual({ language: 'en-XA', locale: 'en' });
    expect(resolveLanguage(null, 'de,en-XA;q=0.5', available)).toEqual({ language: 'de', locale: 'de' });
    expect(resolveLanguage(null, 'en', available)).toEqual({ language: 'en', locale: 'en' });
    expect(resolveLanguage(null, 'xa', available)).toEqual({ language: 'en', locale: 'en' });
    // a profile cannot hold it: the available languages never list it
    expect(resolveLanguage('en-XA', 'de', available)).toEqual({ language: 'de', locale: 'de' });
  });

  it('survives malformed headers and answers in English', () => {
    for (const header of ['', '*', ',,,', ';;;', 'q=0.5', 'de-', '-de', '<script>', 'de;q=', '\u00e4\u00f6\u00fc', 'a'.repeat(5000)]) {
      expect(() => resolveLanguage(null, header, available)).not.toThrow();
    }
    expect(resolveLanguage(null, '*', available)).toEqual({ language: 'en', locale: 'en' });
    expect(resolveLanguage(null, ',,, ;q=1, <b>', available)).toEqual({ language: 'en', locale: 'en' });
    expect(resolveLanguage(null, 'de-, de_DE, en', available)).toEqual({ language: 'en', locale: 'en' });
  });

  it('reads only the first 20 entries of a long header', () => {
    const header = [...Array.from({ length: 20 }, (_, i) => `x${i}`), 'de'].join(',');
    expect(resolveLanguage(null, header, available)).toEqual({ language: 'en', locale: 'en' });
  });
});
