import { describe, expect, it, vi } from 'vitest';
import { draftBinding } from './draft-binding';

describe('draftBinding', () => {
  it('binds a text field to its key: name, value, and a change of that key only', () => {
    const setDraft = vi.fn();
    const text = draftBinding<{ plant?: string; route?: string }>({ plant: '1000', route: 'R1' }, setDraft).text('plant');
    expect(text.name).toBe('plant');
    expect(text.value).toBe('1000');
    text.onChange('2000');
    expect(setDraft).toHaveBeenCalledWith({ plant: '2000', route: 'R1' });
  });

  it('binds a select: null while nothing is chosen, a cleared choice is the empty text', () => {
    const setDraft = vi.fn();
    const choice = draftBinding<{ status?: string }>({}, setDraft).choice('status');
    expect(choice.value).toBeNull();
    choice.onChange('OPEN');
    expect(setDraft).toHaveBeenLastCalledWith({ status: 'OPEN' });
    choice.onChange(null);
    expect(setDraft).toHaveBeenLastCalledWith({ status: '' });
  });
});
