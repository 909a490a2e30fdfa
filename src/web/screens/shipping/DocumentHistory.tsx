import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fillPath } from '../../../shared/contracts/endpoint';
import * as e from '../../../shared/contracts/shipping/endpoints';
import type { DocumentOutputRow } from '../../../shared/contracts/shipping/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { call } from '../../api';
import { toastSuccess } from '../../shell/ui-state';
import { ErrorText } from '../../ui/AlertLine';
import { ListTable } from '../../ui/ListTable';
import { showTime } from '../../ui/plant-time';
import { alertError, useAction } from '../../ui/use-action';
import { downloadPdf } from './pdf-download';
import './shipping.css';

const KIND: Record<DocumentOutputRow['kind'], MessageId> = {
  'delivery-note': 'doc.kind.deliveryNote',
  sscc: 'doc.kind.sscc',
  delivery: 'doc.kind.delivery',
  'transfer-posting': 'doc.kind.transferPosting',
};
const DOCUMENT: Record<DocumentOutputRow['documentType'], MessageId> = {
  DELIVERY: 'doc.type.DELIVERY',
  SHIPMENT: 'doc.type.SHIPMENT',
  HU: 'doc.type.HU',
  MATDOC: 'doc.type.MATDOC',
};
export const outputKindText = (kind: DocumentOutputRow['kind']) => t(KIND[kind]);

/** The document history a screen shows: of a delivery, a shipment or an HU. */
export type HistoryOf =
  | { type: 'delivery'; deliveryNumber: string }
  | { type: 'shipment'; shipmentNumber: string }
  | { type: 'hu'; handlingUnitNumber: string };

export const historyKey = (of: HistoryOf) => ['document-history', of.type, Object.values(of)[1]];

function loadHistory(of: HistoryOf) {
  if (of.type === 'delivery') return call(e.deliveryOutputs, { params: { deliveryNumber: of.deliveryNumber } });
  if (of.type === 'shipment') return call(e.shipmentOutputs, { params: { shipmentNumber: of.shipmentNumber } });
  return call(e.handlingUnitOutputs, { params: { handlingUnitNumber: of.handlingUnitNumber } });
}

/**
 * The document history of a delivery, shipment or HU: every label and delivery note given out (what,
 * for which document, when in the plant's time, by whom, to which printer or downloaded, which output a
 * reprint copies), each reprintable: as a PDF marked COPY, or a label on a label printer of the plant.
 */
export function DocumentHistory({ of }: { of: HistoryOf }) {
  const queryClient = useQueryClient();
  const history = useQuery({ queryKey: historyKey(of), queryFn: () => loadHistory(of) });
  const printers = useQuery({ queryKey: ['printers'], queryFn: () => call(e.listPrinters) });
  const { busy, run } = useAction(alertError);
  const [printerOf, setPrinterOf] = useState<Record<number, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['document-history'] });
  const copy = (o: DocumentOutputRow) =>
    run(async () => {
      await downloadPdf(fillPath(e.outputCopy.path, { outputId: String(o.outputId) }), `${o.kind}-${o.documentId}-copy.pdf`);
      toastSuccess(t('doc.copyDownloaded', { what: outputKindText(o.kind), document: o.documentId }));
    }).finally(refresh);
  const reprint = (o: DocumentOutputRow, printerId: string) =>
    run(async () => {
      await call(e.reprintOutput, { params: { outputId: o.outputId }, body: { printerId } });
      toastSuccess(t('doc.reprinted', { what: outputKindText(o.kind), printer: printerId }));
    }).finally(refresh);
  const list = history.data?.outputs ?? [];
  const labelPrinters = printers.data?.printers ?? [];
  return (
    <section className="dl-section doc-history" aria-label={t('doc.history')}>
      <h2>{t('doc.history')}</h2>
      <ErrorText error={history.isError ? history.error : null} />
      <ListTable
        label={t('doc.history')}
        head={[t('doc.colNo'), t('doc.colWhat'), t('doc.colWhen'), t('doc.colBy'), t('doc.colWhere'), t('doc.colReprint')]}
        loading={history.isLoading}
        empty={list.length === 0}
      >
        {list.map((o) => {
          const isLabel = o.kind === 'sscc' || o.kind === 'delivery';
          const chosen = printerOf[o.outputId] ?? o.printerId ?? labelPrinters[0]?.printerId ?? '';
          return (
            <tr key={o.outputId}>
              <td>{o.outputId}</td>
              <td>
                {outputKindText(o.kind)} · <span translate="no">{t(DOCUMENT[o.documentType], { id: o.documentId })}</span>
                {o.copyOf !== null ? <div className="sp-muted">{t('doc.reprintOf', { output: o.copyOf })}</div> : null}
              </td>
              <td>{showTime(o.createdAt)}</td>
              <td translate="no">{o.createdBy}</td>
              <td>
                {o.channel === 'PRINTER'
                  ? t('doc.onPrinter', { printer: o.printerId ?? '' })
                  : t('doc.downloaded', { format: o.format.toUpperCase() })}
              </td>
              <td>
                <div className="doc-actions">
                  <button
                    type="button"
                    className="ui-button"
                    disabled={busy}
                    onClick={() => void copy(o)}
                    aria-label={t('doc.copyPdfOf', { output: o.outputId })}
                  >
                    {t('doc.copyPdf')}
                  </button>
                  {isLabel && labelPrinters.length > 0 ? (
                    <>
                      <select
                        className="ui-input"
                        aria-label={t('doc.printerFor', { output: o.outputId })}
                        value={chosen}
                        onChange={(ev) => setPrinterOf({ ...printerOf, [o.outputId]: ev.target.value })}
                      >
                        {labelPrinters.map((p) => (
                          <option key={p.printerId} value={p.printerId} translate="no">
                            {p.printerId} {p.name}
                          </option>
                        ))}
                      </select>
                      <button
                        type="button"
                        className="ui-button"
                        disabled={busy || !chosen}
                        onClick={() => void reprint(o, chosen)}
                        aria-label={t('doc.reprintOnOf', { output: o.outputId })}
                      >
                        {t('doc.reprintOn')}
                      </button>
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </ListTable>
    </section>
  );
}

/**
 * "Delivery note (PDF)" of a delivery or a shipment: downloads the note and packing list (recorded in the
 * document history, which the screen then shows anew).
 */
export function DeliveryNoteButton({ of, primary }: { of: Exclude<HistoryOf, { type: 'hu' }>; primary?: boolean }) {
  const queryClient = useQueryClient();
  const { busy, run } = useAction(alertError);
  const number = of.type === 'delivery' ? of.deliveryNumber : of.shipmentNumber;
  const url =
    of.type === 'delivery'
      ? fillPath(e.deliveryNote.path, { deliveryNumber: of.deliveryNumber })
      : fillPath(e.shipmentDeliveryNote.path, { shipmentNumber: of.shipmentNumber });
  const download = () =>
    run(async () => {
      await downloadPdf(url, `delivery-note-${number}.pdf`);
      toastSuccess(t('doc.noteDownloaded', { document: number }));
    }).finally(() => queryClient.invalidateQueries({ queryKey: ['document-history'] }));
  return (
    <button type="button" className={primary ? 'ui-button ui-button-primary' : 'ui-button'} disabled={busy} onClick={() => void download()}>
      {t('doc.deliveryNote')}
    </button>
  );
}
