import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import { href, withQuery } from '../../../shared/pages';
import { displayQuantity } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { Link, useNavigate, useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { alertError, ScanInput, useAction } from '../../ui';
import { ErrorText } from '../../ui/AlertLine';
import { DeliveryLink } from '../../ui/DeliveryStatus';
import { ssccOf } from './pack.flow';
import { huPath, huText, LabelPreview } from './shipping-parts';
import '../warehouse/handheld.css';
import { t } from '../../../shared/i18n';

/**
 * A handling unit (`wm/hu/:handlingUnitNumber`, by number or SSCC; handheld and desktop): contents,
 * the HUs inside it, where it is, its SSCC label (preview, PDF, ZPL, print), unpack. Scanning another
 * SSCC opens that HU.
 */
export default function HandlingUnit() {
  const { handlingUnitNumber = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hu = useQuery({
    queryKey: ['hu', handlingUnitNumber],
    queryFn: () => call(e.getHandlingUnit, { params: { handlingUnitNumber } }),
  });
  const printers = useQuery({ queryKey: ['printers'], queryFn: () => call(e.listPrinters) });
  const [printer, setPrinter] = useState('');
  const { busy, run } = useAction(alertError);
  const onScan = async (text: string) => {
    const ref = ssccOf(text.trim()) ?? text.trim();
    const found = await call(e.getHandlingUnit, { params: { handlingUnitNumber: ref } });
    navigate(huPath(found.huNumber));
  };
  const unpack = async (mode: 'dissolve' | 'fromParent') => {
    await run(async () => {
      const done = await call(
        e.unpackHandlingUnit,
        { params: { handlingUnitNumber }, body: { mode } },
        { idempotencyKey: newIdempotencyKey() },
      );
      toastSuccess(mode === 'dissolve' ? `Handling unit ${done.huNumber} unpacked.` : `Handling unit ${done.huNumber} taken off.`);
      if (mode === 'dissolve') navigate(withQuery(href('packing'), { delivery: hu.data?.deliveryNumber ?? '' }));
      else await queryClient.invalidateQueries({ queryKey: ['hu'] });
    });
  };
  const print = async () => {
    const chosen = printer || printers.data?.printers[0]?.printerId;
    if (!chosen || !hu.data) return;
    await run(async () => {
      const job = await call(e.printLabel, { params: { printerId: chosen }, body: { kind: 'sscc', reference: hu.data.huNumber } });
      toastSuccess(`Label sent to ${job.printerId}.`);
    });
  };
  const h = hu.data;
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={h ? `HU ${h.huNumber}` : 'Handling unit'} titleLink={href('packing')} />
      <ScanInput label="Scan SSCC" onScan={onScan} inputMode="numeric" autoFocus={false} />
      {hu.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      <ErrorText error={hu.isError ? hu.error : null} />
      {h ? (
        <section aria-label={`Handling unit ${h.huNumber}`}>
          <dl className="wm-facts wm-facts-wide">
            <div>
              <dt>SSCC</dt>
              <dd data-testid="hu-sscc">{h.sscc}</dd>
            </div>
            <div>
              <dt>Delivery</dt>
              <dd>
                <DeliveryLink number={h.deliveryNumber} /> ({h.deliveryStatus.toLowerCase().replace('_', ' ')})
              </dd>
            </div>
            <div>
              <dt>Packaging</dt>
              <dd>
                {h.packagingMaterial}
                {h.grossWeight ? ` · ${displayQuantity(h.grossWeight)} kg` : ''}
              </dd>
            </div>
            {h.parentHu ? (
              <div>
                <dt>On</dt>
                <dd>
                  <Link className="sv-link" to={huPath(h.parentHu)}>
                    {h.parentHu}
                  </Link>
                </dd>
              </div>
            ) : null}
            {h.shipmentNumber ? (
              <div>
                <dt>Shipment</dt>
                <dd>{h.shipmentNumber}</dd>
              </div>
            ) : null}
          </dl>
          <h2 className="wm-subtitle">Contents</h2>
          <ul className="sh-lines" aria-label="Contents">
            {h.items.map((i) => (
              <li key={i.itemNo}>
                {i.itemNo} {i.material} × {displayQuantity(i.quantity)} {i.unit}
                {i.serials.length > 0 ? ` (${i.serials.join(', ')})` : ''}
              </li>
            ))}
            {h.children.map((c) => (
              <li key={c.huNumber}>
                <Link className="sv-link" to={huPath(c.huNumber)}>
                  HU {huText(c)}
                </Link>
              </li>
            ))}
          </ul>
          <LabelPreview handlingUnit={h.huNumber} />
          {printers.data && printers.data.printers.length > 0 ? (
            <div className="sh-close">
              <label>
                Printer
                <select className="ui-input" value={printer} onChange={(ev) => setPrinter(ev.target.value)}>
                  {printers.data.printers.map((p) => (
                    <option key={p.printerId} value={p.printerId}>
                      {p.printerId} {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="ui-button wm-wide" disabled={busy} onClick={() => void print()}>
                Print label
              </button>
            </div>
          ) : null}
          {h.parentHu ? (
            <button type="button" className="ui-button wm-wide" disabled={busy} onClick={() => void unpack('fromParent')}>
              Take off {h.parentHu}
            </button>
          ) : null}
          <button type="button" className="ui-button wm-wide" disabled={busy} onClick={() => void unpack('dissolve')}>
            Unpack
          </button>
        </section>
      ) : null}
      <BottomBar actions={{}} />
    </div>
  );
}
