import { describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';
import { feedSettled } from '../testing/feed';
import { demoMaterials, freeBins } from '../testing/ledger';

/** The event feed answers each token with the events of its plants only. */
const EVENTS = '/supplier/api/integration/v1/events';
const api = appForFile(['admin'] as const);

describe('GET integration/v1/events', () => {
  it('shows a token the documents of its plants, and not those of other plants', async () => {
    const all = await api.t.tokenClient(['EVENTS']);
    const newark = await api.t.tokenClient(['EVENTS'], ['2000']);
    const start = async (client: typeof all) => (await client.inject({ method: 'GET', url: `${EVENTS}?limit=1000` })).json().next as string;
    const [allFrom, newarkFrom] = [await start(all), await start(newark)];
    // page through to the end first: the demo data's own documents are behind these cursors
    const drain = async (client: typeof all, from: string) => {
      let cursor = from;
      const seen: string[] = [];
      for (;;) {
        const body = (await client.inject({ method: 'GET', url: `${EVENTS}?after=${cursor}&limit=1000` })).json();
        seen.push(...body.events.map((e: { payload: { matDoc: string } }) => e.payload.matDoc));
        if (body.events.length === 0) return { cursor, seen };
        cursor = body.next;
      }
    };
    const allStart = await drain(all, allFrom);
    const newarkStart = await drain(newark, newarkFrom);

    const material = (await demoMaterials(api.t.database.db)).plain[0] as string;
    const [bin] = await freeBins(api.t.database.db, 'W10', 1);
    const posted = await api.admin.inject({
      method: 'POST',
      url: '/supplier/api/warehouse/material-documents',
      payload: { items: [{ movementType: '561', material, quantity: '1', to: { plant: '1000', sloc: '0001', bin } }] },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const matDoc = posted.json().matDoc as string;

    await feedSettled(api.t.database.db);
    expect((await drain(all, allStart.cursor)).seen).toEqual([matDoc]);
    expect((await drain(newark, newarkStart.cursor)).seen).toEqual([]);
  });
});
