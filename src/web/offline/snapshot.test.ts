import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../bench/scenarios/offline-snapshot';
import { offlineSnapshot } from '../../shared/contracts/offline/schemas';
import { inSlices } from '../next-task';
import { indexSnapshot, parseSnapshot } from './snapshot';

/** A small snapshot as the server sends it (JSON), every part and list holding rows. */
const answer = () => JSON.parse(JSON.stringify(buildSnapshot(30, 40))) as Record<string, unknown>;

describe('parseSnapshot: the contract checked a slice at a time', () => {
  it('gives what offlineSnapshot gives for an answer as the contract says, unknown keys left out alike', async () => {
    const body = answer();
    (body as { extra?: number }).extra = 1;
    ((body.bins as Record<string, unknown>).note as unknown) = 'x';
    const whole = offlineSnapshot.safeParse(body);
    expect(whole.success).toBe(true);
    expect(await parseSnapshot(body)).toEqual(whole.data);
    expect(body.extra).toBe(1); // the answer itself is not changed
    expect((body.bins as { rows: unknown[] }).rows.length).toBe(30);
  });

  it('gives what offlineSnapshot gives for unchanged parts (null)', async () => {
    const body = { ...answer(), bins: null, materials: null };
    const whole = offlineSnapshot.safeParse(body);
    expect(whole.success).toBe(true);
    expect(await parseSnapshot(body)).toEqual(whole.data);
  });

  // biome-ignore lint/suspicious/noExplicitAny: each case breaks the answer where it likes
  const broken: [string, (body: Record<string, any>) => void][] = [
    ['a row of the last list wrong', (b) => (b.transferOrders.rows[5][1] = 'one')],
    ['a serial with a category not known', (b) => (b.stock.serials[1][5] = 'LOST')],
    ['a material row too long', (b) => b.materials.rows[39].push('x')],
    ['a row that is not a list', (b) => (b.bins.rows[0] = { warehouse: 'W10' })],
    ['the rows not a list', (b) => (b.orders.rows = 'none')],
    ['the rows missing', (b) => delete b.stock.serials],
    ['a part that is not an object', (b) => (b.materials = 7)],
    ['a part missing', (b) => delete b.transferOrders],
    ['the version missing', (b) => delete b.version],
    ['a part without its version', (b) => delete b.bins.version],
  ];
  for (const [name, breakIt] of broken) {
    it(`refuses what offlineSnapshot refuses: ${name}`, async () => {
      const body = answer();
      breakIt(body);
      expect(offlineSnapshot.safeParse(body).success).toBe(false);
      expect(await parseSnapshot(body)).toBeNull();
    });
  }

  it('refuses an answer that is not an object', async () => {
    for (const body of [null, 'snapshot', 3, []]) expect(await parseSnapshot(body)).toBeNull();
  });
});

describe('inSlices', () => {
  it('steps through every item in order and waits for the next task once a slice has run its time', async () => {
    const seen: number[] = [];
    let tasks = 0;
    const counting = setInterval(() => tasks++, 0);
    const done = await inSlices(
      Array.from({ length: 5 }, (_, i) => i),
      (item) => {
        seen.push(item);
        const until = performance.now() + 3;
        while (performance.now() < until) {
          // a step of 3 ms: every step ends a slice of 2 ms
        }
      },
      2,
    );
    clearInterval(counting);
    expect(done).toBe(true);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(tasks).toBeGreaterThanOrEqual(3); // other tasks ran between the slices
  });

  it('ends at a step that answers false', async () => {
    const seen: number[] = [];
    expect(
      await inSlices([1, 2, 3, 4], (item) => {
        seen.push(item);
        return item < 2;
      }),
    ).toBe(false);
    expect(seen).toEqual([1, 2]);
  });
});

describe('indexSnapshot', () => {
  it('indexes every bin, stock row, serial and material, serials of one number together', async () => {
    const parsed = offlineSnapshot.parse(answer());
    const data = { ...parsed } as Parameters<typeof indexSnapshot>[0]['data'];
    const serials = data.stock.serials;
    serials.push([...(serials[0] as (typeof serials)[number])]);
    const index = await indexSnapshot({ plantId: '1000', loadedAt: 1, etag: null, data });
    expect(index.bins.size).toBe(30);
    expect([...index.stockByBin.values()].flat()).toHaveLength(data.stock.rows.length);
    expect(index.serialsByNumber.get((serials[0] as string[])[6] as string)).toHaveLength(2);
    expect(index.materials.size).toBe(40);
  });
});
