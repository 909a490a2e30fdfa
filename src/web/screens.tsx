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
  '/supplier/warehouse/wm/si/home': lazyScreen(() => import('./screens/wm/StockInquiry').then((m) => ({ default: m.SiHome }))),
  '/supplier/warehouse/wm/si/mathome': lazyScreen(() => import('./screens/wm/StockInquiry').then((m) => ({ default: m.SiMatHome }))),
  '/supplier/warehouse/wm/si/bindetails/binNumber/:binNumber/index/:index': lazyScreen(() =>
    import('./screens/wm/StockInquiry').then((m) => ({ default: m.SiBinDetails })),
  ),
  '/supplier/warehouse/wm/si/binmatdetails/matNum/:matNumber/index/:index': lazyScreen(() =>
    import('./screens/wm/StockInquiry').then((m) => ({ default: m.SiMatDetails })),
  ),
  '/supplier/warehouse/wm/b2b': lazyScreen(() => import('./screens/wm/BinToBin')),
  '/supplier/warehouse/wm/s2s/source/:mvttype': lazyScreen(() =>
    import('./screens/wm/StockToStock').then((m) => ({ default: m.S2sSource })),
  ),
  '/supplier/warehouse/wm/s2s/destination': lazyScreen(() =>
    import('./screens/wm/StockToStock').then((m) => ({ default: m.S2sDestination })),
  ),
  '/supplier/warehouse/wm/s2s/addmaterial': lazyScreen(() =>
    import('./screens/wm/StockToStock').then((m) => ({ default: m.S2sAddMaterial })),
  ),
  '/supplier/warehouse/wm/s2s/matlist': lazyScreen(() => import('./screens/wm/StockToStock').then((m) => ({ default: m.S2sMatList }))),
};
