import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import type { Viewer } from '../master-data/viewer';
import { getPurchaseOrder, getSto, searchPurchaseOrders, searchStos } from './order-queries';

const file = databaseForFile();
const admin: Viewer = { isAdmin: true, isWarehouseUser: true, plants: [], vendors: [] };
const page = { page: 1, pageSize: 5, open: false };

describe('order headers', () => {
  it('a purchase order and a stock transport order show the header of their summary, with the names of the detail', async () => {
    const { db } = file.database;
    const [po] = (await searchPurchaseOrders(db, admin, page)).items;
    if (!po) throw new Error('the demo data has purchase orders');
    const { items: _i, ...poHead } = await getPurchaseOrder(db, admin, po.poNumber);
    const { itemCount: _c, openItems: _o, ...poSummary } = po;
    expect(poHead).toEqual({ ...poSummary, plantName: expect.any(String), companyCode: expect.any(String) });
    expect(poHead.documentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const [sto] = (await searchStos(db, admin, page)).items;
    if (!sto) throw new Error('the demo data has stock transport orders');
    const { items: _si, ...stoHead } = await getSto(db, admin, sto.stoNumber);
    const { itemCount: _sc, openItems: _so, ...stoSummary } = sto;
    expect(stoHead).toEqual({ ...stoSummary, supplyingPlantName: expect.any(String), receivingPlantName: expect.any(String) });
  });
});
