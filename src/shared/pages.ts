import { type Access, grant } from './access';
import type { MessageId } from './i18n';

/**
 * The one page table: every screen of the single-page app by name, with its path and its access.
 * The server answers these paths with the app shell (or a redirect to sign-in, contracts/index.ts),
 * the web router maps them to screens (web/screens.tsx: a screen per name), the menus list them
 * (menu.ts) and every link inside the app is built from them with `href(name, params)`. Paths use
 * `:name` parameters as in the spec's route table. A page is listed only once its screen exists.
 */
export interface PageDef {
  name: PageName;
  path: string;
  access: Access;
}

type Paths = Record<string, string>;
type Entries<T extends Paths> = { [K in keyof T]: { path: T[K]; access: Access } };

/** Pages under one access, by name. */
function under<const T extends Paths>(access: Access, paths: T): Entries<T> {
  return Object.fromEntries(Object.entries(paths).map(([name, path]) => [name, { path, access }])) as Entries<T>;
}

/** A page per step of a multi-step address: `name/step` at `path/step`. */
function perStep<const N extends string, const P extends string, const S extends string>(name: N, path: P, steps: readonly S[]) {
  return Object.fromEntries(steps.map((step) => [`${name}/${step}`, `${path}/${step}`])) as { [K in S as `${N}/${K}`]: `${P}/${K}` };
}

/** The quality screens' common prefix (they read which page they are from the address). */
export const QUALITY_BASE = '/supplier/warehouse/iqms';
/** The steps of a serial's inspection, each its own page. */
export const INSPECTION_STEPS = ['assigndefects', 'repair', 'summary', 'validate'] as const;

export const pageTable = {
  // shell and profile
  ...under('signed-in', {
    warehouseMenu: '/supplier/warehouse/menu/index',
    profileEdit: '/supplier/profile/edit',
    profileDefaultPage: '/supplier/profile/defaultPage',
    profileHandheld: '/supplier/profile/handheld',
    profileNotifications: '/supplier/profile/notifications',
    profileSecondFactor: '/supplier/profile/secondFactor',
  }),
  ...under(grant('PORTAL', 'PRINTAPP'), { printerApp: '/supplier/profile/printerApp' }),
  ...under(grant('ADMIN', 'SU01'), { adminUsers: '/supplier/admin/users' }),
  ...under(grant('ADMIN', 'TOKENS'), { adminTokens: '/supplier/admin/tokens' }),
  // CSV import of master data and opening stock
  ...under(grant('ADMIN', 'IMPORT'), { adminImport: '/supplier/admin/import' }),
  // the ledger check (GET admin/ledger-check) on a screen: journeys end with it read where an administrator reads it
  ...under(grant('ADMIN', 'SU01'), { adminLedgerCheck: '/supplier/admin/ledger-check' }),
  // e-mail: on or off, the outbox and its dead letters
  ...under(grant('ADMIN', 'SU01'), { adminMail: '/supplier/admin/mail' }),
  // the audit trail: administrators, and supplier administrators for their own vendor
  ...under(grant('ADMIN', 'AUDIT'), { adminAudit: '/supplier/admin/audit' }),
  // suppliers' own systems: channels and messages
  ...under(grant('ADMIN', 'EDI'), { adminEdi: '/supplier/admin/edi' }),
  // inbound and warehouse management: handheld screens for warehouse users (MIGO); suppliers
  // read their purchase orders through the API (ME23N), not through the warehouse menu
  ...under(grant('MM', 'MIGO'), {
    goodsReceipt: '/supplier/warehouse/goodsreceipt/index',
    goodsReceiptPo: '/supplier/warehouse/goodsreceipt/po/:purchaseOrderNo',
    goodsReceiptSto: '/supplier/warehouse/goodsreceipt/sto/:stoNumber',
  }),
  ...under(grant('IM', 'IQ03'), {
    serialEntry: '/supplier/warehouse/wm/serial/plant/:plant/sloc/:sloc/material/:mat/desc/:desc/qty/:qty',
    serialList: '/supplier/warehouse/wm/serial/list/material/:mat/desc/:desc',
  }),
  ...under(grant('WM', 'LT12'), {
    putaway: '/supplier/warehouse/wm/putaway',
    putawaySuggested: '/supplier/warehouse/wm/putaway/suggested',
    transferOrders: '/supplier/warehouse/wm/transferorders',
    transferOrderOrders: '/supplier/warehouse/wm/transferorders/orders',
    transferOrderSearch: '/supplier/warehouse/wm/transferorders/search',
  }),
  // stock visibility and bin moves
  ...under(grant('IM', 'MMBE'), { stockOverview: '/supplier/warehouse/invmgmt/stock/index' }),
  // one material document (the audit trail links postings to it)
  ...under(grant('IM', 'MB51'), {
    materialDocument: '/supplier/warehouse/invmgmt/matdoc/:matDoc',
    // the items of material documents by plant, material, movement type, period, reference (the dashboards' drill-down)
    materialDocuments: '/supplier/warehouse/invmgmt/matdoc/index',
  }),
  ...under(grant('WM', 'LS03N'), { storageBins: '/supplier/warehouse/invmgmt/storagebin/index' }),
  ...under(grant('WM', 'LX03'), {
    stockInquiry: '/supplier/warehouse/wm/si/home',
    stockInquiryMaterial: '/supplier/warehouse/wm/si/mathome',
    stockInquiryBin: '/supplier/warehouse/wm/si/bindetails/binNumber/:binNumber/index/:index',
    stockInquiryMaterialBin: '/supplier/warehouse/wm/si/binmatdetails/matNum/:matNumber/index/:index',
  }),
  ...under(grant('WM', 'LT01'), { binToBin: '/supplier/warehouse/wm/b2b' }),
  ...under(grant('IM', 'MB1B'), {
    s2sSource: '/supplier/warehouse/wm/s2s/source/:mvttype',
    s2sDestination: '/supplier/warehouse/wm/s2s/destination',
    s2sAddMaterial: '/supplier/warehouse/wm/s2s/addmaterial',
    s2sMaterialList: '/supplier/warehouse/wm/s2s/matlist',
  }),
  // outbound: deliveries due and deliveries (desktop), picking (handheld); suppliers see none of it
  ...under(grant('SD', 'VL06O'), {
    deliveriesDue: '/supplier/warehouse/deliverydue/index',
    deliveryDueSalesOrder: '/supplier/warehouse/deliverydue/salesorder/:salesOrderNumber',
    deliveryDueSto: '/supplier/warehouse/deliverydue/sto/:stoNumber',
  }),
  ...under(grant('SD', 'VL02N'), {
    deliveries: '/supplier/warehouse/delivery/index',
    delivery: '/supplier/warehouse/delivery/:deliveryNumber',
  }),
  ...under(grant('WM', 'LT12'), { picking: '/supplier/warehouse/wm/pick' }),
  // physical inventory: documents on the desktop (MI01), counting on the handheld (LI11)
  ...under(grant('IM', 'MI01'), {
    piDocuments: '/supplier/warehouse/invmgmt/pi/index',
    piDocument: '/supplier/warehouse/invmgmt/pi/:piDocumentNumber',
  }),
  ...under(grant('WM', 'LI11'), {
    piCount: '/supplier/warehouse/wm/pi/count/:counttype',
    piCountItem: '/supplier/warehouse/wm/pi/count/:counttype/bin/:bin/item/:item',
    piCountEmptyBin: '/supplier/warehouse/wm/pi/count/:counttype/emptybin/:emptybin',
  }),
  // the supplier's own purchase orders, read-only (warehouse users see their plants' orders)
  ...under(grant('MM', 'ME23N'), {
    purchaseOrders: '/supplier/purchaseorders/index',
    purchaseOrder: '/supplier/purchaseorders/po/:purchaseOrderNo',
  }),
  // quality management: lots, findings per serial, usage decision (QM/QA32), equipment lock (QM/IQ08)
  ...under(grant('QM', 'QA32'), {
    qualityHome: `${QUALITY_BASE}/home/BU`,
    qualityOther: `${QUALITY_BASE}/other/OTH`,
    qualitySearch: `${QUALITY_BASE}/search`,
    qualityPlant: `${QUALITY_BASE}/plant/index`,
    lotSearch: `${QUALITY_BASE}/search/:prodcat/lotsearch`,
    lotDetail: `${QUALITY_BASE}/search/:prodcat/lotdetail/:lotnum`,
    manualLotSearch: `${QUALITY_BASE}/msearch/:prodcat/lotsearch`,
    manualLotDetail: `${QUALITY_BASE}/msearch/:prodcat/lotdetail/:lotnum`,
    ...perStep('serialInspection', `${QUALITY_BASE}/prd/:prodcat/:srlno`, INSPECTION_STEPS),
    ...perStep('lotSerialInspection', `${QUALITY_BASE}/mprd/:prodcat/:srlno/:lotnum`, INSPECTION_STEPS),
    lotInspection: `${QUALITY_BASE}/nsrlprd/:prodcat/:plant/:srlno/:ordtype/assigndefects`,
    ...perStep('materialInspection', `${QUALITY_BASE}/mtrl/:prodcat/:plant/:mtrlno/:srlno/:docnum/:ordertype`, [
      'assigndefects',
      'summary',
    ]),
    closeLot: `${QUALITY_BASE}/closelot`,
  }),
  ...under(grant('QM', 'IQ08'), { equipmentLock: `${QUALITY_BASE}/equipment/lock` }),
  // equipment and imaging
  ...under(grant('IM', 'IQ03'), { equipment: '/supplier/warehouse/invmgmt/equipment/index' }),
  ...under(grant('IM', 'IMAGING'), { imaging: '/supplier/warehouse/invmgmt/imaging/index' }),
  // equipment receipt requests: equipment announced outside a PO or notice
  ...under(grant('MM', 'MIGO'), { receiptRequests: '/supplier/warehouse/invmgmt/equipment/requests' }),
  // returns to vendor (122 against a receipt, 161 on a purchase order), shipped through outbound
  ...under(grant('MM', 'RTV'), {
    vendorReturns: '/supplier/warehouse/vendorreturns/index',
    vendorReturn: '/supplier/warehouse/vendorreturns/:deliveryNumber',
  }),
  // the repair loop: repair orders (units to the vendor for repair and back)
  ...under(grant('MM', 'REPAIR'), { repairOrders: '/supplier/warehouse/repairorders/index' }),
  // customer returns: return orders (desktop) and their receipt (handheld)
  ...under(grant('SD', 'RMA'), {
    returnOrders: '/supplier/warehouse/returns/index',
    returnReceipt: '/supplier/warehouse/wm/returns/receive',
  }),
  // inventory, second half: serial count, cost centre issue, warehouse preferences, transfer posting
  ...under(grant('WM', 'LI11'), {
    piSerialSearch: '/supplier/warehouse/wm/pi/serialcount/search/:searchtype',
    piSerialCount: '/supplier/warehouse/wm/pi/serialcount/scan',
  }),
  ...under(grant('WM', 'MB1A'), {
    costCenterSource: '/supplier/warehouse/wm/costcenter/source',
    costCenterAddMaterial: '/supplier/warehouse/wm/costcenter/addmaterial',
    costCenterMaterialList: '/supplier/warehouse/wm/costcenter/matlist',
  }),
  ...under(grant('WM', 'LX03'), {
    userPrefs: '/supplier/warehouse/wm/userprefs',
    userPrefsIndex: '/supplier/warehouse/wm/userprefs/index',
  }),
  ...under(grant('IM', 'MB1B'), { transferPosting: '/supplier/warehouse/xferposting/index' }),
  // the dock and the supplier side: shipping notices, receiving area, dock slots, service desk, tcode launcher
  ...under(grant('MM', 'ME23N'), { asnIndex: '/supplier/asn/index' }),
  // the supplier's repair orders and the announcement of their return shipment
  ...under(grant('MM', 'ASN'), { supplierRepairOrders: '/supplier/repairorders/index' }),
  ...under(grant('MM', 'ASN'), { asnNew: '/supplier/asn/new/:purchaseOrderNo' }),
  ...under(grant('MM', 'ME23N'), { asnView: '/supplier/asn/view/:asnNumber' }),
  ...under(grant('WM', 'ZREC'), { receivingHome: '/supplier/warehouse/zrec/home', receivingScan: '/supplier/warehouse/zrec/index' }),
  ...under(grant('WM', 'SCHD'), { dockSchedule: '/supplier/warehouse/schd/new' }),
  ...under(grant('PORTAL', 'SDSK'), { serviceDesk: '/supplier/warehouse/sdsk/meta' }),
  ...under('signed-in', { command: '/command' }),
  // offline journal: the device's postings waiting for the network
  ...under('signed-in', { offlineJournal: '/supplier/warehouse/offline/journal' }),
  // shipping and labels: packing and HUs (handheld), shipments and POD (desktop), setup (administrators)
  ...under(grant('SD', 'VL02N'), { packing: '/supplier/warehouse/wm/pack', handlingUnit: '/supplier/warehouse/wm/hu/:handlingUnitNumber' }),
  ...under(grant('SD', 'VT02N'), { shipments: '/supplier/warehouse/shipment/index' }),
  ...under(grant('SD', 'POD'), {
    bulkPod: '/supplier/warehouse/shipment/bulkpod',
    shipmentPod: '/supplier/warehouse/shipment/:shipmentNumber/pod',
  }),
  ...under(grant('ADMIN', 'SHIPCFG'), { shippingSetup: '/supplier/admin/shipping' }),
  // dashboards: the warehouse dashboard of the user's plants, the supplier scorecard
  ...under(grant('WM', 'KPI'), {
    warehouseDashboard: '/supplier/warehouse/dashboard',
    // the arrivals behind the dock-to-stock figures
    dockToStockArrivals: '/supplier/warehouse/dashboard/dock-to-stock',
  }),
  ...under(grant('MM', 'SCORE'), { supplierScorecard: '/supplier/scorecard' }),
};

export type PageName = keyof typeof pageTable;
type PathOf<N extends PageName> = (typeof pageTable)[N]['path'];

/** The `:name` parameters of a path pattern, as a union of names. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a page: exactly its path's, each a string or number. */
export type PageParams<N extends PageName> = { [K in ParamNames<PathOf<N>>]: string | number };

/** A page without parameters takes none; a page with parameters takes exactly its own. */
export type HrefArgs<N extends PageName> = [ParamNames<PathOf<N>>] extends [never] ? [] : [params: PageParams<N>];

/** Every page as a list, in the table's order (the server's routes, the command launcher). */
export const pages: PageDef[] = Object.entries(pageTable).map(([name, page]) => ({ name: name as PageName, ...page }));

/**
 * The catalogue key of a page's title (the browser tab and the history list: `page.<name>`, a step's
 * `/` as `.`). Every page has one (pages.test.ts); t() it when shown, never at module load.
 */
export const pageTitleKey = (name: PageName): MessageId => `page.${name.replace('/', '.')}` as MessageId;

/** The address of a page: its path with each parameter filled in, URI-encoded. */
export function href<N extends PageName>(page: N, ...args: HrefArgs<N>): string {
  const params: Record<string, string | number | undefined> = args[0] ?? {};
  return pageTable[page].path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${page}): parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** A query string added to an address; undefined values are left out, the others URI-encoded. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const parts = Object.entries(query).flatMap(([name, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}
