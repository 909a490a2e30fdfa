import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GLOBALS_ELEMENT_ID, type PortalGlobals } from '../../shared/globals';
import { type MessageId, type MessageValues, t } from '../../shared/i18n';
import { type PageDataReader, pageDataPreloads } from '../../shared/page-data';
import { languagePreloads, PAGE_PRELOADS_FILE, type PagePreloads, pageMessagePreloads, preloadsFor } from '../../shared/page-preloads';
import { WEB_DIST as DIST, WEB_SOURCE as SOURCE } from '../paths';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script type="application/json"> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const cache = new Map<string, string>();

/** The web build's file `name` (dist/web) when there is one; never in tests, so a stale local build can never mask a change. */
function builtFile(name: string): string | null {
  const built = join(DIST, name);
  return existsSync(built) && !process.env.VITEST ? built : null;
}

/** An HTML template of the web build (dist/web), or its source when the web app is not built. */
export function htmlTemplate(name: 'index.html' | 'login.html' | 'bauth.html' | 'second-step.html' | 'password.html'): string {
  const cached = cache.get(name);
  if (cached) return cached;
  const html = readFileSync(builtFile(name) ?? join(SOURCE, name), 'utf8');
  cache.set(name, html);
  return html;
}

let builtPreloads: PagePreloads | undefined;
/** Each page's screen files beyond the app entry's, each language's catalogue (the build's page-preloads.json; none without a build). */
function pagePreloads(): PagePreloads {
  if (!builtPreloads) {
    const file = builtFile(PAGE_PRELOADS_FILE);
    builtPreloads = file ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreloads) : { pages: {}, languages: {} };
  }
  return builtPreloads;
}

/**
 * `html` naming `files` (assets/...) for the browser to fetch at once, before the app's entry asks for them: scripts
 * as `modulepreload` (credentials as the entry's `crossorigin` script, so the download is reused), stylesheets as
 * `preload` (the screen applies them when it loads). Same-origin files under script-src 'self': no nonce needed.
 */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) => {
      const href = escapeHtml(`/supplier/${file}`);
      return file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${href}">`
        : `<link rel="modulepreload" crossorigin href="${href}">`;
    })
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

const shells = new Map<string, string>();
/** The app shell of a page in a language (the template with the catalogue's and the page's preloads), made once for each. */
function shellOf(page: string | undefined, language: string): string {
  const key = `${page ?? ''}\n${language}`;
  let html = shells.get(key);
  if (html === undefined) {
    const preloads = pagePreloads();
    html = withPreloads(htmlTemplate('index.html'), [
      ...languagePreloads(preloads, language),
      ...(page ? [...pageMessagePreloads(preloads, page, language), ...preloadsFor(preloads, page)] : []),
    ]);
    shells.set(key, html);
  }
  return html;
}

/**
 * `globals` naming the build's catalogue core of the reader's language and of English (web/i18n.ts loads it before the
 * first render); as they were without a build (the web app's dev server loads whole catalogues).
 */
function withCatalogue(globals: PortalGlobals): PortalGlobals {
  const preloads = pagePreloads();
  const [english] = languagePreloads(preloads, 'en');
  const [reader = english] = languagePreloads(preloads, globals.language || 'en');
  if (!english || !reader) return globals;
  return { ...globals, catalogue: { reader: `/supplier/${reader}`, english: `/supplier/${english}` } };
}

/**
 * The single-page app shell with the user's globals embedded (no inline script: CSP-safe); the reader's message
 * catalogue preloaded, and for `page` (a page name of shared/pages.ts) the page's screen code and the data its screen
 * first asks for (`pageDataPreloads`; `query` is the address's, null for no data: a reader not signed in; `reader`
 * what the server knows of the reader that decides it) (issue 41: a handheld on slow Wi-Fi fetches them alongside the
 * app, not after it has started). A data preload is `as="fetch"` with `crossorigin` (credentials of the same origin,
 * as the app's `fetch` has them), so the app's request takes its answer.
 */
export function renderAppShell(
  globals: PortalGlobals,
  page?: string,
  query: URLSearchParams | null = null,
  reader: PageDataReader = {},
): string {
  const data = `<script type="application/json" id="${GLOBALS_ELEMENT_ID}">${scriptJson(withCatalogue(globals))}</script>`;
  const fetches =
    page && query
      ? pageDataPreloads(page, query, reader)
          .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`)
          .join('')
      : '';
  // replaced by a function: a `$'` or `$&` in a user's name is text, not a replacement pattern
  const html = shellOf(page, globals.language ?? '').replace('<!--portal-globals-->', () => data);
  return fetches ? html.replace('</head>', () => `${fetches}</head>`) : html;
}

/**
 * The digest of what an app shell carries for its reader (the globals) in this build (the template names the
 * build's files): the same for every page of one reader, another once anything in it changes (src/web/sw.ts serves
 * a kept shell only while the server's last digest is the kept shell's).
 */
export function shellTag(globals: PortalGlobals): string {
  return createHash('sha256').update(htmlTemplate('index.html')).update('\n').update(scriptJson(globals)).digest('base64url').slice(0, 22);
}

/**
 * Fills `{{name}}` placeholders with HTML-escaped values, and `{{{name}}}` with HTML the server built
 * itself (`markup`, never a caller's text: see `messageHtml`).
 */
export function fillTemplate(html: string, values: Record<string, string>, markup: Record<string, string> = {}): string {
  return html.replace(/\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/g, (match, raw: string | undefined, key: string | undefined) => {
    if (raw !== undefined) return raw in markup ? (markup[raw] as string) : match;
    return key !== undefined && key in values ? escapeHtml(values[key] as string) : match;
  });
}

/** A page template in a language: its `<html lang="en">` (the templates' own, valid as they stand) set to `language`. */
export function withPageLanguage(html: string, language: string): string {
  return html.replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(language)}">`);
}

/**
 * A catalogue message as HTML: the message text escaped, and each value of `wrap` set into it as the
 * element `wrap` makes of its escaped text ("Sign in as <strong translate="no">Wanda Weber</strong>?").
 * The message is formatted with stand-ins for those values, so a translation may place them anywhere.
 */
export function messageHtml(
  id: MessageId,
  values: MessageValues,
  wrap: Record<string, { text: string; html: (escaped: string) => string }>,
): string {
  const standIns: Record<string, string> = {};
  Object.keys(wrap).forEach((name, i) => {
    standIns[name] = `\u0000${i}\u0000`;
  });
  let html = escapeHtml(t(id, { ...values, ...standIns }));
  Object.values(wrap).forEach((part, i) => {
    html = html.split(`\u0000${i}\u0000`).join(part.html(escapeHtml(part.text)));
  });
  return html;
}
