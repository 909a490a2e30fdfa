import type { BinToBinRequest } from '../../shared/contracts/bin-moves/schemas';
import type { EndpointDef } from '../../shared/contracts/endpoint';
import * as goodsReceipt from '../../shared/contracts/goods-receipt/endpoints';
import * as masterData from '../../shared/contracts/master-data/endpoints';
import type { ScanResponse, StorageBinDetail } from '../../shared/contracts/master-data/schemas';
import type { SerialRow, StockRow } from '../../shared/contracts/offline/schemas';
import * as orders from '../../shared/contracts/orders/endpoints';
import { menu } from '../../shared/contracts/profile/menu';
import { readPreferences } from '../../shared/contracts/profile/preferences';
import * as stock from '../../shared/contracts/stock/endpoints';
import { type EquipmentView, serialNumberSchema } from '../../shared/contracts/stock/schemas';
import * as transferOrders from '../../shared/contracts/transfer-orders/endpoints';
import type { TransferOrderView } from '../../shared/contracts/transfer-orders/schemas';
import { type ErrorCode, errorStatus, errorText } from '../../shared/errors';
import { t } from '../../shared/i18n';
import { lineProblem } from '../../shared/line-rules';
import { fromMilliUnits, normalizeQuantity, toMilliUnits } from '../../shared/quantity';
import { ApiError, call } from '../api';
import { readAnswer, writeAnswer } from './db';
import { resolveScanFromSnapshot, ScanRefused } from './offline-scan';
import { binKey, flagsOf, refreshSnapshot, type SnapshotIndex, snapshotLoadedAt, snapshotOf } from './snapshot';
import { offlineState } from './state';

/**
 * The device's reads while the network is down, in a chunk of their own (fetched from
 * the app cache the first time they are needed): the last answers of the reads a screen opens with,
 * the loading of the snapshots, and reads answered from the plant's offline snapshot: what a
 * scan is, a bin with its contents, the serials in a bin, whether a serial may be received. They
 * answer like the server would from the same data (same shapes, same error codes and texts), as far
 * as the snapshot knows: what it cannot know (another plant, equipment history) is not answered.
 * Bin to bin moves waiting in the journal count as made (their stock shows where it will be).
 * Loaded on demand (this chunk is fetched the first time the network fails, from the app cache).
 */
type Input = { params?: Record<string, unknown>; query?: Record<string, unknown> };

const up = (s: unknown) =>
  String(s ?? '')
    .trim()
    .toUpperCase();

function refuse(code: ErrorCode, params: Record<string, string | number> = {}): never {
  throw new ApiError(errorStatus(code), { code, message: errorText(code, params) });
}

/** The snapshot of the plant asked about, else of the plant last worked in. */
let lastPlant: string | null = null;
async function plantSnapshot(plant: unknown): Promise<SnapshotIndex | null> {
  const id = typeof plant === 'string' && plant ? plant : lastPlant;
  if (!id) return null;
  const s = await snapshotOf(id);
  if (s) lastPlant = id;
  return s;
}

export function rememberPlant(plantId: string): void {
  lastPlant = plantId;
}

function resolveScan(s: SnapshotIndex, input: Input): ScanResponse {
  const warehouse = input.query?.warehouse;
  try {
    return resolveScanFromSnapshot(s, String(input.params?.code ?? ''), typeof warehouse === 'string' ? warehouse : undefined);
  } catch (error) {
    if (error instanceof ScanRefused) refuse(error.code, error.params);
    throw error;
  }
}

/** What the snapshot knows of the material a row names (empty when it does not know it). */
function materialOf(s: SnapshotIndex, materialId: string) {
  const m = s.materials.get(up(materialId));
  return { description: m?.[1] ?? '', baseUnit: m?.[2] ?? '', serialized: m ? flagsOf(m).serialized : false };
}

/** A bin to bin waiting in the journal: the snapshot shows its stock where it will be once posted. */
interface PendingMove {
  warehouse: string;
  sourceBin: string;
  destinationBin: string;
  material: string;
  batch: string;
  category: string;
  quantity: string;
  serials: string[];
}

function pendingMoves(): PendingMove[] {
  const moves: PendingMove[] = [];
  for (const e of offlineState().entries) {
    const warehouse = /\/warehouses\/([^/]+)\/bin-to-bin$/.exec(e.url)?.[1];
    const b = e.body as Partial<BinToBinRequest> | null;
    if (e.status !== 'waiting' || !warehouse || !b?.sourceBin || !b.destinationBin || !b.material || !b.quantity) continue;
    moves.push({
      warehouse: decodeURIComponent(warehouse),
      sourceBin: b.sourceBin,
      destinationBin: b.destinationBin,
      material: b.material,
      batch: b.batch ?? '',
      category: b.category ?? 'UNRESTRICTED',
      quantity: b.quantity,
      serials: b.serials ?? [],
    });
  }
  return moves;
}

/** The bin's stock rows with the waiting moves applied (out of their source, into their destination). */
function binStock(s: SnapshotIndex, warehouse: string, bin: string): StockRow[] {
  const rows = (s.stockByBin.get(binKey(warehouse, bin)) ?? []).map((r) => [...r] as StockRow);
  const same = (r: StockRow, m: PendingMove) => up(r[3]) === up(m.material) && r[4] === m.batch && r[5] === m.category;
  for (const m of pendingMoves()) {
    if (up(m.warehouse) !== up(warehouse)) continue;
    if (up(m.sourceBin) === up(bin)) {
      const row = rows.find((r) => same(r, m));
      if (row) row[6] = fromMilliUnits(toMilliUnits(row[6]) - toMilliUnits(m.quantity));
    }
    if (up(m.destinationBin) === up(bin)) {
      const row = rows.find((r) => same(r, m));
      const from = s.stockByBin.get(binKey(warehouse, m.sourceBin))?.find((r) => same(r, m));
      if (row) row[6] = fromMilliUnits(toMilliUnits(row[6]) + toMilliUnits(m.quantity));
      else rows.push([warehouse, bin, from?.[2] ?? '', m.material, m.batch, m.category as StockRow[5], normalizeQuantity(m.quantity)]);
    }
  }
  return rows.filter((r) => toMilliUnits(r[6]) > 0n);
}

/** The snapshot's serial rows with the waiting moves' serials in their destination bins. */
function serialRows(s: SnapshotIndex): SerialRow[] {
  const moved = new Map<string, string>();
  for (const m of pendingMoves())
    for (const serial of m.serials) moved.set(`${up(m.warehouse)}|${up(m.material)}|${up(serial)}`, m.destinationBin);
  if (moved.size === 0) return s.serials;
  return s.serials.map((e) => {
    const to = moved.get(`${up(e[0])}|${up(e[3])}|${up(e[6])}`);
    return to ? ([e[0], to, ...e.slice(2)] as SerialRow) : e;
  });
}

function storageBin(s: SnapshotIndex, input: Input): StorageBinDetail {
  const warehouseId = String(input.params?.warehouseId ?? '');
  const binId = String(input.params?.binId ?? '');
  const bin = s.bins.get(binKey(warehouseId, binId));
  if (!bin) refuse('STORAGE_BIN_NOT_FOUND', { binId, warehouseId });
  const contents = binStock(s, bin[0], bin[1]).map((r) => ({
    materialId: r[3],
    ...materialOf(s, r[3]),
    slocId: r[2],
    batch: r[4],
    category: r[5],
    quantity: r[6],
  }));
  return {
    plantId: s.plantId,
    warehouseId: bin[0],
    binId: bin[1],
    storageType: bin[2],
    storageTypeName: '',
    storageTypeRole: '',
    binType: bin[3],
    binTypeDescription: '',
    capacity: null,
    blocked: bin[4],
    fixedMaterials: [],
    contents,
    contentsTruncated: false,
  };
}

function equipment(s: SnapshotIndex, input: Input) {
  const q = input.query ?? {};
  const pageSize = Math.min(Number(q.pageSize ?? 25) || 25, 200);
  const rows = serialRows(s).filter(
    (e) =>
      (q.serialNo === undefined || up(e[6]) === up(q.serialNo)) &&
      (q.material === undefined || up(e[3]) === up(q.material)) &&
      (q.plant === undefined || up(q.plant) === up(s.plantId)) &&
      (q.sloc === undefined || up(e[2]) === up(q.sloc)) &&
      (q.bin === undefined || up(e[1]) === up(q.bin)) &&
      (q.batch === undefined || e[4] === q.batch) &&
      (q.category === undefined || e[5] === q.category),
  );
  const items: EquipmentView[] = rows.slice(0, pageSize).map((e) => ({
    equipmentNumber: e[7],
    material: e[3],
    materialDescription: s.materials.get(up(e[3]))?.[1] ?? '',
    serialNumber: e[6],
    status: 'IN_STOCK',
    plant: s.plantId,
    sloc: e[2],
    warehouse: e[0],
    bin: e[1],
    batch: e[4],
    category: e[5],
    locked: false,
    lastMatDoc: '',
  }));
  return { items, page: 1, pageSize, total: rows.length, totalCapped: false, maxPage: Math.max(1, Math.ceil(rows.length / pageSize)) };
}

/** Serial checks the snapshot can make: format, material, not already in stock (receipt), in stock here (stock). */
function validateSerial(s: SnapshotIndex, input: Input) {
  const q = input.query ?? {};
  const parsed = serialNumberSchema.safeParse(q.serialNo);
  const serial = parsed.success ? parsed.data : String(q.serialNo ?? '').trim();
  if (!parsed.success) refuse('SERIAL_FORMAT', { serial: serial.slice(0, 40) });
  const material = String(q.material ?? '');
  const m = s.materials.get(up(material));
  if (!m) refuse('MATERIAL_UNKNOWN', { material });
  const problem = lineProblem({ material, serialized: flagsOf(m).serialized, serials: [serial] });
  if (problem) refuse(problem.code, problem.params);
  const units = (s.serialsByNumber.get(up(serial)) ?? []).filter((e) => up(e[3]) === up(material));
  if (q.purpose === 'RECEIPT' && units[0])
    refuse('SERIAL_ALREADY_PRESENT', { serial, material, where: t('off.inStockInBin', { bin: units[0][1] }) });
  if (q.purpose === 'STOCK' && !units.some((e) => q.sloc === undefined || up(e[2]) === up(q.sloc)))
    refuse('SERIAL_UNKNOWN', { serial, material });
  return { serialNumber: serial, material: m[0], valid: true as const };
}

/** The reads a handheld screen opens with: their last answer serves a reload without network. */
const REMEMBERED: EndpointDef[] = [
  menu,
  readPreferences,
  masterData.listPlants,
  masterData.getPlant,
  masterData.getMaterial,
  masterData.listMovementReasons,
  goodsReceipt.goodsReceiptInit,
  orders.getPurchaseOrder,
  orders.getSto,
  transferOrders.searchTransferOrders,
  transferOrders.getTransferOrder,
  stock.stockOverview,
];
const same = (a: EndpointDef, b: EndpointDef) => a.path === b.path && a.method === b.method;
const remembered = (c: EndpointDef) => REMEMBERED.some((r) => same(r, c));

/** A read the server answered: kept when a screen opens with it. */
export async function remember(contract: EndpointDef, url: string, payload: unknown): Promise<void> {
  if (remembered(contract)) await writeAnswer(url, payload);
}

/** The device's answer to a read without network: the last answer, else the snapshot's; undefined: none. */
export async function answerOffline(contract: EndpointDef, input: Input, url: string): Promise<unknown> {
  const last = remembered(contract) ? await readAnswer(url).catch(() => undefined) : undefined;
  return last !== undefined ? last : answerFromSnapshot(contract, input);
}

/** A snapshot younger than this is not loaded again (the server's ETag makes a reload cheap, not free). */
const SNAPSHOT_FRESH_MS = 5 * 60_000;
/** At most this many plants are kept on the device. */
const SNAPSHOT_PLANTS = 4;

/**
 * Loads the offline snapshots of the user's plants that are missing or older than a few minutes
 * (all of them with `force`), and the plants' details a handheld screen opens with; answers when
 * each plant's snapshot was loaded.
 */
export async function loadSnapshots(options: { force: boolean; online: boolean }): Promise<Record<string, number>> {
  const known: Record<string, number> = {};
  const plants = (await call(masterData.listPlants)).items.slice(0, SNAPSHOT_PLANTS).map((p) => p.plantId);
  for (const plantId of plants) {
    const at = await snapshotLoadedAt(plantId);
    if (at) known[plantId] = at;
    if (!options.online || (!options.force && at && Date.now() - at < SNAPSHOT_FRESH_MS)) continue;
    const index = await refreshSnapshot(plantId).catch(() => null);
    if (index) known[plantId] = index.loadedAt;
    // the plant's warehouses and storage locations: a handheld screen opens with them (remembered)
    await call(masterData.getPlant, { params: { plantId } }).catch(() => null);
  }
  return known;
}

/** An open transfer order as the snapshot knows it: its open lines (put-away and confirmation offline). */
function transferOrder(s: SnapshotIndex, input: Input): TransferOrderView | undefined {
  const orderId = String(input.params?.orderId ?? '');
  const lines = s.transferOrders.filter((t) => t[0] === orderId);
  const first = lines[0];
  if (!first) return undefined;
  return {
    orderId,
    warehouseId: first[3],
    plant: s.plantId,
    sloc: '',
    type: first[2] as TransferOrderView['type'],
    status: 'OPEN',
    referenceMatDoc: null,
    reference: null,
    createdBy: '',
    createdAt: '',
    lineCount: lines.length,
    openLines: lines.length,
    closedBy: null,
    closedAt: null,
    lines: lines.map((t) => {
      const m = materialOf(s, t[4]);
      return {
        lineNo: t[1],
        material: t[4],
        materialDescription: m.description,
        baseUnit: m.baseUnit,
        serialized: m.serialized,
        batch: t[5],
        category: t[6],
        quantity: t[7],
        serials: t[10],
        sourceBin: t[8],
        destinationBin: t[9],
        status: 'OPEN',
        confirmedBin: null,
        confirmedQuantity: null,
        confirmedSerials: null,
        destinationDiffers: false,
        quantityShort: false,
        confirmedMatDoc: null,
        confirmedBy: null,
        confirmedAt: null,
      };
    }),
  };
}

const readers: { contract: EndpointDef; plant: (i: Input) => unknown; read: (s: SnapshotIndex, i: Input) => unknown }[] = [
  { contract: masterData.resolveScan, plant: (i) => i.query?.plant, read: resolveScan },
  { contract: masterData.getStorageBin, plant: (i) => i.params?.plantId, read: storageBin },
  { contract: stock.searchEquipment, plant: (i) => i.query?.plant, read: equipment },
  { contract: goodsReceipt.validateSerial, plant: (i) => i.query?.plant, read: validateSerial },
  { contract: transferOrders.getTransferOrder, plant: () => undefined, read: transferOrder },
];

/** The snapshot's answer to a read, or undefined when the snapshot cannot answer it. */
async function answerFromSnapshot(contract: EndpointDef, input: Input): Promise<unknown> {
  const reader = readers.find((r) => r.contract.path === contract.path && r.contract.method === contract.method);
  if (!reader) return undefined;
  const s = await plantSnapshot(reader.plant(input));
  if (!s) return undefined;
  return reader.read(s, input);
}
