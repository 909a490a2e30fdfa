import { describe, expect, it } from 'vitest';
import { earliestDay } from './stock';

describe("the demo's today", () => {
  const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Singapore'];

  it("is New York's day while Frankfurt and Singapore are already in the next one", () => {
    // 01:00 UTC: 02:00 in Frankfurt, 09:00 in Singapore, 20:00 the evening before in New York
    expect(earliestDay(zones, new Date('2026-11-29T01:00:00Z'))).toBe('2026-11-28');
  });

  it('is the common day when every plant has it', () => {
    expect(earliestDay(zones, new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-29');
  });

  it("is UTC's day without plants", () => {
    expect(earliestDay([], new Date('2026-11-29T01:00:00Z'))).toBe('2026-11-29');
  });
});
