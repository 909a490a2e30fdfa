import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as deliveries from '../../../shared/contracts/deliveries/endpoints';
import type { DeliveryView } from '../../../shared/contracts/deliveries/schemas';
import * as e from '../../../shared/contracts/shipping/endpoints';
import type { HandlingUnitView } from '../../../shared/contracts/shipping/schemas';
import * as vendorReturns from '../../../shared/contracts/vendor-returns/endpoints';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useNavigate, useSearchParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { focusOnMount } from '../../shell/key-buffer';
import { showAlert } from '../../shell/ui-state';
import { useCommand } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine, ErrorText } from '../../ui/AlertLine';
import { StatusBadge } from '../../ui/DeliveryStatus';
import { DiscardButton } from '../../ui/PostingControls';
import { ResultSection } from '../../ui/ResultSection';
import { ScanInput, type ScanInputHandle } from '../../ui/ScanInput';
import { ScannedSerials } from '../../ui/serial-entry/ScannedSerials';
import {
  initial,
  name,
  type PackEvent,
  type PackState,
  packedSerials,
  packRequest,
  ssccOf,
  step,
  stepLabel,
  weightProblem,
} from './pack.flow';
import { huPath, huText, LabelPreview } from './shipping-parts';
import '../warehouse/handheld.css';
import { showQuantity, t } from '../../../shared/i18n';

/**
 * Packing (`wm/pack`, 360 px, scan-driven): scan a picked delivery (or an HU's SSCC to look it up),
 * then per handling unit scan materials and quantities, serials and the SSCCs of cartons to put on a
 * pallet; F4 closes the HU with packaging material and weight and posts it once (useCommand: a reload
 * replays). The result shows the SSCC label.
 */
export default function Packing() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const deliveryNumber = params.get('delivery') ?? '';
  const delivery = useQuery({
    queryKey: ['delivery', deliveryNumber],
    enabled: /^\d{10}$/.test(deliveryNumber),
    queryFn: () => loadPackable(deliveryNumber),
  });
  const onScan = async (text: string) => {
    const sscc = ssccOf(text.trim());
    if (sscc) {
      const hu = await call(e.getHandlingUnit, { params: { handlingUnitNumber: sscc } });
      navigate(huPath(hu.huNumber));
      return;
    }
    try {
      const d = await loadPackable(text.trim());
      navigate(withQuery(href('packing'), { delivery: d.deliveryNumber }));
    } catch (error) {
      // a 10-digit HU number
      const hu = await call(e.getHandlingUnit, { params: { handlingUnitNumber: text.trim() } }).catch(() => {
        throw error;
      });
      navigate(huPath(hu.huNumber));
    }
  };
  if (!deliveryNumber)
    return (
      <div className="sp-wh-screen">
        <WarehouseTitleBar title={t('shp.packingTitle')} />
        <ScanInput label={t('shp.packingScan')} onScan={onScan} inputMode="numeric" />
        <BottomBar actions={{}} help={t('shp.packingHelp')} />
      </div>
    );
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('shp.packTitle', { delivery: deliveryNumber })} titleLink={href('packing')} />
      {delivery.isPending && delivery.fetchStatus !== 'idle' ? <p className="sp-muted">{t('loading')}</p> : null}
      <ErrorText error={delivery.isError ? delivery.error : null} />
      {delivery.data ? <PackHandlingUnit delivery={delivery.data} /> : null}
    </div>
  );
}

/** What packing reads of a delivery: its state, ship-to and what was picked of each item. */
type Packable = Pick<DeliveryView, 'deliveryNumber' | 'status' | 'partnerName'> & {
  items: { material: string; serialized: boolean; serials: string[]; pickedQuantity: string }[];
};

/**
 * The delivery to pack: an outbound delivery, or a return to vendor's (read through its own endpoint: the
 * published delivery answers never show one, docs/ARCHITECTURE.md); the delivery's refusal when it is neither.
 */
async function loadPackable(deliveryNumber: string): Promise<Packable> {
  try {
    return await call(deliveries.getDelivery, { params: { deliveryNumber } });
  } catch (error) {
    const r = await call(vendorReturns.getVendorReturn, { params: { deliveryNumber } }).catch(() => {
      throw error;
    });
    return {
      deliveryNumber: r.deliveryNumber,
      status: r.status,
      partnerName: r.partnerName,
      items: r.items.map((i) => ({
        material: i.material,
        serialized: i.serialized,
        serials: i.pickedSerials,
        pickedQuantity: i.pickedQuantity,
      })),
    };
  }
}

function PackHandlingUnit({ delivery }: { delivery: Packable }) {
  const queryClient = useQueryClient();
  const packed = useQuery({
    queryKey: ['hus', delivery.deliveryNumber],
    queryFn: () => call(e.searchHandlingUnits, { query: { deliveryNumber: delivery.deliveryNumber, pageSize: 200 } }),
  });
  const items = delivery.items
    .filter((i) => Number(i.pickedQuantity) > 0)
    .map((i) => ({ material: i.material, serialized: i.serialized, serials: i.serials }));
  const flow = useCommand<PackState, PackEvent, NonNullable<ReturnType<typeof packRequest>>, HandlingUnitView>({
    flow: { name, step },
    instance: delivery.deliveryNumber,
    start: () => initial(delivery.deliveryNumber, items),
    send: (idempotencyKey, body) => call(e.packHandlingUnit, { body }, { idempotencyKey }),
    onStarted: () => ({ type: 'postStarted' }),
    onPosted: (result) => ({
      type: 'postSucceeded',
      result: { huNumber: result.huNumber, sscc: result.sscc, deliveryStatus: result.deliveryStatus },
    }),
    onFailed: (error) => {
      showAlert('danger', error);
      return { type: 'postFailed', error };
    },
  });
  const { state, dispatch } = flow;
  // a new HU after "Next handling unit": the scan field takes the focus back from the removed button
  const scanField = useRef<ScanInputHandle>(null);
  useEffect(() => {
    if (state.step === 'content' && state.lines.length === 0 && state.handlingUnits.length === 0) scanField.current?.focus();
  }, [state.step, state.lines.length, state.handlingUnits.length]);
  const post = async () => {
    const weight = weightProblem(state);
    if (weight) return dispatch({ type: 'refused', error: weight });
    const body = packRequest(state);
    if (body) await flow.submit(body);
  };
  // a serial is asked at once (validate-equipment): picked for this delivery, packed nowhere yet; the refusal says why
  const onContentScan = async (text: string) => {
    const scanned = text.trim();
    const isSerial =
      state.step === 'content' &&
      !ssccOf(scanned) &&
      !state.items.some((i) => i.material === scanned.toUpperCase()) &&
      !packedSerials(state).some((x) => x.toUpperCase() === scanned.toUpperCase());
    if (isSerial) {
      try {
        await call(deliveries.validateEquipment, {
          params: { deliveryNumber: delivery.deliveryNumber },
          query: { serialNo: scanned, step: 'PACK' },
        });
      } catch (error) {
        dispatch({ type: 'refused', error: errorText(error) });
        return;
      }
    }
    dispatch({ type: 'scanned', text });
  };
  const next = () => {
    flow.discard();
    void queryClient.invalidateQueries({ queryKey: ['hus', delivery.deliveryNumber] });
    void queryClient.invalidateQueries({ queryKey: ['delivery', delivery.deliveryNumber] });
  };

  if (state.step === 'done' && state.result)
    return (
      <ResultSection label={t('shp.packedHu')} title={t('shp.huClosed', { hu: state.result.huNumber, sscc: state.result.sscc })}>
        <p className="wm-card-meta">
          {t('shp.delivery')} <StatusBadge status={state.result.deliveryStatus as DeliveryView['status']} />
        </p>
        <LabelPreview handlingUnit={state.result.huNumber} />
        <button ref={focusOnMount} type="button" className="ui-button ui-button-primary wm-wide" onClick={next}>
          {t('shp.nextHu')}
        </button>
        <Link className="ui-button wm-wide" to={huPath(state.result.huNumber)}>
          {t('shp.showHu')}
        </Link>
        <BottomBar actions={{ done: { run: next, label: t('shp.nextHuShort') } }} />
      </ResultSection>
    );

  const toPack = delivery.items.map((i) => t('shp.itemPicked', { material: i.material, quantity: showQuantity(i.pickedQuantity) }));
  const closing = state.step === 'close' || state.step === 'posting';
  return (
    <section aria-label={t('shp.packHu')}>
      <p className="wm-card-meta">
        <StatusBadge status={delivery.status} /> <span translate="no">{delivery.partnerName}</span> · {toPack.join(' · ')}
      </p>
      {packed.data && packed.data.items.length > 0 ? (
        <details>
          <summary>{t('shp.husPacked', { count: packed.data.items.length })}</summary>
          <ul className="sh-lines">
            {packed.data.items.map((h) => (
              <li key={h.huNumber}>
                <Link className="sv-link" to={huPath(h.huNumber)}>
                  {huText(h)}
                </Link>
                {h.parentHu ? ` ${t('shp.onHu', { hu: h.parentHu })}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ul className="sh-lines" aria-label={t('shp.inThisHu')}>
        {state.lines.map((l) => (
          <li key={`${l.material}-${l.serials.length > 0 ? 'serials' : 'quantity'}`}>
            <span translate="no">{l.material}</span> × {showQuantity(l.quantity)}
          </li>
        ))}
        {state.handlingUnits.map((h) => (
          <li key={h}>{t('shp.huTitle', { hu: h })}</li>
        ))}
      </ul>
      <ScannedSerials serials={packedSerials(state)} onRemove={(serial) => dispatch({ type: 'unscan', serial })} disabled={flow.posting} />
      {closing ? (
        <div className="sh-close">
          <label>
            {t('shp.packagingMaterial')}
            <input
              className="ui-input"
              value={state.packagingMaterial}
              maxLength={20}
              onChange={(ev) => dispatch({ type: 'setPackaging', value: ev.target.value })}
            />
          </label>
          <label>
            {t('shp.grossWeight')}
            <input
              ref={focusOnMount}
              type="text"
              className="ui-input"
              inputMode="decimal"
              aria-invalid={weightProblem(state) && state.error ? true : undefined}
              aria-describedby={state.error ? 'sh-close-error' : undefined}
              value={state.grossWeight}
              onChange={(ev) => dispatch({ type: 'setWeight', value: ev.target.value })}
              onKeyDown={(ev) => {
                if (ev.key === 'Enter') void post();
              }}
            />
          </label>
          <div id="sh-close-error">
            <AlertLine message={state.error} />
          </div>
          <button type="button" className="ui-button ui-button-primary wm-wide" disabled={flow.posting} onClick={() => void post()}>
            {t('shp.closeHu')}
          </button>
          <button type="button" className="ui-button wm-wide" disabled={flow.posting} onClick={() => dispatch({ type: 'stepBack' })}>
            {t('shp.addMore')}
          </button>
          <BottomBar
            actions={{ done: { run: () => void post(), label: t('shp.closeHuShort') }, stepBack: () => dispatch({ type: 'stepBack' }) }}
          />
        </div>
      ) : (
        <>
          <ScanInput
            ref={scanField}
            key={state.step}
            label={stepLabel(state)}
            onScan={onContentScan}
            error={state.error}
            inputMode={state.step === 'quantity' ? 'numeric' : undefined}
          />
          {state.step === 'content' ? (
            <button type="button" className="ui-button ui-button-primary wm-wide" onClick={() => dispatch({ type: 'close' })}>
              {t('shp.closeHuShort')}
            </button>
          ) : null}
          {state.lines.length > 0 || state.handlingUnits.length > 0 ? (
            <DiscardButton disabled={flow.posting} onDiscard={() => flow.discard()} />
          ) : null}
          <BottomBar
            actions={{
              stepBack: state.step === 'quantity' && { run: () => dispatch({ type: 'stepBack' }), label: t('shp.previousStep') },
              done: state.step === 'content' && { run: () => dispatch({ type: 'close' }), label: t('shp.closeHuShort') },
            }}
          />
        </>
      )}
    </section>
  );
}
