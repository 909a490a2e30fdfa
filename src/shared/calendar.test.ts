import { describe, expect, it } from 'vitest';
import { dayIn, formatDay, formatDayOf, formatTime, instantAt, isTimeZone, todayIn } from './calendar';

describe('a plant calendar day', () => {
  it('is the day in the plant’s zone, not in UTC', () => {
    const lateUtc = new Date('2026-11-27T23:30:00Z');
    expect(dayIn('UTC', lateUtc)).toBe('2026-11-27');
    expect(dayIn('Europe/Berlin', lateUtc)).toBe('2026-11-28');
    expect(dayIn('Asia/Singapore', lateUtc)).toBe('2026-11-28');
    expect(dayIn('America/New_York', lateUtc)).toBe('2026-11-27');
    const earlyUtc = new Date('2026-11-28T02:00:00Z');
    expect(dayIn('America/New_York', earlyUtc)).toBe('2026-11-27');
    expect(dayIn('Europe/Berlin', earlyUtc)).toBe('2026-11-28');
  });

  it('follows daylight saving time and the year’s end', () => {
    // Berlin is UTC+2 in summer: 22:30 UTC on 30 June is 1 July there
    expect(dayIn('Europe/Berlin', new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(dayIn('Europe/Berlin', new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(dayIn('Pacific/Kiritimati', new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });

  it('remembers a zone’s day for one second only, and turns at the zone’s midnight to the millisecond', () => {
    // the answer a fresh formatter gives, against dayIn's remembered one, in steps of 250 ms across local midnights,
    // with zones of odd offsets (Kathmandu +5:45, Monrovia -0:44:30 in 1970) asked in between
    const fresh = (zone: string, at: Date) => {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
        at,
      );
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
    };
    const midnights = [
      ['Europe/Berlin', '2026-11-28T23:00:00Z'],
      ['Asia/Kathmandu', '2026-11-28T18:15:00Z'],
      ['Africa/Monrovia', '1970-06-01T00:44:30Z'],
    ] as const;
    for (const [zone, midnight] of midnights) {
      const start = new Date(midnight).getTime() - 3000;
      for (let t = start; t < start + 6000; t += 250) {
        for (const at of [new Date(t), new Date(t + 249)]) {
          expect(dayIn(zone, at)).toBe(fresh(zone, at));
          expect(dayIn('UTC', at)).toBe(fresh('UTC', at));
        }
      }
      expect(dayIn(zone, new Date(new Date(midnight).getTime() - 1))).not.toBe(dayIn(zone, new Date(midnight)));
    }
  });

  it('takes UTC for a zone the runtime does not know, and says which names are zones', () => {
    const now = new Date('2026-11-27T23:30:00Z');
    expect(dayIn('Mars/Olympus_Mons', now)).toBe('2026-11-27');
    expect(todayIn('Asia/Singapore')).toBe(dayIn('Asia/Singapore', new Date()));
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Berlin\u0000')).toBe(false);
  });
});

describe('formatTime, formatDayOf, formatDay (issue 34 point 16)', () => {
  const winter = '2026-11-28T04:51:00Z';
  const summer = '2026-07-01T04:51:00Z';

  it('shows an instant in the plant zone with its short name, in the reader locale', () => {
    expect(formatTime(winter, 'Europe/Berlin', { locale: 'de-DE' })).toBe('28.11.2026, 05:51 MEZ');
    expect(formatTime(winter, 'America/New_York', { locale: 'en-US' })).toBe('11/27/2026, 11:51 PM EST');
    expect(formatTime(winter, 'Asia/Singapore', { locale: 'en-SG' })).toBe('28/11/2026, 12:51 pm SGT');
    expect(formatTime(winter, 'Europe/Berlin', { locale: 'de-DE', date: false })).toBe('05:51 MEZ');
  });

  it('follows daylight saving time', () => {
    expect(formatTime(summer, 'Europe/Berlin', { locale: 'de-DE' })).toBe('01.07.2026, 06:51 MESZ');
    expect(formatTime(summer, 'America/New_York', { locale: 'en-US', date: false })).toBe('12:51 AM EDT');
    // Singapore keeps no daylight saving time
    expect(formatTime(summer, 'Asia/Singapore', { locale: 'en-SG', date: false })).toBe('12:51 pm SGT');
    // the last Sunday of March 2026: 01:59 UTC is 02:59 CET, 02:00 UTC is 04:00 CEST
    expect(formatTime('2026-03-29T00:59:00Z', 'Europe/Berlin', { locale: 'de-DE', date: false })).toBe('01:59 MEZ');
    expect(formatTime('2026-03-29T01:00:00Z', 'Europe/Berlin', { locale: 'de-DE', date: false })).toBe('03:00 MESZ');
  });

  it('never shows ISO text or UTC for a known zone; nothing for no time', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Singapore']) {
      const shown = formatTime(winter, zone, { locale: 'de-DE' });
      expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:|UTC|\dZ$/);
    }
    expect(formatTime(null, 'Europe/Berlin')).toBe('');
    expect(formatTime('not a time', 'Europe/Berlin')).toBe('');
    expect(formatTime(winter, 'Mars/Olympus', { locale: 'de-DE', date: false })).toBe('04:51 UTC');
  });

  it('the plant day of an instant, and a calendar day, in the reader locale', () => {
    expect(formatDayOf('2026-11-28T23:30:00Z', 'Europe/Berlin', 'de-DE')).toBe('29.11.2026');
    expect(formatDayOf('2026-11-28T03:30:00Z', 'America/New_York', 'en-US')).toBe('11/27/2026');
    expect(formatDay('2026-11-28', 'de-DE')).toBe('28.11.2026');
    expect(formatDay('2026-11-28', 'en-GB')).toBe('28/11/2026');
  });
});

describe('instantAt: a wall-clock time at a plant', () => {
  it('is read in the plant’s zone, in winter and in summer, whatever zone the runtime is in', () => {
    expect(instantAt('2026-01-15T09:30', 'Europe/Berlin')?.toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(instantAt('2026-07-15T09:30', 'Europe/Berlin')?.toISOString()).toBe('2026-07-15T07:30:00.000Z');
    expect(instantAt('2026-07-15T09:30:15', 'America/New_York')?.toISOString()).toBe('2026-07-15T13:30:15.000Z');
    expect(instantAt('2026-07-15T09:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(instantAt('2026-07-15T09:30', 'UTC')?.toISOString()).toBe('2026-07-15T09:30:00.000Z');
  });
  it('reads the skipped hour with the offset before the change, the repeated hour as its first occurrence', () => {
    expect(instantAt('2026-03-29T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantAt('2026-10-25T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantAt('2026-10-25T03:30', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });
  it('refuses what is not a date and time, and takes UTC for an unknown zone', () => {
    for (const bad of [
      '',
      '2026-02-30T10:00',
      '2026-01-01T24:00',
      '2026-01-01 10:00',
      '2026-01-01T10:60',
      '0000-00-00T00:00',
      '0050-01-01T10:00',
    ]) {
      expect(instantAt(bad, 'Europe/Berlin')).toBeNull();
    }
    expect(instantAt('2026-01-15T09:30', 'Mars/Olympus')?.toISOString()).toBe('2026-01-15T09:30:00.000Z');
  });
});
