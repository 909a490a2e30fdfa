import { z } from 'zod';
import { grant } from '../../access';
import { deliveryNumberSchema } from '../deliveries/schemas';
import { endpointsFor, postingsFor } from '../endpoint';
import { WAREHOUSE_API } from '../master-data/schemas';
import { binIdSchema, code, matDocSchema, paged, plantIdSchema } from '../stock/schemas';
import {
  bulkPodPreview,
  bulkPodPreviewSchema,
  bulkPodResult,
  bulkPodSchema,
  carrierCodeSchema,
  carrierRow,
  createShipmentSchema,
  documentHistory,
  documentOutputRow,
  handlingUnitRefSchema,
  handlingUnitSearchSchema,
  handlingUnitSummary,
  handlingUnitView,
  labelQuerySchema,
  nestHandlingUnitSchema,
  outputIdSchema,
  packedHandlingUnit,
  packHandlingUnitSchema,
  podConfirmed,
  podSchema,
  printerIdSchema,
  printerRow,
  printJobRow,
  printLabelSchema,
  profileIdSchema,
  reprintOutputSchema,
  saveCarrierSchema,
  savePrinterSchema,
  saveShippingProfileSchema,
  shipmentInitData,
  shipmentNumberSchema,
  shipmentSearchSchema,
  shipmentStatusChangeSchema,
  shipmentSummary,
  shipmentView,
  shippingProfileRow,
  unpackHandlingUnitSchema,
} from './schemas';

/**
 * Shipping: packing into handling units and labels (VL02N, the delivery's transaction), shipments
 * (VT02N), proof of delivery (POD), carriers, shipping profiles and printers (ADMIN/SHIPCFG).
 */
const API = WAREHOUSE_API;
const SCREEN = '/supplier/warehouse/shipment';
const huParams = z.object({ handlingUnitNumber: handlingUnitRefSchema });
const shipmentParams = z.object({ shipmentNumber: shipmentNumberSchema });
const deliveryParams = z.object({ deliveryNumber: deliveryNumberSchema });
const printerParams = z.object({ printerId: printerIdSchema });

const pack = endpointsFor('GET', grant('SD', 'VL02N'));
/** Labels of other areas, under those areas' read grants: a material document's items (MB51), a storage bin (LS03N). */
export const transferPostingLabels = endpointsFor('GET', grant('IM', 'MB51'))(
  `${API}/material-documents/:matDoc/labels`,
  'Transfer-posting labels, one per item of a material document (PDF, ZPL or SVG preview of the first)',
  { params: z.object({ matDoc: matDocSchema }), query: labelQuerySchema, produces: 'application/octet-stream' },
);
export const binLabel = endpointsFor('GET', grant('WM', 'LS03N'))(
  `${API}/plants/:plantId/warehouses/:warehouseId/bins/:binId/label`,
  'The label of a storage bin (PDF, ZPL or SVG preview)',
  {
    params: z.object({ plantId: plantIdSchema, warehouseId: code('field.warehouse', 3, /^[A-Za-z0-9]+$/), binId: binIdSchema }),
    query: labelQuerySchema,
    produces: 'application/octet-stream',
  },
);
const packing = postingsFor(grant('SD', 'VL02N'));
export const searchHandlingUnits = pack(`${API}/handling-units`, 'Handling units by delivery, SSCC, material, shipment', {
  query: handlingUnitSearchSchema,
  response: paged(handlingUnitSummary),
});
export const getHandlingUnit = pack(
  `${API}/handling-units/:handlingUnitNumber`,
  'A handling unit (by number or SSCC) with contents and nested HUs',
  {
    params: huParams,
    response: handlingUnitView,
  },
);
export const handlingUnitLabel = pack(
  `${API}/handling-units/:handlingUnitNumber/label`,
  'The SSCC label of a handling unit (PDF, ZPL or SVG preview)',
  {
    params: huParams,
    query: labelQuerySchema,
    produces: 'application/octet-stream',
  },
);
export const deliveryLabels = pack(
  `${API}/deliveries/:deliveryNumber/delivery-labels`,
  'Delivery labels, one per top-level HU (PDF, ZPL or SVG preview)',
  {
    params: deliveryParams,
    query: labelQuerySchema,
    produces: 'application/octet-stream',
  },
);
export const packHandlingUnit = packing(
  `${API}/handling-units`,
  'Pack delivery items, serials and HUs into a new HU with an SSCC and close it',
  {
    body: packHandlingUnitSchema,
    response: packedHandlingUnit,
  },
);
export const nestHandlingUnit = packing(`${API}/handling-units/:handlingUnitNumber/nest`, 'Put a handling unit into this one', {
  params: huParams,
  body: nestHandlingUnitSchema,
  response: packedHandlingUnit,
});
export const unpackHandlingUnit = packing(
  `${API}/handling-units/:handlingUnitNumber/unpack`,
  'Unpack: dissolve the HU, or take it out of its parent',
  {
    params: huParams,
    body: unpackHandlingUnitSchema,
    response: z.object({ huNumber: z.string(), mode: z.string(), deliveryStatus: z.string() }),
  },
);

const ship = endpointsFor('GET', grant('SD', 'VT02N'));
const shipping = postingsFor(grant('SD', 'VT02N'));
export const shipmentInit = ship(`${SCREEN}/initdata.json`, 'Shipments screen: plants, carriers, profiles, statuses', {
  response: shipmentInitData,
});
export const shipmentList = ship(`${SCREEN}/list.json`, 'Shipments by number, delivery, carrier, status, plant', {
  query: shipmentSearchSchema,
  response: paged(shipmentSummary),
});
export const getShipment = ship(`${API}/shipments/:shipmentNumber`, 'A shipment with deliveries, HUs, items and proof of delivery', {
  params: shipmentParams,
  response: shipmentView,
});
export const createShipment = shipping(`${API}/shipments`, 'Create a shipment of packed deliveries with carrier, service and profile', {
  body: createShipmentSchema,
  response: shipmentView,
});
export const changeShipmentStatus = shipping(
  `${API}/shipments/:shipmentNumber/status`,
  'Loading, then shipped (needs every delivery goods-issued)',
  {
    params: shipmentParams,
    body: shipmentStatusChangeSchema,
    response: shipmentView,
  },
);
export const confirmPod = postingsFor(grant('SD', 'POD'))(
  `${API}/shipments/:shipmentNumber/set-proof-of-delivery`,
  'Proof of delivery: delivered quantities, date, signer, photo',
  {
    params: shipmentParams,
    body: podSchema,
    response: podConfirmed,
    bodyLimit: 3_000_000,
  },
);
export const bulkPodPreviewEndpoint = endpointsFor('POST', grant('SD', 'POD'))(
  `${API}/shipments/bulk-pod/preview`,
  'Bulk POD preview: the state of each listed shipment',
  {
    body: bulkPodPreviewSchema,
    response: bulkPodPreview,
  },
);
export const bulkPod = endpointsFor('POST', grant('SD', 'POD'))(
  `${API}/shipments/bulk-pod`,
  'Bulk POD: confirm each shipment in full (its own transaction; delivered ones count as done)',
  {
    body: bulkPodSchema,
    response: bulkPodResult,
  },
);

const admin = endpointsFor('GET', grant('ADMIN', 'SHIPCFG'));
const save = endpointsFor('PUT', grant('ADMIN', 'SHIPCFG'));
export const listCarriers = admin(`${API}/carriers`, 'Carriers', { response: z.object({ carriers: z.array(carrierRow) }) });
export const saveCarrier = save(`${API}/carriers/:carrierCode`, 'Create or change a carrier', {
  params: z.object({ carrierCode: carrierCodeSchema }),
  body: saveCarrierSchema,
  response: carrierRow,
});
export const listShippingProfiles = admin(`${API}/shipping-profiles`, 'Shipping profiles', {
  response: z.object({ profiles: z.array(shippingProfileRow) }),
});
export const saveShippingProfile = save(`${API}/shipping-profiles/:profileId`, 'Create or change a shipping profile', {
  params: z.object({ profileId: profileIdSchema }),
  body: saveShippingProfileSchema,
  response: shippingProfileRow,
});
export const listPrinters = pack(`${API}/printers`, 'Label printers of the user’s plants', {
  response: z.object({ printers: z.array(printerRow) }),
});
export const savePrinter = save(`${API}/printers/:printerId`, 'Register or change a label printer', {
  params: printerParams,
  body: savePrinterSchema,
  response: printerRow,
});
export const printLabel = endpointsFor('POST', grant('SD', 'VL02N'))(
  `${API}/printers/:printerId/print`,
  'Print a label: ZPL over raw TCP 9100; the job is recorded',
  {
    params: printerParams,
    body: printLabelSchema,
    response: printJobRow,
  },
);
export const listPrintJobs = pack(`${API}/printers/:printerId/jobs`, 'The last print jobs of a printer', {
  params: printerParams,
  response: z.object({ jobs: z.array(printJobRow) }),
});

// documents that travel with goods: the delivery note and packing list, the document history, reprints
const outputParams = z.object({ outputId: outputIdSchema });
export const deliveryNote = pack(
  `${API}/deliveries/:deliveryNumber/delivery-note`,
  'Delivery note and packing list (PDF): items, serials, HUs with SSCC, weights; recorded in the document history',
  { params: deliveryParams, produces: 'application/octet-stream' },
);
export const shipmentDeliveryNote = ship(
  `${API}/shipments/:shipmentNumber/delivery-note`,
  'Delivery note and packing list of a shipment (PDF, a part per delivery); recorded in the document history',
  { params: shipmentParams, produces: 'application/octet-stream' },
);
export const deliveryOutputs = pack(
  `${API}/deliveries/:deliveryNumber/outputs`,
  'Document history of a delivery: its labels and notes, its HUs’ labels, its shipment’s notes (downloaded or printed, by whom, when)',
  { params: deliveryParams, response: documentHistory },
);
export const shipmentOutputs = ship(
  `${API}/shipments/:shipmentNumber/outputs`,
  'Document history of a shipment: its notes, its deliveries’ and their HUs’ labels and notes',
  { params: shipmentParams, response: documentHistory },
);
export const handlingUnitOutputs = pack(
  `${API}/handling-units/:handlingUnitNumber/outputs`,
  'Document history of a handling unit: its SSCC labels',
  {
    params: huParams,
    response: documentHistory,
  },
);
export const outputCopy = pack(
  `${API}/document-outputs/:outputId/copy`,
  'A copy of a label or document of the history (PDF marked COPY), drawn again from its document; recorded and audited',
  { params: outputParams, produces: 'application/octet-stream' },
);
export const reprintOutput = endpointsFor('POST', grant('SD', 'VL02N'))(
  `${API}/document-outputs/:outputId/reprint`,
  'Reprint a label of the history on a printer (ZPL marked COPY); recorded as a print job and audited',
  { params: outputParams, body: reprintOutputSchema, response: documentOutputRow },
);
