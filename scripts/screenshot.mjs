#!/usr/bin/env node
// Screenshot a page of a running portal at handheld and desktop width, for a person to look at:
//   node scripts/screenshot.mjs http://127.0.0.1:3000/supplier/login .tmp/login [username password]
import { chromium } from 'playwright-core';

const [url, out = '.tmp/page', username, password] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.mjs URL OUT_PREFIX [USERNAME PASSWORD]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, width, height] of [
  ['360', 360, 740],
  ['desktop', 1366, 850],
]) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  if (username) {
    await page.goto(new URL('/supplier/login', url).toString());
    await page.fill('#username', username);
    await page.fill('#password', password ?? '');
    await page.click('button[type=submit]');
    await page.waitForLoadState('networkidle');
  }
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log(`${out}-360.png ${out}-desktop.png`);
