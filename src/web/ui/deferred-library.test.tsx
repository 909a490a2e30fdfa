import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DeferredLibrary, deferredLibrary, useDeferredLibrary } from './deferred-library';

/** A control over a deferred library: its stand-in until the library is loaded. */
function Control({ library }: { library: DeferredLibrary<{ name: string }> }) {
  const [loaded, load] = useDeferredLibrary(library);
  if (loaded) return <output aria-label="control">{loaded.name}</output>;
  return <input aria-label="stand-in" readOnly onFocus={load} />;
}

describe('a deferred library', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads by itself once the page is idle, and once only', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(async () => ({ name: 'loaded' }));
    const library = deferredLibrary(importer);
    render(
      <>
        <Control library={library} />
        <Control library={library} />
      </>,
    );
    expect(importer).not.toHaveBeenCalled();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getAllByLabelText('control').map((c) => c.textContent)).toEqual(['loaded', 'loaded']);
  });

  it('loads at once when the reader reaches for the stand-in, and tries again after a failed download', async () => {
    let attempt = 0;
    const importer = vi.fn(async () => {
      attempt++;
      if (attempt === 1) throw new Error('network gone');
      return { name: 'loaded' };
    });
    const library = deferredLibrary(importer);
    render(<Control library={library} />);
    await act(async () => screen.getByLabelText('stand-in').focus());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('stand-in')).toBeTruthy();
    await act(async () => {
      screen.getByLabelText('stand-in').blur();
      screen.getByLabelText('stand-in').focus();
    });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(await screen.findByLabelText('control')).toBeTruthy();
  });
});
