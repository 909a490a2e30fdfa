import type { ComponentType } from 'react';
import { AdminUsers } from './screens/admin/AdminUsers';
import { DefaultPage } from './screens/profile/DefaultPage';
import { EditProfile } from './screens/profile/EditProfile';
import { Handheld } from './screens/profile/Handheld';
import { PrinterApp } from './screens/profile/PrinterApp';
import { WarehouseMenu } from './screens/warehouse/WarehouseMenu';
import { lazyScreen } from './screens/wm/lazy-screen';

// inbound and warehouse management: one chunk each, loaded on first use
const goodsReceipt = () => import('./screens/goodsreceipt/GoodsReceiptIndex');
const goodsReceiptOrder = () => import('./screens/goodsreceipt/GoodsReceiptOrder');
const serialScreens = () => import('./screens/wm/SerialScreen');
const putaway = () => import('./screens/wm/Putaway');
const transferOrders = () => import('./screens/wm/TransferOrders');

/**
 * The screen of every page path in src/shared/pages.ts (a web test checks that none is missing).
 * Paths under /supplier/warehouse/ get the warehouse keys (F3 back, F7 menu) automatically.
 */
export const screens: Record<string, ComponentType> = {
  '/supplier/warehouse/menu/index': WarehouseMenu,
  '/supplier/profile/edit': EditProfile,
  '/supplier/profile/defaultPage': DefaultPage,
  '/supplier/profile/handheld': Handheld,
  '/supplier/profile/printerApp': PrinterApp,
  '/supplier/admin/users': AdminUsers,
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
};
