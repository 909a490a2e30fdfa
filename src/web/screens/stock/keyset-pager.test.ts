import { describe, expect, it } from 'vitest';
import { cursorOf, firstPage, goToPage, maxPageOf, pageLoaded } from './keyset-pager';

describe('keyset pager', () => {
  it('starts on page 1 of 1 with no cursor', () => {
    expect(cursorOf(firstPage)).toBeNull();
    expect(maxPageOf(firstPage)).toBe(1);
  });

  it('learns the next page from each answer and walks forward and back', () => {
    let p = pageLoaded(firstPage, 'c2');
    expect(maxPageOf(p)).toBe(2);
    p = goToPage(p, 2);
    expect(cursorOf(p)).toBe('c2');
    p = pageLoaded(p, 'c3');
    expect(maxPageOf(p)).toBe(3);
    p = goToPage(p, 3);
    p = pageLoaded(p, null);
    expect(maxPageOf(p)).toBe(3);
    p = goToPage(p, 1);
    expect(cursorOf(p)).toBeNull();
    p = pageLoaded(p, 'c2');
    expect(maxPageOf(p)).toBe(3); // pages beyond stay known while the answer agrees
    expect(cursorOf(goToPage(p, 3))).toBe('c3');
  });

  it('never goes past the known pages, and forgets what lies beyond a changed page', () => {
    let p = pageLoaded(firstPage, 'c2');
    expect(goToPage(p, 9).page).toBe(2);
    expect(goToPage(p, 0).page).toBe(1);
    p = pageLoaded(goToPage(pageLoaded(goToPage(p, 2), 'c3'), 1), 'other');
    expect(p.cursors).toEqual([null, 'other']);
    expect(pageLoaded(p, null).cursors).toEqual([null]);
  });
});
