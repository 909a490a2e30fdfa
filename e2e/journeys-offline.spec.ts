import { expect, test } from './fixtures';
import { getJson, postOpeningStock, signIn } from './helpers';
import { ledgerCleanOnScreen } from './journey-helpers';
import { goOffline, goOnline, moveOnHandheld, readyForOffline, stockIn } from './offline-helpers';

/**
 * The offline journey through the screens only, on a 360 px handheld: bin-to-bin scans
 * while the Wi-Fi is down go to the journal, a reload keeps them, and when the network is back each
 * is posted exactly once; the result screen and the journal show the document each one produced,
 * and the administrator's ledger check screen stays clean. Bins CCI-09..12 (seed/inventory.ts) are this spec's own.
 */
test.use({ viewport: { width: 360, height: 740 } });

const JOURNAL = '/supplier/warehouse/offline/journal';
const API = '/supplier/api/warehouse';

test('scans while offline, a reload, the network back: each posted once with its document shown, the ledger clean', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const cables = await getJson<{ items: { materialId: string; batchManaged: boolean; serialized: boolean }[] }>(
    page,
    `${API}/materials?q=cbl&pageSize=40`,
  );
  // two plain cables from the middle of the list (other specs take the first and the last ones); only this spec's bins are checked
  const plain = cables.items.filter((m) => !m.batchManaged && !m.serialized).map((m) => m.materialId);
  const [cableA, cableB] = plain.slice(Math.floor(plain.length / 2)) as [string, string];
  const [sourceA, destinationA, sourceB, destinationB] = ['CCI-09', 'CCI-10', 'CCI-11', 'CCI-12'];
  await postOpeningStock(browser, 'e2e offline journey', [
    { movementType: '561', material: cableA, quantity: '10', to: { plant: '1000', sloc: '0001', bin: sourceA } },
    { movementType: '561', material: cableB, quantity: '4', to: { plant: '1000', sloc: '0001', bin: sourceB } },
  ]);
  const before = {
    sourceA: Number(await stockIn(page, cableA, sourceA)),
    destinationA: Number(await stockIn(page, cableA, destinationA)),
    sourceB: Number(await stockIn(page, cableB, sourceB)),
    destinationB: Number(await stockIn(page, cableB, destinationB)),
  };
  await readyForOffline(page);

  // the Wi-Fi drops: two moves scanned on the handheld wait in the journal
  await goOffline(context);
  await moveOnHandheld(page, { source: sourceA, cable: cableA, quantity: '2', destination: destinationA });
  await expect(page.getByRole('status').filter({ hasText: 'No network: the posting is kept in the journal' })).toBeVisible();
  await moveOnHandheld(page, { source: sourceB, cable: cableB, quantity: '1', destination: destinationB });
  await expect(page.getByRole('link', { name: '2 postings waiting' })).toBeVisible();

  // a reload without network: the journal keeps both
  await page.reload();
  await expect(page.getByRole('link', { name: '2 postings waiting' })).toBeVisible();

  // a third move, offline, and the handheld stays on its result screen while the network comes back
  await moveOnHandheld(page, { source: sourceA, cable: cableA, quantity: '3', destination: destinationA });
  const notice = page.getByRole('status').filter({ hasText: 'kept in the journal' });
  await expect(notice).toHaveText('No network: the posting is kept in the journal and posted when the network is back.');
  await expect(page.getByRole('link', { name: '3 postings waiting' })).toBeVisible();
  await goOnline(context);
  // replayed: the notice names the document the server posted, the offline marks are gone
  await expect(notice).toHaveText(/^The posting kept in the journal was posted: material document \d{10}\.$/, { timeout: 20_000 });
  await expect(page.getByText(/No network/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /waiting/ })).toHaveCount(0);
  const lastDoc = /(\d{10})/.exec((await notice.textContent()) ?? '')?.[1] as string;

  // the journal: nothing waits; each posting with the document it produced, newest first
  await page.goto(JOURNAL);
  await expect(page.getByText('The journal is empty')).toBeVisible();
  const posted = page.getByRole('list', { name: 'Posted from the journal' }).getByRole('listitem');
  await expect(posted).toHaveCount(3);
  await expect(posted.nth(0)).toContainText(`Material document ${lastDoc}`);
  await expect(posted.nth(0)).toContainText(`Bin to bin ${sourceA} → ${destinationA}: 3 of ${cableA}`);
  await expect(posted.nth(1)).toContainText(`Bin to bin ${sourceB} → ${destinationB}: 1 of ${cableB}`);
  await expect(posted.nth(2)).toContainText(`Bin to bin ${sourceA} → ${destinationA}: 2 of ${cableA}`);
  const docs = await posted.evaluateAll((items) => items.map((li) => /Material document (\d{10})/.exec(li.textContent ?? '')?.[1]));
  expect(new Set(docs).size).toBe(3);
  await page.screenshot({ path: 'test-results/journeys-offline-journal-360.png', fullPage: true });

  // each document is the move it names, posted once: the stock moved by exactly the scanned quantities
  const moved = async (matDoc: string) =>
    (await getJson<{ items: { material: string; quantity: string }[] }>(page, `${API}/material-documents/${matDoc}`)).items.map((i) => [
      i.material,
      i.quantity,
    ]);
  expect(await moved(docs[1] as string)).toContainEqual([cableB, '1.000']);
  expect(await moved(docs[2] as string)).toContainEqual([cableA, '2.000']);
  expect(Number(await stockIn(page, cableA, sourceA))).toBe(before.sourceA - 5);
  expect(Number(await stockIn(page, cableA, destinationA))).toBe(before.destinationA + 5);
  expect(Number(await stockIn(page, cableB, sourceB))).toBe(before.sourceB - 1);
  expect(Number(await stockIn(page, cableB, destinationB))).toBe(before.destinationB + 1);
  // a reload keeps what the journal posted
  await page.reload();
  await expect(posted).toHaveCount(3);
  await ledgerCleanOnScreen(browser);
});
