import type { PiBinSerials, PiSerialCountResult } from '../../../shared/contracts/physical-inventory/schemas';
import { showNumber, t } from '../../../shared/i18n';
import type { ScanKind } from '../../../shared/scan';
import { sameCode as same } from '../warehouse/line-scan';
import { type CountEvent, type CountState, countStart, documentOrBin, type PiDocumentOpened, withCounted } from './pi-document-bin.flow';

/**
 * Serial count of a bin on the handheld (wm/pi/serialcount/scan): enter the document, scan a bin
 * (its book serials are loaded with it), scan every serial in the bin; found / missing /
 * unexpected are shown live against the book; F4 posts the whole bin in one count through
 * usePosting (a reload replays). The answer shows the result; the flow goes on with the next bin.
 *
 *   document --DOCUMENT--> bin --BIN (with its book)--> serials --SERIAL*--> serials --DONE--> posting
 *                           ^                                                                  |
 *                           +------------------------POSTED (result shown)---------------------+
 *   posting --FAILED--> serials; BACK steps back one step (F2)
 */
export const name = 'pi-serial-count';

export const accepts = {
  document: ['piDocument'],
  bin: ['bin'],
  serials: ['serial'],
  posting: [],
} as const satisfies Record<string, readonly ScanKind[]>;

export type PiSerialCountStep = keyof typeof accepts;

export interface PiSerialCountState extends CountState {
  step: PiSerialCountStep;
  /** the serials in the bin's stock when the bin was scanned, with their material */
  book: { serial: string; material: string }[];
  scanned: string[];
  /** the answer of the last posted bin */
  last: PiSerialCountResult | null;
}

export type PiSerialCountEvent =
  | PiDocumentOpened
  | { type: 'BIN'; bin: string; serials: PiBinSerials }
  | { type: 'SERIAL'; serial: string }
  | { type: 'UNSCAN'; serial: string }
  | { type: 'DONE' }
  | CountEvent<PiSerialCountResult>;

export function initial(): PiSerialCountState {
  return { ...countStart(), book: [], scanned: [], last: null };
}

/** The scan against the book: found (in both), missing (book only), unexpected (scanned only). */
export function compareWithBook(state: Pick<PiSerialCountState, 'book' | 'scanned'>): {
  found: string[];
  missing: string[];
  unexpected: string[];
} {
  const scanned = new Set(state.scanned);
  const book = new Set(state.book.map((b) => b.serial));
  return {
    found: state.scanned.filter((s) => book.has(s)),
    missing: state.book.map((b) => b.serial).filter((s) => !scanned.has(s)),
    unexpected: state.scanned.filter((s) => !book.has(s)),
  };
}

export function step(state: PiSerialCountState, event: PiSerialCountEvent): PiSerialCountState {
  const fail = (message: string): PiSerialCountState => ({ ...state, error: message, message: null });
  switch (event.type) {
    case 'DOCUMENT':
      return documentOrBin(state, event, initial, () => state);
    case 'BIN':
      return documentOrBin(state, event, initial, (bin) => {
        const book = event.serials.materials.flatMap((m) => m.book.map((serial) => ({ serial, material: m.material })));
        return { ...state, step: 'serials', bin: bin.bin, book, scanned: [], last: null, error: null, message: null };
      });
    case 'SERIAL': {
      if (state.step !== 'serials') return state;
      const serial = event.serial.trim();
      if (!serial) return state;
      if (state.scanned.some((s) => same(s, serial))) return fail(t('serialAlreadyEntered'));
      const inBook = state.book.find((b) => same(b.serial, serial));
      return { ...state, scanned: [...state.scanned, inBook ? inBook.serial : serial], error: null, message: null };
    }
    case 'UNSCAN':
      if (state.step !== 'serials') return state;
      return { ...state, scanned: state.scanned.filter((s) => s !== event.serial), error: null };
    case 'DONE':
      if (state.step !== 'serials') return state;
      if (state.scanned.length === 0 && state.book.length === 0) return fail(t('pi.scanSerialsFirst'));
      return { ...state, step: 'posting', error: null };
    case 'POSTED': {
      if (state.step !== 'posting' || !state.bin) return state;
      const bins = withCounted(state.bins, state.bin);
      const r = event.result;
      return {
        ...state,
        step: 'bin',
        bins,
        bin: null,
        book: [],
        scanned: [],
        nextBin: r.nextBin,
        last: r,
        error: null,
        message: t('pi.serialCounted', {
          bin: r.bin,
          found: showNumber(r.found.length),
          missing: showNumber(r.missing.length),
          unexpected: showNumber(r.unexpected.length),
        }),
      };
    }
    case 'FAILED':
      if (state.step !== 'posting') return state;
      return { ...state, step: 'serials', error: event.message, message: null };
    case 'ERROR':
      return fail(event.message);
    case 'BACK':
      if (state.step === 'bin') return initial();
      if (state.step === 'serials') return { ...state, step: 'bin', bin: null, book: [], scanned: [], error: null, message: null };
      return state;
  }
}

/** What the posting step sends (only in the posting step). */
export function piSerialCountRequest(state: PiSerialCountState): { piNumber: string; body: { bin: string; serials: string[] } } | null {
  if (state.step !== 'posting' || !state.piNumber || !state.bin) return null;
  return { piNumber: state.piNumber, body: { bin: state.bin, serials: state.scanned } };
}
