import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getUiState } from './ui-state';
import { useBusyAction } from './use-busy-action';

describe('useBusyAction', () => {
  it('is busy while the work runs, then runs `after`', async () => {
    const { result } = renderHook(() => useBusyAction());
    let finish = () => {};
    const after = vi.fn();
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)), after);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal in the alert dialog and still runs `after`', async () => {
    const { result } = renderHook(() => useBusyAction());
    const after = vi.fn();
    await act(() => result.current.run(() => Promise.reject(new Error('Refused.')), after));
    expect(getUiState().alert).toMatchObject({ show: true, type: 'danger', message: 'Refused.' });
    expect(result.current.busy).toBe(false);
    expect(after).toHaveBeenCalledTimes(1);
  });
});
