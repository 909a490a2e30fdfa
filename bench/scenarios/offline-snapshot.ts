import { performance } from 'node:perf_hooks';
import type {
  BinRow,
  MaterialRow,
  OfflineSnapshot,
  OrderRow,
  SerialRow,
  StockRow,
  TransferOrderRow,
} from '../../src/shared/contracts/offline/schemas';
import { packSnapshot, unpackSnapshot } from '../../src/web/offline/db';
import { indexSnapshot, parseSnapshot } from '../../src/web/offline/snapshot';

/**
 * The handheld's offline snapshot at volume: a plant with `bins` bins and `materials`
 * materials, shaped like the server's answer (field lengths as the master data allows them:
 * 18-character material numbers, 40-character descriptions, a GTIN on every second material, one
 * stock position in every bin, a serialized unit in every tenth). Measures what the server sends
 * (JSON), what IndexedDB keeps (the same, gzipped by the browser's CompressionStream) and the time
 * to read it back on the device: unpack, parse, check against the contract, index for the offline
 * reads (in Node on this machine: the handheld profile is slower).
 */
export function buildSnapshot(bins: number, materials: number): OfflineSnapshot {
  const material = (i: number) => `MAT-${String(i).padStart(14, '0')}`;
  const bin = (i: number) =>
    `R${String(Math.floor(i / 1000)).padStart(2, '0')}-${String(Math.floor(i / 10) % 100).padStart(2, '0')}-${i % 10}`;
  const materialRows: MaterialRow[] = Array.from({ length: materials }, (_, i) => [
    material(i),
    `Material ${i} description of forty chars`.padEnd(40, '.').slice(0, 40),
    i % 3 === 0 ? 'M' : 'EA',
    i % 10 === 0 ? 1 : i % 7 === 0 ? 2 : 0,
    i % 2 === 0 ? [String(4000000000000 + i).padStart(13, '0')] : [],
  ]);
  const binRows: BinRow[] = Array.from({ length: bins }, (_, i) => ['W10', bin(i), i % 5 === 0 ? '002' : '001', 'SHELF', i % 97 === 0]);
  const stockRows: StockRow[] = Array.from({ length: bins }, (_, i) => [
    'W10',
    bin(i),
    '0001',
    material((i * 7) % materials),
    '',
    'UNRESTRICTED',
    `${(i % 50) + 1}.000`,
  ]);
  const serials: SerialRow[] = Array.from({ length: Math.floor(bins / 10) }, (_, i) => [
    'W10',
    bin(i * 10),
    '0001',
    material((i * 70) % materials),
    '',
    'UNRESTRICTED',
    `SN${String(i).padStart(10, '0')}`,
    String(10000000 + i).padStart(18, '0'),
  ]);
  const orders: OrderRow[] = Array.from({ length: 500 }, (_, i) => [
    i % 4 === 0 ? 'STO' : 'PO',
    String(4500000000 + Math.floor(i / 3)),
    (i % 3) * 10 + 10,
    material(i),
    '0001',
    '10.000',
    'Vendor name of thirty characters',
  ]);
  const transferOrders: TransferOrderRow[] = Array.from({ length: 200 }, (_, i) => [
    String(6000000000 + i),
    1,
    'PUTAWAY',
    'W10',
    material(i),
    '',
    'UNRESTRICTED',
    '5.000',
    'GR-AREA',
    bin(i),
    [],
  ]);
  const v = 'a1b2c3d4e5f60718';
  return {
    plantId: '1000',
    version: v,
    generatedAt: new Date().toISOString(),
    bins: { version: v, rows: binRows },
    stock: { version: v, rows: stockRows, serials },
    materials: { version: v, rows: materialRows },
    orders: { version: v, rows: orders },
    transferOrders: { version: v, rows: transferOrders },
  };
}

export async function offlineSnapshotFigures(bins = 10_000, materials = 50_000) {
  const snapshot = buildSnapshot(bins, materials);
  const text = JSON.stringify(snapshot);
  const packed = await packSnapshot(snapshot as Parameters<typeof packSnapshot>[0]);
  if (!packed) throw new Error('CompressionStream is missing');
  const started = performance.now();
  // checked and indexed as the handheld does it: a slice at a time, the next task between slices
  const parsed = await parseSnapshot(await unpackSnapshot(packed));
  if (!parsed) throw new Error('the built snapshot does not pass its contract');
  const index = await indexSnapshot({
    plantId: parsed.plantId,
    loadedAt: Date.now(),
    etag: null,
    data: parsed as Parameters<typeof indexSnapshot>[0]['data'],
  });
  const loadMs = performance.now() - started;
  const mib = (n: number) => Math.round((n / 1024 / 1024) * 100) / 100;
  return {
    bins,
    materials,
    jsonBytes: Buffer.byteLength(text),
    storedBytes: packed.size,
    jsonMiB: mib(Buffer.byteLength(text)),
    storedMiB: mib(packed.size),
    loadMs: Math.round(loadMs),
    indexed: index.materials.size + index.bins.size,
  };
}
