import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GLOBALS_ELEMENT_ID, type PortalGlobals } from '../../shared/globals';
import { WEB_DIST as DIST, WEB_SOURCE as SOURCE } from '../paths';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script type="application/json"> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const cache = new Map<string, string>();

/** An HTML template of the web build (dist/web), or its source when the web app is not built. */
export function htmlTemplate(name: 'index.html' | 'login.html' | 'bauth.html'): string {
  const cached = cache.get(name);
  if (cached) return cached;
  const built = join(DIST, name);
  // tests read the source templates, so a stale local build can never mask a change
  const useBuilt = existsSync(built) && !process.env.VITEST;
  const html = readFileSync(useBuilt ? built : join(SOURCE, name), 'utf8');
  cache.set(name, html);
  return html;
}

/** The single-page app shell with the user's globals embedded (no inline script: CSP-safe). */
export function renderAppShell(globals: PortalGlobals): string {
  const data = `<script type="application/json" id="${GLOBALS_ELEMENT_ID}">${scriptJson(globals)}</script>`;
  return htmlTemplate('index.html').replace('<!--portal-globals-->', data);
}

/** Fills `{{name}}` placeholders with HTML-escaped values. */
export function fillTemplate(html: string, values: Record<string, string>): string {
  return html.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in values ? escapeHtml(values[key] as string) : match));
}
