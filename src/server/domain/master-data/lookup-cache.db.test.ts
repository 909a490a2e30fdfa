import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { createLookupCache } from './lookup-cache';

const file = databaseForFile();

describe('lookup cache', () => {
  it('loads once for concurrent first readers and serialises refreshes', async () => {
    let clock = Date.parse('2026-11-22T10:00:00.250Z');
    const cache = createLookupCache(file.database.db, () => clock);
    const [a, b, c] = await Promise.all([cache.snapshot(), cache.get('isocountries'), cache.snapshot()]);
    expect(a).toBe(c);
    expect(a.version).toBe(1);
    expect(b).toBe(a.entries[0]);
    expect(b.lastModified.toISOString()).toBe('2026-11-22T10:00:00.000Z');

    const [r1, r2] = await Promise.all([cache.refresh(), cache.refresh()]);
    expect([r1.snapshot.version, r2.snapshot.version]).toEqual([2, 3]);
    expect((await cache.snapshot()).version).toBe(3);
    // unchanged content keeps its entry (validator, date and version)
    expect((await cache.get('isocountries')).version).toBe(1);

    // a change in the same second still moves Last-Modified forward
    await file.database.db.insertInto('shipping_route').values({ route_id: 'XX0001', description: 'Test route' }).execute();
    const { changed } = await cache.refresh();
    expect([...changed]).toEqual(['shippingroutes']);
    const routes = await cache.get('shippingroutes');
    expect(routes.version).toBe(4);
    expect(routes.lastModified.toISOString()).toBe('2026-11-22T10:00:01.000Z');
    expect(routes.options).toContainEqual({ label: 'XX0001 - Test route', value: 'XX0001' });

    clock += 60_000;
    await file.database.db.deleteFrom('shipping_route').where('route_id', '=', 'XX0001').execute();
    await cache.refresh();
    expect((await cache.get('shippingroutes')).lastModified.toISOString()).toBe('2026-11-22T10:01:00.000Z');
  });

  it('recovers after a failed load', async () => {
    const cache = createLookupCache(file.database.db);
    await sql`alter table country rename to country_away`.execute(file.database.db);
    try {
      await expect(cache.snapshot()).rejects.toThrow(/country/);
    } finally {
      await sql`alter table country_away rename to country`.execute(file.database.db);
    }
    expect((await cache.snapshot()).entries).toHaveLength(4);
  });
});
