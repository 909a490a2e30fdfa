import { t } from '../../../shared/i18n';
import { sameCode } from '../warehouse/line-scan';

/**
 * The DOCUMENT and BIN steps every handheld count shares (the quantity count, pi-count.flow.ts, and the
 * serial count, pi-serial-count.flow.ts): the document is entered, its bins come with it (counting
 * order, the first open one proposed), and a scanned bin must be one of the document's and not blocked
 * before the flow's own steps begin with it.
 *
 *   document --DOCUMENT--> bin --BIN (a bin of the document)--> the flow's first step in the bin
 *                           |
 *                           +--BIN (not on the document, blocked)--> bin with the reason as error
 */

export interface PiCountBin {
  bin: string;
  blocked: boolean;
  counted: boolean;
}

/** What every handheld count (count, serial count) keeps: the document, its bins, the bin in hand, the messages. */
export interface CountState {
  piNumber: string | null;
  bins: PiCountBin[];
  bin: string | null;
  /** the bin proposed next (counting order) */
  nextBin: string | null;
  message: string | null;
  error: string | null;
}

/** A count's document, entered (DOCUMENT): its number and bins in counting order. */
export interface PiDocumentOpened {
  type: 'DOCUMENT';
  piNumber: string;
  bins: PiCountBin[];
}

/** The events every count ends a step with: the posting's answer or failure, a refusal, F2. */
export type CountEvent<R> =
  | { type: 'POSTED'; result: R }
  | { type: 'FAILED'; message: string }
  | { type: 'ERROR'; message: string }
  | { type: 'BACK' };

/** A count before its document is entered. */
export function countStart(): CountState & { step: 'document' } {
  return { step: 'document', piNumber: null, bins: [], bin: null, nextBin: null, message: null, error: null };
}

/** The document's bin a scan names, or why it cannot be counted (not on the document, blocked). */
export function scannedBin(bins: PiCountBin[], code: string, piNumber: string): PiCountBin | string {
  const bin = bins.find((b) => sameCode(b.bin, code));
  if (!bin) return t('piBinNotOnDocument', { bin: code, number: piNumber });
  if (bin.blocked) return t('piBinBlocked', { bin: bin.bin });
  return bin;
}

/** The first bin of the document not counted yet (counting order), after `after` if given. */
export function firstOpenBin(bins: PiCountBin[], after: string | null = null): string | null {
  const start = after ? bins.findIndex((b) => b.bin === after) + 1 : 0;
  const ordered = [...bins.slice(start), ...bins.slice(0, start)];
  return ordered.find((b) => !b.counted && !b.blocked && b.bin !== after)?.bin ?? null;
}

/**
 * The shared steps of a count: DOCUMENT (only in the document step) starts a new count of the document
 * at its bin step, the first bin to count proposed; BIN (only in the bin step) takes a bin of the
 * document into the flow's own first step (`enterBin`) or keeps the bin step with the reason a bin
 * cannot be counted (not on the document, blocked). Any other step ignores both.
 */
export function documentOrBin<S extends CountState & { step: string }>(
  state: S,
  event: PiDocumentOpened | { type: 'BIN'; bin: string },
  start: () => S,
  enterBin: (bin: PiCountBin) => S,
): S {
  if (event.type === 'DOCUMENT') {
    if (state.step !== 'document') return state;
    return { ...start(), step: 'bin', piNumber: event.piNumber, bins: event.bins, nextBin: firstOpenBin(event.bins) };
  }
  if (state.step !== 'bin' || !state.piNumber) return state;
  const bin = scannedBin(state.bins, event.bin, state.piNumber);
  if (typeof bin === 'string') return { ...state, error: bin, message: null };
  return enterBin(bin);
}

/** The document's bins with `bin` counted. */
export function withCounted(bins: PiCountBin[], bin: string): PiCountBin[] {
  return bins.map((b) => (b.bin === bin ? { ...b, counted: true } : b));
}
