import { expect, test } from './fixtures';
import { holdAnswers, openMenu, signIn, signInOnHandheld } from './helpers';

test('a wrong password shows the server error and focuses the QR box', async ({ page }) => {
  await page.goto('/supplier/login');
  await page.getByLabel('User name').fill('whnwk');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByRole('alert')).toHaveText('The user name or password is not correct.');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByPlaceholder('Login with QR Code')).toBeFocused();
});

test('the failed sign-in error shows without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/supplier/login');
  await page.getByLabel('User name').fill('whnwk');
  await page.getByLabel('Password').fill('still-wrong');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('The user name or password is not correct.');
  await context.close();
});

test('sign-in lands on the default page with the greeting and the server menu', async ({ page }) => {
  await signIn(page, 'whfra', 'Scan#1000');
  await expect(page).toHaveURL(/\/supplier\/warehouse\/menu\/index$/);
  await expect(page.getByRole('banner').getByText('Supplier Portal')).toBeVisible();
  await expect(page.getByText('Hello, Wanda')).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Warehouse', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Download Print App' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page.getByRole('contentinfo')).not.toContainText('Version');
});

test('the administration screens name the release in the footer, as /healthcheck does', async ({ page, request }) => {
  const { version } = await (await request.get('/healthcheck')).json();
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  await signIn(page, 'admin', 'Admin#2026');
  await page.goto('/supplier/admin/users');
  await expect(page.getByRole('heading', { name: 'Users and Roles' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`Version ${version}`);
});

test('the chosen default page is where the next sign-in lands', async ({ page }) => {
  await signIn(page, 'whnwk', 'Scan#2000');
  await page.goto('/supplier/profile/defaultPage');
  await page.getByRole('radio', { name: 'Edit Profile' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.goto('/supplier/logout');
  await signIn(page, 'whnwk', 'Scan#2000');
  await expect(page).toHaveURL(/\/supplier\/profile\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Noah');
});

test('F7 opens the warehouse menu and F3 goes back; both are also touch buttons', async ({ page }) => {
  await signInOnHandheld(page);
  await expect(page.getByRole('heading', { name: 'Warehouse Menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in a Handheld' }).click();
  await expect(page).toHaveURL(/\/supplier\/profile\/handheld$/);
  await page.keyboard.press('F7');
  await expect(page).toHaveURL(/\/supplier\/warehouse\/menu\/index$/);
  await page.keyboard.press('F3');
  await expect(page).toHaveURL(/\/supplier\/profile\/handheld$/);
  await page.keyboard.press('F7');
  await expect(page).toHaveURL(/\/supplier\/warehouse\/menu\/index$/);
  const back = page.getByRole('button', { name: /F3/ });
  const box = await back.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await back.click();
  await expect(page).toHaveURL(/\/supplier\/profile\/handheld$/);
});

test('a non-warehouse user sees no Download Print App and may not download it', async ({ page }) => {
  await signIn(page, 'supplier', 'Vendor#2026');
  await expect(page.getByText('Hello, Sam')).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByText('Download Print App')).toHaveCount(0);
  await expect(menu.getByText('Warehouse', { exact: true })).toHaveCount(0);
  const res = await page.request.get('/supplier/profile/download');
  expect(res.status()).toBe(403);
});

test('a warehouse user downloads the print app', async ({ page }) => {
  await signIn(page, 'whfra', 'Scan#1000');
  await page.goto('/supplier/profile/printerApp');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Print App' }).click()]);
  expect(download.suggestedFilename()).toBe('portal-print-helper.mjs');
});

test('logout ends the session and returns to the sign-in page', async ({ page }) => {
  await signIn(page, 'supplier', 'Vendor#2026');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/supplier\/login$/);
  await expect(page.getByRole('heading', { name: 'SUPPLIER PORTAL' })).toBeVisible();
  await page.goto('/supplier/profile/edit');
  await expect(page).toHaveURL(/\/supplier\/login\?next=/);
});

test('an unknown app route reloads once showing Loading... and then gets the server 404', async ({ page }) => {
  await signIn(page, 'supplier', 'Vendor#2026');
  const res = await page.goto('/supplier/no/such/screen');
  expect(res?.status()).toBe(404);
});

test('an administrator creates a user on the admin screen, who can then sign in', async ({ page, browser }) => {
  await signIn(page, 'admin', 'Admin#2026');
  await page.goto('/supplier/admin/users');
  await page.getByRole('button', { name: 'New user' }).click();
  // the portal sends mail here, so an invitation is offered first: this administrator types the password instead
  await page.getByRole('radio', { name: 'Set a password now' }).check();
  await page.getByLabel(/^User name/).fill('e2eclerk');
  await page.getByLabel(/^Password/).fill('Clerk#E2E-2026');
  await page.getByLabel(/^First name/).fill('Clara');
  await page.getByLabel('Warehouse user').check();
  await page.getByLabel('WH_OPERATOR').check();
  await page.getByRole('checkbox', { name: /1000/ }).check();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: /e2eclerk/ })).toBeVisible();
  const other = await browser.newContext();
  const clerk = await other.newPage();
  await signIn(clerk, 'E2ECLERK', 'Clerk#E2E-2026');
  await expect(clerk.getByText('Hello, Clara')).toBeVisible();
  await expect(clerk).toHaveURL(/\/supplier\/warehouse\/menu\/index$/);
  await other.close();
});

test('at 360 px the top bar greeting shows the whole first name: it wraps instead of being cut off', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'whfra', 'Scan#1000');
  const greeting = page.getByRole('banner').getByText('Hello, Wanda');
  await expect(greeting).toBeVisible();
  // nothing of the text is hidden (an ellipsis hides what overflows) and it stays inside the bar
  const fits = await greeting.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
  expect(fits).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeInViewport();
});

test('Transfer Posting, Dock Scheduling and Service Desk have the warehouse title bar (F3, F7) and margin of the other screens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'whfra', 'Scan#1000');
  const titleBar = page.locator('.sp-titlebar');
  // the stock overview: a warehouse screen with the title bar and the screens' margin
  await page.goto('/supplier/warehouse/invmgmt/stock/index');
  await expect(titleBar).toBeVisible();
  const reference = await titleBar.boundingBox();
  for (const [path, title] of [
    ['/supplier/warehouse/xferposting/index', 'Transfer Posting'],
    ['/supplier/warehouse/schd/new', 'Dock Scheduling'],
    ['/supplier/warehouse/sdsk/meta', 'Service Desk'],
  ] as const) {
    await page.goto('/supplier/warehouse/menu/index');
    await page.goto(path);
    await expect(titleBar.getByRole('heading', { name: title })).toBeVisible();
    await expect(titleBar.getByRole('button', { name: /F3/ })).toBeVisible();
    await expect(titleBar.getByRole('button', { name: /F7/ })).toBeVisible();
    const box = await titleBar.boundingBox();
    expect([box?.x, box?.width], path).toEqual([reference?.x, reference?.width]);
    // F3 goes back, F7 opens the menu
    await page.keyboard.press('F3');
    await expect(page).toHaveURL(/\/supplier\/warehouse\/menu\/index$/);
    await page.goto(path);
    await expect(titleBar.getByRole('heading', { name: title })).toBeVisible();
    await page.keyboard.press('F7');
    await expect(page).toHaveURL(/\/supplier\/warehouse\/menu\/index$/);
  }
});

test('the app reaches the browser compressed: brotli, gzip or plain as it asks, cached for good', async ({ page }) => {
  // the scripts the sign-in page's app loads, as the browser fetched them (Chromium accepts br)
  const scripts: { url: string; encoding: string | undefined; cache: string | undefined }[] = [];
  page.on('response', async (r) => {
    if (/\/supplier\/assets\/.*\.js$/.test(r.url())) {
      const headers = await r.allHeaders();
      scripts.push({ url: r.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    }
  });
  await signIn(page, 'whfra', 'Scan#1000');
  await expect(page.getByText('Hello, Wanda')).toBeVisible();
  // the app's code: its start chunk (the entry, app-*.js, is a few hundred bytes, below what is worth compressing,
  // scripts/compress-assets.mjs MIN_BYTES)
  // (a response is recorded once its headers are read, a round trip to the browser after the response itself)
  const startChunk = () => scripts.find((s) => /\/start-[A-Za-z0-9_-]{8}\.js$/.test(s.url));
  await expect.poll(startChunk, { message: 'the app\u2019s start chunk was loaded' }).toBeDefined();
  const app = startChunk();
  expect(app?.encoding).toBe('br');
  expect(app?.cache).toContain('immutable');
  // the reader's messages too (named by their content as the code is), and the service worker's copy of them
  const core = () => scripts.find((s) => /\/messages-en-core-[A-Za-z0-9]{8}\.js$/.test(s.url));
  await expect.poll(core, { message: 'the messages\u2019 core was loaded' }).toBeDefined();
  expect(core()?.cache).toContain('immutable');
  const worker = await page.request.get('/supplier/sw.js');
  const copy = /assets\/messages-worker-en-[A-Za-z0-9]{8}\.json/.exec(await worker.text())?.[0];
  expect(copy, 'the worker names its copy of the English messages').toBeDefined();
  expect((await page.request.get(`/supplier/${copy}`)).headers()['cache-control']).toContain('immutable');
  // a client that takes gzip only gets gzip; one that takes none gets the file as it is, the same script
  const url = new URL(app?.url ?? '').pathname;
  const gzip = await page.request.get(url, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await page.request.get(url, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await gzip.body()).equals(await plain.body())).toBe(true);
});

test.describe('the data a page first asks for', () => {
  // the worker would answer a later page from its kept shell, which names no data (web/offline/shell-cache.ts)
  test.use({ serviceWorkers: 'block' });

  test('the stock overview names its first requests in its HTML: each travels once, beside the app, and the screen takes its answer', async ({
    page,
  }) => {
    await signIn(page, 'whfra', 'Scan#1000');
    const data = /\/supplier\/(api\/warehouse\/stock\?|warehouse\/invmgmt\/stock\/initdata\.json|userprefs\/displaystock)/;
    const requested: string[] = [];
    page.on('request', (r) => {
      if (data.test(r.url())) requested.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    const answer = await page.goto('/supplier/warehouse/invmgmt/stock/index');
    const preloads = [...((await answer?.text()) ?? '').matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) =>
      (m[1] as string).replaceAll('&#38;', '&'),
    );
    expect(preloads).toEqual([
      '/supplier/warehouse/invmgmt/stock/initdata.json',
      '/supplier/userprefs/displaystock',
      '/supplier/api/warehouse/stock?limit=50',
    ]);
    await expect(page.locator('table.sv-table').first().getByRole('row').nth(2)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Plant' })).toBeVisible();
    // each once: the screen's own fetch took the preloaded answer (a request the screen builds otherwise would be a second one)
    expect([...requested].sort()).toEqual([...preloads].sort());
    // an address with a query: the list is asked for by the screen alone, the rest still preloaded and fetched once
    requested.length = 0;
    const filtered = await page.goto('/supplier/warehouse/invmgmt/stock/index?plant=1000');
    expect((await filtered?.text()) ?? '').not.toContain('/supplier/api/warehouse/stock?');
    await expect(page.locator('table.sv-table').first().getByRole('row').nth(2)).toBeVisible();
    await expect.poll(() => requested.filter((u) => u.startsWith('/supplier/api/warehouse/stock?')).length).toBeGreaterThan(0);
    expect(requested.filter((u) => !u.startsWith('/supplier/api/')).sort()).toEqual(preloads.slice(0, 2).sort());

    // a plant chosen is remembered: the next visit's first list is that plant's, named by the page and fetched once;
    // every plant's list is neither asked for nor shown first
    const remembered = () =>
      page.waitForResponse((r) => r.url().endsWith('/supplier/userprefs/displaystock') && r.request().method() === 'PUT');
    await page.getByRole('combobox', { name: 'Plant' }).click();
    const chosen = remembered();
    await page.getByRole('option', { name: /^1000 / }).click();
    await expect(page).toHaveURL(/plant=1000/);
    expect((await chosen).ok()).toBe(true);
    requested.length = 0;
    const rememberedPage = await page.goto('/supplier/warehouse/invmgmt/stock/index');
    const rememberedPreloads = [
      ...((await rememberedPage?.text()) ?? '').matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g),
    ].map((m) => (m[1] as string).replaceAll('&#38;', '&'));
    expect(rememberedPreloads).toEqual([...preloads.slice(0, 2), '/supplier/api/warehouse/stock?plant=1000&limit=50']);
    await expect(page).toHaveURL(/plant=1000/);
    await expect(page.locator('table.sv-table').first().getByRole('row').nth(2)).toBeVisible();
    expect([...requested].sort()).toEqual([...rememberedPreloads].sort());
    // forgotten again (the plant cleared), for the tests after
    await page.getByRole('combobox', { name: 'Plant' }).click();
    const forgotten = remembered();
    await page.keyboard.press('Backspace');
    await expect(page).not.toHaveURL(/plant=/);
    expect((await forgotten).ok()).toBe(true);
  });
});

test.describe('the selects while their library loads', () => {
  // the worker would answer the library from its cache, past the route that holds it back
  test.use({ serviceWorkers: 'block' });

  test('at 1280 px a plant name that wraps in the select: its stand-in is as high, so the stock table does not move when react-select takes its place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { release, asked } = await holdAnswers(page, /\/assets\/select-library-[\w-]+\.js$/);
    await signIn(page, 'whfra', 'Scan#1000');
    await page.goto('/supplier/warehouse/invmgmt/stock/index?plant=1000');
    const table = page.locator('table.sv-table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('.ui-select-pending').first()).toBeVisible();
    // the rows come with the plant's name (the next test): the stand-in already shows it
    const plant = page.getByRole('combobox', { name: 'Plant' });
    await expect(plant).toHaveValue(/Frankfurt/);
    const top = () => table.evaluate((e) => Math.round(e.getBoundingClientRect().top));
    const before = await top();
    // the library is fetched when the page is idle, and its arrival changes nothing on the screen
    await expect.poll(() => asked.length, { message: 'the library asked for at idle' }).toBeGreaterThan(0);
    const loaded = page.waitForResponse(/\/assets\/select-library-[\w-]+\.js$/);
    release();
    await loaded;
    await expect(page.locator('.ui-select-pending')).toHaveCount(3);
    await expect(page.locator('.ui-select__control')).toHaveCount(0);
    // reached for (a tap): react-select, focused and open, with the plant's name (four lines in a filter column of this width)
    await plant.click();
    await expect(page.locator('.ui-select__single-value').filter({ hasText: 'Frankfurt' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Plant' })).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible();
    // the other two are stand-ins until reached for
    await expect(page.locator('.ui-select-pending')).toHaveCount(2);
    expect(await top()).toBe(before);
  });

  test('what is typed into a select before its library arrives is kept: react-select starts with it, its choices narrowed', async ({
    page,
  }) => {
    const { release, asked } = await holdAnswers(page, /\/assets\/select-library-[\w-]+\.js$/);
    await signIn(page, 'whfra', 'Scan#1000');
    await page.goto('/supplier/warehouse/invmgmt/stock/index');
    await expect.poll(() => asked.length, { message: 'the library asked for at idle' }).toBeGreaterThan(0);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    await page.keyboard.type('Quali');
    await expect(category).toHaveValue('Quali');
    release();
    await expect(page.locator('.ui-select__input')).toHaveValue('Quali');
    await expect(page.locator('.ui-select__input')).toBeFocused();
    await expect(page.getByRole('option')).toHaveText(['Quality inspection']);
  });

  test('a choice typed and entered before the library arrives is made once it is here, and the form is not sent: carrier and profile of a new shipment', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { release, asked } = await holdAnswers(page, /\/assets\/select-library-[\w-]+\.js$/);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/shipments')) posted.push(r.url());
    });
    await signIn(page, 'whfra', 'Scan#1000');
    await page.goto('/supplier/warehouse/shipment/index');
    const form = page.getByRole('form', { name: 'New shipment' });
    await expect.poll(() => asked.length, { message: 'the library asked for at idle' }).toBeGreaterThan(0);
    // typed as a planner does, the next field right after Enter: the keys reach the stand-ins
    await form.getByRole('combobox', { name: 'Carrier' }).fill('DHL');
    await page.keyboard.press('Enter');
    await form.getByRole('combobox', { name: 'Shipping profile' }).fill('DE-DHL');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('combobox', { name: 'Shipping profile' })).toHaveValue('DE-DHL');
    await expect(form.getByRole('combobox', { name: 'Shipping profile' })).toHaveAttribute('aria-busy', 'true');
    release();
    // the carrier first (the profiles are narrowed to its own), then the profile; the last one typed keeps the focus
    await expect(form.locator('.ui-select__single-value')).toHaveText(['DHL DHL Express', /^DE-DHL-EX/]);
    await expect(form.getByRole('combobox', { name: 'Shipping profile' })).toBeFocused();
    await expect(page.getByRole('option')).toHaveCount(0);
    expect(posted).toEqual([]);
  });

  test('at 1280 px the stock overview shows its rows only with the plant\u2019s name: the name, four lines, does not push the rows down', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'whfra', 'Scan#1000');
    // the screen's choices (the plants and their names) answered only when the test lets them go; the stock at once
    let stockAnswered = false;
    page.on('response', (r) => {
      if (/\/supplier\/api\/warehouse\/stock\?/.test(r.url())) stockAnswered = true;
    });
    const { release } = await holdAnswers(page, /\/invmgmt\/stock\/initdata\.json/);
    await page.goto('/supplier/warehouse/invmgmt/stock/index?plant=1000');
    const table = page.locator('table.sv-table').first();
    await expect.poll(() => stockAnswered, { message: 'the stock answered' }).toBe(true);
    // the rows are here, the filter bar's height is not: the table says it is loading
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toHaveText('Loading...');
    release();
    await expect(table.getByRole('row').nth(1)).not.toHaveText('Loading...');
    // as soon as the rows show, the plant's name shows (the same render) and the table is where it stays
    const shown = await table.evaluate((e) => ({
      top: Math.round(e.getBoundingClientRect().top),
      plant:
        (document.querySelector('.ui-select-pending-input') as HTMLInputElement | null)?.value ||
        document.querySelector('.ui-select__single-value')?.textContent,
    }));
    expect(shown.plant).toContain('Frankfurt');
    // react-select, once reached for, is as high as its stand-in: the rows stay where they are
    await page.getByRole('combobox', { name: 'Plant' }).click();
    await expect(page.locator('.ui-select__single-value').filter({ hasText: 'Frankfurt' })).toBeVisible();
    expect(await table.evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBe(shown.top);
  });
});

test.describe('a date field while its picker loads', () => {
  // the worker would answer the library from its cache, past the route that holds it back
  test.use({ serviceWorkers: 'block' });

  test('a day typed before the picker arrives is taken: Enter keeps it and sends no form, the picker then shows it, its calendar closed', async ({
    page,
  }) => {
    const { release, asked } = await holdAnswers(page, /\/assets\/date-picker-library-[\w-]+\.js$/);
    await signIn(page, 'whfra', 'Scan#1000');
    await page.goto('/supplier/warehouse/invmgmt/matdoc/index');
    await expect.poll(() => asked.length, { message: 'the picker asked for at idle' }).toBeGreaterThan(0);
    const from = page.getByLabel('Posted from');
    await from.fill('2026-11-02');
    await page.keyboard.press('Enter');
    // taken: shown in the reader's format, the filters not applied yet (Enter took the day)
    await expect(from).not.toHaveValue('2026-11-02');
    await expect(from).toHaveValue(/2026/);
    const shown = await from.inputValue();
    await expect(page).not.toHaveURL(/dateFrom=/);
    // a day that is none: its message, as the picker says it
    const to = page.getByLabel('Posted to');
    await to.fill('31.31.');
    await to.press('Tab');
    await expect(page.getByRole('alert').filter({ hasText: 'Date input not valid.' })).toBeVisible();
    release();
    await expect(page.locator('.react-datepicker-wrapper').first()).toBeVisible();
    await expect(from).toHaveValue(shown);
    await expect(page.locator('.react-datepicker__month')).toHaveCount(0);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/dateFrom=2026-11-02/);
  });
});

test('a handheld screen loads without moving what it has shown: no layout shift on the menu, the goods receipt and the stock overview', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'whfra', 'Scan#1000');
  // every layout shift of the page's load, with what moved (the footer, pushed off the screen by the content, did)
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((s) => (s.node as Element | undefined)?.className || s.node?.nodeName || '?'),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const screens = [
    ['/supplier/warehouse/menu/index', page.getByRole('link', { name: 'Goods Receipt' })],
    ['/supplier/warehouse/goodsreceipt/index', page.getByRole('list', { name: 'Open orders' }).getByRole('listitem').first()],
    ['/supplier/warehouse/invmgmt/stock/index', page.getByRole('heading', { name: 'Stock Overview' })],
  ] as const;
  for (const [path, shown] of screens) {
    await page.goto(path);
    await expect(shown).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);
  }
});

test('the stock overview says at once that totals need a filter, before its rows arrive; with a bin the totals come with them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'whfra', 'Scan#1000');
  // the stock's answers held back until the test lets them go
  const { release } = await holdAnswers(page, /\/supplier\/api\/warehouse\/stock\?/);
  const note = page.getByText('Totals per category are shown for a material, a bin or a batch.');
  const rows = page.locator('table.sv-table tbody tr:not(:has(td.sv-empty))');

  await page.goto('/supplier/warehouse/invmgmt/stock/index?plant=1000');
  await expect(page.getByRole('heading', { name: 'Stock Overview' })).toBeVisible();
  await expect(note).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Loading...' })).toBeVisible();
  release();
  await expect(rows.first()).toBeVisible();
  await expect(note).toBeVisible();

  // a bin's filter may narrow the stock: no note while its answer is out, its totals when it comes
  await page.unroute(/\/supplier\/api\/warehouse\/stock\?/);
  const { release: releaseBin } = await holdAnswers(page, /\/supplier\/api\/warehouse\/stock\?/);
  const binColumn = (await page.locator('table.sv-table thead th').allTextContents()).indexOf('Bin');
  expect(binColumn).toBeGreaterThan(0);
  const bin = (await rows.first().locator('td').nth(binColumn).textContent())?.trim() ?? '';
  expect(bin).not.toBe('');
  await page.goto(`/supplier/warehouse/invmgmt/stock/index?plant=1000&bin=${encodeURIComponent(bin)}`);
  await expect(page.getByRole('cell', { name: 'Loading...' })).toBeVisible();
  await expect(note).toHaveCount(0);
  releaseBin();
  await expect(page.getByLabel('Totals per category')).toBeVisible();
  await expect(note).toHaveCount(0);
});
