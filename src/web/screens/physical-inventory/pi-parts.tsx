import type { ReactNode } from 'react';
import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import { call } from '../../api';
import { ScanInput, type ScanInputProps, SummaryItem } from '../../ui';
import type { CountState, PiCountBin, PiDocumentOpened } from './pi-document-bin.flow';

/** The scan field of a count step. */
export type PiCountField = Pick<ScanInputProps, 'label' | 'placeholder' | 'inputMode' | 'onScan'>;

/** The summary of a handheld count (count, serial count): document, bins counted, the bin, then the screen's own lines. */
export function PiCountSummary({
  piNumber,
  bins,
  bin,
  children,
}: {
  piNumber: string;
  bins: PiCountBin[];
  bin: string | null;
  children?: ReactNode;
}) {
  return (
    <ul className="wm-summary" aria-label="This count">
      <SummaryItem label="Document">{piNumber}</SummaryItem>
      <SummaryItem label="Bins counted">
        {bins.filter((b) => b.counted).length} of {bins.length}
      </SummaryItem>
      {bin ? <SummaryItem label="Bin">{bin}</SummaryItem> : null}
      {children}
    </ul>
  );
}

/**
 * The DOCUMENT event of a scanned or typed document number: the document with its bins (counting
 * order). With `refusePosted` (the serial count) a posted document is refused here, before any bin;
 * the count leaves that to the answer of its first posting.
 */
export async function loadCountDocument(code: string, refusePosted = false): Promise<PiDocumentOpened> {
  const doc = await call(pi.getPiDocument, { params: { piDocumentNumber: code.trim() } });
  if (refusePosted && doc.status === 'POSTED') throw new Error(`Physical inventory document ${doc.piNumber} is already posted.`);
  return { type: 'DOCUMENT', piNumber: doc.piNumber, bins: doc.bins.map((b) => ({ bin: b.bin, blocked: b.blocked, counted: b.counted })) };
}

/** The first two scan fields of a count: the document, then the bin (the next one in counting order proposed). */
export function documentAndBinFields(
  nextBin: string | null,
  onDocument: (code: string) => unknown,
  onBin: (code: string) => unknown,
): { document: PiCountField; bin: PiCountField } {
  return {
    document: { label: 'PI document', placeholder: 'Scan or type the PI number', inputMode: 'numeric', onScan: onDocument },
    bin: { label: 'Bin', placeholder: nextBin ? `Next bin: ${nextBin}` : 'Scan the bin to count', onScan: onBin },
  };
}

/**
 * The top of a handheld count screen (count, serial count): the summary once a document is open (with
 * the screen's own lines), the last success message, then the step's scan field. `waitingFor`: the
 * screen is still loading what leads to that step; its field is shown already and keeps what is
 * scanned meanwhile (ScanInput `waiting`), then takes it once the flow is there.
 */
export function PiCountTop({
  state,
  field,
  busy,
  waitingFor = null,
  children,
}: {
  state: CountState & { step: string };
  field: PiCountField | undefined;
  busy: boolean;
  waitingFor?: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      {state.piNumber ? (
        <PiCountSummary piNumber={state.piNumber} bins={state.bins} bin={state.bin}>
          {children}
        </PiCountSummary>
      ) : null}
      {state.message ? (
        <p className="wm-success" role="status">
          {state.message}
        </p>
      ) : null}
      {field ? <ScanInput key={waitingFor ?? state.step} {...field} error={state.error} busy={busy} waiting={waitingFor !== null} /> : null}
    </>
  );
}
