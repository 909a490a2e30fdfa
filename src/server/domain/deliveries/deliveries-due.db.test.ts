import { describe, expect, it } from 'vitest';
import { deliveriesDueSearchSchema } from '../../../shared/contracts/deliveries/schemas';
import { databaseForFile } from '../../testing/db-test';
import { deliveriesDue } from './deliveries-due';

const file = databaseForFile();
const viewer = { plants: ['1000', '2000', '3000'], isAdmin: false, isWarehouseUser: true, vendors: [] };
const search = (query: Record<string, string>) => deliveriesDueSearchSchema.parse(query);

describe('deliveries due', () => {
  it('pages through sales-order and stock-transport lines in one order: the pages together are the whole list', async () => {
    const { db } = file.database;
    const whole = await deliveriesDue(db, viewer, search({ pageSize: '200' }));
    const kinds = new Set(whole.items.map((r) => r.orderType));
    expect(kinds).toEqual(new Set(['SO', 'STO']));
    expect(whole.total).toBe(whole.items.length);
    const key = (r: (typeof whole.items)[number]) => `${r.deliveryDate}|${r.orderNumber}|${r.itemNo}`;
    const sorted = [...whole.items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    expect(whole.items.map(key)).toEqual(sorted.map(key));
    const pages: string[] = [];
    for (let page = 1; page <= whole.items.length / 3 + 1; page++) {
      const p = await deliveriesDue(db, viewer, search({ pageSize: '3', page: String(page) }));
      expect(p.total).toBe(whole.total);
      pages.push(...p.items.map(key));
    }
    expect(pages).toEqual(whole.items.map(key));
  });
});
