import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMessageParts, withMessages } from './message-parts';

const PARTS = { 'src/web/screens/A.tsx': ['/a.js', '/shared.js'], 'src/web/screens/B.tsx': ['/shared.js'] };

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => setMessageParts({}, {}));

describe('withMessages: a lazily imported module and its messages arrive together', () => {
  it('hands the module over only once its parts are in the messages, each part loaded once', async () => {
    const messages: Record<string, string> = { core: 'Core' };
    const a = deferred<{ default: Record<string, string> }>();
    const load = vi.fn((url: string) => (url === '/a.js' ? a.promise : Promise.resolve({ default: { shared: 'Shared' } })));
    setMessageParts(messages, PARTS, undefined, load);
    let handed = false;
    const screen = withMessages(Promise.resolve({ Screen: 'A' }), 'src/web/screens/A.tsx').then((m) => {
      handed = true;
      return m;
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(handed).toBe(false); // the module is here, its own part is not
    a.resolve({ default: { 'a.title': 'Screen A' } });
    expect(await screen).toEqual({ Screen: 'A' });
    expect(messages).toEqual({ core: 'Core', 'a.title': 'Screen A', shared: 'Shared' });
    await withMessages(Promise.resolve({}), 'src/web/screens/B.tsx');
    expect(load.mock.calls.map(([url]) => url)).toEqual(['/a.js', '/shared.js']);
  });

  it('a module without a part (or no split: the dev server) is handed over as it comes', async () => {
    const load = vi.fn();
    setMessageParts({}, PARTS, undefined, load);
    await expect(withMessages(Promise.resolve('x'), 'src/web/screens/None.tsx')).resolves.toBe('x');
    expect(load).not.toHaveBeenCalled();
  });

  it('a part that failed to download fails the import, and is asked for again next time', async () => {
    const messages: Record<string, string> = {};
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ default: { shared: 'Shared' } });
    setMessageParts(messages, PARTS, undefined, load);
    await expect(withMessages(Promise.resolve({}), 'src/web/screens/B.tsx')).rejects.toThrow('Failed to fetch');
    await withMessages(Promise.resolve({}), 'src/web/screens/B.tsx');
    expect(messages).toEqual({ shared: 'Shared' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("adapts each part as the language wants it (the pseudo-locale's accents)", async () => {
    const messages: Record<string, string> = {};
    setMessageParts(
      messages,
      PARTS,
      (part) => Object.fromEntries(Object.entries(part).map(([k, v]) => [k, `[!! ${v} !!]`])),
      () => Promise.resolve({ default: { shared: 'Shared' } }),
    );
    await withMessages(Promise.resolve({}), 'src/web/screens/B.tsx');
    expect(messages).toEqual({ shared: '[!! Shared !!]' });
  });
});
