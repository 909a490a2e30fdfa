import { type Access, grantKey, mayPostMovement } from './access';
import type { MenuItem } from './contracts/users/schemas';
import { type HrefArgs, href, type PageName, pageTable } from './pages';
import { STOCK_TO_STOCK_TYPES } from './stock-to-stock';

/**
 * The one list of menu entries. An entry names its page in the page table (src/shared/pages.ts)
 * and is shown only when the user may open it (the page's access). A new screen adds its page to
 * pages.ts and, if it belongs in a menu, one line here.
 */
export interface MenuEntry {
  desc: string;
  /** What the link opens: the page's address. */
  url: string;
  /** The page behind `url`. */
  page: PageName;
  /** The movement type the entry posts: shown only to users granted it (shared/access.ts mayPostMovement). */
  movementType?: string;
}

export const WAREHOUSE_MENU_PATH = href('warehouseMenu');
export const LOGOUT_PATH = '/supplier/logout';
export const PRINT_APP_PAGE = href('printerApp');
export const PRINT_APP_DOWNLOAD = '/supplier/profile/download';

/** The entry of a page (with its parameters, if it has any). */
function entry<N extends PageName>(desc: string, page: N, ...params: HrefArgs<N>): MenuEntry {
  return { desc, page, url: href(page, ...params) };
}

/** Warehouse functions, in the order the warehouse menu shows them. */
export const warehouseEntries: MenuEntry[] = [
  entry('Goods Receipt', 'goodsReceipt'),
  entry('Receiving', 'receivingHome'),
  entry('Put-away', 'putaway'),
  entry('Bin to Bin', 'binToBin'),
  // one entry per stock-to-stock movement type: quality and blocked stock can be released from the menu
  ...STOCK_TO_STOCK_TYPES.map(({ type, text }) => ({
    ...entry(`Stock to Stock ${type} ${text}`, 's2sSource', { mvttype: type }),
    movementType: type,
  })),
  entry('Cost Center Issue', 'costCenterSource'),
  entry('Transfer Orders', 'transferOrders'),
  entry('Picking', 'picking'),
  entry('Transfer Posting', 'transferPosting'),
  entry('Stock Inquiry', 'stockInquiry'),
  entry('Stock Overview', 'stockOverview'),
  entry('Storage Bins', 'storageBins'),
  entry('Physical Inventory', 'piDocuments'),
  entry('Physical Inventory Count', 'piCount', { counttype: 'bin' }),
  entry('Serial Count', 'piSerialCount'),
  entry('Deliveries Due', 'deliveriesDue'),
  entry('Deliveries', 'deliveries'),
  entry('Shipments', 'shipments'),
  entry('Bulk Proof of Delivery', 'bulkPod'),
  entry('Equipment', 'equipment'),
  entry('Equipment Receipt Requests', 'receiptRequests'),
  entry('Imaging', 'imaging'),
  entry('Quality', 'qualityHome'),
  entry('Scheduling', 'dockSchedule'),
  entry('Service Desk', 'serviceDesk'),
  entry('User Preferences', 'userPrefsIndex'),
  // shipping and labels
  entry('Packing', 'packing'),
];

/** The user's own settings; also shown on the warehouse menu, so a handheld reaches them. */
export const profileEntries: MenuEntry[] = [
  entry('Edit Profile', 'profileEdit'),
  entry('Default Page', 'profileDefaultPage'),
  entry('Sign in a Handheld', 'profileHandheld'),
];

/** Documents of the user's own vendor (suppliers) or plants (warehouse users), read-only. */
export const purchasingEntries: MenuEntry[] = [
  entry('Purchase Orders', 'purchaseOrders'),
  // the supplier side
  entry('Shipping Notices', 'asnIndex'),
  entry('Dock Scheduling', 'dockSchedule'),
  entry('Service Desk', 'serviceDesk'),
  entry('Command', 'command'),
];

export const adminEntries: MenuEntry[] = [
  entry('Users and Roles', 'adminUsers'),
  entry('API Tokens', 'adminTokens'),
  entry('Import', 'adminImport'),
  entry('Ledger Check', 'adminLedgerCheck'),
  // shipping and labels
  entry('Carriers and Printers', 'shippingSetup'),
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

/** The entries the user may open (their page's access). */
export function visibleEntries(user: MenuUser, entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((entry) => {
    if (!hasAccess(user, pageTable[entry.page].access)) return false;
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
function warehouseFor(user: MenuUser): MenuEntry[] {
  const visible = visibleEntries(user, warehouseEntries);
  return user.isWarehouseUser ? visible : visible.filter((e) => !purchasingEntries.some((p) => p.url === e.url));
}
function purchasingFor(user: MenuUser): MenuEntry[] {
  const visible = visibleEntries(user, purchasingEntries);
  return user.isWarehouseUser ? visible.filter((e) => !warehouseEntries.some((w) => w.url === e.url)) : visible;
}
/** The warehouse menu is offered when the user works in the warehouse or sees one of its entries. */
function offersWarehouseMenu(user: MenuUser, warehouse: readonly MenuEntry[]): boolean {
  return user.isWarehouseUser || warehouse.length > 0;
}

/** The menu of GET /supplier/profile/menu: nested `{desc, url, sub_links}`. */
export function buildMenu(user: MenuUser): MenuItem[] {
  const menu: MenuItem[] = [];
  const warehouse = warehouseFor(user);
  if (offersWarehouseMenu(user, warehouse)) menu.push(item('Warehouse', WAREHOUSE_MENU_PATH, items(warehouse)));
  // a group the user sees any entry of opens its first one
  for (const [desc, visible] of [
    ['Purchasing', purchasingFor(user)],
    ['Administration', visibleEntries(user, adminEntries)],
  ] as const) {
    if (visible.length > 0) menu.push(item(desc, visible[0]?.url ?? '', items(visible)));
  }
  const profile = items(visibleEntries(user, profileEntries));
  // spec: 'Download Print App' is shown to warehouse users only
  if (user.isWarehouseUser && visibleEntries(user, [entry('Download Print App', 'printerApp')]).length > 0) {
    profile.push(item('Download Print App', PRINT_APP_PAGE));
  }
  profile.push(item('Logout', LOGOUT_PATH));
  menu.push(item('Profile', profileEntries[0]?.url ?? '', profile));
  return menu;
}

/** Pages a user may choose as the page to land on after sign-in. */
export function defaultPageOptions(user: MenuUser): MenuEntry[] {
  const list: MenuEntry[] = [];
  const warehouse = warehouseFor(user);
  if (offersWarehouseMenu(user, warehouse)) list.push(entry('Warehouse Menu', 'warehouseMenu'));
  list.push(...warehouse);
  list.push(...purchasingFor(user));
  list.push(...visibleEntries(user, adminEntries));
  list.push(...visibleEntries(user, profileEntries).filter((e) => e.page !== 'profileHandheld'));
  return list;
}
