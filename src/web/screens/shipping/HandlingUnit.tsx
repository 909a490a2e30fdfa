import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import { href, withQuery } from '../../../shared/pages';
import { call, newIdempotencyKey } from '../../api';
import { Link, useNavigate, useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ErrorText } from '../../ui/AlertLine';
import { DeliveryLink } from '../../ui/DeliveryStatus';
import { ScanInput } from '../../ui/ScanInput';
import { alertError, useAction } from '../../ui/use-action';
import { DocumentHistory } from './DocumentHistory';
import { ssccOf } from './pack.flow';
import { deliveryStatusText, huPath, huText, LabelPreview, weightText } from './shipping-parts';
import '../warehouse/handheld.css';
import { showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';

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
      toastSuccess(mode === 'dissolve' ? t('shp.huUnpacked', { hu: done.huNumber }) : t('shp.huTakenOff', { hu: done.huNumber }));
      if (mode === 'dissolve') navigate(withQuery(href('packing'), { delivery: hu.data?.deliveryNumber ?? '' }));
      else await queryClient.invalidateQueries({ queryKey: ['hu'] });
    });
  };
  const print = async () => {
    const chosen = printer || printers.data?.printers[0]?.printerId;
    if (!chosen || !hu.data) return;
    await run(async () => {
      const job = await call(e.printLabel, { params: { printerId: chosen }, body: { kind: 'sscc', reference: hu.data.huNumber } });
      toastSuccess(t('shp.labelSent', { printer: job.printerId }));
    });
    await queryClient.invalidateQueries({ queryKey: ['document-history'] });
  };
  const h = hu.data;
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={h ? t('shp.huTitle', { hu: h.huNumber }) : t('shp.handlingUnit')} titleLink={href('packing')} />
      <ScanInput label={t('shp.scanSscc')} onScan={onScan} inputMode="numeric" autoFocus={false} />
      {hu.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      <ErrorText error={hu.isError ? hu.error : null} />
      {h ? (
        <section aria-label={t('shp.huOf', { hu: h.huNumber })}>
          <dl className="wm-facts wm-facts-wide">
            <div>
              <dt>{t('shp.sscc')}</dt>
              <dd data-testid="hu-sscc">{h.sscc}</dd>
            </div>
            <div>
              <dt>{t('shp.delivery')}</dt>
              <dd>
                <DeliveryLink number={h.deliveryNumber} /> ({deliveryStatusText(h.deliveryStatus)})
              </dd>
            </div>
            <div>
              <dt>{t('shp.packaging')}</dt>
              <dd>
                <span translate="no">{h.packagingMaterial}</span>
                {h.grossWeight ? ` · ${weightText(h.grossWeight)}` : ''}
              </dd>
            </div>
            {h.parentHu ? (
              <div>
                <dt>{t('shp.on')}</dt>
                <dd>
                  <Link className="sv-link" to={huPath(h.parentHu)}>
                    {h.parentHu}
                  </Link>
                </dd>
              </div>
            ) : null}
            {h.shipmentNumber ? (
              <div>
                <dt>{t('shp.shipment')}</dt>
                <dd>{h.shipmentNumber}</dd>
              </div>
            ) : null}
          </dl>
          <h2 className="wm-subtitle">{t('shp.contents')}</h2>
          <ul className="sh-lines" aria-label={t('shp.contents')}>
            {h.items.map((i) => (
              <li key={i.itemNo}>
                {i.itemNo} <span translate="no">{i.material}</span> × {showQuantity(i.quantity)} {unitSymbol(i.unit)}
                {i.serials.length > 0 ? <span translate="no"> ({i.serials.join(', ')})</span> : null}
              </li>
            ))}
            {h.children.map((c) => (
              <li key={c.huNumber}>
                <Link className="sv-link" to={huPath(c.huNumber)}>
                  {t('shp.huTitle', { hu: huText(c) })}
                </Link>
              </li>
            ))}
          </ul>
          <LabelPreview handlingUnit={h.huNumber} />
          {printers.data && printers.data.printers.length > 0 ? (
            <div className="sh-close">
              <label>
                {t('shp.printer')}
                <select className="ui-input" value={printer} onChange={(ev) => setPrinter(ev.target.value)}>
                  {printers.data.printers.map((p) => (
                    <option key={p.printerId} value={p.printerId} translate="no">
                      {p.printerId} {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="ui-button wm-wide" disabled={busy} onClick={() => void print()}>
                {t('shp.printLabel')}
              </button>
            </div>
          ) : null}
          {h.parentHu ? (
            <button type="button" className="ui-button wm-wide" disabled={busy} onClick={() => void unpack('fromParent')}>
              {t('shp.takeOff', { hu: h.parentHu })}
            </button>
          ) : null}
          <button type="button" className="ui-button wm-wide" disabled={busy} onClick={() => void unpack('dissolve')}>
            {t('shp.unpack')}
          </button>
        </section>
      ) : null}
      {h ? <DocumentHistory of={{ type: 'hu', handlingUnitNumber: h.huNumber }} /> : null}
      <BottomBar actions={{}} />
    </div>
  );
}
