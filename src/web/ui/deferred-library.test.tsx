import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredLibrary, useDeferredLibrary } from './deferred-library';

/** A control over a deferred library: the stand-in (busy while the library is on its way) until it is loaded. */
function Control({ library }: { library: ReturnType<typeof deferredLibrary<{ name: string }>> }) {
  const [loaded, load, busy] = useDeferredLibrary(library);
  if (loaded) return <output aria-label="control">{loaded.name}</output>;
  return <input aria-label="stand-in" readOnly aria-busy={busy || undefined} onFocus={load} />;
}

const onPage = (path: string) => window.history.replaceState(null, '', path);

describe('a deferred library', () => {
  afterEach(() => {
    vi.useRealTimers();
    onPage('/');
  });

  it('on a desktop page: loads by itself once the page is idle, the stand-in busy until then', async () => {
    vi.useFakeTimers();
    onPage('/supplier/purchaseorders/index');
    const importer = vi.fn(async () => ({ name: 'loaded' }));
    render(<Control library={deferredLibrary(importer)} />);
    expect(screen.getByLabelText('stand-in').getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('control').textContent).toBe('loaded');
  });

  it('on a handheld page: loads only when the reader reaches for the control, not busy before', async () => {
    vi.useFakeTimers();
    onPage('/supplier/warehouse/goodsreceipt/index');
    const importer = vi.fn(async () => ({ name: 'loaded' }));
    render(<Control library={deferredLibrary(importer)} />);
    const standIn = screen.getByLabelText('stand-in');
    expect(standIn.getAttribute('aria-busy')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(importer).not.toHaveBeenCalled();
    await act(async () => {
      standIn.focus();
      await vi.runAllTimersAsync();
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('control').textContent).toBe('loaded');
  });

  it('shows the stand-in busy from the reach until the library arrives', async () => {
    onPage('/supplier/warehouse/goodsreceipt/index');
    let arrive: (library: { name: string }) => void = () => {};
    const library = deferredLibrary(() => new Promise<{ name: string }>((resolve) => (arrive = resolve)));
    render(<Control library={library} />);
    act(() => screen.getByLabelText('stand-in').focus());
    expect(screen.getByLabelText('stand-in').getAttribute('aria-busy')).toBe('true');
    await act(async () => arrive({ name: 'loaded' }));
    expect(await screen.findByLabelText('control')).toBeTruthy();
  });
});
