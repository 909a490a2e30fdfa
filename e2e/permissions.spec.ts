import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { getJson, signIn } from './helpers';

/**
 * A screen hides what the user's grants do not allow, from the same catalogue
 * the server checks, instead of a button that answers "not authorized"; a reversal asks first.
 * The seeded delivery of sales order 3900000002 is goods-issued (e2e/shipping.spec.ts ships it;
 * nothing here reverses it).
 */
const API = '/supplier/api/warehouse';

async function issuedDelivery(page: Page): Promise<string> {
  const found = await getJson<{ items: { deliveryNumber: string; status: string }[] }>(page, `${API}/deliveries?orderNumber=3900000002`);
  const issued = found.items.find((d) => d.status === 'GOODS_ISSUED');
  if (!issued) throw new Error('no goods-issued delivery of order 3900000002');
  return issued.deliveryNumber;
}

test.describe('actions by grant at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a warehouse operator without IM/MBST sees no reversal of a goods issue', async ({ page }) => {
    await signIn(page, 'whfra', 'Scan#1000');
    const delivery = await issuedDelivery(page);
    await page.goto(`/supplier/warehouse/delivery/${delivery}`);
    await expect(page.getByRole('heading', { name: `Delivery ${delivery}` })).toBeVisible();
    // the operator may post goods issues (SD/VL02N) but not reverse them (IM/MBST)
    await expect(page.getByRole('button', { name: 'Post goods issue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reverse goods issue' })).toHaveCount(0);
  });

  test('an administrator sees the reversal and is asked before it posts', async ({ page }) => {
    await signIn(page, 'admin', 'Admin#2026');
    const delivery = await issuedDelivery(page);
    await page.goto(`/supplier/warehouse/delivery/${delivery}`);
    await expect(page.getByRole('heading', { name: `Delivery ${delivery}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post goods issue' })).toBeVisible();
    const reverse = page.getByRole('button', { name: 'Reverse goods issue' });
    await expect(reverse).toBeEnabled();
    await reverse.click();
    const question = page.getByRole('group', { name: `Reverse the goods issue of delivery ${delivery}?`, exact: false });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Yes, reverse' })).toBeVisible();
    // Keep has the focus: an Enter changes nothing
    await expect(question.getByRole('button', { name: 'Keep' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(reverse).toBeVisible();
    const after = await getJson<{ status: string }>(page, `${API}/deliveries/${delivery}`);
    expect(after.status).toBe('GOODS_ISSUED');
  });
});
