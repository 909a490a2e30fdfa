import { type Access, tcodes } from './access';
import {
  adminEntries,
  englishName,
  hasAccess,
  type MenuEntry,
  type MenuUser,
  profileEntries,
  purchasingEntries,
  warehouseEntries,
} from './menu';
import { href, pages, pageTable } from './pages';

/**
 * The transaction-code launcher (/command): a tcode (MIGO, LS03N, LT12, MI07, ...) or a page name
 * opens its screen when the user holds the grant, from the same catalogue as the menu and the
 * routes (shared/access.ts, shared/pages.ts). A tcode without a screen of its own opens the
 * screen where its function lives (MI07: the physical-inventory documents, where differences are posted).
 */
const SCREEN_OF: Record<string, string> = {
  MIGO: href('goodsReceipt'),
  ME23N: href('purchaseOrders'),
  ASN: href('asnIndex'),
  MMBE: href('stockOverview'),
  MB1B: href('s2sSource', { mvttype: '311' }),
  MI01: href('piDocuments'),
  MI07: href('piDocuments'),
  LS03N: href('storageBins'),
  LX03: href('stockInquiry'),
  LT01: href('binToBin'),
  LT12: href('putaway'),
  LI11: href('piCount', { counttype: 'bin' }),
  ZREC: href('receivingHome'),
  SCHD: href('dockSchedule'),
  SDSK: href('serviceDesk'),
  VL06O: href('deliveriesDue'),
  VL02N: href('deliveries'),
  SU01: href('adminUsers'),
  TOKENS: href('adminTokens'),
  IMPORT: href('adminImport'),
  PRINTAPP: href('printerApp'),
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
  // an entry's name in the reader's language, or in English (the spec's names work in every language)
  const wanted = command.toLowerCase();
  const entry = entries.find((e) => e.desc.toLowerCase() === wanted || englishName(e).toLowerCase() === wanted);
  if (!entry) return { ok: false, code: 'COMMAND_UNKNOWN', command };
  if (!hasAccess(user, pageTable[entry.page].access)) return { ok: false, code: 'COMMAND_FORBIDDEN', command: entry.desc };
  return { ok: true, path: entry.url, title: entry.desc };
}
