import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import * as transferOrders from '../../../shared/contracts/transfer-orders/endpoints';
import type { ConfirmedTransferOrderLine, TransferOrderView } from '../../../shared/contracts/transfer-orders/schemas';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { journalRequestOf } from '../../offline/journal';
import { Link, useNavigate, useSearchParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { FlowScanStep } from '../../shell/FlowScanStep';
import { focusOnMount } from '../../shell/key-buffer';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine, Facts, QueuedResult, ResultSection, ScanInput } from '../../ui';
import { OrderPage } from './order-list';
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
import { t } from '../../../shared/i18n';

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
      if (!line) throw new Error(t('transferOrderNotOpen', { orderId: text, status: order.status }));
      navigate(confirmPath(order.orderId, line.lineNo));
      return;
    }
    setPage(1);
    setFilter(/^\d{10}$/.test(text) ? { referenceMatDoc: text } : { bin: text.toUpperCase() });
  };
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title="Put-away" />
      <ScanInput label="Scan transfer order, material document or bin" onScan={onScan} />
      {filter.bin || filter.referenceMatDoc ? (
        <button type="button" className="ui-button wm-wide" onClick={() => setFilter({})}>
          Show all open put-aways
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
      <WarehouseTitleBar title={orderId ? `TO ${orderId}` : 'Put-away'} titleLink={href('putaway')} />
      {!/^\d{10}$/.test(orderId) ? <p className="sp-muted">Open a transfer order from the put-away list.</p> : null}
      {order.isPending && order.fetchStatus !== 'idle' ? <p className="sp-muted">{t('loading')}</p> : null}
      <AlertLine message={order.isError && errorText(order.error)} />
      {order.data && !line ? <p className="sp-muted">This transfer order has no open line.</p> : null}
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
        `Transfer order ${toLine.orderId} line ${toLine.lineNo}: ${displayQuantity(body.quantity)} of ${toLine.material} → ${body.destinationBin}`,
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
    return (
      <p className="sp-muted">
        Line {line.lineNo} is {lineStatus}.
      </p>
    );

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
            Next line
          </button>
        ) : null}
      </QueuedResult>
    );
  }

  if (state.step === 'done' && state.result) {
    const nextLine = order.lines.find((l) => l.status === 'OPEN' && l.lineNo !== line.lineNo);
    return <Confirmed state={state} onNext={nextLine ? () => navigate(confirmPath(order.orderId, nextLine.lineNo)) : null} />;
  }

  const facts: [string, string][] = [
    ['Material', `${line.material} ${line.description}`],
    ['Quantity', displayQuantity(line.quantity)],
    ['From bin', line.sourceBin],
    ['Suggested bin', line.destinationBin],
    ...(state.quantity ? ([['Moving', displayQuantity(state.quantity)]] as [string, string][]) : []),
    ...(line.serialized && state.serials.length > 0 ? ([['Serials', state.serials.join(', ')]] as [string, string][]) : []),
  ];
  return (
    <section aria-label={`Line ${line.lineNo}`}>
      <p className="wm-suggested">
        <span>Suggested bin</span>
        <strong data-testid="suggested-bin">{line.destinationBin}</strong>
      </p>
      <Facts className="wm-facts wm-facts-wide" facts={facts} />
      <ol className="wm-steps" aria-label="Steps">
        {(['source', 'material', 'quantity', ...(line.serialized ? ['serials'] : []), 'destination'] as const).map((s) => (
          <li key={s} className={s === state.step ? 'is-current' : ''}>
            {s}
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
    <ResultSection label="Confirmed" title={t('lineConfirmed', { line: state.line.lineNo, matDoc: result.matDoc })}>
      {result.destinationDiffers ? (
        <p className="wm-flag">Destination differs from the suggested bin {state.line.destinationBin}.</p>
      ) : null}
      {result.quantityShort ? (
        <p className="wm-flag">
          Short: {displayQuantity(state.quantity)} of {displayQuantity(state.line.quantity)} moved.
        </p>
      ) : null}
      {result.remainder ? (
        <p className="wm-flag">
          {t('lineRemainderOpen', {
            quantity: displayQuantity(result.remainder.quantity),
            line: result.remainder.lineNo,
          })}
        </p>
      ) : null}
      <h2 className="wm-subtitle">Stock in bin {bin}</h2>
      <ul className="wm-list" aria-label={`Stock in bin ${bin}`}>
        {inBin.map((r) => (
          <li key={`${r.material}${r.batch}${r.category}`} className="wm-item">
            {r.material} · {displayQuantity(r.quantity)} {r.baseUnit} · {r.category}
          </li>
        ))}
      </ul>
      {doc.data ? (
        <>
          <h2 className="wm-subtitle">Material document {doc.data.matDoc}</h2>
          <ul className="wm-list" aria-label={`Material document ${doc.data.matDoc}`}>
            {doc.data.items.map((i) => (
              <li key={i.itemNo} className="wm-item">
                {i.movementType} · {i.material} · {displayQuantity(i.quantity)} · {i.from?.bin} → {i.to?.bin}
                {i.serials.length > 0 ? <div className="wm-card-meta">{i.serials.map((s) => s.serialNumber).join(', ')}</div> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {onNext ? (
        <button ref={focusOnMount} type="button" className="ui-button ui-button-primary wm-wide" onClick={onNext}>
          Next line
        </button>
      ) : null}
      <Link className="ui-button wm-wide" to={href('putaway')} ref={onNext ? undefined : focusOnMount}>
        Put-away list
      </Link>
    </ResultSection>
  );
}
