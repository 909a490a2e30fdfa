import { type FormEvent, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import type { BulkPodPreview, BulkPodResult } from '../../../shared/contracts/shipping/schemas';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ListTable } from '../../ui/ListTable';
import { localDay } from '../../ui/local-day';
import { alertError, useAction } from '../../ui/use-action';
import { PodSignature } from './shipping-parts';

const CHUNK = 10;

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
      <WarehouseTitleBar title="Bulk proof of delivery" titleLink={href('shipments')} />
      <form className="sh-form" aria-label="Shipments" onSubmit={onPreview}>
        <label className="sv-field sh-wide">
          <span>Shipment numbers (one per line, or a CSV with them in the first column)</span>
          <textarea className="ui-input" name="shipments" value={text} onChange={(ev) => setText(ev.target.value)} />
        </label>
        <label className="sv-field">
          <span>CSV file</span>
          <input className="ui-input" type="file" accept=".csv,text/csv,text/plain" onChange={(ev) => void onFile(ev.target.files?.[0])} />
        </label>
        <PodSignature podDate={podDate} signer={signer} onDate={setPodDate} onSigner={setSigner} />
        <button type="submit" className="ui-button" disabled={numbers.length === 0}>
          Preview {numbers.length} shipment(s)
        </button>
        {preview ? (
          <button
            type="button"
            className="ui-button ui-button-primary"
            disabled={!signer.trim() || progress !== null}
            onClick={() => void confirm()}
          >
            Confirm {ready} ready
          </button>
        ) : null}
      </form>
      {progress ? (
        <progress className="sh-progress" aria-label="Progress" max={progress.total} value={progress.done}>
          {progress.done} of {progress.total}
        </progress>
      ) : null}
      {preview ? (
        <ListTable label="Preview" head={['Shipment', 'State', 'Carrier', 'Deliveries', 'Result']} empty={preview.rows.length === 0}>
          {preview.rows.map((r) => {
            const result = resultOf.get(r.shipmentNumber);
            return (
              <tr key={r.shipmentNumber}>
                <td>{r.shipmentNumber}</td>
                <td>{r.state === 'READY' ? 'Ready' : r.message}</td>
                <td>{r.carrier ?? ''}</td>
                <td>{r.deliveryCount}</td>
                <td className={result ? (result.result === 'REFUSED' ? 'sh-result-refused' : 'sh-result-ok') : undefined}>
                  {result
                    ? `${result.result === 'CONFIRMED' ? 'Confirmed' : result.result === 'ALREADY_DELIVERED' ? 'Already delivered' : 'Refused'}: ${result.message}`
                    : ''}
                </td>
              </tr>
            );
          })}
        </ListTable>
      ) : null}
    </div>
  );
}
