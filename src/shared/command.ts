import { type Access, tcodes } from './access';
import { adminEntries, hasAccess, type MenuEntry, type MenuUser, profileEntries, purchasingEntries, warehouseEntries } from './menu';
import { pages } from './pages';

/**
 * The transaction-code launcher (/command): a tcode (MIGO, LS03N, LT12, MI07, ...) or a page name
 * opens its screen when the user holds the grant, from the same catalogue as the menu and the
 * routes (shared/access.ts, shared/pages.ts). A tcode without a screen of its own opens the
 * screen where its function lives (MI07: the physical-inventory documents, where differences are posted).
 */
const SCREEN_OF: Record<string, string> = {
  MIGO: '/supplier/warehouse/goodsreceipt/index',
  ME23N: '/supplier/purchaseorders/index',
  ASN: '/supplier/asn/index',
  MMBE: '/supplier/warehouse/invmgmt/stock/index',
  MB1B: '/supplier/warehouse/wm/s2s/source/311',
  MI01: '/supplier/warehouse/invmgmt/pi/index',
  MI07: '/supplier/warehouse/invmgmt/pi/index',
  LS03N: '/supplier/warehouse/invmgmt/storagebin/index',
  LX03: '/supplier/warehouse/wm/si/home',
  LT01: '/supplier/warehouse/wm/b2b',
  LT12: '/supplier/warehouse/wm/putaway',
  LI11: '/supplier/warehouse/wm/pi/count/bin',
  ZREC: '/supplier/warehouse/zrec/home',
  SCHD: '/supplier/warehouse/schd/new',
  SDSK: '/supplier/warehouse/sdsk/meta',
  VL06O: '/supplier/warehouse/deliverydue/index',
  VL02N: '/supplier/warehouse/delivery/index',
  SU01: '/supplier/admin/users',
  TOKENS: '/supplier/admin/tokens',
  IMPORT: '/supplier/admin/import',
  PRINTAPP: '/supplier/profile/printerApp',
};

export type CommandResult =
  | { ok: true; path: string; title: string }
  | { ok: false; code: 'COMMAND_UNKNOWN' | 'COMMAND_FORBIDDEN'; command: string };

/** The page pattern a concrete path is served by (`/a/b/311` -> `/a/b/:mvttype`). */
function pageOf(path: string) {
  return pages.find((p) => new RegExp(`^${p.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(path));
}

function tcodeAccess(tcode: string): Access | null {
  for (const [module, codes] of Object.entries(tcodes)) if (Object.hasOwn(codes, tcode)) return { module, tcode } as Access;
  return null;
}

export function resolveCommand(user: MenuUser, text: string): CommandResult {
  const command = text
    .trim()
    .replace(/^\/[no]/i, '')
    .trim();
  const upper = command.toUpperCase();
  const path = SCREEN_OF[upper];
  if (path) {
    const page = pageOf(path);
    const access = tcodeAccess(upper);
    if (!page || !access) return { ok: false, code: 'COMMAND_UNKNOWN', command };
    if (!hasAccess(user, access) || !hasAccess(user, page.access)) return { ok: false, code: 'COMMAND_FORBIDDEN', command: upper };
    const title =
      access === 'public' || access === 'signed-in'
        ? upper
        : String((tcodes as Record<string, Record<string, string>>)[access.module]?.[upper] ?? upper);
    return { ok: true, path, title };
  }
  const entries: MenuEntry[] = [...warehouseEntries, ...purchasingEntries, ...adminEntries, ...profileEntries];
  const entry = entries.find((e) => e.desc.toLowerCase() === command.toLowerCase());
  const page = entry ? pageOf(entry.url) : undefined;
  if (!entry || !page) return { ok: false, code: 'COMMAND_UNKNOWN', command };
  if (!hasAccess(user, page.access)) return { ok: false, code: 'COMMAND_FORBIDDEN', command: entry.desc };
  return { ok: true, path: entry.url, title: entry.desc };
}
