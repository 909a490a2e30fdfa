import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppShell, SHELL_CACHE, SHELL_KEY } from './offline/shell-cache';

/**
 * The handheld app shell's service worker, built by vite-plugin-pwa (injectManifest):
 * - the app's code (every hashed chunk and style of the build) is precached, so a screen and its
 *   lazy chunks open without the network;
 * - a navigation to a screen goes to the network first; the app shell it answers (the same HTML
 *   for every screen, with the signed-in user's globals) is kept, and served when the network is
 *   down. A navigation that lands on the sign-in page forgets it (signed out);
 * - everything else, the API above all, is left to the network: the worker never answers an API
 *   request from a cache (offline reads come from the app's own snapshot, postings go to the journal).
 */
interface ShellWorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
}
declare const self: ShellWorkerScope;

/** Navigations the app shell does not answer: sign-in and server pages, files, the API. */
const NOT_THE_APP = /^\/supplier\/(api|login|logout|bauth|assets|cache|sw\.js|manifest\.webmanifest)(\/|$|\?)/;

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    request.method === 'GET' &&
    url.origin === location.origin &&
    url.pathname.startsWith('/supplier/') &&
    !NOT_THE_APP.test(url.pathname),
  async ({ request }) => {
    const cache = await caches.open(SHELL_CACHE);
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const shell = await cache.match(SHELL_KEY);
      if (shell) return shell;
      throw error;
    }
    const landed = new URL(response.url || request.url);
    if (landed.pathname.startsWith('/supplier/login')) await cache.delete(SHELL_KEY);
    else if (response.ok && !response.redirected && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const html = await response.clone().text();
      if (isAppShell(html)) await cache.put(SHELL_KEY, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    }
    return response;
  },
);
