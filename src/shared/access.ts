/**
 * Authorization objects: every page, JSON route and API route is guarded by one of these.
 * A (module, transaction code) grant comes from the user's roles; 'public' needs nothing and
 * 'signed-in' needs only a session. Administrators hold the ADMIN module.
 */
export type Access = 'public' | 'signed-in' | { module: Module; tcode: string };

import { t } from './i18n';
import type { MessageId } from './i18n/catalogue';

export const modules = ['PORTAL', 'MM', 'IM', 'WM', 'SD', 'QM', 'ADMIN', 'INTEGRATION'] as const;
export type Module = (typeof modules)[number];

/** What a transaction code allows, in the reader's language ("Goods receipt ..." / "Wareneingang ..."). */
export function tcodeText(module: string, tcode: string): string {
  const known = (tcodes[module as Module] as Record<string, string> | undefined)?.[tcode];
  return known === undefined ? '' : t(`tcode.${module}.${tcode}` as MessageId);
}

/** The transaction codes the portal knows, per module, with what they allow. */
export const tcodes = {
  PORTAL: {
    PRINTAPP: 'Download the print app',
    // the service desk
    SDSK: 'Service desk tickets',
  },
  MM: {
    MIGO: 'Goods receipt for purchase and stock transport orders',
    ME23N: 'Display purchase orders',
    // the supplier side
    ASN: 'Confirm purchase orders and announce shipments (suppliers)',
    // the supplier scorecard: administrators across suppliers, a supplier its own
    SCORE: 'Supplier scorecard (suppliers: their own)',
    // returns to vendor: 122 against a receipt, 161 on a purchase order, shipped through outbound
    RTV: 'Returns to vendor',
    // the repair loop: repair orders, units sent to the vendor for repair (541) and received back (101)
    REPAIR: 'Repair orders: send units to the vendor for repair and receive them back',
  },
  IM: {
    MMBE: 'Stock overview',
    MB1B: 'Transfer posting',
    MB51: 'Material documents',
    MBST: 'Reverse a material document',
    MI01: 'Physical inventory documents',
    MI07: 'Post physical-inventory differences',
    IQ03: 'Equipment and serial numbers',
    IMAGING: 'Equipment imaging',
  },
  WM: {
    LS03N: 'Storage bins',
    LX03: 'Stock inquiry',
    LT01: 'Create transfer orders (put-away, bin to bin)',
    LT12: 'Confirm transfer orders',
    LI11: 'Physical inventory counting',
    MB1A: 'Goods issue to cost centre',
    ZREC: 'Receiving (dock arrival)',
    SCHD: 'Dock scheduling',
    // the warehouse dashboard: KPIs of the user's plants
    KPI: 'Warehouse dashboard',
  },
  SD: {
    VL06O: 'Deliveries due',
    VL02N: 'Deliveries',
    VT02N: 'Shipments',
    POD: 'Proof of delivery',
    // customer returns: return orders (RMA) and their receipt (651)
    RMA: 'Customer returns (return orders)',
  },
  QM: { QA32: 'Quality lots', IQ08: 'Equipment lock' },
  ADMIN: {
    SU01: 'Users, roles and grants',
    CACHE: 'Refresh cached lookups',
    TOKENS: 'Service accounts and API tokens',
    IMPORT: 'Import master data and opening stock from CSV files',
    // shipping and labels
    SHIPCFG: 'Carriers, shipping profiles and label printers',
    // the audit trail: administrators read all of it; a supplier user holding it (a supplier administrator) its own vendor's
    AUDIT: 'Read the audit trail (supplier administrators: their own vendor’s)',
    // suppliers' own systems
    EDI: 'Supplier channels: EDI and cXML settings and messages',
  },
  /** machine callers (an ERP) through API tokens; a token's scopes are these tcodes */
  INTEGRATION: {
    MASTER: 'Load master data (plants, bins, materials, partners)',
    ORDERS: 'Load purchase, stock transport and sales orders',
    STOCK: 'Load opening stock; read stock and serial status',
    EVENTS: 'Read the event feed and receive webhooks',
    KPIS: 'Read the warehouse and supplier KPIs',
  },
} as const satisfies Record<Module, Record<string, string>>;

/** A transaction code's authorization object, checked against the table above: `grant('MM', 'ME23N')`. */
export function grant<const M extends Module, const T extends keyof (typeof tcodes)[M] & string>(
  module: M,
  tcode: T,
): { module: M; tcode: T } {
  return { module, tcode };
}

export function grantKey(module: string, tcode: string): string {
  return `${module}/${tcode}`;
}

/**
 * Whether a principal may call an endpoint, by the endpoint's own access (its contract): what the
 * server's auth hook checks, for the screens' capability flags (`mayPost`, `canPost`, ...) so a button
 * shows exactly when its call would be allowed. An API token reaches no `signed-in` endpoint.
 */
export function mayCall(principal: { grants: ReadonlySet<string>; tokenId?: number }, endpoint: { access: Access }): boolean {
  const access = endpoint.access;
  if (access === 'public') return true;
  if (access === 'signed-in') return principal.tokenId === undefined;
  return principal.grants.has(grantKey(access.module, access.tcode));
}

/**
 * Who may post which movement type (DESIGN.md section 10): the generic posting endpoint checks the
 * grant of every item's type, a reversal additionally the grant of the reversed type. `admin`:
 * initial stock entry, for administrators (and integration tokens) only.
 */
export type MovementGrant = { module: Module; tcode: string } | 'admin';

const MOVEMENT_GRANTS: [readonly string[], MovementGrant][] = [
  [['101', '102', '122', '123', '161', '162'], { module: 'MM', tcode: 'MIGO' }],
  [['201', '202', '551', '552'], { module: 'WM', tcode: 'MB1A' }],
  [['301', '302', '309', '310', '311', '312', '321', '322', '343', '344', '349', '350'], { module: 'IM', tcode: 'MB1B' }],
  [['561', '562'], 'admin'],
  [['601', '602', '641', '642'], { module: 'SD', tcode: 'VL02N' }],
  [['651', '652'], { module: 'SD', tcode: 'RMA' }],
  [['541', '542'], { module: 'MM', tcode: 'REPAIR' }],
  [['701', '702'], { module: 'IM', tcode: 'MI07' }],
  [['999'], { module: 'WM', tcode: 'LT12' }],
  [['303', '304', '305', '306'], { module: 'IM', tcode: 'MB1B' }],
];

/** The grant a movement type needs; null for a type the portal does not know (the posting refuses it as unknown). */
export function movementGrant(movementType: string): MovementGrant | null {
  return MOVEMENT_GRANTS.find(([types]) => types.includes(movementType))?.[1] ?? null;
}

/** Whether a user with these grants (and administrator flag) may post a movement type. */
export function mayPostMovement(user: { grants: ReadonlySet<string>; isAdmin: boolean }, movementType: string): boolean {
  const grant = movementGrant(movementType);
  if (grant === null) return true;
  // initial entry: administrators, and integration tokens holding the STOCK scope (opening balances)
  if (grant === 'admin') return user.isAdmin || user.grants.has(grantKey('INTEGRATION', 'STOCK'));
  return user.grants.has(grantKey(grant.module, grant.tcode));
}
