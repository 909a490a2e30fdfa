import { type FormEvent, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import type { BulkPodPreview, BulkPodResult } from '../../../shared/contracts/shipping/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ListTable } from '../../ui/ListTable';
import { localDay } from '../../ui/local-day';
import { alertError, useAction } from '../../ui/use-action';
import { PodSignature } from './shipping-parts';

const CHUNK = 10;

/** What became of one shipment of a bulk confirmation. */
const RESULT_TEXT = {
  CONFIRMED: 'shp.bulkResult.CONFIRMED',
  ALREADY_DELIVERED: 'shp.bulkResult.ALREADY_DELIVERED',
  REFUSED: 'shp.bulkResult.REFUSED',
} as const satisfies Record<BulkPodResult['rows'][number]['result'], MessageId>;

/** Shipment numbers from pasted text or a CSV file: the first column of each line, header lines skipped. */
export function numbersFromText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .flatMap((line) => line.split(/[;,\t ]+/).slice(0, 1))
        .map((v) => v.replace(/^"|"$/g, '').trim())
        .filter((v) => v && !/^shipment/i.test(v)),
    ),
  ];
}

/**
 * Bulk proof of delivery (`shipment/bulkpod`, POD): paste or upload shipment numbers, preview their
 * state, confirm: sent in chunks (progress bar), each shipment in its own transaction with its own
 * result; already delivered ones count as done (idempotent).
 */
export default function BulkPod() {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<BulkPodPreview | null>(null);
  const [results, setResults] = useState<BulkPodResult['rows']>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [podDate, setPodDate] = useState(() => localDay()); // a proof of delivery is dated in the signer's day, not UTC's
  const [signer, setSigner] = useState('');
  const numbers = numbersFromText(text);
  const { run } = useAction(alertError);
  const onFile = async (file: File | undefined) => {
    if (file) setText(await file.text());
  };
  const onPreview = async (ev: FormEvent) => {
    ev.preventDefault();
    setResults([]);
    await run(async () => setPreview(await call(e.bulkPodPreviewEndpoint, { body: { shipmentNumbers: numbers } })));
  };
  const confirm = async () => {
    if (!preview) return;
    const list = preview.rows.map((r) => r.shipmentNumber);
    const out: BulkPodResult['rows'] = [];
    setProgress({ done: 0, total: list.length });
    await run(async () => {
      for (let i = 0; i < list.length; i += CHUNK) {
        const chunk = await call(e.bulkPod, { body: { shipmentNumbers: list.slice(i, i + CHUNK), podDate, signer } });
        out.push(...chunk.rows);
        setResults([...out]);
        setProgress({ done: Math.min(list.length, i + CHUNK), total: list.length });
      }
    });
  };
  const resultOf = new Map(results.map((r) => [r.shipmentNumber, r]));
  const ready = preview?.rows.filter((r) => r.state === 'READY').length ?? 0;
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('shp.bulkTitle')} titleLink={href('shipments')} />
      <form className="sh-form" aria-label={t('shp.title')} onSubmit={onPreview}>
        <label className="sv-field sh-wide">
          <span>{t('shp.bulkNumbers')}</span>
          <textarea className="ui-input" name="shipments" value={text} onChange={(ev) => setText(ev.target.value)} />
        </label>
        <label className="sv-field">
          <span>{t('shp.csvFile')}</span>
          <input className="ui-input" type="file" accept=".csv,text/csv,text/plain" onChange={(ev) => void onFile(ev.target.files?.[0])} />
        </label>
        <PodSignature podDate={podDate} signer={signer} onDate={setPodDate} onSigner={setSigner} />
        <button type="submit" className="ui-button" disabled={numbers.length === 0}>
          {t('shp.bulkPreview', { count: numbers.length })}
        </button>
        {preview ? (
          <button
            type="button"
            className="ui-button ui-button-primary"
            disabled={!signer.trim() || progress !== null}
            onClick={() => void confirm()}
          >
            {t('shp.bulkConfirm', { count: ready })}
          </button>
        ) : null}
      </form>
      {progress ? (
        <progress className="sh-progress" aria-label={t('shp.progress')} max={progress.total} value={progress.done}>
          {t('shp.progressOf', { done: progress.done, total: progress.total })}
        </progress>
      ) : null}
      {preview ? (
        <ListTable
          label={t('shp.preview')}
          head={[t('shp.shipment'), t('shp.state'), t('shp.carrier'), t('shp.deliveries'), t('shp.result')]}
          empty={preview.rows.length === 0}
        >
          {preview.rows.map((r) => {
            const result = resultOf.get(r.shipmentNumber);
            return (
              <tr key={r.shipmentNumber}>
                <td>{r.shipmentNumber}</td>
                <td>{r.state === 'READY' ? t('shp.ready') : r.message}</td>
                <td translate="no">{r.carrier ?? ''}</td>
                <td>{r.deliveryCount}</td>
                <td className={result ? (result.result === 'REFUSED' ? 'sh-result-refused' : 'sh-result-ok') : undefined}>
                  {result ? t('shp.bulkResultLine', { result: t(RESULT_TEXT[result.result]), message: result.message }) : ''}
                </td>
              </tr>
            );
          })}
        </ListTable>
      ) : null}
    </div>
  );
}
