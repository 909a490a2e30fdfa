import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';
import { AdminUsers } from './screens/admin/AdminUsers';
import { DefaultPage } from './screens/profile/DefaultPage';
import { EditProfile } from './screens/profile/EditProfile';
import { Handheld } from './screens/profile/Handheld';
import { PrinterApp } from './screens/profile/PrinterApp';
import { WarehouseMenu } from './screens/warehouse/WarehouseMenu';

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
  // stock visibility and bin moves (issue 6): one chunk per screen
  '/supplier/warehouse/invmgmt/stock/index': lazyScreen(() => import('./screens/stock/StockOverview')),
  '/supplier/warehouse/invmgmt/storagebin/index': lazyScreen(() => import('./screens/stock/StorageBins')),
};
