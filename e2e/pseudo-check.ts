import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { pseudoMessage } from '../src/shared/i18n/pseudo';

/**
 * What the pseudo-locale crawl (e2e/i18n-pseudo.spec.ts) checks on a screen: text from no catalogue,
 * what does not fit the handheld, and how long "Loading..." lasts. Runs in the browser; reports a
 * finding per text with a CSS path to it.
 */

const LOCALES = join(import.meta.dirname, '../src/shared/i18n/locales');
export const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8')) as Record<string, string>;

/** "Loading..." in every language the crawl may meet (English, German, the pseudo-locale). */
export function loadingTexts(): string[] {
  const english = catalogue('en')['loading'] ?? 'Loading...';
  return [english, catalogue('de')['loading'] ?? english, pseudoMessage(english)];
}

/**
 * Until the screen has loaded: its heading is shown and nothing says it is loading (the lazy screen's
 * fallback, the loading overlay, a query's "Loading..." in any language); never a fixed time.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  const loading = loadingTexts();
  await expect
    .poll(
      () =>
        page.evaluate((loadingTexts) => {
          if (document.querySelector('.page-loading, .sp-loading-overlay, .login-body')) {
            return document.querySelector('.login-body') ? 'ready' : 'loading indicator';
          }
          const heading = document.querySelector('main h1, main h2, main [role="heading"]');
          if (!heading || !(heading as HTMLElement).checkVisibility()) return 'no heading';
          const text = document.body.innerText;
          if (loadingTexts.some((l) => text.includes(l))) return 'loading text';
          if (document.querySelector('main [aria-busy="true"]')) return 'fetching';
          return 'ready';
        }, loading),
      // asked every 50 ms: a crawl of 300 screens waits for each (the default steps of 100, 250, 500 ms cost ~0.3 s a screen)
      { timeout: 15_000, intervals: [50], message: `${page.url()} never finished loading` },
    )
    .toBe('ready');
}

export interface Finding {
  kind: 'text' | 'attribute' | 'overflow';
  text: string;
  path: string;
}

/**
 * (a) Visible text outside any "[!! ... !!]" message: every text node in document order, bracket depth
 * carried across nodes (a message may span elements); text inside translate="no" is data and skipped;
 * aria-label, placeholder, title, alt (and a button input's value) of visible elements likewise.
 * (b) With `overflow`: the document wider than the viewport, text running past the viewport edge
 * outside a scrolling container, and text clipped by its own box.
 */
export function findUntranslated(page: Page, { overflow }: { overflow: boolean }): Promise<Finding[]> {
  return page.evaluate(
    ({ overflow }) => {
      const OPEN = '[!!';
      const CLOSE = '!!]';
      const LETTERS = /[A-Za-z]{2,}/;
      const findings: { kind: 'text' | 'attribute' | 'overflow'; text: string; path: string }[] = [];

      const cssPath = (el: Element): string => {
        const parts: string[] = [];
        for (let node: Element | null = el; node && node !== document.body && parts.length < 6; node = node.parentElement) {
          let part = node.tagName.toLowerCase();
          if (node.id) {
            parts.unshift(`${part}#${CSS.escape(node.id)}`);
            break;
          }
          const cls = [...node.classList].slice(0, 2);
          if (cls.length) part += `.${cls.map((c) => CSS.escape(c)).join('.')}`;
          const parent = node.parentElement;
          if (parent) {
            const same = [...parent.children].filter((c) => c.tagName === node?.tagName);
            if (same.length > 1) part += `:nth-of-type(${same.indexOf(node) + 1})`;
          }
          parts.unshift(part);
        }
        return parts.join(' > ');
      };
      const visible = (el: Element | null): boolean => {
        if (!el) return false;
        if (el instanceof HTMLOptionElement) return el.selected && visible(el.closest('select'));
        return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      };
      const isData = (el: Element | null) => !!el?.closest('[translate="no"]');
      // a day and time as Intl writes them ("11/28/2026, 05:03 PM UTC", "28.11.2026, 17:03 MEZ"): a value, not a text;
      // with the date or time taken out, only AM/PM and a zone's abbreviation may be left
      const DATE_TIME = /\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b|\b\d{1,2}:\d{2}(:\d{2})?\b/g;
      const intlDateTime = (text: string) =>
        new RegExp(DATE_TIME.source).test(text) &&
        !/[A-Za-z]{2,}/.test(text.replace(DATE_TIME, '').replace(/\b(AM|PM|[A-Z]{2,5}([+-]\d{1,2}(:\d{2})?)?)\b/g, ''));
      /** Text outside brackets of one string, given the depth before it; returns the depth after. */
      const outside = (text: string, depth: number): { out: string; depth: number } => {
        let out = '';
        let d = depth;
        let i = 0;
        while (i < text.length) {
          if (text.startsWith(OPEN, i)) {
            d++;
            i += OPEN.length;
          } else if (text.startsWith(CLOSE, i)) {
            d = Math.max(0, d - 1);
            i += CLOSE.length;
          } else {
            if (d === 0) out += text[i];
            else out += ' ';
            i++;
          }
        }
        return { out, depth: d };
      };

      // (a) text nodes
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let depth = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // a text area's text is what the user typed (as an input's value is)
        if (!parent || parent.closest('script, style, noscript, template, textarea')) continue;
        const text = node.nodeValue ?? '';
        const result = outside(text, depth);
        depth = result.depth;
        if (!LETTERS.test(result.out) || isData(parent) || !visible(parent) || intlDateTime(result.out)) continue;
        findings.push({ kind: 'text', text: text.trim().slice(0, 120), path: cssPath(parent) });
      }
      // (a) attributes people read
      for (const el of document.body.querySelectorAll(
        '[aria-label], [placeholder], [title], img[alt], input[type="button"], input[type="submit"]',
      )) {
        if (isData(el) || !visible(el)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'value']) {
          if (name === 'value' && !(el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type))) continue;
          const value = el.getAttribute(name);
          if (!value || !LETTERS.test(outside(value, 0).out)) continue;
          findings.push({ kind: 'attribute', text: `${name}="${value.slice(0, 120)}"`, path: cssPath(el) });
        }
      }
      if (!overflow) return findings;

      // (b) the handheld: nothing wider than the screen, no text cut off
      // the page's width: the document's, and on a screen with a bottom bar its content's scrolling box (.sp-scroll)
      const width = document.documentElement.clientWidth;
      const page = document.querySelector('.sp-scroll');
      const pageWidth = Math.max(document.documentElement.scrollWidth, page ? page.scrollWidth + (width - page.clientWidth) : 0);
      if (pageWidth > width) {
        // the culprits: the innermost boxes past the right edge
        const past = (el: Element) => el.getBoundingClientRect().right > width + 1;
        const culprits = [...document.body.querySelectorAll('*')].filter(
          (el) => past(el) && visible(el) && ![...el.children].some((c) => past(c)) && !el.closest('svg'),
        );
        // none shown: then the hidden ones (a box that is invisible but still widens the page)
        const hidden =
          culprits.length > 0
            ? []
            : [...document.body.querySelectorAll('*')].filter((el) => past(el) && ![...el.children].some((c) => past(c)));
        const named = [...culprits, ...hidden]
          .slice(0, 3)
          .map((el) => `${cssPath(el)} (${Math.round(el.getBoundingClientRect().right)}px)`);
        findings.push({
          kind: 'overflow',
          text: `document ${pageWidth}px wide in a ${width}px viewport (document ${document.documentElement.scrollWidth}, content ${page ? `${page.scrollWidth} in ${page.clientWidth}` : 'none'}); past the edge: ${named.join(', ')}`,
          path: 'html',
        });
      }
      /** Text for screen readers only (clipped to a pixel on purpose: the visually-hidden pattern). */
      const readerOnly = (el: Element) => {
        for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.position === 'absolute' && (style.clip !== 'auto' || style.clipPath !== 'none')) return true;
        }
        return false;
      };
      // the content's box of a screen with a bottom bar scrolls as the page does: not a place where wide content may scroll
      const scrolls = (el: Element) => !el.classList.contains('sp-scroll') && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      const clips = (el: Element) => ['hidden', 'clip'].includes(getComputedStyle(el).overflowX);
      const reported = new Set<Element>();
      for (const el of document.body.querySelectorAll('*')) {
        if (el.closest('script, style, noscript, template, svg')) continue;
        const ownText = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && /\S/.test(c.nodeValue ?? ''));
        if (!ownText || !visible(el) || readerOnly(el)) continue;
        const rect = el.getBoundingClientRect();
        let container: Element | null = el.parentElement;
        while (container && container !== document.body && !scrolls(container) && !clips(container)) container = container.parentElement;
        const inScroller = container && container !== document.body && scrolls(container);
        const label = `${(el.textContent ?? '').trim().slice(0, 60)}`;
        if (!inScroller && (rect.right > width + 1 || rect.left < -1)) {
          findings.push({
            kind: 'overflow',
            text: `"${label}" runs past the ${width}px screen (${Math.round(rect.left)}..${Math.round(rect.right)})`,
            path: cssPath(el),
          });
          reported.add(el);
        } else if (container && container !== document.body && clips(container) && !reported.has(el)) {
          const box = container.getBoundingClientRect();
          if (rect.right > box.right + 1) {
            findings.push({ kind: 'overflow', text: `"${label}" is cut off by ${cssPath(container)}`, path: cssPath(el) });
          }
        }
        // an inline box has no client width: only blocks clip
        const block = getComputedStyle(el).display !== 'inline';
        if (block && clips(el) && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLInputElement)) {
          findings.push({
            kind: 'overflow',
            text: `"${label}" is cut off (${el.scrollWidth}px in ${el.clientWidth}px)`,
            path: cssPath(el),
          });
        }
      }
      return findings;
    },
    { overflow },
  );
}
