import { describe, expect, it, vi } from 'vitest';
import { categoryAxisWidth } from './charts';

describe('categoryAxisWidth', () => {
  it('fits the longest word of the labels (they wrap at spaces), between 96 and 170 px', () => {
    // jsdom has no canvas to measure with: 7 px a character
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(categoryAxisWidth(['Pick', 'Put-away'])).toBe(96);
    expect(categoryAxisWidth(['Einlagerungen und Umlagerungen'])).toBe(13 * 7 + 12);
    // a German compound does not wrap: the axis is as wide as it is
    expect(categoryAxisWidth(['Einlagerungen und Umlagerungen', 'Kommissionieraufträge'])).toBe(21 * 7 + 12);
    expect(categoryAxisWidth(['Donaudampfschifffahrtsgesellschaftskapitän'])).toBe(170);
    expect(categoryAxisWidth([])).toBe(96);
  });
});
