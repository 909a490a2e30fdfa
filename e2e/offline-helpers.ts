import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
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
  // the worker takes control once it has precached the build's ~130 files: on the 2-core CI machine with
  // a second spec loading the same server this took longer than 15 s once (a full run on 2026-11-28)
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
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
