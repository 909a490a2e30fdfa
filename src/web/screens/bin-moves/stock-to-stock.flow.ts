import type { PostMaterialDocumentRequest } from '../../../shared/contracts/stock/schemas';
import { t } from '../../../shared/i18n';
import { href } from '../../../shared/pages';
import type { ScanKind } from '../../../shared/scan';
import { type MaterialListEvent, type MaterialListState, stepMaterialList } from '../../ui/handheld/material-list';

export type { S2sLine } from '../../ui/handheld/material-list';

/**
 * Stock to stock on the handheld as a pure state machine. The movement type in the path decides
 * the move: 311 storage location to storage location (keeps the category), 321 / 343 / 344 /
 * 349 / 350 category changes in place. The operator picks the source (plant, storage location,
 * for 311 the category), for 311 the destination storage location (and bin when it is
 * warehouse-managed), then adds materials one by one (source bin, material, quantity or serials,
 * reason) to a list, which is posted once as one material document through usePosting (the
 * draft and its idempotency key are in sessionStorage, shared by the four pages).
 *
 *   source/:mvttype --SOURCE--> [destination --DESTINATION-->] addmaterial --ADD--> matlist --POST--> posting --POSTED--> posted
 *                                                                 ^                   |  ^               |
 *                                                                 +---- F2 add more --+  +----FAILED-----+
 *   REMOVE drops a line of the list; ERROR shows a message on the current page
 */
export const name = 's2s';

/** What the scan fields of the pages take. */
export const accepts = {
  source: ['storageLocation'],
  destination: ['storageLocation', 'bin'],
  addmaterial: ['bin', 'material', 'gtin', 'quantity', 'serial'],
  matlist: [],
} as const satisfies Record<string, readonly ScanKind[]>;
export type Category = 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED';

/** A movement type's rules (its text: stockToStockText, in the reader's language). */
export interface S2sType {
  /** the source category; null: the operator chooses (311) */
  from: Category | null;
  /** the destination category; null: the same as the source (311) */
  to: Category | null;
  /** a destination storage location is asked (311) */
  needsDestination: boolean;
}

export const S2S_TYPES: Record<string, S2sType> = {
  '311': { from: null, to: null, needsDestination: true },
  '321': { from: 'QUALITY', to: 'UNRESTRICTED', needsDestination: false },
  '343': { from: 'BLOCKED', to: 'UNRESTRICTED', needsDestination: false },
  '344': { from: 'UNRESTRICTED', to: 'BLOCKED', needsDestination: false },
  '349': { from: 'BLOCKED', to: 'QUALITY', needsDestination: false },
  '350': { from: 'QUALITY', to: 'BLOCKED', needsDestination: false },
};

export interface Place {
  plant: string;
  sloc: string;
  /** the warehouse when the storage location is warehouse-managed (then a bin is needed) */
  warehouse: string | null;
}

/** `result`: posted (its material document), or waiting in the offline journal (`queued`, no document yet) */
export interface StockToStockState extends MaterialListState {
  mvttype: string;
  source: (Place & { category: Category }) | null;
  destination: (Place & { bin: string | null }) | null;
}

export type StockToStockEvent =
  | { type: 'SOURCE'; place: Place; category?: Category }
  | { type: 'DESTINATION'; place: Place; bin?: string | null }
  | MaterialListEvent
  /** no network: the transfer waits in the offline journal */
  | { type: 'QUEUED' };

export function isS2sType(mvttype: string | undefined): mvttype is string {
  return mvttype !== undefined && Object.hasOwn(S2S_TYPES, mvttype);
}

/** A new transfer of movement type `mvttype` ('' before one is chosen). */
export function initial(mvttype = ''): StockToStockState {
  return { mvttype, source: null, destination: null, lines: [], posting: false, result: null, error: null };
}

export function step(state: StockToStockState, event: StockToStockEvent): StockToStockState {
  const type = S2S_TYPES[state.mvttype];
  if (!type) return state;
  const fail = (message: string): StockToStockState => ({ ...state, error: message });
  if (state.result && event.type !== 'ERROR') return state; // posted: the flow is over
  switch (event.type) {
    case 'SOURCE': {
      if (state.lines.length > 0) return fail(t('s2sSourceLocked'));
      const category = type.from ?? event.category ?? 'UNRESTRICTED';
      const destination = state.destination && state.destination.sloc === event.place.sloc ? null : state.destination;
      return { ...state, source: { ...event.place, category }, destination, error: null };
    }
    case 'DESTINATION': {
      if (!type.needsDestination || !state.source) return state;
      if (event.place.plant !== state.source.plant) return state;
      if (event.place.sloc === state.source.sloc) return fail(t('s2sSameSloc', { sloc: event.place.sloc }));
      if (event.place.warehouse && !event.bin) return fail(t('s2sDestinationBinNeeded', { sloc: event.place.sloc }));
      return { ...state, destination: { ...event.place, bin: event.place.warehouse ? (event.bin ?? null) : null }, error: null };
    }
    case 'QUEUED':
      return state.posting ? { ...state, posting: false, result: { matDoc: '', queued: true }, error: null } : state;
    default:
      return stepMaterialList(state, event, {
        ready: readyForMaterials(state),
        sameLine: (a, b) => a.material === b.material && a.bin === b.bin && a.batch === b.batch,
      });
  }
}

/** The source (and for 311 the destination) is chosen: materials can be added. */
export function readyForMaterials(state: StockToStockState): boolean {
  const type = S2S_TYPES[state.mvttype];
  return !!type && !!state.source && (!type.needsDestination || !!state.destination);
}

/** Where the flow continues from a step whose input is missing. */
export function missingStep(state: StockToStockState): 'source' | 'destination' | null {
  if (!state.source) return 'source';
  if (S2S_TYPES[state.mvttype]?.needsDestination && !state.destination) return 'destination';
  return null;
}

/** The page of the step whose input is missing (its destination, else its source), or null. */
export function missingPage(state: StockToStockState): string | null {
  const missing = missingStep(state);
  if (!missing) return null;
  return missing === 'destination' ? href('s2sDestination') : href('s2sSource', { mvttype: state.mvttype });
}

/** The material document the list is posted as: one item per line. */
export function s2sDocument(state: StockToStockState): PostMaterialDocumentRequest | null {
  const type = S2S_TYPES[state.mvttype];
  const source = state.source;
  if (!type || !source || state.lines.length === 0 || !readyForMaterials(state)) return null;
  return {
    headerText: `Stock to stock ${state.mvttype}`,
    items: state.lines.map((l) => ({
      movementType: state.mvttype,
      material: l.material,
      quantity: l.quantity,
      ...(l.batch ? { batch: l.batch } : {}),
      from: { plant: source.plant, sloc: source.sloc, ...(l.bin ? { bin: l.bin } : {}), category: source.category },
      ...(type.needsDestination && state.destination
        ? { to: { sloc: state.destination.sloc, ...(state.destination.bin ? { bin: state.destination.bin } : {}) } }
        : {}),
      ...(l.serials.length > 0 ? { serials: l.serials } : {}),
      ...(l.reason ? { reason: l.reason } : {}),
    })),
  };
}
