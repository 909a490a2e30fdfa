/**
 * Where the app shell (the HTML every screen is served with, with the user's globals) is kept for
 * a start without network: shared by the service worker (src/web/sw.ts), which keeps
 * each navigation's answer, and the page, which keeps its own before the worker controls it.
 */
export const SHELL_CACHE = 'portal-shell-v1';
export const SHELL_KEY = '/supplier/__app-shell';

/** Whether a navigation's HTML is the app shell (not the sign-in page or a server page). */
export function isAppShell(html: string): boolean {
  return html.includes('id="root"') && html.includes('id="portal-globals"');
}

/** Keeps the shell answered at `url` (fetched again, with the session cookie). */
export async function keepShell(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok || response.redirected) return;
  const html = await response.text();
  if (!isAppShell(html)) return;
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_KEY, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
}
