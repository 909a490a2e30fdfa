import { GLOBALS_ELEMENT_ID, type PortalGlobals } from '../shared/globals';

const empty: PortalGlobals = { firstName: '', isWarehouseUser: false, loginError: '', csrfToken: '', brand: '', grants: [] };

/** The globals the server embedded in the page (first name, warehouse flag, login error, ...). */
export function readGlobals(doc: Document = document): PortalGlobals {
  const text = doc.getElementById(GLOBALS_ELEMENT_ID)?.textContent;
  if (!text) return empty;
  try {
    return { ...empty, ...(JSON.parse(text) as Partial<PortalGlobals>) };
  } catch {
    return empty;
  }
}
