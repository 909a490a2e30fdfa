/**
 * The web build's `page-preloads.json` (written by scripts/vite-page-preloads.ts, read by the server's app shell),
 * the files a page's HTML names for the browser to fetch at once (issue 41): by page name, those its screen loads
 * beyond the app entry's (a key may be a name pattern: `serialInspection/*` stands for `serialInspection/repair`);
 * by language, its message catalogue's core; by page and language, the messages part of the page's screen.
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

type FilesOf = Readonly<Record<string, readonly string[]>>;
export interface PagePreloads {
  readonly pages: FilesOf;
  /** language -> its catalogue's core (scripts/vite-message-parts.ts) */
  readonly languages: FilesOf;
  /** page name (or pattern) -> language -> the messages part of the page's screen; none for a screen without one */
  readonly pageMessages?: Readonly<Record<string, FilesOf>>;
}

/** The catalogue files of `language` (the pseudo-locale reads the English one), none when it has none. */
export function languagePreloads(preloads: PagePreloads, language: string): readonly string[] {
  return preloads.languages[language] ?? (language.startsWith('en-') ? (preloads.languages.en ?? []) : []);
}

/** The files of `page` (an exact key, else the first pattern its name fits), none for a page of the entry (the menu). */
export function preloadsFor({ pages }: PagePreloads, page: string): readonly string[] {
  return filesOfPage(pages, page) ?? [];
}

/** The messages part of `page`'s screen in `language` (the pseudo-locale reads English's), none when it has none. */
export function pageMessagePreloads({ pageMessages = {} }: PagePreloads, page: string, language: string): readonly string[] {
  const byLanguage = filesOfPage(pageMessages, page);
  if (!byLanguage) return [];
  return byLanguage[language] ?? (language.startsWith('en-') ? (byLanguage.en ?? []) : []);
}

function filesOfPage<T>(preloads: Readonly<Record<string, T>>, page: string): T | undefined {
  const exact = preloads[page];
  if (exact) return exact;
  const pattern = Object.keys(preloads).find((key) => {
    const star = key.indexOf('*');
    if (star < 0) return false;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    return page.length > prefix.length + suffix.length && page.startsWith(prefix) && page.endsWith(suffix);
  });
  return pattern ? preloads[pattern] : undefined;
}
