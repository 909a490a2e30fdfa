import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SHELL_CACHE, SHELL_KEY } from '../src/web/offline/shell-cache';
import { getJson, scanInto, signIn } from './helpers';

/** The offline handheld's steps shared by offline.spec.ts and journeys-offline.spec.ts. */
const API = '/supplier/api/warehouse';

/**
 * The shell kept under `key` in the device's cache ('' when none). Polled with `expect.poll`, not
 * `page.waitForFunction`: that one takes an async predicate's promise for a truthy answer and returns at once
 * (so this wait did not wait, and the offline specs went offline before the shell was kept).
 */
export async function keptShell(page: Page, key: string): Promise<string> {
  return page.evaluate(async ([name, wanted]) => (await (await (await caches.open(name)).match(wanted))?.text()) ?? '', [
    SHELL_CACHE,
    key,
  ] as const);
}

export async function stockIn(page: Page, material: string, bin: string): Promise<string> {
  const res = await getJson<{ rows: { bin: string; quantity: string }[] }>(page, `${API}/stock?material=${material}&bin=${bin}`);
  return res.rows.find((r) => r.bin === bin)?.quantity ?? '0';
}

/** The handheld is ready to go offline: the service worker controls the page and the plant's snapshot is loaded. */
export async function readyForOffline(page: Page) {
  const since = Date.now();
  await page.goto('/supplier/warehouse/menu/index');
  // the worker takes control once it has precached the build's ~130 files: well under a second alone, but on the
  // 2-core CI machine with the other worker's spec keeping the same (embedded-database) server busy this took longer
  // than 15 s once (a full run on 2026-11-28) and longer than 30 s once (2026-12-01). A worker whose install gave up
  // is registered again by the app 10 s later (offline/runtime.ts registerWorker) and by any new page: after 25 s
  // the menu is opened again, and what the registration was doing is noted in the test's report.
  await expect(async () => {
    const controlled = await page
      .waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 25_000 })
      .then(() => true)
      .catch(() => false);
    if (controlled) return;
    const state = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/supplier/');
      return r ? { installing: r.installing?.state, waiting: r.waiting?.state, active: r.active?.state } : 'none';
    });
    test.info().annotations.push({ type: 'service worker not in control after 25 s', description: JSON.stringify(state) });
    await page.goto('/supplier/warehouse/menu/index');
    throw new Error(`the service worker did not take control: ${JSON.stringify(state)}`);
  }).toPass({ timeout: 80_000, intervals: [0] });
  // the app shell is in the device's cache (the page keeps it a moment after the worker takes over;
  // going offline before that left the next navigation without a page: net::ERR_FAILED, in full runs)
  await expect.poll(() => keptShell(page, SHELL_KEY), { timeout: 15_000 }).toContain('id="portal-globals"');
  const age = page.getByTestId('snapshot-age');
  await expect(age).toContainText('plant 1000', { timeout: 15_000 });
  await expect.poll(async () => Number(await age.getAttribute('data-synced-at')), { timeout: 15_000 }).toBeGreaterThan(since);
}

/**
 * The Wi-Fi drops: the browser context goes offline, and (in case the emulation lags behind a new
 * document, seen once right after a reload) every API request fails like a dead network.
 */
export async function goOffline(context: BrowserContext) {
  await context.route('**/supplier/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext) {
  await context.unrouteAll();
  await context.setOffline(false);
}

export async function ledgerAgrees(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  const ledger = await getJson<{ ok: boolean; differences: unknown[] }>(admin, '/supplier/api/admin/ledger-check');
  expect(ledger.differences).toEqual([]);
  expect(ledger.ok).toBe(true);
  await context.close();
}

/** A bin to bin on the handheld: source, material, quantity, destination (the last scan posts). */
export async function moveOnHandheld(page: Page, move: { source: string; cable: string; quantity: string; destination: string }) {
  await page.goto('/supplier/warehouse/wm/b2b');
  await scanInto(page.getByLabel('Source bin'), move.source);
  await scanInto(page.getByLabel('Material or serial'), move.cable);
  await scanInto(page.getByLabel(/^Quantity/), move.quantity);
  await scanInto(page.getByLabel('Destination bin'), move.destination);
}
