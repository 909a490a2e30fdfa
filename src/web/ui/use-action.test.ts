import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction, useActionError } from './use-action';

describe('useAction', () => {
  it('is busy while the action runs and resolves to its answer', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useAction(onError));
    let release: (value: string) => void = () => {};
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.run(() => new Promise<string>((resolve) => (release = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => release('done'));
    expect(await answer).toBe('done');
    expect(result.current.busy).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });
  it('hands a failure text to onError and resolves to null', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useAction(onError));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.run(() => Promise.reject(new Error('No such bin.')));
    });
    expect(answer).toBeNull();
    expect(onError).toHaveBeenCalledWith('No such bin.');
    expect(result.current.busy).toBe(false);
  });
  it('useActionError keeps the failure on the screen until the next run', async () => {
    const { result } = renderHook(() => useActionError());
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('Refused.')));
    });
    expect(result.current.error).toBe('Refused.');
    await act(async () => {
      await result.current.run(async () => 1);
    });
    expect(result.current.error).toBeNull();
  });
});
