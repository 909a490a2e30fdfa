import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { slocIdSchema } from '../master-data/schemas';
import { vendorIdSchema } from '../orders/schemas';
import { lotNumberSchema } from '../quality/schemas';
import { documentNumberSchema, isoDate, pageQuery, plantIdSchema, serialNumberSchema, serialsSchema } from '../stock/schemas';

/**
 * The repair loop (issue 39): a repair order sends serials of an inspection lot to a vendor for repair (541: stock
 * at the vendor, still ours), the supplier announces the return shipment, the warehouse receives the units back
 * (101 against the repair order into QUALITY, a new inspection lot) and releases them (321) as any lot.
 */
export const MAX_REPAIR_SERIALS = 200;
export const repairOrderNumberSchema = documentNumberSchema('repairOrder');
export const repairOrderParams = z.object({ orderNumber: repairOrderNumberSchema });
export const repairSerialParams = z.object({ orderNumber: repairOrderNumberSchema, serial: serialNumberSchema });
/** Each unit's stage: on the order, at the vendor, its return shipment announced, back in the warehouse. */
export const REPAIR_ITEM_STATUSES = ['OPEN', 'SENT', 'ANNOUNCED', 'RECEIVED'] as const;
export const repairItemStatusSchema = z.enum(REPAIR_ITEM_STATUSES, { error: message('val.repairStatus') });

const noteSchema = z
  .string({ error: message('val.noteText') })
  .trim()
  .max(200, says('val.noteMax'));
const serials = serialsSchema(MAX_REPAIR_SERIALS, 'request').min(1, says('val.serialRequired'));

/** The lot decision "return to vendor for repair": undecided serials of the lot, the repairing vendor (the lot's by default). */
export const createRepairOrderSchema = z.strictObject({
  lot: lotNumberSchema,
  vendor: vendorIdSchema.optional(),
  serials,
  note: noteSchema.optional(),
});
export type CreateRepairOrderBody = z.output<typeof createRepairOrderSchema>;

/** The receipt back: the storage location (its goods-receipt bin where warehouse-managed) and the scanned serials. */
export const receiveRepairSchema = z.strictObject({ sloc: slocIdSchema, serials });
export type ReceiveRepairBody = z.output<typeof receiveRepairSchema>;

/** The supplier's announcement of the return shipment: the units it ships back and the day it ships them. */
export const announceRepairReturnSchema = z.strictObject({ shipDate: isoDate, serials });
export type AnnounceRepairReturnBody = z.output<typeof announceRepairReturnSchema>;

export const repairOrderSearchSchema = z.strictObject({
  plant: plantIdSchema.optional(),
  vendor: vendorIdSchema.optional(),
  status: repairItemStatusSchema.optional(),
  ...pageQuery(100, 25),
});
export type RepairOrderSearch = z.output<typeof repairOrderSearchSchema>;

export const repairOrderItem = z.object({
  itemNo: z.number(),
  material: z.string(),
  materialDescription: z.string(),
  serialNumber: z.string(),
  status: repairItemStatusSchema,
  sentMatDoc: z.string().nullable(),
  announcedShipDate: z.string().nullable(),
  receivedMatDoc: z.string().nullable(),
});
export const repairOrderSummary = z.object({
  orderNumber: z.string(),
  plant: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  lotNumber: z.string().nullable(),
  /** the earliest stage of its units (OPEN until every unit was sent, RECEIVED once every one is back) */
  status: repairItemStatusSchema,
  units: z.number(),
  createdAt: z.string(),
});
export type RepairOrderSummary = z.infer<typeof repairOrderSummary>;
export const repairOrderView = repairOrderSummary.extend({ note: z.string(), items: z.array(repairOrderItem) });
export type RepairOrderView = z.infer<typeof repairOrderView>;

export const repairPosted = z.object({
  orderNumber: z.string(),
  matDoc: z.string(),
  /** the inspection lots the receipt opened (one per unit) */
  lots: z.array(z.object({ lotNumber: z.string(), serialNumber: z.string() })),
});
export type RepairPosted = z.infer<typeof repairPosted>;

/** A serial scanned at the receipt: its item, or the reason it is refused. */
export const repairSerialCheck = z.object({
  ok: z.boolean(),
  itemNo: z.number().nullable(),
  material: z.string().nullable(),
  reason: z.string().nullable(),
});
export type RepairSerialCheck = z.infer<typeof repairSerialCheck>;
