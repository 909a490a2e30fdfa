/**
 * The app's message files in the service worker. The web build splits each language's catalogue into a core and
 * parts that travel with the screens (scripts/vite-message-parts.ts): some 80 small files per language. The worker's
 * precache (Workbox) fetches one file after another on install, so they come to it as one file per language instead
 * (`messages-worker-<language>-<hash>.json`: each message file's text by its URL path), and the worker answers a
 * screen's request for a message file from it: a screen opens without the network, and a shell naming the file is
 * still the worker's build.
 */

/** A message file as the app asks for it: `/supplier/assets/messages-<language>-<part>-<hash>.js`. */
export const MESSAGE_FILE = /^\/supplier\/assets\/messages-[\w-]+\.js$/;

/** The start of the name of the worker's copy of a language's message files: `messages-worker-<language>-<hash>.json`,
 * written by the web build (scripts/vite-message-parts.ts) and precached (vite.config.ts). */
export const MESSAGE_COPY_PREFIX = 'messages-worker-';

/** The worker's copy of a language's message files, as its precache manifest names it. */
export const MESSAGE_BUNDLE = new RegExp(`(^|/)assets/${MESSAGE_COPY_PREFIX}[\\w-]+\\.json$`);

/**
 * The headers of every message file: a script (the app imports each as a module), named by its content, so the
 * browser may keep it for good (as the server sends it: server/app.ts HASHED_ASSET); without them the browser asked
 * the worker again on every load (30-40 ms each at 4x CPU).
 */
const HEADERS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' };

/** A copy's language: `assets/messages-worker-<language>-<hash>.json`. */
const COPY_LANGUAGE = new RegExp(`${MESSAGE_COPY_PREFIX}(.+)-[A-Za-z0-9]+\\.json$`);
const bundleLanguage = (bundle: string) => COPY_LANGUAGE.exec(bundle)?.[1];

/**
 * The text of a message file by its URL path, from the worker's copy of its language (`bundles`: the manifest's URLs
 * of the copies), read with `read` (the precache) at the first ask for that language and then kept while the worker
 * runs: a German reader's worker never reads the English copy. A copy that cannot be read (not precached yet,
 * evicted, not JSON) answers nothing and is read again at the next ask.
 */
export function bundledMessageFiles(
  bundles: readonly string[],
  read: (url: string) => Promise<Response | undefined>,
): (path: string) => Promise<string | undefined> {
  // the longest language first: messages-pt-BR-… is not Portuguese's
  const byLanguage = bundles
    .flatMap((bundle) => {
      const language = bundleLanguage(bundle);
      return language ? [{ bundle, prefix: `messages-${language}-` }] : [];
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const kept = new Map<string, Promise<ReadonlyMap<string, string> | undefined>>();
  const load = async (bundle: string) => {
    try {
      const response = await read(bundle);
      if (!response?.ok) return undefined;
      const texts: unknown = await response.json();
      if (!texts || typeof texts !== 'object') return undefined;
      return new Map(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return undefined;
    }
  };
  return async (path) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const bundle = byLanguage.find((b) => name.startsWith(b.prefix))?.bundle;
    if (!bundle) return undefined;
    let files = kept.get(bundle);
    if (!files) {
      files = load(bundle);
      kept.set(bundle, files);
    }
    const texts = await files;
    if (!texts) kept.delete(bundle);
    return texts?.get(path);
  };
}

/** The answer to a request for a message file the worker holds. */
export function messageFileAnswer(text: string): Response {
  return new Response(text, { status: 200, headers: HEADERS });
}
