import { describe, expect, it } from 'vitest';
import { dayIn, isTimeZone, todayIn } from './calendar';

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
