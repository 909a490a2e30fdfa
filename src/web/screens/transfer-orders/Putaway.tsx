import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import * as transferOrders from '../../../shared/contracts/transfer-orders/endpoints';
import type { ConfirmedTransferOrderLine, TransferOrderView } from '../../../shared/contracts/transfer-orders/schemas';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';
import { categoryName, unitSymbol } from '../../../shared/i18n/units';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { journalRequestOf } from '../../offline/journal';
import { Link, useNavigate, useSearchParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { FlowScanStep } from '../../shell/FlowScanStep';
import { focusOnMount } from '../../shell/key-buffer';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { Facts } from '../../ui/Facts';
import { QueuedResult, ResultSection } from '../../ui/ResultSection';
import { ScanInput } from '../../ui/ScanInput';
import { OrderPage, statusName } from './order-list';
import {
  confirmationRequest,
  initial,
  name,
  type PutawayEvent,
  type PutawayLine,
  type PutawayState,
  step,
  stepLabel,
} from './putaway.flow';
import '../warehouse/handheld.css';

/** The steps of a line's confirmation as the step list names them. */
const STEP_NAMES = {
  source: 'to.stepSource',
  material: 'to.stepMaterial',
  quantity: 'to.stepQuantity',
  serials: 'to.stepSerials',
  destination: 'to.stepDestination',
} as const satisfies Partial<Record<PutawayState['step'], MessageId>>;

export const confirmPath = (orderId: string, line: number) => withQuery(href('putawaySuggested'), { order: orderId, line });

/**
 * Put-away, step 1 (`wm/putaway`): scan a transfer order, a material document or a bin, or pick
 * one of the open put-away orders of the user's plants.
 */
export function Putaway() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<{ referenceMatDoc?: string; bin?: string }>({});
  const list = useQuery({
    queryKey: ['putaway-open', page, filter],
    queryFn: () => call(transferOrders.searchTransferOrders, { query: { type: 'PUTAWAY', status: 'OPEN', page, pageSize: 10, ...filter } }),
  });
  const onScan = async (text: string) => {
    if (/^6\d{9}$/.test(text)) {
      const order = await call(transferOrders.getTransferOrder, { params: { orderId: text } });
      const line = order.lines.find((l) => l.status === 'OPEN');
      if (!line) throw new Error(t('transferOrderNotOpen', { orderId: text, status: statusName(order.status) }));
      navigate(confirmPath(order.orderId, line.lineNo));
      return;
    }
    setPage(1);
    setFilter(/^\d{10}$/.test(text) ? { referenceMatDoc: text } : { bin: text.toUpperCase() });
  };
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('to.putawayTitle')} />
      <ScanInput label={t('to.putawayScan')} onScan={onScan} keepsScansWhileChecking />
      {filter.bin || filter.referenceMatDoc ? (
        <button type="button" className="ui-button wm-wide" onClick={() => setFilter({})}>
          {t('to.putawayShowAll')}
        </button>
      ) : null}
      {list.isError ? <p className="sp-error-text">{errorText(list.error)}</p> : null}
      {list.data ? (
        <OrderPage
          data={list.data}
          page={page}
          onPageChange={setPage}
          onOpen={(o) => navigate(withQuery(href('transferOrderOrders'), { order: o.orderId }))}
        />
      ) : null}
      <BottomBar actions={{}} />
    </div>
  );
}

/**
 * Put-away, step 2 (`wm/putaway/suggested?order=&line=`): confirm one line by scanning source
 * bin, material (or serials), quantity and destination; the suggested bin is shown, another one
 * is recorded as a different destination. Posts once per flow (idempotency key).
 */
export function PutawaySuggested() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const lineParam = Number(params.get('line') ?? '0');
  const order = useQuery({
    queryKey: ['to', orderId],
    enabled: /^\d{10}$/.test(orderId),
    queryFn: () => call(transferOrders.getTransferOrder, { params: { orderId } }),
  });
  const line = order.data?.lines.find((l) => l.lineNo === lineParam) ?? order.data?.lines.find((l) => l.status === 'OPEN');
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={orderId ? t('to.orderTitle', { orderId }) : t('to.putawayTitle')} titleLink={href('putaway')} />
      {!/^\d{10}$/.test(orderId) ? <p className="sp-muted">{t('to.putawayOpenFromList')}</p> : null}
      {order.isPending && order.fetchStatus !== 'idle' ? <p className="sp-muted">{t('loading')}</p> : null}
      <AlertLine message={order.isError && errorText(order.error)} />
      {order.data && !line ? <p className="sp-muted">{t('to.noOpenLine')}</p> : null}
      {order.data && line ? (
        <ConfirmLine
          key={`${orderId}-${line.lineNo}`}
          order={order.data}
          line={{
            orderId,
            lineNo: line.lineNo,
            material: line.material,
            description: line.materialDescription,
            serialized: line.serialized,
            quantity: line.quantity,
            serials: line.serials,
            sourceBin: line.sourceBin,
            destinationBin: line.destinationBin,
          }}
          lineStatus={line.status}
        />
      ) : null}
    </div>
  );
}

function ConfirmLine({ order, line: toLine, lineStatus }: { order: TransferOrderView; line: PutawayLine; lineStatus: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flow = usePosting<PutawayState, PutawayEvent, NonNullable<ReturnType<typeof confirmationRequest>>, ConfirmedTransferOrderLine>({
    flow: { name, step },
    instance: `${toLine.orderId}:${toLine.lineNo}`,
    start: () => initial(toLine),
    send: (idempotencyKey, body) =>
      call(
        transferOrders.confirmTransferOrderLine,
        { params: { orderId: toLine.orderId, orderLine: toLine.lineNo }, body },
        { idempotencyKey },
      ),
    onStarted: () => ({ type: 'postStarted' }),
    onPosted: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['to', toLine.orderId] });
      return { type: 'postSucceeded', result };
    },
    onFailed: (error) => ({ type: 'postFailed', error }),
    journal: (body) =>
      journalRequestOf(
        transferOrders.confirmTransferOrderLine,
        { orderId: toLine.orderId, orderLine: toLine.lineNo },
        t('to.journalLabel', {
          orderId: toLine.orderId,
          line: toLine.lineNo,
          quantity: showQuantity(body.quantity),
          material: toLine.material,
          bin: body.destinationBin,
        }),
      ),
    onQueued: () => ({ type: 'postQueued' }),
  });
  const { state, dispatch } = flow;
  const { line } = state;

  const onScan = async (text: string) => {
    const next = step(state, { type: 'scanned', text });
    dispatch({ type: 'scanned', text });
    const body = next.step === 'destination' && next.destinationBin && !next.error ? confirmationRequest(next) : null;
    if (body) await flow.submit(body);
  };
  const stepBack =
    state.step !== 'source' && state.step !== 'posting' && state.step !== 'done' ? () => dispatch({ type: 'stepBack' }) : null;

  if (lineStatus !== 'OPEN' && state.step !== 'done')
    return <p className="sp-muted">{t('to.lineIs', { line: line.lineNo, status: statusName(lineStatus) })}</p>;

  if (state.step === 'done' && state.queued) {
    const nextLine = order.lines.find((l) => l.status === 'OPEN' && l.lineNo !== line.lineNo);
    return (
      <QueuedResult>
        {nextLine ? (
          <button
            type="button"
            className="ui-button ui-button-primary wm-wide"
            ref={focusOnMount}
            onClick={() => navigate(confirmPath(order.orderId, nextLine.lineNo))}
          >
            {t('to.nextLine')}
          </button>
        ) : null}
      </QueuedResult>
    );
  }

  if (state.step === 'done' && state.result) {
    const nextLine = order.lines.find((l) => l.status === 'OPEN' && l.lineNo !== line.lineNo);
    return <Confirmed state={state} onNext={nextLine ? () => navigate(confirmPath(order.orderId, nextLine.lineNo)) : null} />;
  }

  const facts: [string, ReactNode][] = [
    [
      t('to.factMaterial'),
      <span key="material" translate="no">
        {line.material} {line.description}
      </span>,
    ],
    [t('to.factQuantity'), showQuantity(line.quantity)],
    [
      t('to.factFromBin'),
      <span key="from" translate="no">
        {line.sourceBin}
      </span>,
    ],
    [
      t('to.factSuggestedBin'),
      <span key="suggested" translate="no">
        {line.destinationBin}
      </span>,
    ],
    ...(state.quantity ? ([[t('to.factMoving'), showQuantity(state.quantity)]] as [string, ReactNode][]) : []),
    ...(line.serialized && state.serials.length > 0
      ? ([
          [
            t('to.factSerials'),
            <span key="serials" translate="no">
              {state.serials.join(', ')}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <section aria-label={t('to.lineNamed', { line: line.lineNo })}>
      <p className="wm-suggested">
        <span>{t('to.factSuggestedBin')}</span>
        <strong data-testid="suggested-bin" translate="no">
          {line.destinationBin}
        </strong>
      </p>
      <Facts className="wm-facts wm-facts-wide" facts={facts} />
      <ol className="wm-steps" aria-label={t('to.steps')}>
        {(['source', 'material', 'quantity', ...(line.serialized ? (['serials'] as const) : []), 'destination'] as const).map((s) => (
          <li key={s} className={s === state.step ? 'is-current' : ''} aria-current={s === state.step ? 'step' : undefined}>
            {t(STEP_NAMES[s])}
          </li>
        ))}
      </ol>
      <FlowScanStep
        state={state}
        label={stepLabel(state)}
        onScan={onScan}
        started={state.step !== 'source'}
        flow={flow}
        stepBack={stepBack}
      />
    </section>
  );
}

function Confirmed({ state, onNext }: { state: PutawayState; onNext: (() => void) | null }) {
  const result = state.result as NonNullable<PutawayState['result']>;
  const bin = state.destinationBin;
  const stock = useQuery({
    queryKey: ['bin-stock', state.line.material, bin],
    queryFn: () => call(stockContracts.stockOverview, { query: { material: state.line.material, bin } }),
  });
  const doc = useQuery({
    queryKey: ['mat-doc', result.matDoc],
    queryFn: () => call(stockContracts.getMaterialDocument, { params: { matDoc: result.matDoc } }),
  });
  const inBin = stock.data?.rows.filter((r) => (r.bin ?? '').toUpperCase() === bin.toUpperCase()) ?? [];
  return (
    <ResultSection label={t('to.confirmed')} title={t('lineConfirmed', { line: state.line.lineNo, matDoc: result.matDoc })}>
      {result.destinationDiffers ? <p className="wm-flag">{t('to.destinationDiffers', { bin: state.line.destinationBin })}</p> : null}
      {result.quantityShort ? (
        <p className="wm-flag">{t('to.short', { quantity: showQuantity(state.quantity), of: showQuantity(state.line.quantity) })}</p>
      ) : null}
      {result.remainder ? (
        <p className="wm-flag">
          {t('lineRemainderOpen', {
            quantity: showQuantity(result.remainder.quantity),
            line: result.remainder.lineNo,
          })}
        </p>
      ) : null}
      <h2 className="wm-subtitle">{t('to.stockInBin', { bin })}</h2>
      <ul className="wm-list" aria-label={t('to.stockInBin', { bin })}>
        {inBin.map((r) => (
          <li key={`${r.material}${r.batch}${r.category}`} className="wm-item">
            <span translate="no">{r.material}</span> · {showQuantity(r.quantity)} {unitSymbol(r.baseUnit)} · {categoryName(r.category)}
          </li>
        ))}
      </ul>
      {doc.data ? (
        <>
          <h2 className="wm-subtitle">{t('to.materialDocument', { matDoc: doc.data.matDoc })}</h2>
          <ul className="wm-list" aria-label={t('to.materialDocument', { matDoc: doc.data.matDoc })}>
            {doc.data.items.map((i) => (
              <li key={i.itemNo} className="wm-item">
                {i.movementType} · <span translate="no">{i.material}</span> · {showQuantity(i.quantity)} ·{' '}
                <span translate="no">
                  {i.from?.bin} → {i.to?.bin}
                </span>
                {i.serials.length > 0 ? (
                  <div className="wm-card-meta" translate="no">
                    {i.serials.map((s) => s.serialNumber).join(', ')}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {onNext ? (
        <button ref={focusOnMount} type="button" className="ui-button ui-button-primary wm-wide" onClick={onNext}>
          {t('to.nextLine')}
        </button>
      ) : null}
      <Link className="ui-button wm-wide" to={href('putaway')} ref={onNext ? undefined : focusOnMount}>
        {t('to.putawayList')}
      </Link>
    </ResultSection>
  );
}
