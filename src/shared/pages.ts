import type { Access } from './access';

/**
 * The screens of the single-page app: the server answers these paths with the app shell
 * (or a redirect to sign-in), the web router maps the same paths to screens. Paths use
 * `:name` parameters as in the spec's route table. A path is listed only once its screen exists.
 */
export interface PageDef {
  path: string;
  access: Access;
}

export const pages: PageDef[] = [
  // shell and profile (issue 3)
  { path: '/supplier/warehouse/menu/index', access: 'signed-in' },
  { path: '/supplier/profile/edit', access: 'signed-in' },
  { path: '/supplier/profile/defaultPage', access: 'signed-in' },
  { path: '/supplier/profile/handheld', access: 'signed-in' },
  { path: '/supplier/profile/printerApp', access: { module: 'PORTAL', tcode: 'PRINTAPP' } },
  { path: '/supplier/admin/users', access: { module: 'ADMIN', tcode: 'SU01' } },
  { path: '/supplier/admin/tokens', access: { module: 'ADMIN', tcode: 'TOKENS' } },
  // CSV import of master data and opening stock (issue 12)
  { path: '/supplier/admin/import', access: { module: 'ADMIN', tcode: 'IMPORT' } },
  // inbound and warehouse management (issue 5): handheld screens for warehouse users (MIGO); suppliers
  // read their purchase orders through the API (ME23N), not through the warehouse menu
  { path: '/supplier/warehouse/goodsreceipt/index', access: { module: 'MM', tcode: 'MIGO' } },
  { path: '/supplier/warehouse/goodsreceipt/po/:purchaseOrderNo', access: { module: 'MM', tcode: 'MIGO' } },
  { path: '/supplier/warehouse/goodsreceipt/sto/:stoNumber', access: { module: 'MM', tcode: 'MIGO' } },
  {
    path: '/supplier/warehouse/wm/serial/plant/:plant/sloc/:sloc/material/:mat/desc/:desc/qty/:qty',
    access: { module: 'IM', tcode: 'IQ03' },
  },
  { path: '/supplier/warehouse/wm/serial/list/material/:mat/desc/:desc', access: { module: 'IM', tcode: 'IQ03' } },
  { path: '/supplier/warehouse/wm/putaway', access: { module: 'WM', tcode: 'LT12' } },
  { path: '/supplier/warehouse/wm/putaway/suggested', access: { module: 'WM', tcode: 'LT12' } },
  { path: '/supplier/warehouse/wm/transferorders', access: { module: 'WM', tcode: 'LT12' } },
  { path: '/supplier/warehouse/wm/transferorders/orders', access: { module: 'WM', tcode: 'LT12' } },
  { path: '/supplier/warehouse/wm/transferorders/search', access: { module: 'WM', tcode: 'LT12' } },
  // stock visibility and bin moves (issue 6)
  { path: '/supplier/warehouse/invmgmt/stock/index', access: { module: 'IM', tcode: 'MMBE' } },
  { path: '/supplier/warehouse/invmgmt/storagebin/index', access: { module: 'WM', tcode: 'LS03N' } },
  { path: '/supplier/warehouse/wm/si/home', access: { module: 'WM', tcode: 'LX03' } },
  { path: '/supplier/warehouse/wm/si/mathome', access: { module: 'WM', tcode: 'LX03' } },
  { path: '/supplier/warehouse/wm/si/bindetails/binNumber/:binNumber/index/:index', access: { module: 'WM', tcode: 'LX03' } },
  { path: '/supplier/warehouse/wm/si/binmatdetails/matNum/:matNumber/index/:index', access: { module: 'WM', tcode: 'LX03' } },
  { path: '/supplier/warehouse/wm/b2b', access: { module: 'WM', tcode: 'LT01' } },
  { path: '/supplier/warehouse/wm/s2s/source/:mvttype', access: { module: 'IM', tcode: 'MB1B' } },
  { path: '/supplier/warehouse/wm/s2s/destination', access: { module: 'IM', tcode: 'MB1B' } },
  { path: '/supplier/warehouse/wm/s2s/addmaterial', access: { module: 'IM', tcode: 'MB1B' } },
  { path: '/supplier/warehouse/wm/s2s/matlist', access: { module: 'IM', tcode: 'MB1B' } },
  // outbound (issue 13): deliveries due and deliveries (desktop), picking (handheld); suppliers see none of it
  { path: '/supplier/warehouse/deliverydue/index', access: { module: 'SD', tcode: 'VL06O' } },
  { path: '/supplier/warehouse/deliverydue/salesorder/:salesOrderNumber', access: { module: 'SD', tcode: 'VL06O' } },
  { path: '/supplier/warehouse/deliverydue/sto/:stoNumber', access: { module: 'SD', tcode: 'VL06O' } },
  { path: '/supplier/warehouse/delivery/index', access: { module: 'SD', tcode: 'VL02N' } },
  { path: '/supplier/warehouse/delivery/:deliveryNumber', access: { module: 'SD', tcode: 'VL02N' } },
  { path: '/supplier/warehouse/wm/pick', access: { module: 'WM', tcode: 'LT12' } },
  // physical inventory (issue 16): documents on the desktop (MI01), counting on the handheld (LI11)
  { path: '/supplier/warehouse/invmgmt/pi/index', access: { module: 'IM', tcode: 'MI01' } },
  { path: '/supplier/warehouse/invmgmt/pi/:piDocumentNumber', access: { module: 'IM', tcode: 'MI01' } },
  { path: '/supplier/warehouse/wm/pi/count/:counttype', access: { module: 'WM', tcode: 'LI11' } },
  // the supplier's own purchase orders, read-only (warehouse users see their plants' orders)
  { path: '/supplier/purchaseorders/index', access: { module: 'MM', tcode: 'ME23N' } },
  { path: '/supplier/purchaseorders/po/:purchaseOrderNo', access: { module: 'MM', tcode: 'ME23N' } },
  // quality management (issue 15): lots, findings per serial, usage decision (QM/QA32), equipment lock (QM/IQ08)
  ...[
    'home/BU',
    'other/OTH',
    'search',
    'plant/index',
    'search/:prodcat/lotsearch',
    'search/:prodcat/lotdetail/:lotnum',
    'msearch/:prodcat/lotsearch',
    'msearch/:prodcat/lotdetail/:lotnum',
    ...['assigndefects', 'summary', 'repair', 'validate'].map((step) => `prd/:prodcat/:srlno/${step}`),
    ...['assigndefects', 'repair', 'summary', 'validate'].map((step) => `mprd/:prodcat/:srlno/:lotnum/${step}`),
    'nsrlprd/:prodcat/:plant/:srlno/:ordtype/assigndefects',
    'mtrl/:prodcat/:plant/:mtrlno/:srlno/:docnum/:ordertype/assigndefects',
    'mtrl/:prodcat/:plant/:mtrlno/:srlno/:docnum/:ordertype/summary',
    'closelot',
  ].map((path) => ({ path: `/supplier/warehouse/iqms/${path}`, access: { module: 'QM', tcode: 'QA32' } }) satisfies PageDef),
  { path: '/supplier/warehouse/iqms/equipment/lock', access: { module: 'QM', tcode: 'IQ08' } },
  // equipment and imaging (issue 15)
  { path: '/supplier/warehouse/invmgmt/equipment/index', access: { module: 'IM', tcode: 'IQ03' } },
  { path: '/supplier/warehouse/invmgmt/imaging/index', access: { module: 'IM', tcode: 'IMAGING' } },
  // inventory, second half (issue 16): serial count, cost centre issue, warehouse preferences, transfer posting
  { path: '/supplier/warehouse/wm/pi/serialcount/search/:searchtype', access: { module: 'WM', tcode: 'LI11' } },
  { path: '/supplier/warehouse/wm/pi/serialcount/scan', access: { module: 'WM', tcode: 'LI11' } },
  { path: '/supplier/warehouse/wm/costcenter/source', access: { module: 'WM', tcode: 'MB1A' } },
  { path: '/supplier/warehouse/wm/costcenter/addmaterial', access: { module: 'WM', tcode: 'MB1A' } },
  { path: '/supplier/warehouse/wm/costcenter/matlist', access: { module: 'WM', tcode: 'MB1A' } },
  { path: '/supplier/warehouse/wm/userprefs', access: { module: 'WM', tcode: 'LX03' } },
  { path: '/supplier/warehouse/wm/userprefs/index', access: { module: 'WM', tcode: 'LX03' } },
  { path: '/supplier/warehouse/xferposting/index', access: { module: 'IM', tcode: 'MB1B' } },
  // the dock and the supplier side (issue 17): shipping notices, receiving area, dock slots, service desk, tcode launcher
  { path: '/supplier/asn/index', access: { module: 'MM', tcode: 'ME23N' } },
  { path: '/supplier/asn/new/:purchaseOrderNo', access: { module: 'MM', tcode: 'ASN' } },
  { path: '/supplier/asn/view/:asnNumber', access: { module: 'MM', tcode: 'ME23N' } },
  { path: '/supplier/warehouse/zrec/home', access: { module: 'WM', tcode: 'ZREC' } },
  { path: '/supplier/warehouse/zrec/index', access: { module: 'WM', tcode: 'ZREC' } },
  { path: '/supplier/warehouse/schd/new', access: { module: 'WM', tcode: 'SCHD' } },
  { path: '/supplier/warehouse/sdsk/meta', access: { module: 'PORTAL', tcode: 'SDSK' } },
  { path: '/command', access: 'signed-in' },
  // offline journal (issue 20): the device's postings waiting for the network
  { path: '/supplier/warehouse/offline/journal', access: 'signed-in' },
  // shipping and labels (issue 14): packing and HUs (handheld), shipments and POD (desktop), setup (administrators)
  { path: '/supplier/warehouse/wm/pack', access: { module: 'SD', tcode: 'VL02N' } },
  { path: '/supplier/warehouse/wm/hu/:handlingUnitNumber', access: { module: 'SD', tcode: 'VL02N' } },
  { path: '/supplier/warehouse/shipment/index', access: { module: 'SD', tcode: 'VT02N' } },
  { path: '/supplier/warehouse/shipment/bulkpod', access: { module: 'SD', tcode: 'POD' } },
  { path: '/supplier/warehouse/shipment/:shipmentNumber/pod', access: { module: 'SD', tcode: 'POD' } },
  { path: '/supplier/admin/shipping', access: { module: 'ADMIN', tcode: 'SHIPCFG' } },
];
