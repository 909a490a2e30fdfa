import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Received() {
  return <h2>Goods receipt</h2>;
}

describe('a lazy screen', () => {
  it('renders at once, with no loading frame, when its code was preloaded before it mounts', async () => {
    const load = vi.fn(async () => ({ Received }));
    const Screen = lazyScreen(load, 'Received');
    await Screen.preload();
    render(<Screen />);
    // in the first commit: no spinner in between
    expect(screen.getByRole('heading', { name: 'Goods receipt' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading frame until its code arrives when it was not preloaded, and loads once', async () => {
    let arrive: (module: { Received: typeof Received }) => void = () => {};
    const load = vi.fn(() => new Promise<{ Received: typeof Received }>((resolve) => (arrive = resolve)));
    const Screen = lazyScreen(load, 'Received');
    render(<Screen />);
    expect(screen.getByRole('status')).toBeTruthy();
    const preloading = Screen.preload();
    await act(async () => {
      arrive({ Received });
      await preloading;
    });
    expect(await screen.findByRole('heading', { name: 'Goods receipt' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the code again after a download failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network gone')).mockResolvedValue({ Received });
    const Screen = lazyScreen(load, 'Received');
    await expect(Screen.preload()).rejects.toThrow('network gone');
    await Screen.preload();
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Goods receipt' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
