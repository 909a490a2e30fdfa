import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';
import { WarehouseMenu } from './screens/warehouse/WarehouseMenu';

// Every screen but the warehouse menu is its own chunk, loaded on first use: a handheld downloads
// the shell and the screens it opens, nothing else (admin forms, QR codes and tables stay away).
const profile = {
  edit: () => import('./screens/profile/EditProfile'),
  defaultPage: () => import('./screens/profile/DefaultPage'),
  handheld: () => import('./screens/profile/Handheld'),
  printerApp: () => import('./screens/profile/PrinterApp'),
};
const adminUsers = () => import('./screens/users/AdminUsers');
const adminTokens = () => import('./screens/api-tokens/AdminTokens');
const csvImport = () => import('./screens/integration/CsvImport');
const ledgerCheck = () => import('./screens/stock/LedgerCheck');
const goodsReceipt = () => import('./screens/goods-receipt/GoodsReceiptIndex');
const goodsReceiptOrder = () => import('./screens/goods-receipt/GoodsReceiptOrder');
const serialScreens = () => import('./screens/warehouse/SerialScreen');
const putaway = () => import('./screens/transfer-orders/Putaway');
const transferOrders = () => import('./screens/transfer-orders/TransferOrders');
const stockOverview = () => import('./screens/stock/StockOverview');
const storageBins = () => import('./screens/stock/StorageBins');
const stockInquiry = () => import('./screens/stock/StockInquiry');
const binToBin = () => import('./screens/bin-moves/BinToBin');
const offlineJournal = () => import('./screens/offline/Journal');
const stockToStock = () => import('./screens/bin-moves/StockToStock');
const purchaseOrders = () => import('./screens/orders/PurchaseOrders');
const deliveriesDue = () => import('./screens/deliveries/DeliveriesDue');
const deliveryOrder = () => import('./screens/deliveries/DeliveryOrder');
const deliveries = () => import('./screens/deliveries/Deliveries');
const picking = () => import('./screens/deliveries/Picking');
const piIndex = () => import('./screens/physical-inventory/PiIndex');
const piDocument = () => import('./screens/physical-inventory/PiDocument');
const piCount = () => import('./screens/physical-inventory/PiCount');
/** The count's addresses (a step each) share one screen component, so moving between them keeps it mounted. */
const piCountScreen = lazyScreen(piCount, 'default');
const samePiCount = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, piCountScreen]));
// quality management and equipment (issue 15)
const qualityEntry = () => import('./screens/quality/QualityEntry');
const lotSearch = () => import('./screens/quality/LotSearch');
const lotDetail = () => import('./screens/quality/LotDetail');
const inspection = () => import('./screens/quality/Inspection');
const closeLot = () => import('./screens/quality/CloseLot');
const equipmentLock = () => import('./screens/quality/EquipmentLock');
const equipmentIndex = () => import('./screens/quality/EquipmentIndex');
const receiptRequests = () => import('./screens/equipment/ReceiptRequests');
const imaging = () => import('./screens/quality/Imaging');
const IQMS = '/supplier/warehouse/iqms';
// inventory, second half (issue 16)
const piSerialCount = () => import('./screens/physical-inventory/PiSerialCount');
const costCenterIssue = () => import('./screens/cost-center/CostCenterIssue');
const wmUserPrefs = () => import('./screens/warehouse/WmUserPrefs');
const xferPosting = () => import('./screens/transfer-posting/XferPosting');
// the dock and the supplier side (issue 17)
const asnScreens = () => import('./screens/asn/AsnScreens');
const receivingHome = () => import('./screens/receiving/ReceivingHome');
const receivingScan = () => import('./screens/receiving/ReceivingScan');
const dockSchedule = () => import('./screens/receiving/DockSchedule');
const serviceDesk = () => import('./screens/service-desk/ServiceDesk');
const commandScreen = () => import('./screens/command/Command');
// shipping and labels (issue 14)
const packing = () => import('./screens/shipping/Packing');
const handlingUnit = () => import('./screens/shipping/HandlingUnit');
const shipments = () => import('./screens/shipping/Shipments');
const shipmentPod = () => import('./screens/shipping/ShipmentPod');
const bulkPod = () => import('./screens/shipping/BulkPod');
const shippingSetup = () => import('./screens/shipping/ShippingSetup');

/**
 * The screen of every page path in src/shared/pages.ts (a web test checks that none is missing).
 * Paths under /supplier/warehouse/ get the warehouse keys (F3 back, F7 menu) automatically.
 */
export const screens: Record<string, ComponentType> = {
  '/supplier/warehouse/menu/index': WarehouseMenu,
  '/supplier/profile/edit': lazyScreen(profile.edit, 'EditProfile'),
  '/supplier/profile/defaultPage': lazyScreen(profile.defaultPage, 'DefaultPage'),
  '/supplier/profile/handheld': lazyScreen(profile.handheld, 'Handheld'),
  '/supplier/profile/printerApp': lazyScreen(profile.printerApp, 'PrinterApp'),
  '/supplier/admin/users': lazyScreen(adminUsers, 'AdminUsers'),
  '/supplier/admin/tokens': lazyScreen(adminTokens, 'AdminTokens'),
  '/supplier/admin/import': lazyScreen(csvImport, 'CsvImport'),
  '/supplier/admin/ledger-check': lazyScreen(ledgerCheck, 'default'),
  // inbound and warehouse management (issue 5)
  '/supplier/warehouse/goodsreceipt/index': lazyScreen(goodsReceipt, 'GoodsReceiptIndex'),
  '/supplier/warehouse/goodsreceipt/po/:purchaseOrderNo': lazyScreen(goodsReceiptOrder, 'GoodsReceiptPo'),
  '/supplier/warehouse/goodsreceipt/sto/:stoNumber': lazyScreen(goodsReceiptOrder, 'GoodsReceiptSto'),
  '/supplier/warehouse/wm/serial/plant/:plant/sloc/:sloc/material/:mat/desc/:desc/qty/:qty': lazyScreen(serialScreens, 'SerialScreen'),
  '/supplier/warehouse/wm/serial/list/material/:mat/desc/:desc': lazyScreen(serialScreens, 'SerialList'),
  '/supplier/warehouse/wm/putaway': lazyScreen(putaway, 'Putaway'),
  '/supplier/warehouse/wm/putaway/suggested': lazyScreen(putaway, 'PutawaySuggested'),
  '/supplier/warehouse/wm/transferorders': lazyScreen(transferOrders, 'TransferOrders'),
  '/supplier/warehouse/wm/transferorders/orders': lazyScreen(transferOrders, 'TransferOrderOrders'),
  '/supplier/warehouse/wm/transferorders/search': lazyScreen(transferOrders, 'TransferOrderSearch'),
  // stock visibility and bin moves (issue 6)
  '/supplier/warehouse/invmgmt/stock/index': lazyScreen(stockOverview, 'default'),
  '/supplier/warehouse/invmgmt/storagebin/index': lazyScreen(storageBins, 'default'),
  '/supplier/warehouse/wm/si/home': lazyScreen(stockInquiry, 'SiHome'),
  '/supplier/warehouse/wm/si/mathome': lazyScreen(stockInquiry, 'SiMatHome'),
  '/supplier/warehouse/wm/si/bindetails/binNumber/:binNumber/index/:index': lazyScreen(stockInquiry, 'SiBinDetails'),
  '/supplier/warehouse/wm/si/binmatdetails/matNum/:matNumber/index/:index': lazyScreen(stockInquiry, 'SiMatDetails'),
  '/supplier/warehouse/wm/b2b': lazyScreen(binToBin, 'default'),
  // physical inventory (issue 16)
  '/supplier/warehouse/invmgmt/pi/index': lazyScreen(piIndex, 'default'),
  '/supplier/warehouse/invmgmt/pi/:piDocumentNumber': lazyScreen(piDocument, 'default'),
  ...samePiCount([
    '/supplier/warehouse/wm/pi/count/:counttype',
    '/supplier/warehouse/wm/pi/count/:counttype/bin/:bin/item/:item',
    '/supplier/warehouse/wm/pi/count/:counttype/emptybin/:emptybin',
  ]),
  '/supplier/warehouse/wm/s2s/source/:mvttype': lazyScreen(stockToStock, 'S2sSource'),
  '/supplier/warehouse/wm/s2s/destination': lazyScreen(stockToStock, 'S2sDestination'),
  '/supplier/warehouse/wm/s2s/addmaterial': lazyScreen(stockToStock, 'S2sAddMaterial'),
  '/supplier/warehouse/wm/s2s/matlist': lazyScreen(stockToStock, 'S2sMatList'),
  // outbound (issue 13)
  '/supplier/warehouse/deliverydue/index': lazyScreen(deliveriesDue, 'default'),
  '/supplier/warehouse/deliverydue/salesorder/:salesOrderNumber': lazyScreen(deliveryOrder, 'DeliveryDueSalesOrder'),
  '/supplier/warehouse/deliverydue/sto/:stoNumber': lazyScreen(deliveryOrder, 'DeliveryDueSto'),
  '/supplier/warehouse/delivery/index': lazyScreen(deliveries, 'DeliveryIndex'),
  '/supplier/warehouse/delivery/:deliveryNumber': lazyScreen(deliveries, 'DeliveryDetail'),
  '/supplier/warehouse/wm/pick': lazyScreen(picking, 'default'),
  // purchasing (the supplier's view)
  '/supplier/purchaseorders/index': lazyScreen(purchaseOrders, 'PurchaseOrderList'),
  '/supplier/purchaseorders/po/:purchaseOrderNo': lazyScreen(purchaseOrders, 'PurchaseOrderDetail'),
  // quality management and equipment (issue 15)
  ...Object.fromEntries(
    ['home/BU', 'other/OTH', 'plant/index', 'search'].map((p) => [`${IQMS}/${p}`, lazyScreen(qualityEntry, 'default')]),
  ),
  [`${IQMS}/search/:prodcat/lotsearch`]: lazyScreen(lotSearch, 'default'),
  [`${IQMS}/msearch/:prodcat/lotsearch`]: lazyScreen(lotSearch, 'default'),
  [`${IQMS}/search/:prodcat/lotdetail/:lotnum`]: lazyScreen(lotDetail, 'default'),
  [`${IQMS}/msearch/:prodcat/lotdetail/:lotnum`]: lazyScreen(lotDetail, 'default'),
  ...Object.fromEntries(
    [
      ...['assigndefects', 'summary', 'repair', 'validate'].map((s) => `prd/:prodcat/:srlno/${s}`),
      ...['assigndefects', 'repair', 'summary', 'validate'].map((s) => `mprd/:prodcat/:srlno/:lotnum/${s}`),
      'nsrlprd/:prodcat/:plant/:srlno/:ordtype/assigndefects',
      'mtrl/:prodcat/:plant/:mtrlno/:srlno/:docnum/:ordertype/assigndefects',
      'mtrl/:prodcat/:plant/:mtrlno/:srlno/:docnum/:ordertype/summary',
    ].map((p) => [`${IQMS}/${p}`, lazyScreen(inspection, 'default')]),
  ),
  [`${IQMS}/closelot`]: lazyScreen(closeLot, 'default'),
  [`${IQMS}/equipment/lock`]: lazyScreen(equipmentLock, 'default'),
  '/supplier/warehouse/invmgmt/equipment/index': lazyScreen(equipmentIndex, 'default'),
  '/supplier/warehouse/invmgmt/equipment/requests': lazyScreen(receiptRequests, 'default'),
  '/supplier/warehouse/invmgmt/imaging/index': lazyScreen(imaging, 'default'),
  // inventory, second half (issue 16)
  '/supplier/warehouse/wm/pi/serialcount/search/:searchtype': lazyScreen(piSerialCount, 'PiSerialSearch'),
  '/supplier/warehouse/wm/pi/serialcount/scan': lazyScreen(piSerialCount, 'default'),
  '/supplier/warehouse/wm/costcenter/source': lazyScreen(costCenterIssue, 'CcSource'),
  '/supplier/warehouse/wm/costcenter/addmaterial': lazyScreen(costCenterIssue, 'CcAddMaterial'),
  '/supplier/warehouse/wm/costcenter/matlist': lazyScreen(costCenterIssue, 'CcMatList'),
  '/supplier/warehouse/wm/userprefs': lazyScreen(wmUserPrefs, 'default'),
  '/supplier/warehouse/wm/userprefs/index': lazyScreen(wmUserPrefs, 'default'),
  '/supplier/warehouse/xferposting/index': lazyScreen(xferPosting, 'default'),
  // the dock and the supplier side (issue 17)
  '/supplier/asn/index': lazyScreen(asnScreens, 'AsnIndex'),
  '/supplier/asn/new/:purchaseOrderNo': lazyScreen(asnScreens, 'AsnNew'),
  '/supplier/asn/view/:asnNumber': lazyScreen(asnScreens, 'AsnDetail'),
  '/supplier/warehouse/zrec/home': lazyScreen(receivingHome, 'default'),
  '/supplier/warehouse/zrec/index': lazyScreen(receivingScan, 'default'),
  '/supplier/warehouse/schd/new': lazyScreen(dockSchedule, 'default'),
  '/supplier/warehouse/sdsk/meta': lazyScreen(serviceDesk, 'default'),
  '/command': lazyScreen(commandScreen, 'default'),
  // offline journal (issue 20)
  '/supplier/warehouse/offline/journal': lazyScreen(offlineJournal, 'default'),
  // shipping and labels (issue 14)
  '/supplier/warehouse/wm/pack': lazyScreen(packing, 'default'),
  '/supplier/warehouse/wm/hu/:handlingUnitNumber': lazyScreen(handlingUnit, 'default'),
  '/supplier/warehouse/shipment/index': lazyScreen(shipments, 'default'),
  '/supplier/warehouse/shipment/bulkpod': lazyScreen(bulkPod, 'default'),
  '/supplier/warehouse/shipment/:shipmentNumber/pod': lazyScreen(shipmentPod, 'default'),
  '/supplier/admin/shipping': lazyScreen(shippingSetup, 'default'),
};
