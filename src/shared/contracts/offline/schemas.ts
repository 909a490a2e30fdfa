import { z } from 'zod';
import { says } from '../../i18n/validation';
import { plantParams, WAREHOUSE_API } from '../master-data/schemas';

/**
 * The handheld's offline snapshot of one plant: what a scan is validated against while
 * the network is down. Compact on purpose (a plant with 10,000 bins and 50,000 materials stays
 * well under 5 MB): rows are tuples, not objects, and each part has its own version (a hash of its
 * content), so a refresh sends only the parts that changed since the versions the handheld holds.
 */
export const OFFLINE_API = `${WAREHOUSE_API}/offline`;

export const SNAPSHOT_PARTS = ['bins', 'stock', 'materials', 'orders', 'transferOrders'] as const;
export type SnapshotPart = (typeof SNAPSHOT_PARTS)[number];

const version = (name: string) =>
  z
    .string()
    .regex(/^[0-9a-f]{16}$/, says('val.snapshotVersion', { name }))
    .optional();

export const snapshotParams = plantParams;
/** The versions of the parts the handheld already holds: a part at that version is not sent again. */
export const snapshotQuery = z.object({
  bins: version('bins'),
  stock: version('stock'),
  materials: version('materials'),
  orders: version('orders'),
  transferOrders: version('transferOrders'),
});
export type SnapshotQuery = z.infer<typeof snapshotQuery>;

const category = z.enum(['UNRESTRICTED', 'QUALITY', 'BLOCKED']);

/** [warehouse, bin, storage type, bin type, blocked] */
export const binRow = z.tuple([z.string(), z.string(), z.string(), z.string(), z.boolean()]);
/** [warehouse, bin, storage location, material, batch, category, quantity] */
export const stockRow = z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), category, z.string()]);
/** [warehouse, bin, storage location, material, batch, category, serial, equipment number] (serialized units in bins) */
export const serialRow = z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), category, z.string(), z.string()]);
/** [material, description, base unit, flags (1 serialized, 2 batch managed, 4 quality inspected), GTINs] */
export const materialRow = z.tuple([z.string(), z.string(), z.string(), z.number().int(), z.array(z.string())]);
/** [PO or STO, number, item, material, storage location, most still receivable, partner] */
export const orderRow = z.tuple([z.enum(['PO', 'STO']), z.string(), z.number().int(), z.string(), z.string(), z.string(), z.string()]);
/** [order, line, order type, warehouse, material, batch, category, quantity, source bin, destination bin, serials] */
export const transferOrderRow = z.tuple([
  z.string(),
  z.number().int(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  category,
  z.string(),
  z.string(),
  z.string(),
  z.array(z.string()),
]);

/** Each part's lists of rows and the schema of a row (the web checks a big snapshot's rows a slice at a time: web/offline/snapshot.ts). */
export const SNAPSHOT_ROWS = {
  bins: { rows: binRow },
  stock: { rows: stockRow, serials: serialRow },
  materials: { rows: materialRow },
  orders: { rows: orderRow },
  transferOrders: { rows: transferOrderRow },
} as const;

const part = <T extends z.ZodType>(rows: T) => z.object({ version: z.string(), rows: z.array(rows) }).nullable();

export const offlineSnapshot = z.object({
  plantId: z.string(),
  /** all parts' versions together (also the ETag) */
  version: z.string(),
  generatedAt: z.string(),
  /** null: unchanged since the version the handheld sent */
  bins: part(SNAPSHOT_ROWS.bins.rows),
  stock: z
    .object({ version: z.string(), rows: z.array(SNAPSHOT_ROWS.stock.rows), serials: z.array(SNAPSHOT_ROWS.stock.serials) })
    .nullable(),
  materials: part(SNAPSHOT_ROWS.materials.rows),
  orders: part(SNAPSHOT_ROWS.orders.rows),
  transferOrders: part(SNAPSHOT_ROWS.transferOrders.rows),
});
export type OfflineSnapshot = z.infer<typeof offlineSnapshot>;
export type BinRow = z.infer<typeof binRow>;
export type StockRow = z.infer<typeof stockRow>;
export type SerialRow = z.infer<typeof serialRow>;
export type MaterialRow = z.infer<typeof materialRow>;
export type OrderRow = z.infer<typeof orderRow>;
export type TransferOrderRow = z.infer<typeof transferOrderRow>;

export const MATERIAL_FLAGS = { serialized: 1, batchManaged: 2, qualityInspected: 4 } as const;
