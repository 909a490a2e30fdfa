import type { Browser, Page } from '@playwright/test';
import { todayIn } from '../src/shared/calendar';
import { expect, test } from './fixtures';
import { postJson, shownDay, signIn } from './helpers';

/**
 * Notifications through the screens: a supplier asks for a dock slot; the warehouse hears of it in its
 * bell, which opens the dock schedule on the slot's day, and refuses it there; the supplier (own
 * browser) sees the unread count and the entry in its bell, opens it and lands on the notice with its
 * slot, refused. Purchase order 4517000008 is this spec's own; each repetition books a day of its own.
 */
const S = '/supplier/api/supplier';
const W = '/supplier/api/warehouse';

async function userPage(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}

/** The bell's unread count as its label says it ("Notifications, 3 unread"; "Notifications": none). */
async function unreadOf(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test('the warehouse refuses a requested dock slot from its bell; the supplier reads it in its bell and opens the slot', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const berlinToday = todayIn('Europe/Berlin');
  const day = new Date(Date.parse(`${berlinToday}T00:00:00Z`) + (3 + testInfo.repeatEachIndex) * 86_400_000).toISOString().slice(0, 10);
  const supplier = await userPage(browser, 'supplier', 'Vendor#2026');
  await supplier.goto('/supplier/purchaseorders/index');
  const before = await unreadOf(supplier);
  // the notice and its slot request, set up through the API
  const { asnNumber } = await postJson<{ asnNumber: string }>(supplier, `${S}/asns`, {
    purchaseOrderNo: '4517000008',
    shipDate: day,
    pallets: [{ cartons: [{ items: [{ itemNo: 20, quantity: '1' }] }] }],
  });
  await postJson(supplier, `${W}/dock-bookings`, { plant: '1000', door: 'D01', date: day, time: '07:00', asnNumber });

  // the warehouse's bell tells of the request and opens the dock schedule on its day
  const wh = await userPage(browser, 'whfra', 'Scan#1000');
  await wh.goto('/supplier/warehouse/menu/index');
  await wh.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await wh
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(`^Dock slot requested by V100001: .* for shipping notice ${asnNumber}\\.`) })
    .click();
  await expect(wh).toHaveURL(new RegExp(`/supplier/warehouse/schd/new\\?plant=1000&date=${day}$`));
  await expect(wh.getByRole('table', { name: `Dock day ${shownDay(day)}` })).toBeVisible();
  const request = wh.locator('td > div', { hasText: `V100001 ${asnNumber} · REQUESTED` });
  await request.getByRole('button', { name: 'Refuse' }).click();
  await expect(wh.locator('td', { hasText: asnNumber })).toHaveCount(0);

  // the supplier: its bell counts more unread (other specs running beside this one may add their own), and the
  // entry, unread, leads to the notice with its slot, refused
  await supplier.reload();
  await expect.poll(() => unreadOf(supplier)).toBeGreaterThan(before);
  await supplier.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const entry = supplier
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(`refused for shipping notice ${asnNumber}: book another slot\\.`) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAccessibleName(/\(unread\)$/);
  await supplier.screenshot({ path: `test-results/notifications-bell-${testInfo.repeatEachIndex}.png` });
  await entry.click();
  await expect(supplier).toHaveURL(new RegExp(`/supplier/asn/view/${asnNumber}$`));
  await expect(supplier.getByTestId('asn-slot')).toContainText(shownDay(day));
  await expect(supplier.getByTestId('asn-slot')).toContainText('Refused');
  // opened: read
  await supplier.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  await expect(entry).toHaveCount(1);
  await expect(entry).not.toHaveAccessibleName(/\(unread\)$/);
});
