import { expect, test } from './fixtures';
import { getJson, signIn } from './helpers';

/**
 * At 1280 px: the equipment screen searches through the v2 search: material group,
 * plant and status together (equipment on its way into the plant), and a row opens the v2 detail.
 */
const V2 = '/supplier/api/warehouse/v2/serialized-equipments';

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('equipment: material group, plant and status find equipment in transit; the row opens its history', async ({ page }) => {
    await signIn(page, 'whfra', 'Scan#1000');
    const moving = await getJson<{ items: { equipmentNumber: string; serialNumber: string; material: string }[] }>(
      page,
      `${V2}?plant=1000&status=IN_TRANSIT&pageSize=1`,
    );
    const e = moving.items[0];
    if (!e) throw new Error('no equipment in transit to plant 1000');
    const { materialGroup } = await getJson<{ materialGroup: string }>(page, `/supplier/api/warehouse/materials/${e.material}`);
    const expected = await getJson<{ total: number }>(page, `${V2}?plant=1000&status=IN_TRANSIT&materialGroup=${materialGroup}`);

    await page.goto('/supplier/warehouse/invmgmt/equipment/index');
    await page.getByLabel('Material group').fill(materialGroup);
    await page.getByLabel('Plant').fill('1000');
    await page.getByLabel('Status').selectOption('IN_TRANSIT');
    const table = page.getByRole('table', { name: 'Equipment' });
    await expect(table.getByRole('button', { name: e.serialNumber })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(expected.total, 25));
    await table.getByRole('button', { name: e.serialNumber }).click();
    const detail = page.getByRole('region', { name: `Equipment ${e.equipmentNumber}` });
    await expect(detail.getByRole('heading', { level: 2 })).toContainText(`Serial ${e.serialNumber}`);
    await expect(detail.getByRole('region', { name: 'History' }).getByRole('cell', { name: '641' }).first()).toBeVisible();
  });
});
