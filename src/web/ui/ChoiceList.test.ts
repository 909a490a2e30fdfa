import { describe, expect, it } from 'vitest';
import { matchesChoice } from './ChoiceList';

describe('matchesChoice (the filter of a handheld choice list)', () => {
  it('finds every typed word in the text or the key, case-insensitive', () => {
    expect(matchesChoice('0002 Demonstration unit', 'demo')).toBe(true);
    expect(matchesChoice('0002 Demonstration unit', 'UNIT 0002')).toBe(true);
    expect(matchesChoice('Customer Support', '101010', '101010')).toBe(true);
    expect(matchesChoice('0001 Internal use', 'internal demo')).toBe(false);
    expect(matchesChoice('0001 Internal use', '   ')).toBe(true);
  });
});
