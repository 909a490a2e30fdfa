import { type Access, grantKey, mayPostMovement } from './access';
import type { MenuItem } from './contracts/users/schemas';
import { pages as allPages, type PageDef } from './pages';
import { STOCK_TO_STOCK_TYPES } from './stock-to-stock';

/**
 * The one list of menu entries. An entry is shown only when its screen exists (its page is in
 * src/shared/pages.ts) and the user may open it (the page's access). A new screen adds its page
 * to pages.ts and, if it belongs in a menu, one line here.
 */
export interface MenuEntry {
  desc: string;
  /** What the link opens. */
  url: string;
  /** The page pattern behind `url` when it has parameters (defaults to `url`). */
  page?: string;
  /** The movement type the entry posts: shown only to users granted it (shared/access.ts mayPostMovement). */
  movementType?: string;
}

export const WAREHOUSE_MENU_PATH = '/supplier/warehouse/menu/index';
export const LOGOUT_PATH = '/supplier/logout';
export const PRINT_APP_PAGE = '/supplier/profile/printerApp';
export const PRINT_APP_DOWNLOAD = '/supplier/profile/download';

/** Warehouse functions, in the order the warehouse menu shows them. */
export const warehouseEntries: MenuEntry[] = [
  { desc: 'Goods Receipt', url: '/supplier/warehouse/goodsreceipt/index' },
  { desc: 'Receiving', url: '/supplier/warehouse/zrec/home' },
  { desc: 'Put-away', url: '/supplier/warehouse/wm/putaway' },
  { desc: 'Bin to Bin', url: '/supplier/warehouse/wm/b2b' },
  // one entry per stock-to-stock movement type: quality and blocked stock can be released from the menu
  ...STOCK_TO_STOCK_TYPES.map(({ type, text }) => ({
    desc: `Stock to Stock ${type} ${text}`,
    url: `/supplier/warehouse/wm/s2s/source/${type}`,
    page: '/supplier/warehouse/wm/s2s/source/:mvttype',
    movementType: type,
  })),
  { desc: 'Cost Center Issue', url: '/supplier/warehouse/wm/costcenter/source' },
  { desc: 'Transfer Orders', url: '/supplier/warehouse/wm/transferorders' },
  { desc: 'Picking', url: '/supplier/warehouse/wm/pick' },
  { desc: 'Transfer Posting', url: '/supplier/warehouse/xferposting/index' },
  { desc: 'Stock Inquiry', url: '/supplier/warehouse/wm/si/home' },
  { desc: 'Stock Overview', url: '/supplier/warehouse/invmgmt/stock/index' },
  { desc: 'Storage Bins', url: '/supplier/warehouse/invmgmt/storagebin/index' },
  { desc: 'Physical Inventory', url: '/supplier/warehouse/invmgmt/pi/index' },
  { desc: 'Physical Inventory Count', url: '/supplier/warehouse/wm/pi/count/bin', page: '/supplier/warehouse/wm/pi/count/:counttype' },
  { desc: 'Serial Count', url: '/supplier/warehouse/wm/pi/serialcount/scan' },
  { desc: 'Deliveries Due', url: '/supplier/warehouse/deliverydue/index' },
  { desc: 'Deliveries', url: '/supplier/warehouse/delivery/index' },
  { desc: 'Shipments', url: '/supplier/warehouse/shipment/index' },
  { desc: 'Bulk Proof of Delivery', url: '/supplier/warehouse/shipment/bulkpod' },
  { desc: 'Equipment', url: '/supplier/warehouse/invmgmt/equipment/index' },
  { desc: 'Equipment Receipt Requests', url: '/supplier/warehouse/invmgmt/equipment/requests' },
  { desc: 'Imaging', url: '/supplier/warehouse/invmgmt/imaging/index' },
  { desc: 'Quality', url: '/supplier/warehouse/iqms/home/BU' },
  { desc: 'Scheduling', url: '/supplier/warehouse/schd/new' },
  { desc: 'Service Desk', url: '/supplier/warehouse/sdsk/meta' },
  { desc: 'User Preferences', url: '/supplier/warehouse/wm/userprefs/index' },
  // shipping and labels (issue 14)
  { desc: 'Packing', url: '/supplier/warehouse/wm/pack' },
];

/** The user's own settings; also shown on the warehouse menu, so a handheld reaches them. */
export const profileEntries: MenuEntry[] = [
  { desc: 'Edit Profile', url: '/supplier/profile/edit' },
  { desc: 'Default Page', url: '/supplier/profile/defaultPage' },
  { desc: 'Sign in a Handheld', url: '/supplier/profile/handheld' },
];

/** Documents of the user's own vendor (suppliers) or plants (warehouse users), read-only. */
export const purchasingEntries: MenuEntry[] = [
  { desc: 'Purchase Orders', url: '/supplier/purchaseorders/index' },
  // the supplier side (issue 17)
  { desc: 'Shipping Notices', url: '/supplier/asn/index' },
  { desc: 'Dock Scheduling', url: '/supplier/warehouse/schd/new' },
  { desc: 'Service Desk', url: '/supplier/warehouse/sdsk/meta' },
  { desc: 'Command', url: '/command' },
];

export const adminEntries: MenuEntry[] = [
  { desc: 'Users and Roles', url: '/supplier/admin/users' },
  { desc: 'API Tokens', url: '/supplier/admin/tokens' },
  { desc: 'Import', url: '/supplier/admin/import' },
  { desc: 'Ledger Check', url: '/supplier/admin/ledger-check' },
  // shipping and labels (issue 14)
  { desc: 'Carriers and Printers', url: '/supplier/admin/shipping' },
];

export interface MenuUser {
  grants: ReadonlySet<string> | readonly string[];
  isWarehouseUser: boolean;
  isAdmin?: boolean;
}

export function hasAccess(user: MenuUser, access: Access): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  const key = grantKey(access.module, access.tcode);
  return 'has' in user.grants ? user.grants.has(key) : user.grants.includes(key);
}

/** The entries whose screens exist and that the user may open. */
export function visibleEntries(user: MenuUser, entries: readonly MenuEntry[], pages: readonly PageDef[] = allPages): MenuEntry[] {
  return entries.filter((entry) => {
    const page = pages.find((p) => p.path === (entry.page ?? entry.url));
    if (page === undefined || !hasAccess(user, page.access)) return false;
    if (entry.movementType === undefined) return true;
    const grants = 'has' in user.grants ? user.grants : new Set(user.grants);
    return mayPostMovement({ grants, isAdmin: user.isAdmin ?? false }, entry.movementType);
  });
}

const item = (desc: string, url: string, sub_links: MenuItem[] = []): MenuItem => ({ desc, url, sub_links });
const items = (entries: readonly MenuEntry[]): MenuItem[] => entries.map((e) => item(e.desc, e.url));

/**
 * Screens on both the warehouse and the purchasing lists (dock scheduling, service desk): a warehouse
 * user finds them under Warehouse, a supplier under Purchasing (and lands on its purchase orders).
 */
function warehouseFor(user: MenuUser, pages: readonly PageDef[]): MenuEntry[] {
  const visible = visibleEntries(user, warehouseEntries, pages);
  return user.isWarehouseUser ? visible : visible.filter((e) => !purchasingEntries.some((p) => p.url === e.url));
}
function purchasingFor(user: MenuUser, pages: readonly PageDef[]): MenuEntry[] {
  const visible = visibleEntries(user, purchasingEntries, pages);
  return user.isWarehouseUser ? visible.filter((e) => !warehouseEntries.some((w) => w.url === e.url)) : visible;
}
/** The warehouse menu is offered when its page exists and the user works in the warehouse or sees one of its entries. */
function offersWarehouseMenu(user: MenuUser, pages: readonly PageDef[], warehouse: readonly MenuEntry[]): boolean {
  return pages.some((p) => p.path === WAREHOUSE_MENU_PATH) && (user.isWarehouseUser || warehouse.length > 0);
}

/** The menu of GET /supplier/profile/menu: nested `{desc, url, sub_links}`. */
export function buildMenu(user: MenuUser, pages: readonly PageDef[] = allPages): MenuItem[] {
  const menu: MenuItem[] = [];
  const warehouse = warehouseFor(user, pages);
  if (offersWarehouseMenu(user, pages, warehouse)) menu.push(item('Warehouse', WAREHOUSE_MENU_PATH, items(warehouse)));
  // a group the user sees any entry of opens its first one
  for (const [desc, visible] of [
    ['Purchasing', purchasingFor(user, pages)],
    ['Administration', visibleEntries(user, adminEntries, pages)],
  ] as const) {
    if (visible.length > 0) menu.push(item(desc, visible[0]?.url ?? '', items(visible)));
  }
  const profile = items(visibleEntries(user, profileEntries, pages));
  // spec: 'Download Print App' is shown to warehouse users only
  if (user.isWarehouseUser && visibleEntries(user, [{ desc: 'Download Print App', url: PRINT_APP_PAGE }], pages).length > 0) {
    profile.push(item('Download Print App', PRINT_APP_PAGE));
  }
  profile.push(item('Logout', LOGOUT_PATH));
  menu.push(item('Profile', profileEntries[0]?.url ?? '', profile));
  return menu;
}

/** Pages a user may choose as the page to land on after sign-in. */
export function defaultPageOptions(user: MenuUser, pages: readonly PageDef[] = allPages): MenuEntry[] {
  const list: MenuEntry[] = [];
  const warehouse = warehouseFor(user, pages);
  if (offersWarehouseMenu(user, pages, warehouse)) list.push({ desc: 'Warehouse Menu', url: WAREHOUSE_MENU_PATH });
  list.push(...warehouse);
  list.push(...purchasingFor(user, pages));
  list.push(...visibleEntries(user, adminEntries, pages));
  list.push(...visibleEntries(user, profileEntries, pages).filter((e) => e.url !== '/supplier/profile/handheld'));
  return list;
}
