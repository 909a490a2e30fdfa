import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator, englishTranslator, setTranslatorSource } from '../../shared/i18n';
import german from '../../shared/i18n/locales/de.json' with { type: 'json' };
import english from '../../shared/i18n/locales/en.json' with { type: 'json' };
import { ageText } from './OfflineStatus';

const loaded = Date.parse('2026-11-28T06:00:00Z');
const minutesLater = (minutes: number) => loaded + minutes * 60_000;

describe('the age of the offline data', () => {
  afterEach(() => setTranslatorSource(() => englishTranslator));

  it('is said in the reader language, in minutes, hours, then days', () => {
    expect([
      ageText(loaded, minutesLater(0)),
      ageText(loaded, minutesLater(3)),
      ageText(loaded, minutesLater(120)),
      ageText(loaded, minutesLater(60 * 72)),
    ]).toEqual(['loaded just now', '3 min old', '2 h old', '3 days old']);
    const de = createTranslator('de', 'de-DE', { ...english, ...german });
    setTranslatorSource(() => de);
    expect([ageText(loaded, minutesLater(0)), ageText(loaded, minutesLater(3)), ageText(loaded, minutesLater(60 * 48))]).toEqual([
      'gerade geladen',
      '3 Min. alt',
      '2 Tage alt',
    ]);
  });
});
