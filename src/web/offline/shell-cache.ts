import { SHELL_COOKIE, SHELL_TAG_HEADER } from '../../shared/globals';

/**
 * Where the app shell (the HTML every screen is served with, with the user's globals) is kept: shared by the service
 * worker (src/web/sw.ts), which keeps each navigation's answer, and the page, which keeps its own before the worker
 * controls it. Each page's shell under its own key (it names its page's screen code), the last one kept also under
 * SHELL_KEY for a start without network on a page not seen before.
 */
export const SHELL_CACHE = 'portal-shell-v1';
export const SHELL_KEY = '/supplier/__app-shell';
/** How many pages' shells are kept (the oldest kept goes first). */
export const MAX_PAGE_SHELLS = 40;

/** The key of the shell kept for a page's path. */
export function pageShellKey(pathname: string): string {
  return `${SHELL_KEY}${pathname}`;
}

/** Whether a navigation's HTML is the app shell (not the sign-in page or a server page). */
export function isAppShell(html: string): boolean {
  return html.includes('id="root"') && html.includes('id="portal-globals"');
}

/** Headers a kept copy does not carry: its body is kept decoded, and cookies are the browser's. */
const NOT_KEPT = ['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie'];

/**
 * Keeps `response` (a page at `pathname`, from the server) when it is the app shell: with its headers (the content
 * security policy comes with the copy) and the digest the server named. Answers whether it was kept.
 */
/** A preload of data (not of the app's code) in a page's HTML. */
const DATA_PRELOAD = /<link rel="preload" as="fetch"[^>]*>/g;

export async function keepShellAnswer(cache: Cache, pathname: string, response: Response): Promise<boolean> {
  if (!response.ok || response.redirected || !(response.headers.get('content-type') ?? '').includes('text/html')) return false;
  const answer = await response.clone().text();
  if (!isAppShell(answer)) return false;
  // kept without the data preloads of the address it came for (server/http/html.ts): a kept shell answers other
  // addresses and other pages, whose screens ask for other data (each preload would be a request for nothing)
  const html = answer.replace(DATA_PRELOAD, '');
  const headers = new Headers(response.headers);
  for (const name of NOT_KEPT) headers.delete(name);
  await cache.put(pageShellKey(pathname), new Response(html, { headers }));
  await cache.put(SHELL_KEY, new Response(html, { headers }));
  const pages = (await cache.keys()).filter((key) => new URL(key.url).pathname.startsWith(`${SHELL_KEY}/`));
  // keys come in the order they were put: the first are the oldest kept
  for (const old of pages.slice(0, Math.max(0, pages.length - MAX_PAGE_SHELLS))) await cache.delete(old);
  return true;
}

/** Forgets every kept shell (signed out, or signed in as someone else). */
export async function forgetShells(cache: Cache): Promise<void> {
  for (const key of await cache.keys()) await cache.delete(key);
}

/** What the worker reads cookies with (the Cookie Store API, `self.cookieStore`: the cookies of its scope's address). */
export interface CookieReader {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

/** The build's files a shell names (its entry script, module preloads and styles). */
export function shellAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/supplier\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
}

/**
 * The shell kept for `pathname` when it is the one the server sent last (its digest is the cookie's) and of the
 * build the worker holds (`precached`: every file it names is in the worker's precache or among its message files;
 * a shell kept before an upgrade names files the new build no longer has): answered without the network. None
 * without the cookie (signed in or out since, the session's profile changed) or where the browser cannot read
 * cookies from a service worker (`cookieStore`).
 */
export async function currentShell(
  cache: Cache,
  pathname: string,
  cookies: CookieReader | undefined,
  precached: (url: string) => boolean | Promise<boolean>,
): Promise<Response | undefined> {
  if (!cookies) return undefined;
  const [cookie, kept] = await Promise.all([cookies.get(SHELL_COOKIE).catch(() => null), cache.match(pageShellKey(pathname))]);
  if (!kept || !cookie?.value || kept.headers.get(SHELL_TAG_HEADER) !== cookie.value) return undefined;
  const assets = shellAssets(await kept.clone().text());
  return assets.length > 0 && (await Promise.all(assets.map(precached))).every(Boolean) ? kept : undefined;
}

/**
 * Whether the service worker saw this page's navigation (and so kept its shell): its navigation timing says a worker
 * intercepted it (`workerStart`, zero when none did). Not whether a worker controls the page now: one that finished
 * installing while the page loaded takes control of it (clients.claim) without having seen its navigation, and the
 * page kept no shell then (the offline e2e failed on that, one run in twelve). Without the timing, the controller.
 */
export function navigationSeenByWorker(
  navigation: { workerStart: number } | undefined,
  controller: ServiceWorker | null | undefined,
): boolean {
  return navigation ? navigation.workerStart > 0 : !!controller;
}

/** Keeps the shell answered at `url` (fetched again, with the session cookie). */
export async function keepShell(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  await keepShellAnswer(await caches.open(SHELL_CACHE), new URL(url, window.location.href).pathname, response);
}
