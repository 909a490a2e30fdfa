import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/supplier/login');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).not.toHaveURL(/\/supplier\/login/);
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}
