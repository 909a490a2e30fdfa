import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type Result } from 'axe-core';

/** The WCAG levels the portal promises: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What fails a page: violations of these impacts (minor and moderate ones are reported elsewhere, if at all). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Pages axe is not asked about: the API reference (a third party's Swagger UI, not ours to fix) and
 * anything that is not a page of the portal (a JSON answer, a download, about:blank).
 */
function checkable(url: string): boolean {
  if (!/^https?:\/\//.test(url)) return false;
  const path = new URL(url).pathname;
  if (path.startsWith('/docs') || path.includes('/api/')) return false;
  return true;
}

/**
 * The serious and critical WCAG A/AA violations axe finds on the page as it is now. axe is put into
 * the page once per document (a screen reached inside the single-page app keeps it) and asked for
 * violations only: on the shared 2-core machine that is seconds less per screen than @axe-core/playwright,
 * which injects it again and collects every passing check as well.
 */
export async function a11yViolations(page: Page): Promise<Result[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source); // an evaluated string, not a script tag: the portal's CSP allows no inline script
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }) as Promise<AxeResults>,
    WCAG_TAGS,
  );
  return results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
}

/** A readable report: per rule its impact and help, then each element's target and axe's summary. */
export function a11yReport(where: string, violations: readonly Result[]): string {
  const lines = [`${where}: ${violations.length} serious/critical accessibility violation(s)`];
  for (const v of violations) {
    lines.push(`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 10)) {
      lines.push(`    - ${node.target.join(' >> ')}`);
      const summary = (node.failureSummary ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      for (const line of summary) lines.push(`        ${line}`);
    }
    if (v.nodes.length > 10) lines.push(`    ... and ${v.nodes.length - 10} more element(s)`);
  }
  return lines.join('\n');
}

/** The page's label in a report: its address and width. */
export function pageLabel(page: Page, what?: string): string {
  const width = page.viewportSize()?.width;
  const url = page.url().replace(/^https?:\/\/[^/]+/, '');
  return `${what ? `${what} ` : ''}${url}${width ? ` @${width}px` : ''}`;
}

/**
 * The report of the page's serious/critical violations, or '' when it has none (or is no page of the
 * portal). The page is let settle first: the network idle, the screen no longer loading.
 */
export async function a11yFindings(page: Page, what?: string): Promise<string> {
  if (page.isClosed() || !checkable(page.url())) return '';
  await page.waitForLoadState('domcontentloaded');
  const violations = await a11yViolations(page);
  return violations.length === 0 ? '' : a11yReport(pageLabel(page, what), violations);
}

/** Fails with the report when the page has any serious or critical WCAG A/AA violation. */
export async function expectAccessible(page: Page, what?: string): Promise<void> {
  const report = await a11yFindings(page, what);
  expect(report, report).toBe('');
}
