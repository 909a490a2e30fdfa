import { expect, test } from './fixtures';
import { getJson, postOpeningStock, scanInto, serializedKeyboard } from './helpers';
import { DESKTOP, HANDHELD, ledgerCleanOnScreen, openAs, SUPPLIER } from './journey-helpers';

/**
 * The repair loop through the screens (the API only places the unit in quality inspection, as opening stock with its
 * lot, and reads back): on the desktop (1280 px) the lot's unit goes on a repair order to vendor V100001 and is sent
 * (541: stock at the vendor); the supplier, signed in on a phone (360 px), sees the order and announces the return
 * shipment; back in the warehouse a serial not on the order is refused at the scan with the reason, the unit is
 * scanned and received (101 into quality inspection, a new lot), and the usage decision on the handheld releases it
 * (321); the equipment's history shows it out and back; the administrator's ledger check is clean.
 */
const API = '/supplier/api/warehouse';

test('repair loop: lot unit -> repair order -> 541 -> supplier announces -> receipt by scan -> 321; ledger clean', async ({ browser }) => {
  test.setTimeout(300_000);
  const desk = await openAs(browser, DESKTOP);
  const material = await serializedKeyboard(desk);
  const tag = Date.now().toString(36).toUpperCase();
  const serial = `RL${tag}`;
  const { binId } = await getJson<{ binId: string }>(
    desk,
    `${API}/plants/1000/warehouses/W10/suggested-bin?material=${material}&quantity=1`,
  );
  await postOpeningStock(browser, 'e2e repair loop', [
    {
      movementType: '561',
      material,
      quantity: '1',
      to: { plant: '1000', sloc: '0001', bin: binId, category: 'QUALITY' },
      serials: [serial],
    },
  ]);
  const lots = await getJson<{ items: { lotNumber: string }[] }>(desk, `${API}/quality/lots?serial=${serial}`);
  const firstLot = lots.items[0]?.lotNumber as string;
  expect(firstLot).toMatch(/^\d{10}$/);

  // the lot decision "return to vendor for repair": the repair order, then its goods issue (541)
  await desk.goto('/supplier/warehouse/repairorders/index');
  await desk.getByRole('form', { name: 'Find the inspection lot' }).getByLabel('Inspection lot').fill(firstLot);
  await desk.getByRole('button', { name: 'Show serials' }).click();
  const form = desk.getByRole('form', { name: 'New repair order' });
  await form.getByRole('checkbox', { name: serial }).check();
  await form.getByLabel('Vendor').fill('V100001');
  await form.getByRole('button', { name: 'Create repair order (1)' }).click();
  const detail = desk.getByRole('region', { name: /^Repair order 23\d{8}$/ });
  await expect(detail).toBeVisible();
  const order = ((await detail.getByRole('heading', { level: 2 }).textContent()) ?? '').replace('Repair order ', '').trim();
  await detail.getByRole('button', { name: 'Send to the vendor (541)' }).click();
  await expect(detail.getByRole('table', { name: 'Serials of the repair order' })).toContainText('at the vendor');

  // the supplier on its phone: its repair order, and the announcement of the return shipment
  const supplier = await openAs(browser, HANDHELD, SUPPLIER);
  await supplier.goto('/supplier/repairorders/index');
  await supplier.getByRole('button', { name: order, exact: true }).click();
  const mine = supplier.getByRole('region', { name: `Repair order ${order}` });
  await expect(mine.getByRole('checkbox', { name: serial })).toBeChecked();
  await mine.getByLabel('Ship date').fill('2026-12-15');
  await mine.getByRole('button', { name: 'Announce (1)' }).click();
  await expect(mine.getByRole('table', { name: 'Serials of the repair order' })).toContainText('return announced');
  const width = await supplier.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  // back in the warehouse: a serial not on the order is refused at the scan with the reason; the unit is received
  await desk.reload();
  await desk.getByRole('button', { name: order, exact: true }).click();
  const back = desk.getByRole('region', { name: `Repair order ${order}` });
  await expect(back.getByRole('table', { name: 'Serials of the repair order' })).toContainText('return announced');
  const receive = back.getByRole('region', { name: 'Receive repaired units' });
  const stranger = `NX${tag}`;
  await receive.getByLabel('Serial', { exact: true }).fill(stranger);
  await receive.getByRole('button', { name: 'Add' }).click();
  await expect(receive.getByRole('alert')).toContainText(`Serial ${stranger} is not on repair order ${order}.`);
  await receive.getByLabel('Serial', { exact: true }).fill(serial);
  await receive.getByRole('button', { name: 'Add' }).click();
  await expect(receive).toContainText(`Scanned (1): ${serial}`);
  await receive.getByRole('button', { name: 'Receive (1)' }).click();
  const toast = back.getByRole('status').filter({ hasText: `Repair order ${order}: received` });
  await expect(toast).toBeVisible();
  const lot = /inspection lot (\d{10})/.exec((await toast.textContent()) ?? '')?.[1] as string;
  expect(lot).toMatch(/^\d{10}$/);
  await expect(back.getByRole('table', { name: 'Serials of the repair order' })).toContainText('received back');

  // the usage decision on the handheld releases it (321)
  const hand = await openAs(browser, HANDHELD);
  await hand.goto('/supplier/warehouse/iqms/closelot');
  await scanInto(hand.getByLabel('Inspection lot'), lot);
  await scanInto(hand.getByLabel('Serial', { exact: true }), serial);
  await expect(hand.getByLabel(`Decision for ${serial}`)).toHaveValue('ACCEPT');
  await hand.keyboard.press('F4');
  await expect(hand.getByRole('status').filter({ hasText: `Lot ${lot} closed: material document` })).toBeVisible();

  // read back: unrestricted again, the history out (541, at the vendor) and back (101)
  const units = await getJson<{ items: { serialNumber: string; category: string; equipmentNumber: string }[] }>(
    hand,
    `${API}/serialized-equipments?serialNo=${serial}`,
  );
  expect(units.items.map((u) => [u.serialNumber, u.category])).toEqual([[serial, 'UNRESTRICTED']]);
  const docs = await getJson<{ items: { movementType: string }[] }>(
    desk,
    `${API}/material-documents?referenceType=RO&referenceNumber=${order}`,
  );
  expect(docs.items.map((d) => d.movementType).sort()).toEqual(['101', '541']);
  await ledgerCleanOnScreen(browser);
});
