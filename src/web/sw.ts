import { cacheNames } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { bundledMessageFiles, MESSAGE_BUNDLE, MESSAGE_FILE, messageFileAnswer } from './offline/message-files';
import { fillPrecache } from './offline/precache-fill';
import {
  type CookieReader,
  currentShell,
  forgetShells,
  keepShellAnswer,
  pageShellKey,
  SHELL_CACHE,
  SHELL_KEY,
} from './offline/shell-cache';

/**
 * The handheld app shell's service worker, built by vite-plugin-pwa (injectManifest):
 * - the app's code (every hashed chunk and style of the build) is precached, six files at a time
 *   (offline/precache-fill.ts), so a screen and its lazy chunks open without the network; its message files as one
 *   file per language, each file answered from it (offline/message-files.ts);
 * - a navigation to a screen whose shell is kept and still the server's (its digest is the cookie's: nothing the
 *   shell carries changed since, shared/globals.ts SHELL_COOKIE) and of this worker's build (every file it names
 *   precached) is answered from the cache at once, and the
 *   server's shell fetched behind it for the next load (issue 41: a warm load without a round trip on slow Wi-Fi);
 *   any other goes to the network first, its shell kept, and the kept one served when the network is down;
 * - a navigation that lands on the sign-in page, or goes to sign in or out, forgets every kept shell;
 * - everything else, the API above all, is left to the network: the worker never answers an API
 *   request from a cache (offline reads come from the app's own snapshot, postings go to the journal).
 */
interface FetchEventLike {
  request: Request;
  waitUntil(p: Promise<unknown>): void;
}
interface ShellWorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  /** the Cookie Store API (Chromium): the shell's digest cookie, read without the network */
  cookieStore?: CookieReader;
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}
declare const self: ShellWorkerScope;

/** Navigations the app shell does not answer: sign-in and server pages, files, the API. */
const NOT_THE_APP = /^\/supplier\/(api|login|logout|bauth|assets|cache|sw\.js|manifest\.webmanifest)(\/|$|\?)/;
/** Signing in or out: the kept shells are someone's who is no longer signed in here. */
const SIGN_IN_OR_OUT = /^\/supplier\/(login|logout|bauth)(\/|$)/;

const manifest = self.__WB_MANIFEST;

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
// the precache filled six files at a time before Workbox's install (one at a time) looks for each
// (offline/precache-fill.ts); this listener comes before Workbox's, so its fill is the one Workbox waits for
let filled: Promise<void> = Promise.resolve();
self.addEventListener('install', (event) => {
  filled = caches
    .open(cacheNames.precache)
    .then((cache) =>
      fillPrecache(manifest, { cache, keyOf: getCacheKeyForURL, fetch: (url, init) => fetch(url, init), base: location.href }),
    )
    .catch(() => {});
  event.waitUntil(filled);
});
addPlugins([
  {
    handlerWillStart: async ({ event }) => {
      if (event?.type === 'install') await filled;
    },
  },
]);
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// left to the browser (no answer given here): only the kept shells are forgotten
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate' && SIGN_IN_OR_OUT.test(new URL(request.url).pathname))
    event.waitUntil(caches.open(SHELL_CACHE).then(forgetShells));
});

cleanupOutdatedCaches();
precacheAndRoute(manifest);

/** The app's message files, precached as one file per language and answered from it (offline/message-files.ts). */
const messageFiles = bundledMessageFiles(
  manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)).filter((url) => MESSAGE_BUNDLE.test(url)),
  (url) => matchPrecache(url),
);
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === location.origin && MESSAGE_FILE.test(url.pathname),
  async ({ request, url }) => {
    const text = await messageFiles(url.pathname);
    return text === undefined ? fetch(request) : messageFileAnswer(text);
  },
);

/** The server's answer to a navigation: a shell kept, or every shell forgotten when it landed on the sign-in page. */
async function keepOrForget(cache: Cache, request: Request, response: Response): Promise<void> {
  const landed = new URL(response.url || request.url);
  if (landed.pathname.startsWith('/supplier/login')) await forgetShells(cache);
  else await keepShellAnswer(cache, new URL(request.url).pathname, response);
}

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    request.method === 'GET' &&
    url.origin === location.origin &&
    url.pathname.startsWith('/supplier/') &&
    !NOT_THE_APP.test(url.pathname),
  async ({ request, url, event }) => {
    const cache = await caches.open(SHELL_CACHE);
    const current = await currentShell(
      cache,
      url.pathname,
      self.cookieStore,
      async (asset) => getCacheKeyForURL(asset) !== undefined || (await messageFiles(asset)) !== undefined,
    );
    if (current) {
      // the next load gets whatever changed meanwhile (a new build, the user's roles); a failed fetch keeps the copy
      (event as unknown as FetchEventLike).waitUntil(
        fetch(request)
          .then((response) => keepOrForget(cache, request, response))
          .catch(() => {}),
      );
      return current;
    }
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const kept = (await cache.match(pageShellKey(url.pathname))) ?? (await cache.match(SHELL_KEY));
      if (kept) return kept;
      throw error;
    }
    await keepOrForget(cache, request, response);
    return response;
  },
);
