import { hostileValues } from '../src/shared/same-origin.corpus';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('QR sign-in: a handheld scans the code of a signed-in user and is signed in as that user', async ({ page, browser }) => {
  await signIn(page, 'whfra', 'Scan#1000');
  await page.goto('/supplier/profile/handheld');
  const qr = page.getByRole('img', { name: 'Sign-in QR code for a handheld' });
  await expect(qr).toBeVisible();
  await expect(page.getByText(/Valid for 1:5\d|Valid for 2:00/)).toBeVisible();
  const url = await qr.getAttribute('data-url');
  expect(url).toMatch(/\/supplier\/bauth\?token=/);

  const handheldContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const handheld = await handheldContext.newPage();
  await handheld.goto('/supplier/login');
  const box = handheld.getByPlaceholder('Login with QR Code');
  await expect(box).toBeFocused();
  await box.fill(url!); // the scanner types the address ...
  await box.press('Enter'); // ... and ends with Enter
  await expect(handheld.getByText('Sign in on this device as')).toBeVisible();
  await expect(handheld.getByText('Wanda Weber')).toBeVisible();
  // the confirm button takes the focus once the page's script has run; then the scanner's Enter confirms
  await expect(handheld.getByRole('button', { name: 'SIGN IN' })).toBeFocused();
  await handheld.keyboard.press('Enter');
  await expect(handheld).toHaveURL(/\/supplier\/warehouse\/menu\/index$/);
  await expect(handheld.getByText('Hello, Wanda')).toBeVisible();

  // the code worked once: a second handheld is refused
  const thirdContext = await browser.newContext();
  const third = await thirdContext.newPage();
  await third.goto(url!);
  await expect(third.getByRole('alert')).toHaveText('This sign-in code is no longer valid. Please ask for a new one.');
  await expect(third.getByPlaceholder('Login with QR Code')).toBeFocused();
  await handheldContext.close();
  await thirdContext.close();
});

test('the QR box: the hostile corpus causes 0 off-origin navigations', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const host = new URL(baseURL!).host;
  // the corpus as written (portal.example.com is another host here) and aimed at this portal's own host
  const values = [...hostileValues, ...hostileValues.map((v) => v.replaceAll('portal.example.com', host))];
  const offOrigin: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && !request.url().startsWith(`${origin}/`)) offOrigin.push(request.url());
  });
  page.on('dialog', async (dialog) => {
    offOrigin.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.route(/.*/, async (route) => {
    // nothing may leave for another origin; a request that tries is recorded and stopped
    if (!route.request().url().startsWith(`${origin}/`)) {
      offOrigin.push(route.request().url());
      return route.abort();
    }
    return route.continue();
  });
  await page.goto('/supplier/login');
  const box = page.getByPlaceholder('Login with QR Code');
  let followed = 0;
  for (const value of values) {
    await box.fill(value);
    await box.press('Enter');
    // discarded: the box is cleared and refocused; followed: a same-origin page load
    await page.waitForLoadState('load');
    if (!page.url().startsWith(`${origin}/supplier/login`)) {
      followed++;
      expect(new URL(page.url()).origin).toBe(origin);
      await page.goto('/supplier/login');
    } else {
      await expect(box, JSON.stringify(value)).toHaveValue('');
      await expect(box, JSON.stringify(value)).toBeFocused();
    }
  }
  expect(values.length).toBeGreaterThanOrEqual(100);
  expect(offOrigin).toEqual([]);
  // only the few values that really are this portal's absolute URLs were followed
  expect(followed).toBeLessThan(10);
});
