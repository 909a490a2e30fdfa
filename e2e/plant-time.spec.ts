import { expect, test } from './fixtures';
import { de } from './helpers';

/**
 * A time on a screen is the plant's (plant 1000: Europe/Berlin) with its zone's
 * name, in the browser's locale; never UTC or an ISO string. The browser is German, in Berlin.
 */
test.describe('plant time at 360 px, de-DE in Europe/Berlin', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('a truck arrival shows the Berlin time of day with its zone, no UTC and no ISO text', async ({ page }) => {
    // one plate per run: repeated runs share the server's database
    const plate = `B-TZ ${Date.now() % 1_000_000}`;
    // the browser is German, so is the portal (the user has no language of its own)
    await page.goto('/supplier/login');
    await page.locator('#username').fill('whfra');
    await page.locator('#password').fill('Scan#1000');
    await page.locator('#login-form [type="submit"]').click();
    await expect(page).not.toHaveURL(/\/supplier\/login/);
    await page.goto('/supplier/warehouse/zrec/home');
    await page.getByLabel(de('Door')).selectOption('D02');
    await page.getByLabel(de('Carrier')).fill('Zeit Cargo');
    await page.getByLabel(de('Plate')).fill(plate);
    const registered = page.waitForResponse((r) => r.url().endsWith('/dock-arrivals') && r.request().method() === 'POST');
    await page.getByRole('button', { name: de('Register arrival') }).click();
    const { arrivedAt } = (await (await registered).json()) as { arrivedAt: string };
    const arrived = page
      .getByRole('list', { name: de('Arrived trucks') })
      .getByRole('listitem')
      .filter({ hasText: plate });
    const berlin = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(arrivedAt));
    expect(berlin).toMatch(/^\d{2}:\d{2} MES?Z$/);
    await expect(arrived).toContainText(de('door {door} · {time}', { door: 'D02', time: berlin }));
    await expect(arrived).not.toContainText('UTC');
    // no ISO text at all: neither a timestamp nor a day ("Expected today (28.11.2026)")
    await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    // "Heute erwartet (28.11.2026)": the heading's day as DD.MM.YYYY
    const heading = de('Expected today ({date})', { date: 'DAY' }).replace(/[()]/g, '\\$&').replace('DAY', '\\d{2}\\.\\d{2}\\.\\d{4}');
    await expect(page.getByRole('heading', { name: new RegExp(`^${heading}$`) })).toBeVisible();
  });
});
