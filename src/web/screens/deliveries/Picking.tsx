import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import type { ConfirmedPick, PickList } from '../../../shared/contracts/deliveries/schemas';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useNavigate, useSearchParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { FlowScanStep } from '../../shell/FlowScanStep';
import { focusOnMount } from '../../shell/key-buffer';
import { showAlert } from '../../shell/ui-state';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ErrorText } from '../../ui/AlertLine';
import { StatusBadge } from '../../ui/DeliveryStatus';
import { Facts } from '../../ui/Facts';
import { ResultSection } from '../../ui/ResultSection';
import { ScanInput } from '../../ui/ScanInput';
import { ScannedSerials } from '../../ui/serial-entry/ScannedSerials';
import { deliveryPath } from './deliveries-parts';
import { initial, name, type PickEvent, type PickState, pickRequest, step, stepLabel } from './pick.flow';
import '../warehouse/handheld.css';
import { showQuantity, t } from '../../../shared/i18n';

/**
 * Picking (`wm/pick`, 360 px, scan-driven): scan a delivery or one of its pick transfer orders,
 * then go bin by bin in the bin sequence: bin, material, quantity, serials, reason of a short pick.
 * Each line posts once (usePosting: a reload replays, never posts twice).
 */
export default function Picking() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const scan = params.get('scan') ?? '';
  const list = useQuery({
    queryKey: ['pick-list', scan],
    enabled: /^\d{10}$/.test(scan),
    queryFn: () => call(e.getPickList, { query: { scan } }),
  });
  // the last line posted: the delivery is picked, though the list still holds that line until "next"
  const [pickedDelivery, setPickedDelivery] = useState<string | null>(null);
  const onScan = async (text: string) => {
    const found = await call(e.getPickList, { query: { scan: text } });
    navigate(withQuery(href('picking'), { scan: found.deliveryNumber }));
  };
  if (!scan)
    return (
      <div className="sp-wh-screen">
        <WarehouseTitleBar title={t('dlv.pickingTitle')} />
        <ScanInput label={t('dlv.pickingScan')} onScan={onScan} inputMode="numeric" keepsScansWhileChecking />
        <BottomBar actions={{}} />
      </div>
    );
  const data = list.data;
  const line = data?.lines[0];
  const picked = !!data && (data.lines.length === 0 || pickedDelivery === data.deliveryNumber);
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('dlv.pickTitle', { scan })} titleLink={href('picking')} />
      {list.isPending && list.fetchStatus !== 'idle' ? <p className="sp-muted">{t('loading')}</p> : null}
      <ErrorText error={list.isError ? list.error : null} />
      {data ? (
        <p className="wm-card-meta">
          <StatusBadge status={picked ? 'PICKED' : data.status} /> <span translate="no">{data.partnerName}</span> ·{' '}
          {picked ? t('dlv.deliveryPickedShort', { delivery: data.deliveryNumber }) : t('dlv.linesToPick', { count: data.lines.length })}
        </p>
      ) : null}
      {data && line ? (
        <PickLineScreen
          key={`${line.orderId}-${line.lineNo}`}
          list={data}
          onDeliveryPicked={() => setPickedDelivery(data.deliveryNumber)}
        />
      ) : null}
      {data && !line ? <Finished list={data} /> : null}
    </div>
  );
}

/** What comes after the last pick: packing the delivery (the primary action), its screen, the next delivery. */
function AfterPicking({ deliveryNumber }: { deliveryNumber: string }) {
  return (
    <>
      <p className="wm-flag">{t('deliveryPicked', { deliveryNumber })}</p>
      <Link
        ref={focusOnMount}
        className="ui-button ui-button-primary wm-wide"
        to={withQuery(href('packing'), { delivery: deliveryNumber })}
      >
        {t('dlv.packDelivery', { delivery: deliveryNumber })}
      </Link>
      <Link className="ui-button wm-wide" to={deliveryPath(deliveryNumber)}>
        {t('dlv.deliveryTitle', { delivery: deliveryNumber })}
      </Link>
    </>
  );
}

function Finished({ list }: { list: PickList }) {
  return (
    <ResultSection label={t('dlv.pickPicked')} title={t('dlv.nothingLeft', { delivery: list.deliveryNumber })}>
      <AfterPicking deliveryNumber={list.deliveryNumber} />
      <Link className="ui-button wm-wide" to={href('picking')}>
        {t('dlv.nextDelivery')}
      </Link>
      <BottomBar actions={{}} />
    </ResultSection>
  );
}

function PickLineScreen({ list, onDeliveryPicked }: { list: PickList; onDeliveryPicked: () => void }) {
  const queryClient = useQueryClient();
  const pickLine = list.lines[0] as PickList['lines'][number];
  const flow = usePosting<PickState, PickEvent, NonNullable<ReturnType<typeof pickRequest>>, ConfirmedPick>({
    flow: { name, step },
    instance: `${list.deliveryNumber}:${pickLine.orderId}:${pickLine.lineNo}`,
    start: () => initial(list.deliveryNumber, pickLine),
    send: (idempotencyKey, body) =>
      call(
        e.confirmPick,
        { params: { deliveryNumber: list.deliveryNumber, orderId: pickLine.orderId, orderLine: pickLine.lineNo }, body },
        { idempotencyKey },
      ),
    onStarted: () => ({ type: 'postStarted' }),
    onPosted: (result) => {
      if (result.deliveryStatus !== 'PICKING') onDeliveryPicked();
      return { type: 'postSucceeded', result };
    },
    onFailed: (error) => {
      showAlert('danger', error);
      return { type: 'postFailed', error };
    },
  });
  const { state, dispatch } = flow;
  const { line } = state;
  const post = async (s: PickState) => {
    const body = pickRequest(s);
    if (body) await flow.submit(body);
  };
  const onScan = async (text: string) => {
    // a serial is checked at once (validate-equipment): of the line's material, in this very bin, unrestricted,
    // not locked, on no other delivery; the refusal says why (the posting checks it again)
    if (state.step === 'serials' && !state.serials.includes(text.trim())) {
      const query = { serialNo: text.trim(), material: line.material, bin: line.sourceBin, step: 'PICK' as const };
      try {
        await call(e.validateEquipment, { params: { deliveryNumber: list.deliveryNumber }, query });
      } catch (error) {
        dispatch({ type: 'refused', error: errorText(error) });
        return;
      }
    }
    const next = step(state, { type: 'scanned', text });
    dispatch({ type: 'scanned', text });
    // a full pick posts as soon as the last scan is in; a short one waits for the confirm button
    if (next.step === 'ready' && !next.shortReason) await post(next);
  };
  const nextLine = () => void queryClient.invalidateQueries({ queryKey: ['pick-list'] });
  const stepBack = ['material', 'quantity', 'serials', 'reason', 'ready'].includes(state.step)
    ? () => dispatch({ type: 'stepBack' })
    : null;

  if (state.step === 'done' && state.result)
    return (
      <ResultSection
        label={t('dlv.pickedLine')}
        title={t('dlv.pickedResult', {
          quantity: showQuantity(state.quantity),
          material: line.material,
          bin: line.sourceBin,
          matDoc: state.result.matDoc,
        })}
      >
        {state.result.remainder ? (
          <p className="wm-flag">{t('dlv.remainderOpen', { quantity: showQuantity(state.result.remainder.quantity) })}</p>
        ) : null}
        {state.result.deliveryStatus === 'PICKING' ? (
          <button ref={focusOnMount} type="button" className="ui-button ui-button-primary wm-wide" onClick={nextLine}>
            {t('dlv.nextBin')}
          </button>
        ) : (
          <AfterPicking deliveryNumber={list.deliveryNumber} />
        )}
        <BottomBar actions={{}} />
      </ResultSection>
    );

  const facts: [string, ReactNode][] = [
    [
      t('dlv.factBin'),
      <span key="bin" translate="no">
        {line.sourceBin}
      </span>,
    ],
    [
      t('dlv.colMaterial'),
      <span key="material" translate="no">
        {line.material} {line.materialDescription}
      </span>,
    ],
    [t('dlv.factToPick'), showQuantity(line.quantity)],
    ...(line.batch
      ? ([
          [
            t('dlv.factBatch'),
            <span key="batch" translate="no">
              {line.batch}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(state.quantity ? ([[t('dlv.factPicking'), showQuantity(state.quantity)]] as [string, ReactNode][]) : []),
  ];
  const unscan = (serial: string) => dispatch({ type: 'unscan', serial });
  return (
    <section aria-label={t('dlv.pickLine', { line: line.lineNo })}>
      <Facts className="wm-facts wm-facts-wide" facts={facts} />
      <FlowScanStep
        state={state}
        label={stepLabel(state)}
        onScan={onScan}
        instead={
          state.step === 'ready' ? (
            <ConfirmShort state={state} posting={flow.posting} dispatch={dispatch} onPost={() => void post(state)} />
          ) : null
        }
        started={state.step !== 'bin'}
        flow={flow}
        stepBack={stepBack}
      />
      <ScannedSerials serials={state.serials} onRemove={unscan} disabled={flow.posting} />
    </section>
  );
}

/** A pick ready to post after a failure or a short pick: where the rest goes, and the confirm button. */
function ConfirmShort(props: { state: PickState; posting: boolean; dispatch: (e: PickEvent) => void; onPost: () => void }) {
  const { state, posting, dispatch, onPost } = props;
  return (
    <>
      {state.shortReason ? (
        <label className="wm-card-meta">
          <input type="checkbox" checked={state.toDifference} onChange={() => dispatch({ type: 'toggleDifference' })} />{' '}
          {t('dlv.restToDifference')}
        </label>
      ) : null}
      <button ref={focusOnMount} type="button" className="ui-button ui-button-primary wm-wide" disabled={posting} onClick={onPost}>
        {state.shortReason ? t('dlv.confirmShortPick', { reason: state.shortReason }) : t('dlv.confirmPick')}
      </button>
    </>
  );
}
