import type { Page } from '@playwright/test';
import { CSV_EXAMPLES } from '../src/shared/contracts/integration/csv';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Chooses a kind and uploads a CSV file (from memory) on the import screen. */
async function upload(page: Page, kind: string, name: string, text: string) {
  await page.getByLabel('Kind').selectOption(kind);
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('CSV import: a preview names the bad row; the good file imports with a progress bar; the materials show in the stock overview', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', 'Admin#2026');
  await page.goto('/supplier/admin/import');
  await expect(page.getByRole('heading', { name: 'Import' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Example file' })).toHaveAttribute('download', 'materials-example.csv');

  // one bad row (line 3): an unknown material group; nothing is imported while it is there
  const materials = CSV_EXAMPLES.materials as string;
  const bad = materials.replace(
    'CSV-CABLE-002,Network cable 5 m (import example),HAWA,CABL',
    'CSV-CABLE-002,Network cable 5 m (import example),HAWA,NOPE',
  );
  await upload(page, 'materials', 'materials-bad.csv', bad);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('3 rows, 1 error.');
  const errorRow = preview.getByRole('row').filter({ hasText: 'Material group NOPE does not exist.' });
  await expect(errorRow).toContainText('3');
  await expect(errorRow).toContainText('materialGroup');
  await expect(preview.getByRole('button', { name: /^Import/ })).toHaveCount(0);

  // the good file: no errors, then the import advances the progress bar to the end
  await upload(page, 'materials', 'materials.csv', materials);
  await expect(preview).toContainText('3 rows, no errors.');
  await preview.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('status')).toHaveText('3 rows imported from materials.csv.');
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('value', '3');
  await expect(bar).toHaveAttribute('max', '3');

  // opening stock for them (one 561 document), then the stock overview's material filter finds them
  await upload(page, 'opening-stock', 'opening-stock.csv', CSV_EXAMPLES['opening-stock'] as string);
  await expect(preview).toContainText('3 rows, no errors.');
  await preview.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('status')).toHaveText('3 rows imported from opening-stock.csv.');

  await page.goto('/supplier/warehouse/invmgmt/stock/index?plant=3000');
  const filter = page.getByRole('form', { name: 'Filters' }).getByLabel('Material');
  await filter.fill('CSV-CABLE-001');
  await filter.press('Enter');
  const table = page.locator('table.sv-table').first();
  await expect(table.getByRole('row').filter({ hasText: 'CSV-CABLE-001' })).toContainText('25');
  await filter.fill('CSV-MON-001');
  await filter.press('Enter');
  await expect(table.getByRole('row').filter({ hasText: 'CSV-MON-001' })).toContainText('2');
});

test('CSV import: the Kind list shows a label for every kind, no raw key', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', 'Admin#2026');
  await page.goto('/supplier/admin/import');
  await expect(page.getByRole('heading', { name: 'Import' })).toBeVisible();
  const options = page.getByLabel('Kind').locator('option');
  await expect(options.first()).toHaveText('Materials');
  const shown = await options.evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
  expect(shown.length).toBeGreaterThan(5);
  for (const [value, label] of shown) {
    expect(label, value).not.toBe(value);
    expect(label, value).toMatch(/^[A-Z][a-z' ]+$/);
  }
  expect(shown).toContainEqual(['cost-centers', 'Cost centres']);
});
