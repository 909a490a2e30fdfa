import { describe, expect, it } from 'vitest';
import { fillPrecache, type PrecacheFillDeps } from './precache-fill';

const BASE = 'https://portal.test/supplier/sw.js';

/** A precache in memory, and a network that answers each file after a tick, counting how many it serves at once. */
function setUp(answer: (url: string) => Response | Promise<Response> = () => new Response('file')) {
  const cached = new Map<string, Response>();
  const fetched: { url: string; init: RequestInit }[] = [];
  let open = 0;
  let mostAtOnce = 0;
  const deps: PrecacheFillDeps = {
    cache: {
      match: async (key: RequestInfo | URL) => cached.get(String(key)),
      put: async (key: RequestInfo | URL, response: Response) => {
        cached.set(String(key), response);
      },
    },
    keyOf: (url) => (url.includes('/unknown') ? undefined : url.endsWith('.html') ? `${url}?__WB_REVISION__=r1` : url),
    fetch: async (url, init) => {
      fetched.push({ url, init });
      open++;
      mostAtOnce = Math.max(mostAtOnce, open);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return await answer(url);
      } finally {
        open--;
      }
    },
    base: BASE,
  };
  return { deps, cached, fetched, mostAtOnce: () => mostAtOnce };
}

describe('the precache filled a few files at a time', () => {
  it('fetches every file of the manifest, at most six at once, each under the key Workbox keeps it by', async () => {
    const { deps, cached, fetched, mostAtOnce } = setUp();
    const files = Array.from({ length: 20 }, (_, i) => `assets/chunk-${i}.js`);
    await fillPrecache([...files, { url: 'index.html', revision: 'r1' }], deps);
    expect(fetched).toHaveLength(21);
    expect(mostAtOnce()).toBe(6);
    expect(cached.has('https://portal.test/supplier/assets/chunk-19.js')).toBe(true);
    expect(cached.has('https://portal.test/supplier/index.html?__WB_REVISION__=r1')).toBe(true);
    // a revisioned file past the HTTP cache, a hashed one through it, both with the page's cookies
    expect(fetched.find((f) => f.url.endsWith('index.html'))?.init).toEqual({ credentials: 'same-origin', cache: 'reload' });
    expect(fetched.find((f) => f.url.endsWith('chunk-0.js'))?.init).toEqual({ credentials: 'same-origin', cache: 'default' });
  });

  it('fetches no file that is cached already, nor one Workbox does not know', async () => {
    const { deps, cached, fetched } = setUp();
    cached.set('https://portal.test/supplier/assets/a.js', new Response('kept'));
    await fillPrecache(['assets/a.js', 'assets/b.js', 'assets/unknown.js'], deps);
    expect(fetched.map((f) => f.url)).toEqual(['https://portal.test/supplier/assets/b.js']);
    expect(await cached.get('https://portal.test/supplier/assets/a.js')?.text()).toBe('kept');
  });

  it('keeps no answer Workbox would refuse, and goes on past a failed one', async () => {
    const { deps, cached, fetched } = setUp((url) => {
      if (url.endsWith('down.js')) throw new TypeError('Failed to fetch');
      if (url.endsWith('missing.js')) return new Response('no', { status: 404 });
      if (url.endsWith('partial.js')) return new Response('part', { status: 206 });
      return new Response('file');
    });
    await fillPrecache(['assets/down.js', 'assets/missing.js', 'assets/partial.js', 'assets/fine.js'], { ...deps, concurrency: 1 });
    expect(fetched).toHaveLength(4);
    expect([...cached.keys()]).toEqual(['https://portal.test/supplier/assets/fine.js']);
  });
});
