import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { asnNumberSchema, asnStatusSchema, ssccSchema } from '../asn/schemas';
import { poNumberSchema } from '../orders/schemas';
import { isoDate, plantIdSchema, requiredText } from '../stock/schemas';

/**
 * The receiving area (zrec: arrivals of the day, truck arrivals, one-scan receipt of an ASN's
 * pallet or carton by SSCC, missing cartons) and dock scheduling (schd: doors with opening hours,
 * slot bookings by suppliers, the warehouse's decisions, a day view per door).
 */

export const doorIdSchema = z
  .string({ error: message('val.doorText') })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,10}$/, says('val.doorChars'));
/** HH:MM on a 24-hour clock. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, says('val.timeOfDay'));

export const dayQuerySchema = z.strictObject({ plant: plantIdSchema, date: isoDate.optional() });
export type DayQuery = z.output<typeof dayQuerySchema>;

export const registerArrivalSchema = z.strictObject({
  plant: plantIdSchema,
  door: doorIdSchema,
  carrier: requiredText('field.carrier', 60),
  plate: requiredText('field.plate', 20).regex(/^[A-Za-z0-9 .-]+$/, says('val.plateChars')),
  asnNumber: asnNumberSchema.optional(),
});
export type RegisterArrivalInput = z.output<typeof registerArrivalSchema>;

export const arrivalView = z.object({
  arrivalId: z.number(),
  plant: z.string(),
  door: z.string(),
  carrier: z.string(),
  plate: z.string(),
  asnNumber: z.string().nullable(),
  arrivedAt: z.string(),
});

export const receiveSsccSchema = z.strictObject({ sscc: ssccSchema });
export type ReceiveSsccInput = z.output<typeof receiveSsccSchema>;

export const ssccReceived = z.object({
  asnNumber: z.string(),
  sscc: z.string(),
  kind: z.enum(['PALLET', 'CARTON']),
  matDoc: z.string(),
  /** the cartons (or the one carton) received with this scan */
  cartons: z.array(z.string()),
  quantity: z.string(),
  serialCount: z.number(),
  transferOrder: z.string().nullable(),
  putawayWarning: z.string().nullable(),
  asnStatus: asnStatusSchema,
});
export type SsccReceived = z.infer<typeof ssccReceived>;

export const reportMissingSchema = z.strictObject({ sscc: ssccSchema });
export const missingRecorded = z.object({ asnNumber: z.string(), sscc: z.string(), asnStatus: asnStatusSchema });

export const arrivalsOfDay = z.object({
  plant: z.string(),
  date: z.string(),
  doors: z.array(z.object({ door: z.string(), name: z.string() })),
  expected: z.array(
    z.object({
      asnNumber: z.string(),
      poNumber: z.string(),
      vendor: z.string(),
      vendorName: z.string(),
      status: asnStatusSchema,
      packages: z.number(),
      openPackages: z.number(),
      /** the booked slot, HH:MM at door, when there is one */
      slot: z.string().nullable(),
    }),
  ),
  arrivals: z.array(arrivalView),
  /** every open notice of the plant (not received yet), slot or not, any day: what an arriving truck may bring */
  openNotices: z.array(
    z.object({
      asnNumber: z.string(),
      poNumber: z.string(),
      vendor: z.string(),
      vendorName: z.string(),
      shipDate: z.string(),
      status: asnStatusSchema,
      /** the live booking, "YYYY-MM-DD HH:MM door", when there is one */
      slot: z.string().nullable(),
      /** the live booking's day (YYYY-MM-DD, the plant's), time (HH:MM, the plant's) and door, apart, for a reader's format */
      slotDate: z.string().nullable(),
      slotTime: z.string().nullable(),
      slotDoor: z.string().nullable(),
    }),
  ),
});
export type ArrivalsOfDay = z.infer<typeof arrivalsOfDay>;

// ---- dock scheduling ----

export const bookSlotSchema = z.strictObject({
  plant: plantIdSchema,
  door: doorIdSchema,
  date: isoDate,
  time: clockTimeSchema,
  asnNumber: asnNumberSchema.optional(),
  poNumber: poNumberSchema.optional(),
});
export type BookSlotInput = z.output<typeof bookSlotSchema>;

export const BOOKING_STATUSES = ['REQUESTED', 'CONFIRMED', 'REFUSED', 'ARRIVED'] as const;
export const bookingView = z.object({
  bookingId: z.number(),
  plant: z.string(),
  door: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** another supplier's booking shows only that the place is taken */
  vendor: z.string().nullable(),
  asnNumber: z.string().nullable(),
  poNumber: z.string().nullable(),
});
export type BookingView = z.infer<typeof bookingView>;

export const decideBookingSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('CONFIRM') }),
    z.strictObject({ action: z.literal('REFUSE') }),
    z.strictObject({ action: z.literal('MOVE'), door: doorIdSchema, date: isoDate, time: clockTimeSchema }),
  ],
  { error: message('val.bookingAction') },
);
export type DecideBookingInput = z.output<typeof decideBookingSchema>;

export const dockDay = z.object({
  plant: z.string(),
  date: z.string(),
  /** whether the user decides bookings (warehouse) or books (supplier) */
  canDecide: z.boolean(),
  /** the plant's today: a day before it is past (nothing to book or move to) */
  today: z.string(),
  doors: z.array(
    z.object({
      door: z.string(),
      name: z.string(),
      opens: z.string(),
      closes: z.string(),
      slotMinutes: z.number(),
      capacity: z.number(),
      slots: z.array(z.object({ time: z.string(), free: z.number(), bookings: z.array(bookingView) })),
    }),
  ),
});
export type DockDay = z.infer<typeof dockDay>;

/** A truck arrival by its number (path parameter or body field). */
export const arrivalIdSchema = z.coerce
  .number({ error: message('val.arrivalNumber') })
  .int(says('val.arrivalWhole'))
  .positive(says('val.arrivalPositive'))
  .max(2147483647, says('val.arrivalTooLarge'));
export const arrivalParams = z.object({ arrivalId: arrivalIdSchema });

/** Unload a pallet (with its cartons) or a carton off a truck into the GR area: no stock moves yet. */
export const unloadPackageSchema = z.strictObject({ sscc: ssccSchema });
export type UnloadPackageInput = z.output<typeof unloadPackageSchema>;

const packageState = z.object({
  sscc: z.string(),
  asnNumber: z.string(),
  kind: z.enum(['PALLET', 'CARTON']),
  parentSscc: z.string().nullable(),
  unloadedAt: z.string().nullable(),
  receivedMatDoc: z.string().nullable(),
  missing: z.boolean(),
});
/** The packages a truck brings (its notice's, or those unloaded from it) with what happened to each. */
export const arrivalPackages = z.object({
  arrival: arrivalView,
  packages: z.array(packageState),
  /** cartons still on the truck: neither unloaded, received nor recorded missing */
  toUnload: z.number(),
  unloaded: z.number(),
});
export type ArrivalPackages = z.infer<typeof arrivalPackages>;

/** validate-receiving-material: is a scanned SSCC, serial or material (or GTIN) expected on this truck? */
export const receivingMaterialQuery = z.strictObject({
  arrivalId: arrivalIdSchema,
  scan: z
    .string({ error: message('val.scanText') })
    .trim()
    .min(1, says('val.scanRequired'))
    .max(80, says('val.scanMax')),
});
export const receivingMaterialCheck = z.object({
  expected: z.boolean(),
  kind: z.enum(['PACKAGE', 'SERIAL', 'MATERIAL', 'UNKNOWN']),
  asnNumber: z.string().nullable(),
  sscc: z.string().nullable(),
  material: z.string().nullable(),
  openQuantity: z.string().nullable(),
  /** a serial announced by an equipment receipt request: its number (receive it against that request) */
  requestNumber: z.string().nullable().optional(),
  message: z.string(),
});
export type ReceivingMaterialCheck = z.infer<typeof receivingMaterialCheck>;
