import { z } from 'zod';
import { grant } from '../../access';
import { message } from '../../i18n/validation';
import { endpointsFor, postingsFor } from '../endpoint';
import {
  arrivalPackages,
  arrivalParams,
  arrivalsOfDay,
  arrivalView,
  bookingView,
  bookSlotSchema,
  dayQuerySchema,
  decideBookingSchema,
  dockDay,
  missingRecorded,
  receiveSsccSchema,
  receivingMaterialCheck,
  receivingMaterialQuery,
  registerArrivalSchema,
  reportMissingSchema,
  ssccReceived,
  unloadPackageSchema,
} from './schemas';

/**
 * Receiving area (ZREC, warehouse): arrivals of the day, truck arrivals, missing cartons; the
 * one-scan receipt posts a 101 (MIGO). Dock scheduling (SCHD): suppliers book slots for their
 * notices and orders, the warehouse confirms, moves or refuses.
 */
const API = '/supplier/api/warehouse';

export const arrivalsOfDayJson = endpointsFor('GET', grant('WM', 'ZREC'))(
  '/supplier/warehouse/zrec/arrivals.json',
  'Receiving area: notices expected, dock slots and trucks arrived on a day at a plant',
  { query: dayQuerySchema, response: arrivalsOfDay },
);
export const registerArrival = postingsFor(grant('WM', 'ZREC'))(`${API}/dock-arrivals`, 'Register a truck arrival (carrier, plate, door)', {
  body: registerArrivalSchema,
  response: arrivalView,
});
export const receiveSscc = postingsFor(grant('MM', 'MIGO'))(
  `${API}/asn-receipts`,
  "Receive a shipping notice's pallet (everything on it) or carton by SSCC: one 101 document with put-away",
  { body: receiveSsccSchema, response: ssccReceived },
);
export const reportMissing = postingsFor(grant('WM', 'ZREC'))(`${API}/asn-differences`, 'Record a carton of a shipping notice as missing', {
  body: reportMissingSchema,
  response: missingRecorded,
});
export const dockDayJson = endpointsFor('GET', grant('WM', 'SCHD'))(
  '/supplier/warehouse/schd/day.json',
  'Dock day view: every door with its slots and bookings',
  {
    query: dayQuerySchema,
    response: dockDay,
  },
);
export const bookSlot = postingsFor(grant('WM', 'SCHD'))(
  `${API}/dock-bookings`,
  'Book a dock slot for a shipping notice or purchase order',
  {
    body: bookSlotSchema,
    response: bookingView,
  },
);
export const decideBooking = postingsFor(grant('WM', 'SCHD'))(
  `${API}/dock-bookings/:bookingId/decision`,
  'The warehouse confirms, refuses or moves a dock booking',
  {
    params: z.object({
      bookingId: z.coerce
        .number({ error: message('val.bookingNumber') })
        .int()
        .positive()
        .max(2147483647),
    }),
    body: decideBookingSchema,
    response: bookingView,
  },
);
export const arrivalPackagesJson = endpointsFor('GET', grant('WM', 'ZREC'))(
  `${API}/dock-arrivals/:arrivalId/packages`,
  "A truck's pallets and cartons: unloaded into the GR area, received, missing or still on the truck",
  { params: arrivalParams, response: arrivalPackages },
);
export const unloadPackage = postingsFor(grant('WM', 'ZREC'))(
  `${API}/dock-arrivals/:arrivalId/unloads`,
  'Unload a pallet (with its cartons) or a carton into the GR area (no stock moves until it is received)',
  { params: arrivalParams, body: unloadPackageSchema, response: arrivalPackages },
);
export const validateReceivingMaterial = endpointsFor('GET', grant('WM', 'ZREC'))(
  `${API}/validate-receiving-material`,
  'Whether a scanned SSCC, serial or material is expected on a truck: its notice, the open quantity, or why not',
  { query: receivingMaterialQuery, response: receivingMaterialCheck },
);
