import { describe, expect, it, vi } from 'vitest';
import { localDay } from './local-day';

describe("the user's today", () => {
  it('is the day in the browser’s time zone, not in UTC (a default ship, slot or delivery date)', () => {
    const zone = process.env.TZ;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
      process.env.TZ = 'Asia/Singapore';
      expect([localDay(), localDay(1)]).toEqual(['2026-11-28', '2026-11-29']);
      process.env.TZ = 'America/Los_Angeles';
      expect([localDay(), localDay(1)]).toEqual(['2026-11-27', '2026-11-28']);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
      vi.useRealTimers();
    }
  });
});
