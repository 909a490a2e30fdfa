/**
 * The web build's `page-preloads.json` (written by scripts/vite-page-preloads.ts, read by the server's app shell):
 * page name -> the files its screen loads beyond the app entry's, which the page's HTML names for the browser to
 * fetch at once (issue 41). A key may be a name pattern: `serialInspection/*` stands for `serialInspection/repair`.
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export type PagePreloads = Readonly<Record<string, readonly string[]>>;

/** The files of `page` (an exact key, else the first pattern its name fits), none for a page of the entry (the menu). */
export function preloadsFor(preloads: PagePreloads, page: string): readonly string[] {
  const exact = preloads[page];
  if (exact) return exact;
  const pattern = Object.keys(preloads).find((key) => {
    const star = key.indexOf('*');
    if (star < 0) return false;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    return page.length > prefix.length + suffix.length && page.startsWith(prefix) && page.endsWith(suffix);
  });
  return pattern ? (preloads[pattern] ?? []) : [];
}
