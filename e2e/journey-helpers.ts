import { type Browser, expect, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * What the journeys (journeys-*.spec.ts) and the area specs they grew from share: who signs in at
 * which size, the closing ledger check on the administrator's screen, and the outbound setup
 * (deliveries due, a delivery from an order, opening stock in an empty rack bin).
 */
export const DESKTOP = { width: 1280, height: 900 } as const;
export const HANDHELD = { width: 360, height: 740 } as const;

export const WHFRA = ['whfra', 'Scan#1000'] as const;
export const ADMIN = ['admin', 'Admin#2026'] as const;
export const SUPPLIER = ['supplier', 'Vendor#2026'] as const;

/** A browser context of its own at this size, signed in as `user` (the Frankfurt warehouse user unless named). */
export async function openAs(
  browser: Browser,
  viewport: { width: number; height: number },
  user: readonly [string, string] = WHFRA,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, ...user);
  return page;
}

/** An error dialog with this text, closed with Enter (as on a handheld without a mouse). */
export async function closeAlert(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/**
 * The end of every journey: the administrator opens the ledger check (1280 px) from the menu and
 * reads that the stock, transit and serials recomputed from the documents agree; a difference
 * fails with the screen's table of differences.
 */
export async function ledgerCleanOnScreen(browser: Browser) {
  const admin = await openAs(browser, DESKTOP, ADMIN);
  try {
    await admin.goto('/supplier/warehouse/menu/index');
    await admin.getByRole('button', { name: 'Menu', exact: true }).click();
    await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Ledger Check' }).click();
    await expect(admin).toHaveURL(/\/supplier\/admin\/ledger-check$/);
    // the whole ledger is recomputed: slower than a list on a busy machine
    const verdict = admin.getByRole('status').filter({ hasText: /^The ledger (is clean|has)/ });
    await expect(verdict).toBeVisible({ timeout: 30_000 });
    const differences = admin.getByRole('table', { name: 'Differences' });
    expect((await differences.count()) > 0 ? await differences.innerText() : '').toBe('');
    await expect(verdict).toHaveText(/^The ledger is clean: \d+ documents with \d+ items agree with/);
  } finally {
    await admin.context().close();
  }
}
