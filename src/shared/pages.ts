import { type Access, grant } from './access';

/**
 * The screens of the single-page app: the server answers these paths with the app shell
 * (or a redirect to sign-in), the web router maps the same paths to screens. Paths use
 * `:name` parameters as in the spec's route table. A path is listed only once its screen exists.
 */
export interface PageDef {
  path: string;
  access: Access;
}

/** Pages under one access. */
const under = (access: Access, paths: string[]): PageDef[] => paths.map((path) => ({ path, access }));

export const pages: PageDef[] = [
  // shell and profile (issue 3)
  ...under('signed-in', [
    '/supplier/warehouse/menu/index',
    '/supplier/profile/edit',
    '/supplier/profile/defaultPage',
    '/supplier/profile/handheld',
  ]),
  { path: '/supplier/profile/printerApp', access: grant('PORTAL', 'PRINTAPP') },
  { path: '/supplier/admin/users', access: grant('ADMIN', 'SU01') },
  { path: '/supplier/admin/tokens', access: grant('ADMIN', 'TOKENS') },
  // CSV import of master data and opening stock (issue 12)
  { path: '/supplier/admin/import', access: grant('ADMIN', 'IMPORT') },
  // the ledger check (GET admin/ledger-check) on a screen: journeys end with it read where an administrator reads it
  { path: '/supplier/admin/ledger-check', access: grant('ADMIN', 'SU01') },
  // inbound and warehouse management (issue 5): handheld screens for warehouse users (MIGO); suppliers
  // read their purchase orders through the API (ME23N), not through the warehouse menu
  ...under(grant('MM', 'MIGO'), [
    '/supplier/warehouse/goodsreceipt/index',
    '/supplier/warehouse/goodsreceipt/po/:purchaseOrderNo',
    '/supplier/warehouse/goodsreceipt/sto/:stoNumber',
  ]),
  ...under(grant('IM', 'IQ03'), [
    '/supplier/warehouse/wm/serial/plant/:plant/sloc/:sloc/material/:mat/desc/:desc/qty/:qty',
    '/supplier/warehouse/wm/serial/list/material/:mat/desc/:desc',
  ]),
  ...under(grant('WM', 'LT12'), [
    '/supplier/warehouse/wm/putaway',
    '/supplier/warehouse/wm/putaway/suggested',
    '/supplier/warehouse/wm/transferorders',
    '/supplier/warehouse/wm/transferorders/orders',
    '/supplier/warehouse/wm/transferorders/search',
  ]),
  // stock visibility and bin moves (issue 6)
  { path: '/supplier/warehouse/invmgmt/stock/index', access: grant('IM', 'MMBE') },
  { path: '/supplier/warehouse/invmgmt/storagebin/index', access: grant('WM', 'LS03N') },
  ...under(grant('WM', 'LX03'), [
    '/supplier/warehouse/wm/si/home',
    '/supplier/warehouse/wm/si/mathome',
    '/supplier/warehouse/wm/si/bindetails/binNumber/:binNumber/index/:index',
    '/supplier/warehouse/wm/si/binmatdetails/matNum/:matNumber/index/:index',
  ]),
  { path: '/supplier/warehouse/wm/b2b', access: grant('WM', 'LT01') },
  ...under(grant('IM', 'MB1B'), [
    '/supplier/warehouse/wm/s2s/source/:mvttype',
    '/supplier/warehouse/wm/s2s/destination',
    '/supplier/warehouse/wm/s2s/addmaterial',
    '/supplier/warehouse/wm/s2s/matlist',
  ]),
  // outbound (issue 13): deliveries due and deliveries (desktop), picking (handheld); suppliers see none of it
  ...under(grant('SD', 'VL06O'), [
    '/supplier/warehouse/deliverydue/index',
    '/supplier/warehouse/deliverydue/salesorder/:salesOrderNumber',
    '/supplier/warehouse/deliverydue/sto/:stoNumber',
  ]),
  ...under(grant('SD', 'VL02N'), ['/supplier/warehouse/delivery/index', '/supplier/warehouse/delivery/:deliveryNumber']),
  { path: '/supplier/warehouse/wm/pick', access: grant('WM', 'LT12') },
  // physical inventory (issue 16): documents on the desktop (MI01), counting on the handheld (LI11)
  ...under(grant('IM', 'MI01'), ['/supplier/warehouse/invmgmt/pi/index', '/supplier/warehouse/invmgmt/pi/:piDocumentNumber']),
  ...under(grant('WM', 'LI11'), [
    '/supplier/warehouse/wm/pi/count/:counttype',
    '/supplier/warehouse/wm/pi/count/:counttype/bin/:bin/item/:item',
    '/supplier/warehouse/wm/pi/count/:counttype/emptybin/:emptybin',
  ]),
  // the supplier's own purchase orders, read-only (warehouse users see their plants' orders)
  ...under(grant('MM', 'ME23N'), ['/supplier/purchaseorders/index', '/supplier/purchaseorders/po/:purchaseOrderNo']),
  // quality management (issue 15): lots, findings per serial, usage decision (QM/QA32), equipment lock (QM/IQ08)
  ...under(
    grant('QM', 'QA32'),
    [
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
    ].map((path) => `/supplier/warehouse/iqms/${path}`),
  ),
  { path: '/supplier/warehouse/iqms/equipment/lock', access: grant('QM', 'IQ08') },
  // equipment and imaging (issue 15)
  { path: '/supplier/warehouse/invmgmt/equipment/index', access: grant('IM', 'IQ03') },
  { path: '/supplier/warehouse/invmgmt/imaging/index', access: grant('IM', 'IMAGING') },
  // equipment receipt requests (issue 43): equipment announced outside a PO or notice
  { path: '/supplier/warehouse/invmgmt/equipment/requests', access: grant('MM', 'MIGO') },
  // inventory, second half (issue 16): serial count, cost centre issue, warehouse preferences, transfer posting
  ...under(grant('WM', 'LI11'), ['/supplier/warehouse/wm/pi/serialcount/search/:searchtype', '/supplier/warehouse/wm/pi/serialcount/scan']),
  ...under(grant('WM', 'MB1A'), [
    '/supplier/warehouse/wm/costcenter/source',
    '/supplier/warehouse/wm/costcenter/addmaterial',
    '/supplier/warehouse/wm/costcenter/matlist',
  ]),
  ...under(grant('WM', 'LX03'), ['/supplier/warehouse/wm/userprefs', '/supplier/warehouse/wm/userprefs/index']),
  { path: '/supplier/warehouse/xferposting/index', access: grant('IM', 'MB1B') },
  // the dock and the supplier side (issue 17): shipping notices, receiving area, dock slots, service desk, tcode launcher
  { path: '/supplier/asn/index', access: grant('MM', 'ME23N') },
  { path: '/supplier/asn/new/:purchaseOrderNo', access: grant('MM', 'ASN') },
  { path: '/supplier/asn/view/:asnNumber', access: grant('MM', 'ME23N') },
  ...under(grant('WM', 'ZREC'), ['/supplier/warehouse/zrec/home', '/supplier/warehouse/zrec/index']),
  { path: '/supplier/warehouse/schd/new', access: grant('WM', 'SCHD') },
  { path: '/supplier/warehouse/sdsk/meta', access: grant('PORTAL', 'SDSK') },
  { path: '/command', access: 'signed-in' },
  // offline journal (issue 20): the device's postings waiting for the network
  { path: '/supplier/warehouse/offline/journal', access: 'signed-in' },
  // shipping and labels (issue 14): packing and HUs (handheld), shipments and POD (desktop), setup (administrators)
  ...under(grant('SD', 'VL02N'), ['/supplier/warehouse/wm/pack', '/supplier/warehouse/wm/hu/:handlingUnitNumber']),
  { path: '/supplier/warehouse/shipment/index', access: grant('SD', 'VT02N') },
  ...under(grant('SD', 'POD'), ['/supplier/warehouse/shipment/bulkpod', '/supplier/warehouse/shipment/:shipmentNumber/pod']),
  { path: '/supplier/admin/shipping', access: grant('ADMIN', 'SHIPCFG') },
];
