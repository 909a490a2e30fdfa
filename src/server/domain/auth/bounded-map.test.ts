import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('forgets the oldest entry when full, and a key set again counts as the newest', () => {
    const map = new Map<string, number>();
    setBounded(map, 'a', 1, 3);
    setBounded(map, 'b', 2, 3);
    setBounded(map, 'c', 3, 3);
    setBounded(map, 'a', 4, 3); // full, but 'a' is only replaced: nothing is forgotten
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
      ['a', 4],
    ]);
    setBounded(map, 'd', 5, 3); // 'b' is now the oldest
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
  });
});
