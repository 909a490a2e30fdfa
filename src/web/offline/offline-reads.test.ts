import { beforeEach, describe, expect, it } from 'vitest';
import * as goodsReceipt from '../../shared/contracts/goods-receipt/endpoints';
import * as masterData from '../../shared/contracts/master-data/endpoints';
import type { OfflineSnapshot } from '../../shared/contracts/offline/schemas';
import * as stock from '../../shared/contracts/stock/endpoints';
import * as transferOrders from '../../shared/contracts/transfer-orders/endpoints';
import { type TransferOrderView, transferOrderView } from '../../shared/contracts/transfer-orders/schemas';
import { isApiError } from '../api';
import type { StoredSnapshot } from './db';
import { newEntry } from './journal';
import { answerOffline } from './offline-reads';
import { forgetSnapshotsForTests, mergeSnapshot } from './snapshot';
import { setOfflineState } from './state';

const v = '0123456789abcdef';
const data: StoredSnapshot['data'] = {
  plantId: '1000',
  version: v,
  generatedAt: '2026-11-23T20:00:00.000Z',
  bins: {
    version: v,
    rows: [
      ['W10', '01-01-01', '001', 'SHELF', false],
      ['W10', '01-01-02', '001', 'SHELF', true],
    ],
  },
  stock: {
    version: v,
    rows: [
      ['W10', '01-01-01', '0001', 'CBL-1', '', 'UNRESTRICTED', '7.000'],
      ['W10', '01-01-01', '0001', 'KBD-1', '', 'UNRESTRICTED', '2.000'],
    ],
    serials: [
      ['W10', '01-01-01', '0001', 'KBD-1', '', 'UNRESTRICTED', 'SN-1', '000000000010000001'],
      ['W10', '01-01-01', '0001', 'KBD-1', '', 'UNRESTRICTED', 'SN-2', '000000000010000002'],
    ],
  },
  materials: {
    version: v,
    rows: [
      ['CBL-1', 'Cable', 'M', 0, ['04012345678901']],
      ['KBD-1', 'Keyboard', 'EA', 1, []],
    ],
  },
  orders: { version: v, rows: [] },
  transferOrders: {
    version: v,
    rows: [['6000000001', 1, 'PUTAWAY', 'W10', 'KBD-1', '', 'UNRESTRICTED', '1.000', 'GR-01', '01-01-01', ['SN-9']]],
  },
};

const read = (contract: Parameters<typeof answerOffline>[0], input: Parameters<typeof answerOffline>[1]) =>
  answerOffline(contract, input, '/unused');

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('answered');
}

beforeEach(() => forgetSnapshotsForTests({ plantId: '1000', loadedAt: 1, etag: null, data }));

describe('reads answered from the offline snapshot', () => {
  it('resolves a scan to a bin of the warehouse, a material by number or GTIN, a serial where it is', async () => {
    const bin = (await read(masterData.resolveScan, { params: { code: '01-01-01' }, query: { plant: '1000', warehouse: 'W10' } })) as {
      matches: unknown[];
    };
    expect(bin.matches).toEqual([
      { kind: 'bin', plantId: '1000', warehouseId: 'W10', binId: '01-01-01', storageType: '001', binType: 'SHELF', blocked: false },
    ]);
    const byGtin = (await read(masterData.resolveScan, { params: { code: '4012345678901' }, query: { plant: '1000' } })) as {
      matches: { kind: string; materialId?: string; matchedBy?: string }[];
    };
    expect(byGtin.matches[0]).toMatchObject({ kind: 'material', materialId: 'CBL-1', matchedBy: 'gtin' });
    const serial = (await read(masterData.resolveScan, { params: { code: 'sn-2' }, query: { plant: '1000' } })) as {
      matches: { kind: string; bin?: string }[];
    };
    expect(serial.matches[0]).toMatchObject({ kind: 'serial', materialId: 'KBD-1', bin: '01-01-01', serialNumber: 'SN-2' });
    expect(await refusal(read(masterData.resolveScan, { params: { code: 'NOPE' }, query: { plant: '1000' } }))).toMatchObject({
      status: 404,
      code: 'SCAN_NO_MATCH',
    });
  });

  it('refuses a scan like the server: malformed GS1, empty, unreadable; reads a GS1 serial and an equipment number', async () => {
    const scan = (code: string) => read(masterData.resolveScan, { params: { code }, query: { plant: '1000' } });
    expect(await refusal(scan('(01)04012345678902'))).toEqual({
      status: 400,
      code: 'INVALID_GS1',
      message: 'The scanned GS1 code is not valid. The check digit of AI (01) 04012345678902 is wrong.',
    });
    expect(await refusal(scan('  '))).toMatchObject({ status: 400, code: 'SCAN_EMPTY' });
    expect(await refusal(scan('A'.repeat(101)))).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    const gs1 = (await scan('(01)04012345678901(21)SN-1')) as {
      gs1: { serial: string };
      matches: { kind: string; serialNumber?: string }[];
    };
    expect(gs1.gs1.serial).toBe('SN-1');
    expect(gs1.matches.map((m) => m.kind)).toEqual(['material', 'serial']);
    const unit = (await scan('000000000010000002')) as { matches: { kind: string; serialNumber?: string; matchedBy?: string }[] };
    expect(unit.matches).toMatchObject([{ kind: 'serial', serialNumber: 'SN-2', matchedBy: 'equipmentNumber' }]);
  });

  it('answers a bin with its contents, and an unknown bin like the server', async () => {
    const bin = (await read(masterData.getStorageBin, { params: { plantId: '1000', warehouseId: 'W10', binId: '01-01-01' } })) as {
      contents: { materialId: string; quantity: string; serialized: boolean }[];
      blocked: boolean;
    };
    expect(bin.blocked).toBe(false);
    expect(bin.contents.map((c) => [c.materialId, c.quantity, c.serialized])).toEqual([
      ['CBL-1', '7.000', false],
      ['KBD-1', '2.000', true],
    ]);
    expect(
      await refusal(read(masterData.getStorageBin, { params: { plantId: '1000', warehouseId: 'W10', binId: '09-09-09' } })),
    ).toMatchObject({ status: 404, code: 'STORAGE_BIN_NOT_FOUND', message: 'Storage bin 09-09-09 was not found in warehouse W10.' });
  });

  it('lists the serials of a material in a bin', async () => {
    const found = (await read(stock.searchEquipment, { query: { material: 'KBD-1', plant: '1000', bin: '01-01-01' } })) as {
      items: { serialNumber: string }[];
      total: number;
    };
    expect(found.items.map((i) => i.serialNumber)).toEqual(['SN-1', 'SN-2']);
    expect(found.total).toBe(2);
  });

  it('checks a serial to receive: format, serialized material, not already in stock', async () => {
    const check = (serialNo: string, material = 'KBD-1') =>
      read(goodsReceipt.validateSerial, { query: { material, serialNo, plant: '1000', purpose: 'RECEIPT' } });
    expect(await check('NEW-7')).toEqual({ serialNumber: 'NEW-7', material: 'KBD-1', valid: true });
    expect(await refusal(check('SN-1'))).toMatchObject({ code: 'SERIAL_ALREADY_PRESENT' });
    expect(await refusal(check('NEW-7', 'CBL-1'))).toMatchObject({ code: 'SERIALS_NOT_ALLOWED' });
    expect(await refusal(check('bad serial\u0007'))).toMatchObject({ code: 'SERIAL_FORMAT' });
  });

  it('shows a bin to bin waiting in the journal as made: out of its source, into its destination, serials too', async () => {
    const move = (body: object) =>
      newEntry({
        method: 'POST',
        url: '/supplier/api/warehouse/plants/1000/warehouses/W10/bin-to-bin',
        label: 'move',
        idempotencyKey: 'k',
        body,
        flow: 'b2b',
        user: 'whfra',
      });
    setOfflineState({
      entries: [
        move({ sourceBin: '01-01-01', material: 'CBL-1', category: 'UNRESTRICTED', quantity: '7', destinationBin: '01-01-02' }),
        move({
          sourceBin: '01-01-01',
          material: 'KBD-1',
          category: 'UNRESTRICTED',
          quantity: '1',
          serials: ['SN-2'],
          destinationBin: '01-01-02',
        }),
      ],
    });
    try {
      const bin = (id: string) =>
        read(masterData.getStorageBin, { params: { plantId: '1000', warehouseId: 'W10', binId: id } }) as Promise<{
          contents: { materialId: string; quantity: string }[];
        }>;
      expect((await bin('01-01-01')).contents.map((c) => [c.materialId, c.quantity])).toEqual([['KBD-1', '1.000']]);
      expect((await bin('01-01-02')).contents.map((c) => [c.materialId, c.quantity])).toEqual([
        ['CBL-1', '7.000'],
        ['KBD-1', '1.000'],
      ]);
      const inSource = (await read(stock.searchEquipment, { query: { material: 'KBD-1', bin: '01-01-01' } })) as {
        items: { serialNumber: string }[];
      };
      expect(inSource.items.map((i) => i.serialNumber)).toEqual(['SN-1']);
    } finally {
      setOfflineState({ entries: [] });
    }
  });

  it('shows an open transfer order with its open lines for a confirmation offline', async () => {
    const order = (await read(transferOrders.getTransferOrder, { params: { orderId: '6000000001' } })) as TransferOrderView;
    expect(transferOrderView.safeParse(order).success).toBe(true);
    expect(order.lines[0]).toMatchObject({
      lineNo: 1,
      material: 'KBD-1',
      serialized: true,
      sourceBin: 'GR-01',
      destinationBin: '01-01-01',
      serials: ['SN-9'],
    });
    expect(await read(transferOrders.getTransferOrder, { params: { orderId: '6999999999' } })).toBeUndefined();
  });

  it('has no answer for a plant it holds no snapshot of', async () => {
    expect(await read(masterData.getStorageBin, { params: { plantId: '2000', warehouseId: 'W20', binId: '01' } })).toBeUndefined();
  });
});

describe('a snapshot refresh', () => {
  it('keeps the parts the server left out (unchanged) and takes the new ones', () => {
    const held: StoredSnapshot = { plantId: '1000', loadedAt: 1, etag: null, data };
    const answer: OfflineSnapshot = {
      ...data,
      bins: null,
      materials: null,
      orders: null,
      transferOrders: null,
      stock: { version: 'fedcba9876543210', rows: [], serials: [] },
    };
    const merged = mergeSnapshot(held, answer, 5);
    expect(merged?.data.bins).toBe(data.bins);
    expect(merged?.data.stock.rows).toEqual([]);
    expect(merged?.loadedAt).toBe(5);
    expect(mergeSnapshot(undefined, answer, 5)).toBeNull();
  });
});
