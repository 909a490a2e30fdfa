import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { a11yFindings } from './a11y';

export { expect };

/**
 * Where the suite's pages went: every portal path a test's page navigated to (loads and the app's own
 * pushState), one per line, for the pseudo-locale crawl (e2e/i18n-pseudo.spec.ts runs after the other
 * specs and opens one of each page of the table found here: the screens that need a document, a bin or a
 * lot to show, as the journeys reached them).
 */
export const visitedFile = () => join(process.env.E2E_DATA_DIR ?? '.', 'visited-paths.txt');

function recordPaths(page: Page) {
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { pathname } = new URL(frame.url());
    if (pathname.startsWith('/supplier/') && !pathname.startsWith('/supplier/api/')) appendFileSync(visitedFile(), `${pathname}\n`);
  });
}

/**
 * Every page of the context reports the violations of the portal's Content Security Policy it sees (the browser's
 * `securitypolicyviolation` event: a refused script, eval, style, frame or connection), as they happen, so that a
 * page that navigated away still counts. The policy is server/http/security-headers.ts.
 */
async function watchPolicy(context: BrowserContext, report: (text: string) => void) {
  await context.exposeBinding('__portalCspViolation', ({ page }, text: string) => report(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      void (window as unknown as { __portalCspViolation(text: string): Promise<void> }).__portalCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline source'}${where}`,
      );
    });
  });
}

/**
 * The specs' `test`: Playwright's, plus a check that no page of the test broke the portal's Content Security Policy
 * (watchPolicy) and an accessibility check of every screen a test leaves open.
 * Each browser context the test opens (its own `page`'s and any `browser.newContext()`) has its open
 * pages checked with axe (WCAG 2.0/2.1/2.2 A and AA) as it closes, whether the test closes it or the
 * runner does at the end; a serious or critical violation fails the test with the report. A test that
 * failed already is not checked (its page is wherever the failure left it). `test.use({ a11y: false })`
 * turns the check off for a spec that checks on its own terms (e2e/i18n-pseudo.spec.ts).
 */
export const test = base.extend<{ a11y: boolean; a11yAfterEach: undefined }>({
  a11y: [true, { option: true }],
  a11yAfterEach: [
    async ({ browser, a11y }, use, testInfo) => {
      if (!a11y) {
        await use(undefined);
        return;
      }
      const reports: string[] = [];
      /** Content Security Policy violations of the test's pages (each page reports its own as they happen) */
      const violations: string[] = [];
      const failedAlready = () => testInfo.errors.length > 0 || (testInfo.status !== undefined && testInfo.status !== 'passed');
      const watch = async (context: BrowserContext) => {
        await watchPolicy(context, (text) => violations.push(text));
        for (const page of context.pages()) recordPaths(page);
        context.on('page', recordPaths);
        const close = context.close.bind(context);
        context.close = async (options) => {
          if (!failedAlready()) {
            for (const page of context.pages()) {
              try {
                const report = await a11yFindings(page);
                if (report) reports.push(report);
              } catch (error) {
                // a page that went away (or runs no script) is not checked; say so in the results
                testInfo.annotations.push({ type: 'a11y', description: `not checked: ${page.url()}: ${String(error).split('\n')[0]}` });
              }
            }
          }
          await close(options);
        };
        return context;
      };
      const newContext = browser.newContext.bind(browser);
      // a context without JavaScript cannot run axe
      browser.newContext = async (options) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : watch(context);
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      if (violations.length > 0 && !failedAlready()) {
        throw new Error(`The page broke its own Content Security Policy:\n${[...new Set(violations)].join('\n')}`);
      }
      if (reports.length > 0 && !failedAlready()) {
        await testInfo.attach('accessibility', { body: reports.join('\n\n'), contentType: 'text/plain' });
        throw new Error(reports.join('\n\n'));
      }
    },
    { auto: true },
  ],
});
