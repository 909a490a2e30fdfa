import { type Access, grantKey, mayPostMovement } from './access';
import type { MenuItem } from './contracts/users/schemas';
import { englishTranslator, type MessageId, t } from './i18n';
import { type HrefArgs, href, type PageName, pageTable } from './pages';
import { STOCK_TO_STOCK_TYPES, stockToStockText } from './stock-to-stock';

/**
 * The one list of menu entries. An entry names its page in the page table (src/shared/pages.ts)
 * and is shown only when the user may open it (the page's access). A new screen adds its page to
 * pages.ts and, if it belongs in a menu, one line here.
 */
export interface MenuEntry {
  /** The entry's name in the catalogue (`menu.<name>`). */
  label: MessageId;
  /** The entry's name in the reader's language: read when shown (a getter: never at module load). */
  readonly desc: string;
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

/** The entry of a page (with its parameters, if it has any), named by its catalogue key. */
function entry<N extends PageName>(label: MessageId, page: N, ...params: HrefArgs<N>): MenuEntry {
  return {
    label,
    page,
    url: href(page, ...params),
    get desc() {
      return t(label);
    },
  };
}

/** The stock-to-stock entry of a movement type: "Stock to Stock 321 Quality inspection to unrestricted". */
function stockToStockEntry(type: (typeof STOCK_TO_STOCK_TYPES)[number]['type']): MenuEntry {
  return {
    label: 'menu.stockToStock',
    page: 's2sSource',
    url: href('s2sSource', { mvttype: type }),
    movementType: type,
    get desc() {
      return t('menu.stockToStock', { type, text: stockToStockText(type) });
    },
  };
}

/** An entry's name in English (the spec's names: a typed command may use them in any language). */
export function englishName(entry: MenuEntry): string {
  return entry.label === 'menu.stockToStock' ? '' : englishTranslator.t(entry.label);
}

/** Warehouse functions, in the order the warehouse menu shows them. */
export const warehouseEntries: MenuEntry[] = [
  entry('menu.goodsReceipt', 'goodsReceipt'),
  entry('menu.receiving', 'receivingHome'),
  entry('menu.putaway', 'putaway'),
  entry('menu.binToBin', 'binToBin'),
  // one entry per stock-to-stock movement type: quality and blocked stock can be released from the menu
  ...STOCK_TO_STOCK_TYPES.map(({ type }) => stockToStockEntry(type)),
  entry('menu.costCenterIssue', 'costCenterSource'),
  entry('menu.transferOrders', 'transferOrders'),
  entry('menu.picking', 'picking'),
  entry('menu.transferPosting', 'transferPosting'),
  entry('menu.stockInquiry', 'stockInquiry'),
  entry('menu.stockOverview', 'stockOverview'),
  entry('menu.storageBins', 'storageBins'),
  entry('menu.physicalInventory', 'piDocuments'),
  entry('menu.physicalInventoryCount', 'piCount', { counttype: 'bin' }),
  entry('menu.serialCount', 'piSerialCount'),
  entry('menu.deliveriesDue', 'deliveriesDue'),
  entry('menu.deliveries', 'deliveries'),
  entry('menu.shipments', 'shipments'),
  entry('menu.bulkProofOfDelivery', 'bulkPod'),
  entry('menu.equipment', 'equipment'),
  entry('menu.equipmentReceiptRequests', 'receiptRequests'),
  entry('menu.returnOrders', 'returnOrders'),
  entry('menu.returnReceipt', 'returnReceipt'),
  entry('menu.vendorReturns', 'vendorReturns'),
  entry('menu.repairOrders', 'repairOrders'),
  entry('menu.imaging', 'imaging'),
  entry('menu.quality', 'qualityHome'),
  entry('menu.scheduling', 'dockSchedule'),
  entry('menu.serviceDesk', 'serviceDesk'),
  entry('menu.userPreferences', 'userPrefsIndex'),
  // shipping and labels
  entry('menu.packing', 'packing'),
  // dashboards
  entry('menu.warehouseDashboard', 'warehouseDashboard'),
  entry('menu.materialDocuments', 'materialDocuments'),
];

/** The user's own settings; also shown on the warehouse menu, so a handheld reaches them. */
export const profileEntries: MenuEntry[] = [
  entry('menu.editProfile', 'profileEdit'),
  entry('menu.defaultPage', 'profileDefaultPage'),
  entry('menu.notifications', 'profileNotifications'),
  entry('menu.signInHandheld', 'profileHandheld'),
];

/** Documents of the user's own vendor (suppliers) or plants (warehouse users), read-only. */
export const purchasingEntries: MenuEntry[] = [
  entry('menu.purchaseOrders', 'purchaseOrders'),
  // the supplier side
  entry('menu.shippingNotices', 'asnIndex'),
  entry('menu.supplierRepairOrders', 'supplierRepairOrders'),
  entry('menu.dockScheduling', 'dockSchedule'),
  entry('menu.serviceDesk', 'serviceDesk'),
  entry('menu.command', 'command'),
  // dashboards: a supplier's own scorecard, administrators' across suppliers
  entry('menu.supplierScorecard', 'supplierScorecard'),
];

export const adminEntries: MenuEntry[] = [
  entry('menu.usersAndRoles', 'adminUsers'),
  entry('menu.apiTokens', 'adminTokens'),
  entry('menu.import', 'adminImport'),
  entry('menu.ledgerCheck', 'adminLedgerCheck'),
  entry('menu.mail', 'adminMail'),
  entry('menu.auditTrail', 'adminAudit'),
  entry('menu.edi', 'adminEdi'),
  // shipping and labels
  entry('menu.carriersAndPrinters', 'shippingSetup'),
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
  if (offersWarehouseMenu(user, warehouse)) menu.push(item(t('menu.warehouse'), WAREHOUSE_MENU_PATH, items(warehouse)));
  // a group the user sees any entry of opens its first one
  for (const [desc, visible] of [
    ['menu.purchasing', purchasingFor(user)],
    ['menu.administration', visibleEntries(user, adminEntries)],
  ] as const) {
    if (visible.length > 0) menu.push(item(t(desc), visible[0]?.url ?? '', items(visible)));
  }
  const profile = items(visibleEntries(user, profileEntries));
  // spec: 'Download Print App' is shown to warehouse users only
  if (user.isWarehouseUser && visibleEntries(user, [entry('downloadPrintApp', 'printerApp')]).length > 0) {
    profile.push(item(t('downloadPrintApp'), PRINT_APP_PAGE));
  }
  profile.push(item(t('menu.logout'), LOGOUT_PATH));
  menu.push(item(t('menu.profile'), profileEntries[0]?.url ?? '', profile));
  return menu;
}

/** Pages a user may choose as the page to land on after sign-in. */
export function defaultPageOptions(user: MenuUser): MenuEntry[] {
  const list: MenuEntry[] = [];
  const warehouse = warehouseFor(user);
  if (offersWarehouseMenu(user, warehouse)) list.push(entry('menu.warehouseMenu', 'warehouseMenu'));
  list.push(...warehouse);
  list.push(...purchasingFor(user));
  list.push(...visibleEntries(user, adminEntries));
  list.push(...visibleEntries(user, profileEntries).filter((e) => e.page !== 'profileHandheld'));
  return list;
}
