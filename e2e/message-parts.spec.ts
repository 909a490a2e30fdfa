import { expect, test } from './fixtures';
import { holdAnswers, signInOnHandheld } from './helpers';

/**
 * A screen's texts come with the screen (scripts/vite-message-parts.ts, issue 41): the page loads its language's
 * core (the shell's, the menu's texts), and a screen opened later waits for its own part of the catalogue before it
 * shows, so it never shows a key in place of its text. Without the service worker, so that every file the page asks
 * for is seen here (the worker would answer from its precache).
 */
test.use({ serviceWorkers: 'block' });

test('the menu loads the core of the catalogue only; Bin to Bin shows once its own texts have come', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const part = /\/assets\/messages-en-([\w-]+)-[A-Za-z0-9]{8}\.js$/.exec(request.url())?.[1];
    if (part) asked.push(part);
  });
  await signInOnHandheld(page);
  await page.goto('/supplier/warehouse/menu/index');
  const binToBin = page.getByRole('link', { name: 'Bin to Bin' });
  await expect(binToBin).toBeVisible();
  expect(asked).toContain('core');
  expect(asked).not.toContain('BinToBin');

  // its part held back: the screen waits (the loading row), and shows no key meanwhile
  const { release } = await holdAnswers(page, /\/assets\/messages-en-BinToBin-/);
  await binToBin.click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('bin.');
  release();
  await expect(page.getByText('Bin to Bin', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Source bin', { exact: true }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('bin.');
  expect(asked.filter((part) => part === 'BinToBin')).toHaveLength(1);
});
