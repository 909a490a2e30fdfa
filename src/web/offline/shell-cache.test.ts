import { describe, expect, it } from 'vitest';
import { SHELL_COOKIE, SHELL_TAG_HEADER } from '../../shared/globals';
import {
  currentShell,
  forgetShells,
  keepShellAnswer,
  MAX_PAGE_SHELLS,
  navigationSeenByWorker,
  pageShellKey,
  SHELL_KEY,
  shellAssets,
} from './shell-cache';

/** The Cache API as the worker sees it, in memory: entries in the order they were put. */
function memoryCache(): Cache {
  const entries = new Map<string, Response>();
  const url = (key: RequestInfo | URL) =>
    new URL(typeof key === 'string' ? key : key instanceof URL ? key.href : key.url, 'http://portal.test').href;
  return {
    async match(key: RequestInfo | URL) {
      return entries.get(url(key))?.clone();
    },
    async put(key: RequestInfo | URL, response: Response) {
      entries.delete(url(key));
      entries.set(url(key), response);
    },
    async delete(key: RequestInfo | URL) {
      return entries.delete(url(key));
    },
    async keys() {
      return [...entries.keys()].map((u) => new Request(u));
    },
  } as unknown as Cache;
}

const SHELL_HTML =
  '<html><head><script type="module" crossorigin src="/supplier/assets/app-A1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/supplier/assets/react-B2.js"><link rel="stylesheet" href="/supplier/assets/start-C3.css"></head>' +
  '<body><div id="root"></div><script type="application/json" id="portal-globals">{}</script></body></html>';
/** The worker's precache: this build's files. */
const thisBuild = (url: string) =>
  ['/supplier/assets/app-A1.js', '/supplier/assets/react-B2.js', '/supplier/assets/start-C3.css'].includes(url);
const shellAnswer = (tag: string, init: { status?: number; html?: string; type?: string } = {}) =>
  new Response(init.html ?? SHELL_HTML, {
    status: init.status ?? 200,
    headers: {
      'content-type': init.type ?? 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'",
      'content-encoding': 'br',
      [SHELL_TAG_HEADER]: tag,
    },
  });
const cookies = (value?: string) => ({ get: async (name: string) => (name === SHELL_COOKIE && value ? { value } : null) });
const MENU = '/supplier/warehouse/menu/index';

describe('the kept app shell', () => {
  it('is kept by the page when no worker saw its navigation, even when one controls the page by now', () => {
    const worker = {} as ServiceWorker;
    expect(navigationSeenByWorker({ workerStart: 0 }, worker)).toBe(false);
    expect(navigationSeenByWorker({ workerStart: 0 }, null)).toBe(false);
    expect(navigationSeenByWorker({ workerStart: 12.5 }, worker)).toBe(true);
    // no navigation timing: the controller decides
    expect(navigationSeenByWorker(undefined, worker)).toBe(true);
    expect(navigationSeenByWorker(undefined, null)).toBe(false);
  });

  it("is kept per page with the server's headers (the content security policy), body decoded, and as the start without network", async () => {
    const cache = memoryCache();
    expect(await keepShellAnswer(cache, MENU, shellAnswer('tag-1'))).toBe(true);
    const kept = await cache.match(pageShellKey(MENU));
    expect(await kept?.text()).toBe(SHELL_HTML);
    expect(kept?.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(kept?.headers.get(SHELL_TAG_HEADER)).toBe('tag-1');
    expect(kept?.headers.get('content-encoding')).toBeNull();
    expect(await (await cache.match(SHELL_KEY))?.text()).toBe(SHELL_HTML);
  });

  it('is kept without the data preloads of the address it came for (another page or address would fetch them for nothing)', async () => {
    const cache = memoryCache();
    const stock = '/supplier/warehouse/invmgmt/stock/index';
    const withData = SHELL_HTML.replace(
      '</head>',
      '<link rel="preload" as="fetch" crossorigin href="/supplier/warehouse/invmgmt/stock/initdata.json">' +
        '<link rel="preload" as="fetch" crossorigin href="/supplier/api/warehouse/stock?limit=50"></head>',
    );
    expect(await keepShellAnswer(cache, stock, shellAnswer('tag-1', { html: withData }))).toBe(true);
    expect(await (await cache.match(pageShellKey(stock)))?.text()).toBe(SHELL_HTML);
    expect(await (await cache.match(SHELL_KEY))?.text()).toBe(SHELL_HTML);
  });

  it('keeps no error, no redirect, no other page (the sign-in page)', async () => {
    const cache = memoryCache();
    expect(await keepShellAnswer(cache, MENU, shellAnswer('t', { status: 404 }))).toBe(false);
    expect(await keepShellAnswer(cache, MENU, shellAnswer('t', { html: '<html><form id="login"></form></html>' }))).toBe(false);
    expect(await keepShellAnswer(cache, MENU, shellAnswer('t', { type: 'application/json' }))).toBe(false);
    expect(await cache.keys()).toEqual([]);
  });

  it('is answered without the network only while the cookie names it, and never where cookies cannot be read', async () => {
    const cache = memoryCache();
    await keepShellAnswer(cache, MENU, shellAnswer('tag-1'));
    expect(await (await currentShell(cache, MENU, cookies('tag-1'), thisBuild))?.text()).toBe(SHELL_HTML);
    expect(await currentShell(cache, MENU, cookies('tag-2'), thisBuild)).toBeUndefined();
    expect(await currentShell(cache, MENU, cookies(), thisBuild)).toBeUndefined();
    expect(await currentShell(cache, MENU, undefined, thisBuild)).toBeUndefined();
    // a page whose shell was never kept (an unknown route: the server's 404 must reach the page)
    expect(await currentShell(cache, '/supplier/no/such/screen', cookies('tag-1'), thisBuild)).toBeUndefined();
  });

  it("is not answered by a worker of another build: a file it names is not in the worker's precache (an upgrade)", async () => {
    const cache = memoryCache();
    await keepShellAnswer(cache, MENU, shellAnswer('tag-1'));
    const newBuild = (url: string) => url !== '/supplier/assets/react-B2.js' && thisBuild(url);
    expect(await currentShell(cache, MENU, cookies('tag-1'), newBuild)).toBeUndefined();
    expect(shellAssets(SHELL_HTML)).toEqual([
      '/supplier/assets/app-A1.js',
      '/supplier/assets/react-B2.js',
      '/supplier/assets/start-C3.css',
    ]);
  });

  it('waits for a file the worker holds in another way (its message files, read from their copy)', async () => {
    const cache = memoryCache();
    await keepShellAnswer(cache, MENU, shellAnswer('tag-1'));
    const held = async (url: string) => url === '/supplier/assets/react-B2.js' || thisBuild(url);
    const notHeld = async (url: string) => url !== '/supplier/assets/react-B2.js' && thisBuild(url);
    expect(await (await currentShell(cache, MENU, cookies('tag-1'), held))?.text()).toBe(SHELL_HTML);
    expect(await currentShell(cache, MENU, cookies('tag-1'), notHeld)).toBeUndefined();
  });

  it(`keeps at most ${MAX_PAGE_SHELLS} pages, the oldest kept going first; forgetting drops every one`, async () => {
    const cache = memoryCache();
    for (let i = 0; i <= MAX_PAGE_SHELLS; i++) await keepShellAnswer(cache, `/supplier/warehouse/delivery/${i}`, shellAnswer('t'));
    expect(await cache.match(pageShellKey('/supplier/warehouse/delivery/0'))).toBeUndefined();
    expect(await cache.match(pageShellKey(`/supplier/warehouse/delivery/${MAX_PAGE_SHELLS}`))).toBeDefined();
    const pages = (await cache.keys()).filter((k) => new URL(k.url).pathname.startsWith(`${SHELL_KEY}/`));
    expect(pages).toHaveLength(MAX_PAGE_SHELLS);
    await forgetShells(cache);
    expect(await cache.keys()).toEqual([]);
  });
});
