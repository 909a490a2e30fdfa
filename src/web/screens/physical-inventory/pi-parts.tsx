import type { ReactNode } from 'react';
import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import { showNumber, t } from '../../../shared/i18n';
import { call } from '../../api';
import { ScanInput, type ScanInputProps } from '../../ui/ScanInput';
import { SummaryItem } from '../../ui/SummaryItem';
import type { CountState, PiCountBin, PiDocumentOpened } from './pi-document-bin.flow';

/** The scan field of a count step. */
export type PiCountField = Pick<ScanInputProps, 'label' | 'placeholder' | 'inputMode' | 'onScan' | 'keepsScansWhileChecking'>;

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
    <ul className="wm-summary" aria-label={t('pi.thisCount')}>
      <SummaryItem label={t('pi.document')}>{piNumber}</SummaryItem>
      <SummaryItem label={t('pi.binsCounted')}>
        {t('pi.countedOf', { counted: showNumber(bins.filter((b) => b.counted).length), total: showNumber(bins.length) })}
      </SummaryItem>
      {bin ? (
        <SummaryItem label={t('pi.bin')}>
          <span translate="no">{bin}</span>
        </SummaryItem>
      ) : null}
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
  if (refusePosted && doc.status === 'POSTED') throw new Error(t('pi.documentAlreadyPosted', { number: doc.piNumber }));
  return { type: 'DOCUMENT', piNumber: doc.piNumber, bins: doc.bins.map((b) => ({ bin: b.bin, blocked: b.blocked, counted: b.counted })) };
}

/** The first two scan fields of a count: the document, then the bin (the next one in counting order proposed). */
export function documentAndBinFields(
  nextBin: string | null,
  onDocument: (code: string) => unknown,
  onBin: (code: string) => unknown,
): { document: PiCountField; bin: PiCountField } {
  return {
    document: { label: t('pi.piDocument'), placeholder: t('pi.piDocumentScan'), inputMode: 'numeric', onScan: onDocument },
    bin: { label: t('pi.bin'), placeholder: nextBin ? t('pi.nextBinIs', { bin: nextBin }) : t('pi.binScan'), onScan: onBin },
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
