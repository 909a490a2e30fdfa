import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { type Access, grantKey } from '../src/shared/access';
import { pseudoMessage } from '../src/shared/i18n/pseudo';
import { type PageName, pages } from '../src/shared/pages';
import { a11yReport, a11yViolations } from './a11y';
import { expect, test, visitedFile } from './fixtures';
import { ADMIN, DESKTOP, HANDHELD, SUPPLIER } from './journey-helpers';
import { catalogue, type Finding, findUntranslated, waitForScreen } from './pseudo-check';

/**
 * The pseudo-locale crawl: each kind of user, in a browser asking for en-XA (the demo users have no
 * language of their own, so every catalogue text reads "[!! Ŝçàññ ... !!]"), opens every page of the
 * page table it may open, the pages those pages link to (one of each kind: a purchase order, a
 * delivery, ...), one of each page with parameters the other specs opened (it runs after them: a
 * receipt's serial entry, a bin's details, an inspection step), plus a few states whose text appears
 * only after an action. On each: (a) no visible
 * text or read attribute outside a catalogue message (data sits in translate="no"), (b) on the 360 px
 * handheld nothing wider than the screen, (c) axe: no serious or critical violation. The report lists
 * every finding per page, so the screens still to convert can be read off it.
 */

test.use({ a11y: false }); // axe runs here on every page, reported with the other findings
// it runs after the other specs (playwright.config.ts): its five crawls share both workers
test.describe.configure({ mode: 'parallel' });

const PSEUDO = 'en-XA';

/** Whether grants open a page (src/shared/menu.ts hasAccess; that module's imports read the catalogue, which Node loads only with an import attribute). */
const hasAccess = (grants: readonly string[], access: Access) =>
  access === 'public' || access === 'signed-in' || grants.includes(grantKey(access.module, access.tcode));

interface Crawl {
  page: Page;
  /** the language the pages must come in */
  language: string;
  /** text outside the catalogue's brackets is a finding (the pseudo-locale); axe runs */
  pseudo: boolean;
  overflow: boolean;
  findings: Map<string, string[]>;
  /** where each screen's findings are written as soon as they are known (a run cut short keeps them) */
  log?: string;
}

/** One screen (as it is now) checked; findings kept under its label. */
async function check(crawl: Crawl, label: string) {
  const { page } = crawl;
  const lines: string[] = [];
  const found: Finding[] = await findUntranslated(page, { overflow: crawl.overflow });
  for (const f of found) if (crawl.pseudo || f.kind === 'overflow') lines.push(`${f.kind}: ${JSON.stringify(f.text)} at ${f.path}`);
  const t0 = Date.now();
  const violations = crawl.pseudo ? await a11yViolations(page) : [];
  if (process.env.PSEUDO_DEBUG) console.log(`  axe ${Date.now() - t0} ms`);
  if (violations.length > 0) lines.push(a11yReport('axe', violations));
  if (lines.length > 0) crawl.findings.set(label, [...(crawl.findings.get(label) ?? []), ...lines]);
  if (crawl.log) appendFileSync(crawl.log, `== ${label}\n${lines.map((l) => `  ${l}\n`).join('') || '  clean\n'}`);
}

/**
 * A page opened as a user's click opens it: inside the single-page app (the router follows
 * pushState), so a screen costs no page load and axe stays in the page; the first one is loaded.
 */
async function openInApp(page: Page, url: string) {
  const inApp = await page.evaluate(() => document.getElementById('portal-globals') !== null && document.querySelector('main') !== null);
  if (!inApp) return page.goto(url);
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    // the router renders the new screen (or its loading fallback) within two frames
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, url);
  return null;
}

/** A path pattern ("/supplier/asn/view/:asnNumber") as a regular expression over a path. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

async function signInPseudo(context: BrowserContext, [username, password]: readonly [string, string], crawl?: Crawl) {
  const page = await context.newPage();
  await page.goto('/supplier/login');
  if (crawl) await check({ ...crawl, page }, 'sign-in page');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#login-form [type="submit"]').click();
  await expect(page).not.toHaveURL(/\/supplier\/login/);
  return page;
}

/**
 * Every page of the table the user may open, then the linked pages with parameters (the first link to
 * each kind found on a visited page); checks each once loaded. Pages with parameters no visited page
 * links to are returned as not reached.
 */
async function crawlPages(crawl: Crawl): Promise<{ notReached: string[]; visited: number }> {
  const { page } = crawl;
  const globals = await page.evaluate(() => JSON.parse(document.getElementById('portal-globals')?.textContent ?? '{}'));
  expect(globals.language, 'the pages come in the language asked for').toBe(crawl.language);
  const open = pages.filter((p) => hasAccess(globals.grants as string[], p.access));
  const withParams = open.filter((p) => p.path.includes(':')).map((p) => ({ ...p, pattern: patternOf(p.path) }));
  const queue: { name: PageName; url: string }[] = open.filter((p) => !p.path.includes(':')).map((p) => ({ name: p.name, url: p.path }));
  const seen = new Set<PageName>(queue.map((q) => q.name));
  // the pages with parameters the other specs opened (a purchase order's receipt, a bin's details, a lot's
  // inspection step, ...): the first path of each, as the journeys left its document
  const visited = existsSync(visitedFile()) ? readFileSync(visitedFile(), 'utf8').split('\n') : [];
  for (const path of visited) {
    const target = withParams.find((p) => !seen.has(p.name) && p.pattern.test(path));
    if (!target) continue;
    seen.add(target.name);
    queue.push({ name: target.name, url: path });
  }
  for (let i = 0; i < queue.length; i++) {
    const { name, url } = queue[i] as { name: PageName; url: string };
    const label = `${name} ${url}`;
    const t0 = Date.now();
    const response = await openInApp(page, url);
    try {
      await waitForScreen(page);
    } catch {
      crawl.findings.set(label, [
        `never loaded${response ? ` (HTTP ${response.status()})` : ''}: ${(await page.locator('body').innerText()).slice(0, 200)}`,
      ]);
      continue;
    }
    const t1 = Date.now();
    await check(crawl, label);
    if (process.env.PSEUDO_DEBUG) console.log(`${label}: load ${t1 - t0} ms, check ${Date.now() - t1} ms`);
    // pages with parameters this one links to: one of each
    const links = await page.locator('main a[href], nav a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    const plain = new Set(open.filter((p) => !p.path.includes(':')).map((p) => p.path));
    for (const path of links) {
      if (plain.has(path)) continue; // "/pi/index" is the list, not a document named "index"
      const target = withParams.find((p) => !seen.has(p.name) && p.pattern.test(path));
      if (!target) continue;
      seen.add(target.name);
      queue.push({ name: target.name, url: path });
    }
  }
  return { notReached: withParams.filter((p) => !seen.has(p.name)).map((p) => `${p.name} ${p.path}`), visited: queue.length };
}

function report(testInfo: TestInfo, who: string, crawl: Crawl, notReached: string[], visited: number) {
  const lines = [`${who}: ${visited} screens checked, ${crawl.findings.size} with findings`];
  for (const [label, found] of crawl.findings) lines.push(`\n== ${label}\n${found.map((f) => `  ${f}`).join('\n')}`);
  if (notReached.length > 0) lines.push(`\nNot reached (no spec opens one and no visited page links to one): ${notReached.join(', ')}`);
  const text = lines.join('\n');
  testInfo.attachments.push({ name: `pseudo-locale ${who}`, contentType: 'text/plain', body: Buffer.from(text) });
  return text;
}

/** The menu opened (a dialog of its own on the handheld and the desktop). */
async function openedMenu(crawl: Crawl) {
  await crawl.page.goto('/supplier/profile/edit');
  await waitForScreen(crawl.page);
  await crawl.page.locator('header .sp-menu-button').click();
  await expect(crawl.page.locator('nav').first()).toBeVisible();
  await check(crawl, 'state: menu opened');
  await crawl.page.keyboard.press('Escape');
}

/**
 * A form sent empty, or (a new record's form, whose button waits for a first entry) with one letter in every field:
 * its errors (`opener`: the catalogue key of the button that shows the form).
 */
async function emptyForm(crawl: Crawl, url: string, label: string, opener?: string) {
  await crawl.page.goto(url);
  await waitForScreen(crawl.page);
  if (opener) await crawl.page.getByRole('button', { name: pseudoMessage(catalogue('en')[opener] ?? opener), exact: true }).click();
  const form = crawl.page.locator('main form').first();
  const fields = form.locator(
    'input[type="text"], input:not([type]), input[type="email"], input[type="password"], input[type="tel"], textarea',
  );
  // a field may come or go as another is typed into (the new user's password or invitation): the ones shown now
  const fillAll = async (value: string) => {
    for (const input of await fields.all()) {
      if ((await input.isVisible()) && (await input.isEditable({ timeout: 1000 }).catch(() => false))) await input.fill(value);
    }
  };
  await fillAll('');
  const submit = form.locator('[type="submit"]').first();
  if (!(await submit.isEnabled())) await fillAll('x');
  // a form that checks as the user types keeps its button disabled while a field is wrong: the errors show already
  if (await submit.isEnabled()) await submit.click();
  await expect(crawl.page.locator('main [role="alert"], main .sp-error-text, main [aria-invalid="true"]').first()).toBeVisible();
  await check(crawl, label);
}

/** An unknown code scanned into a handheld screen's scan field: the error dialog. */
async function unknownScan(crawl: Crawl, url: string, label: string) {
  await crawl.page.goto(url);
  await waitForScreen(crawl.page);
  const field = crawl.page.locator('main input:focus');
  await expect(field).toBeVisible();
  await field.pressSequentially('NOSUCHCODE0042');
  await field.press('Enter');
  await expect(crawl.page.locator('[role="alertdialog"], [role="alert"]').filter({ visible: true }).first()).toBeVisible();
  await check(crawl, label);
}

// every page at both widths: the administrator may open every page of the table (and is a warehouse user: the
// handheld shell, its scan dialogs), the supplier reads its own kind of pages (its vendor's data)
// German once more at 360 px, for width only: its long single words ("Umlagerungsbestellungen") break no line as
// the pseudo-locale's several shorter words do
const kinds = [
  { who: 'supplier at 1280 px', user: SUPPLIER, viewport: DESKTOP, login: true, language: PSEUDO },
  { who: 'supplier at 360 px', user: SUPPLIER, viewport: HANDHELD, login: false, language: PSEUDO },
  { who: 'administrator at 1280 px (every page, the handheld ones too)', user: ADMIN, viewport: DESKTOP, login: false, language: PSEUDO },
  { who: 'administrator at 360 px (every page, the desktop ones too)', user: ADMIN, viewport: HANDHELD, login: false, language: PSEUDO },
  { who: 'administrator in German at 360 px (every page)', user: ADMIN, viewport: HANDHELD, login: false, language: 'de' },
] as const;

for (const kind of kinds) {
  const pseudo = kind.language === PSEUDO;
  const what = pseudo ? 'every text from the catalogue, nothing too wide, axe clean' : 'nothing too wide';
  test(`pseudo-locale: ${kind.who}: ${what}`, async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: kind.viewport,
      locale: kind.language,
      extraHTTPHeaders: { 'Accept-Language': kind.language },
    });
    try {
      const crawl: Crawl = {
        page: undefined as unknown as Page,
        language: kind.language,
        pseudo,
        overflow: kind.viewport.width <= 360,
        findings: new Map(),
        log: testInfo.outputPath('pseudo-locale-findings.txt'),
      };
      crawl.page = await signInPseudo(context, kind.user, kind.login ? { ...crawl, page: undefined as unknown as Page } : undefined);
      // a step that cannot be done fails in seconds and is reported with the others, instead of waiting out the test
      crawl.page.setDefaultTimeout(10_000);
      const started = Date.now();
      const { notReached, visited } = await crawlPages(crawl);
      // states whose text appears only after an action
      const states: [string, () => Promise<void>][] = pseudo ? [['menu opened', () => openedMenu(crawl)]] : [];
      if (pseudo && kind.viewport === HANDHELD && kind.user === ADMIN) {
        states.push([
          'unknown scan: goods receipt',
          () => unknownScan(crawl, '/supplier/warehouse/goodsreceipt/index', 'state: goods receipt, unknown code scanned'),
        ]);
        states.push([
          'unknown scan: bin to bin',
          () => unknownScan(crawl, '/supplier/warehouse/wm/b2b', 'state: bin to bin, unknown code scanned'),
        ]);
      }
      if (pseudo && kind.user === ADMIN) {
        states.push(['empty form: users', () => emptyForm(crawl, '/supplier/admin/users', 'state: users, new user sent empty', 'usr.new')]);
        states.push(['empty form: profile', () => emptyForm(crawl, '/supplier/profile/edit', 'state: profile, form sent empty')]);
      }
      if (pseudo && kind.user === SUPPLIER) {
        states.push(['empty form: profile', () => emptyForm(crawl, '/supplier/profile/edit', 'state: profile, form sent empty')]);
      }
      for (const [name, run] of states) {
        try {
          await run();
        } catch (error) {
          crawl.findings.set(`state: ${name}`, [`could not be reached: ${String(error).split('\n')[0]}`]);
        }
      }
      const text = report(testInfo, kind.who, crawl, notReached, visited);
      console.log(`${kind.who}: crawl took ${Math.round((Date.now() - started) / 1000)} s, ${visited} screens`);
      if (notReached.length > 0) console.log(`  not reached: ${notReached.join(', ')}`);
      expect(crawl.findings.size, text).toBe(0);
    } finally {
      await context.close();
    }
  });
}
