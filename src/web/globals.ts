import { GLOBALS_ELEMENT_ID, type PortalGlobals } from '../shared/globals';

const empty: PortalGlobals = Object.freeze({ firstName: '', isWarehouseUser: false, loginError: '', csrfToken: '', brand: '', grants: [] });

let last: { text: string; globals: PortalGlobals } | null = null;

/**
 * The globals the server embedded in the page (first name, warehouse flag, login error, ...). Read on every
 * render of the shell: parsed once per text (the menu makes them several kilobytes), answered frozen.
 */
export function readGlobals(doc: Document = document): PortalGlobals {
  const text = doc.getElementById(GLOBALS_ELEMENT_ID)?.textContent;
  if (!text) return empty;
  if (last?.text === text) return last.globals;
  try {
    const globals = Object.freeze({ ...empty, ...(JSON.parse(text) as Partial<PortalGlobals>) });
    last = { text, globals };
    return globals;
  } catch {
    return empty;
  }
}

/**
 * A handheld page: the warehouse user's, or any page under /supplier/warehouse/ (function keys, the key buffer, the
 * offline reads and snapshots, the content at least a screen high).
 */
export function isHandheldPage(pathname: string = window.location.pathname, globals: PortalGlobals = readGlobals()): boolean {
  return globals.isWarehouseUser || pathname.startsWith('/supplier/warehouse/');
}
