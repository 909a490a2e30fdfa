import type { ComponentType } from 'react';
import { INSPECTION_STEPS, type PageName, pages } from '../shared/pages';
import { lazyScreen } from './lazy-screen';
import { compilePages } from './router';
import { WarehouseMenu } from './screens/warehouse/WarehouseMenu';

// Every screen but the warehouse menu is its own chunk, loaded on first use: a handheld downloads
// the shell and the screens it opens, nothing else (admin forms, QR codes and tables stay away).
const profile = {
  edit: () => import('./screens/profile/EditProfile'),
  defaultPage: () => import('./screens/profile/DefaultPage'),
  handheld: () => import('./screens/profile/Handheld'),
  secondFactor: () => import('./screens/profile/SecondFactor'),
  printerApp: () => import('./screens/profile/PrinterApp'),
  notifications: () => import('./screens/profile/NotificationSettings'),
};
const adminUsers = () => import('./screens/users/AdminUsers');
const adminTokens = () => import('./screens/api-tokens/AdminTokens');
const csvImport = () => import('./screens/integration/CsvImport');
const ledgerCheck = () => import('./screens/stock/LedgerCheck');
const adminMail = () => import('./screens/mail/AdminMail');
const adminEdi = () => import('./screens/edi/AdminEdi');
const auditTrail = () => import('./screens/audit/AuditTrail');
const materialDocument = () => import('./screens/stock/MaterialDocument');
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
// quality management and equipment
const qualityEntry = () => import('./screens/quality/QualityEntry');
const lotSearch = () => import('./screens/quality/LotSearch');
const lotDetail = () => import('./screens/quality/LotDetail');
const inspection = () => import('./screens/quality/Inspection');
const closeLot = () => import('./screens/quality/CloseLot');
const equipmentLock = () => import('./screens/quality/EquipmentLock');
const equipmentIndex = () => import('./screens/quality/EquipmentIndex');
const receiptRequests = () => import('./screens/equipment/ReceiptRequests');
const returnOrders = () => import('./screens/returns/ReturnOrders');
const returnReceipt = () => import('./screens/returns/ReceiveReturn');
const vendorReturns = () => import('./screens/vendor-returns/VendorReturns');
const repairOrders = () => import('./screens/repair-orders/RepairOrders');
const supplierRepairOrders = () => import('./screens/repair-orders/SupplierRepairOrders');
const imaging = () => import('./screens/quality/Imaging');
// inventory, second half
const piSerialCount = () => import('./screens/physical-inventory/PiSerialCount');
const costCenterIssue = () => import('./screens/cost-center/CostCenterIssue');
const wmUserPrefs = () => import('./screens/warehouse/WmUserPrefs');
const xferPosting = () => import('./screens/transfer-posting/XferPosting');
// the dock and the supplier side
const asnScreens = () => import('./screens/asn/AsnScreens');
const receivingHome = () => import('./screens/receiving/ReceivingHome');
const receivingScan = () => import('./screens/receiving/ReceivingScan');
const dockSchedule = () => import('./screens/receiving/DockSchedule');
const serviceDesk = () => import('./screens/service-desk/ServiceDesk');
const commandScreen = () => import('./screens/command/Command');
// shipping and labels
const packing = () => import('./screens/shipping/Packing');
const handlingUnit = () => import('./screens/shipping/HandlingUnit');
const shipments = () => import('./screens/shipping/Shipments');
const shipmentPod = () => import('./screens/shipping/ShipmentPod');
const bulkPod = () => import('./screens/shipping/BulkPod');
const shippingSetup = () => import('./screens/shipping/ShippingSetup');
// dashboards
const warehouseDashboard = () => import('./screens/kpis/WarehouseDashboard');
const dockToStockArrivals = () => import('./screens/kpis/DockToStockArrivals');
const materialDocuments = () => import('./screens/stock/MaterialDocuments');
const supplierScorecard = () => import('./screens/kpis/SupplierScorecard');

/** Several pages on one screen component: moving between them (a count's steps) keeps it mounted. */
function oneScreen<N extends PageName>(names: readonly N[], screen: ComponentType): Record<N, ComponentType> {
  return Object.fromEntries(names.map((name) => [name, screen])) as Record<N, ComponentType>;
}

/** Several pages, each on its own instance of a module's default screen. */
function each<N extends PageName>(names: readonly N[], load: () => Promise<{ default: ComponentType }>): Record<N, ComponentType> {
  return Object.fromEntries(names.map((name): [N, ComponentType] => [name, lazyScreen(load, 'default')])) as Record<N, ComponentType>;
}

/**
 * The screen of every page of the page table (src/shared/pages.ts), by name: a page without a
 * screen does not compile. Paths under /supplier/warehouse/ get the warehouse keys (F3 back, F7 menu).
 */
export const screens: Record<PageName, ComponentType> = {
  warehouseMenu: WarehouseMenu,
  profileEdit: lazyScreen(profile.edit, 'EditProfile'),
  profileDefaultPage: lazyScreen(profile.defaultPage, 'DefaultPage'),
  profileHandheld: lazyScreen(profile.handheld, 'Handheld'),
  profileNotifications: lazyScreen(profile.notifications, 'NotificationSettings'),
  profileSecondFactor: lazyScreen(profile.secondFactor, 'SecondFactor'),
  printerApp: lazyScreen(profile.printerApp, 'PrinterApp'),
  adminUsers: lazyScreen(adminUsers, 'AdminUsers'),
  adminTokens: lazyScreen(adminTokens, 'AdminTokens'),
  adminImport: lazyScreen(csvImport, 'CsvImport'),
  adminLedgerCheck: lazyScreen(ledgerCheck, 'default'),
  adminMail: lazyScreen(adminMail, 'default'),
  adminAudit: lazyScreen(auditTrail, 'default'),
  adminEdi: lazyScreen(adminEdi, 'default'),
  materialDocument: lazyScreen(materialDocument, 'default'),
  // inbound and warehouse management
  goodsReceipt: lazyScreen(goodsReceipt, 'GoodsReceiptIndex'),
  goodsReceiptPo: lazyScreen(goodsReceiptOrder, 'GoodsReceiptPo'),
  goodsReceiptSto: lazyScreen(goodsReceiptOrder, 'GoodsReceiptSto'),
  serialEntry: lazyScreen(serialScreens, 'SerialScreen'),
  serialList: lazyScreen(serialScreens, 'SerialList'),
  putaway: lazyScreen(putaway, 'Putaway'),
  putawaySuggested: lazyScreen(putaway, 'PutawaySuggested'),
  transferOrders: lazyScreen(transferOrders, 'TransferOrders'),
  transferOrderOrders: lazyScreen(transferOrders, 'TransferOrderOrders'),
  transferOrderSearch: lazyScreen(transferOrders, 'TransferOrderSearch'),
  // stock visibility and bin moves
  stockOverview: lazyScreen(stockOverview, 'default'),
  storageBins: lazyScreen(storageBins, 'default'),
  stockInquiry: lazyScreen(stockInquiry, 'SiHome'),
  stockInquiryMaterial: lazyScreen(stockInquiry, 'SiMatHome'),
  stockInquiryBin: lazyScreen(stockInquiry, 'SiBinDetails'),
  stockInquiryMaterialBin: lazyScreen(stockInquiry, 'SiMatDetails'),
  binToBin: lazyScreen(binToBin, 'default'),
  // physical inventory
  piDocuments: lazyScreen(piIndex, 'default'),
  piDocument: lazyScreen(piDocument, 'default'),
  ...oneScreen(['piCount', 'piCountItem', 'piCountEmptyBin'], lazyScreen(piCount, 'default')),
  s2sSource: lazyScreen(stockToStock, 'S2sSource'),
  s2sDestination: lazyScreen(stockToStock, 'S2sDestination'),
  s2sAddMaterial: lazyScreen(stockToStock, 'S2sAddMaterial'),
  s2sMaterialList: lazyScreen(stockToStock, 'S2sMatList'),
  // outbound
  deliveriesDue: lazyScreen(deliveriesDue, 'default'),
  deliveryDueSalesOrder: lazyScreen(deliveryOrder, 'DeliveryDueSalesOrder'),
  deliveryDueSto: lazyScreen(deliveryOrder, 'DeliveryDueSto'),
  deliveries: lazyScreen(deliveries, 'DeliveryIndex'),
  delivery: lazyScreen(deliveries, 'DeliveryDetail'),
  picking: lazyScreen(picking, 'default'),
  // purchasing (the supplier's view)
  purchaseOrders: lazyScreen(purchaseOrders, 'PurchaseOrderList'),
  purchaseOrder: lazyScreen(purchaseOrders, 'PurchaseOrderDetail'),
  // quality management and equipment
  ...each(['qualityHome', 'qualityOther', 'qualityPlant', 'qualitySearch'], qualityEntry),
  ...each(['lotSearch', 'manualLotSearch'], lotSearch),
  ...each(['lotDetail', 'manualLotDetail'], lotDetail),
  ...each(
    [
      ...INSPECTION_STEPS.flatMap((step) => [`serialInspection/${step}` as const, `lotSerialInspection/${step}` as const]),
      'lotInspection',
      'materialInspection/assigndefects',
      'materialInspection/summary',
    ],
    inspection,
  ),
  closeLot: lazyScreen(closeLot, 'default'),
  equipmentLock: lazyScreen(equipmentLock, 'default'),
  equipment: lazyScreen(equipmentIndex, 'default'),
  receiptRequests: lazyScreen(receiptRequests, 'default'),
  returnOrders: lazyScreen(returnOrders, 'default'),
  returnReceipt: lazyScreen(returnReceipt, 'default'),
  vendorReturns: lazyScreen(vendorReturns, 'VendorReturnIndex'),
  vendorReturn: lazyScreen(vendorReturns, 'VendorReturnDetail'),
  repairOrders: lazyScreen(repairOrders, 'default'),
  supplierRepairOrders: lazyScreen(supplierRepairOrders, 'default'),
  imaging: lazyScreen(imaging, 'default'),
  // inventory, second half
  piSerialSearch: lazyScreen(piSerialCount, 'PiSerialSearch'),
  piSerialCount: lazyScreen(piSerialCount, 'default'),
  costCenterSource: lazyScreen(costCenterIssue, 'CcSource'),
  costCenterAddMaterial: lazyScreen(costCenterIssue, 'CcAddMaterial'),
  costCenterMaterialList: lazyScreen(costCenterIssue, 'CcMatList'),
  userPrefs: lazyScreen(wmUserPrefs, 'default'),
  userPrefsIndex: lazyScreen(wmUserPrefs, 'default'),
  transferPosting: lazyScreen(xferPosting, 'default'),
  // the dock and the supplier side
  asnIndex: lazyScreen(asnScreens, 'AsnIndex'),
  asnNew: lazyScreen(asnScreens, 'AsnNew'),
  asnView: lazyScreen(asnScreens, 'AsnDetail'),
  receivingHome: lazyScreen(receivingHome, 'default'),
  receivingScan: lazyScreen(receivingScan, 'default'),
  dockSchedule: lazyScreen(dockSchedule, 'default'),
  serviceDesk: lazyScreen(serviceDesk, 'default'),
  command: lazyScreen(commandScreen, 'default'),
  // offline journal
  offlineJournal: lazyScreen(offlineJournal, 'default'),
  // shipping and labels
  packing: lazyScreen(packing, 'default'),
  handlingUnit: lazyScreen(handlingUnit, 'default'),
  shipments: lazyScreen(shipments, 'default'),
  bulkPod: lazyScreen(bulkPod, 'default'),
  shipmentPod: lazyScreen(shipmentPod, 'default'),
  shippingSetup: lazyScreen(shippingSetup, 'default'),
  warehouseDashboard: lazyScreen(warehouseDashboard, 'default'),
  dockToStockArrivals: lazyScreen(dockToStockArrivals, 'default'),
  materialDocuments: lazyScreen(materialDocuments, 'default'),
  supplierScorecard: lazyScreen(supplierScorecard, 'default'),
};

/** The router's table: every page's path and screen, most specific pattern first (web/router.tsx matchPage). */
export const routes = compilePages(pages.map((page) => ({ path: page.path, value: { name: page.name, Screen: screens[page.name] } })));
