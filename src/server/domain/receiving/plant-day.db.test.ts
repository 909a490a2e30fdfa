import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/connect';
import { DOCK_POS } from '../../seed/dock';
import { createTestDatabase } from '../../testing/test-db';
import { DomainError } from '../errors';
import type { Viewer } from '../master-data/viewer';
import { withPostingRetry } from '../stock/posting-retry';
import { arrivalsOfDay } from './arrivals';
import { bookSlot, dockDay } from './dock-slots';

/**
 * The dock counts in the plant's days (its time zone), not in UTC's: at 02:00 UTC on 28 November it is
 * 21:00 on the 27th in New York, so "today" at a New York plant is the 27th: the day shown, the
 * arrivals of the day, and the first day a slot may be booked on.
 */
let database: Database;
let supplier: Viewer & { userId: number };
const warehouse: Viewer = { isAdmin: false, isWarehouseUser: true, plants: ['1000'], vendors: [] };

beforeAll(async () => {
  database = await createTestDatabase();
  const u = await database.db.selectFrom('app_user').select('user_id').where('username', '=', 'supplier').executeTakeFirstOrThrow();
  supplier = { userId: u.user_id, isAdmin: false, isWarehouseUser: false, plants: [], vendors: ['V100001'] };
  await database.db.updateTable('plant').set({ timezone: 'America/New_York' }).where('plant_id', '=', '1000').execute();
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the dock's day at a plant in New York", () => {
  it('is the plant’s today: the day shown, the arrivals of the day, the first day to book', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T02:00:00Z'));
    expect((await dockDay(database.db, warehouse, { plant: '1000' })).date).toBe('2026-11-27');

    const registeredBy = (
      await database.db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow()
    ).user_id;
    const arrive = (plate: string, at: string) =>
      database.db
        .insertInto('dock_arrival')
        .values({
          plant_id: '1000',
          door_id: 'D01',
          carrier: 'Hudson Freight',
          plate,
          arrived_at: new Date(at),
          registered_by: registeredBy,
        })
        .execute();
    await arrive('NY-EVENING', '2026-11-28T01:30:00Z'); // 20:30 on the 27th in New York
    await arrive('NY-MORNING', '2026-11-27T13:00:00Z'); // 08:00 on the 27th
    await arrive('NY-NEXT', '2026-11-28T06:00:00Z'); // 01:00 on the 28th
    const plates = async (date?: string) =>
      (await arrivalsOfDay(database.db, warehouse, { plant: '1000', ...(date ? { date } : {}) })).arrivals.map((a) => a.plate);
    expect(await plates()).toEqual(['NY-EVENING', 'NY-MORNING']);
    expect(await plates('2026-11-28')).toEqual(['NY-NEXT']);

    const book = (date: string) =>
      withPostingRetry(database.db, (trx) =>
        bookSlot(trx, supplier, { plant: '1000', door: 'D02', date, time: '08:00', poNumber: DOCK_POS[0] as string }),
      );
    const past = await book('2026-11-26').catch((e: unknown) => e);
    expect(past instanceof DomainError && past.code).toBe('DOCK_SLOT_PAST');
    expect((await book('2026-11-27')).date).toBe('2026-11-27');
  });
});
