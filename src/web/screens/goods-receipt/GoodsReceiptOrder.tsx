import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as goodsReceipt from '../../../shared/contracts/goods-receipt/endpoints';
import type { GoodsReceiptInitData, GoodsReceiptPosted } from '../../../shared/contracts/goods-receipt/schemas';
import * as orders from '../../../shared/contracts/orders/endpoints';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { journalRequestOf } from '../../offline/journal';
import { Link, useNavigate, useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { focusOnMount } from '../../shell/key-buffer';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import {
  AlertLine,
  DateInput,
  DiscardButton,
  Facts,
  FormField,
  QueuedResult,
  ResultSection,
  Select,
  signalError,
  slocOptions,
} from '../../ui';
import { serialRoute, startSerialCapture, takeSerialCaptureResult } from '../warehouse/serial-capture';
import '../warehouse/handheld.css';
import { t } from '../../../shared/i18n';
import {
  buildReceiptRequest,
  type GoodsReceiptEvent,
  type GoodsReceiptState,
  initial,
  lineProblem,
  name,
  type ReceiptItemSource,
  type ReceiptKind,
  step,
} from './goods-receipt.flow';
import { fromPo, fromSto, type OrderData } from './receipt-order';

/** Goods receipt for one purchase order (`po/:purchaseOrderNo`) or stock transport order (`sto/:stoNumber`). */
export function GoodsReceiptPo() {
  const { purchaseOrderNo = '' } = useParams();
  return (
    <OrderScreen
      kind="PO"
      number={purchaseOrderNo}
      load={async () => fromPo(await call(orders.getPurchaseOrder, { params: { purchaseOrderNo } }))}
    />
  );
}

export function GoodsReceiptSto() {
  const { stoNumber = '' } = useParams();
  return <OrderScreen kind="STO" number={stoNumber} load={async () => fromSto(await call(orders.getSto, { params: { stoNumber } }))} />;
}

/** The order (query key `po`/`sto` and its number) and the goods receipt settings, then the receipt form. */
function OrderScreen({ kind, number, load }: { kind: ReceiptKind; number: string; load: () => Promise<OrderData> }) {
  const order = useQuery({ queryKey: [kind.toLowerCase(), number], queryFn: load });
  const init = useQuery({ queryKey: ['gr-init'], queryFn: () => call(goodsReceipt.goodsReceiptInit) });
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={`${kind} ${number}`} titleLink={href('goodsReceipt')} />
      {order.isPending || init.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      <AlertLine message={order.isError && errorText(order.error)} />
      <AlertLine message={init.isError && errorText(init.error)} />
      {order.data && init.data ? <ReceiptForm order={order.data} init={init.data} /> : null}
    </div>
  );
}

/** What a receipt holds, for the journal: "item 1: 2, item 2: 5 (5 serials)". */
function receiptSummary(items: readonly { itemNo: number; quantity: string; serials?: readonly string[] | undefined }[]): string {
  return items
    .map((i) => `item ${i.itemNo}: ${displayQuantity(i.quantity)}${i.serials?.length ? ` (${i.serials.length} serials)` : ''}`)
    .join(', ');
}

type PostBody = Extract<ReturnType<typeof buildReceiptRequest>, { ok: true }>['body'];

const captureId = (state: { kind: string; number: string }, itemNo: number) => `${state.kind}:${state.number}:${itemNo}`;

function ReceiptForm({ order, init }: { order: OrderData; init: GoodsReceiptInitData }) {
  const navigate = useNavigate();
  // the posting date counts in the plant's calendar: today there, not in the browser's or UTC's
  const today = init.plants.find((p) => p.plantId === order.plant)?.today ?? init.today;
  // the draft and its idempotency key live in this tab's sessionStorage (usePosting): a reload
  // restores both, so posting again replays; another tab is its own attempt with its own key
  const flow = usePosting<GoodsReceiptState, GoodsReceiptEvent, PostBody, GoodsReceiptPosted>({
    flow: { name, step },
    instance: `${order.kind}:${order.number}`,
    start: () => initial(order.kind, order.number, order.sources, today),
    send: (idempotencyKey, body) =>
      'purchaseOrderNo' in body
        ? call(goodsReceipt.postGoodsReceiptPo, { body }, { idempotencyKey })
        : call(goodsReceipt.postGoodsReceiptSto, { body }, { idempotencyKey }),
    onStarted: () => ({ type: 'postStarted' }),
    onPosted: (result, retried) => ({
      type: 'postSucceeded',
      result: {
        matDoc: result.matDoc,
        transferOrder: result.transferOrder,
        grBin: result.grBin,
        putawayWarning: result.putawayWarning,
        replayed: retried,
      },
    }),
    onFailed: (error) => ({ type: 'postFailed', error }),
    journal: (body) =>
      'purchaseOrderNo' in body
        ? journalRequestOf(
            goodsReceipt.postGoodsReceiptPo,
            undefined,
            `Goods receipt PO ${body.purchaseOrderNo}: ${receiptSummary(body.items)}`,
          )
        : journalRequestOf(
            goodsReceipt.postGoodsReceiptSto,
            undefined,
            `Goods receipt STO ${body.stoNumber}: ${receiptSummary(body.items)}`,
          ),
    onQueued: () => ({ type: 'postQueued' }),
  });
  const { state, dispatch } = flow;
  const errorRef = useRef<HTMLDivElement>(null);

  // serials captured on the serial screen come back here, once on arrival; a draft from an earlier
  // visit is reconciled with the order as loaded now (items closed meanwhile leave the receipt)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the screen opens
  useEffect(() => {
    dispatch({ type: 'orderLoaded', items: order.sources });
    for (const line of state.lines) {
      const serials = takeSerialCaptureResult(captureId(state, line.itemNo));
      if (serials) dispatch({ type: 'serialsCaptured', itemNo: line.itemNo, serials });
    }
  }, []);

  useEffect(() => {
    if (state.error) {
      signalError();
      errorRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [state.error]);

  // the screen's first field has the focus from the first paint (no scan field here)
  const firstEditable = order.facts.findIndex((f) => state.lines.some((l) => l.itemNo === f.itemNo));
  const slocs = init.plants.find((p) => p.plantId === order.plant)?.slocs ?? [];
  const readOnly = !init.canPost;
  const posting = state.status === 'posting';

  const post = async () => {
    if (posting) return;
    const built = buildReceiptRequest(state);
    if (!built.ok) {
      dispatch({ type: 'postFailed', error: built.error });
      return;
    }
    await flow.submit(built.body);
  };

  const captureSerials = (itemNo: number) => {
    const line = state.lines.find((l) => l.itemNo === itemNo);
    const facts = order.facts.find((f) => f.itemNo === itemNo);
    if (!line) return;
    startSerialCapture({
      id: captureId(state, itemNo),
      purpose: order.kind === 'PO' ? 'RECEIPT' : 'TRANSIT',
      plant: order.plant,
      sloc: line.sloc,
      material: line.material,
      initialSerials: line.serials,
      ...(order.kind === 'STO' ? { sto: order.number, bulkSerials: facts?.serialsInTransit ?? [] } : {}),
    });
    const planned = line.quantity && Number(line.quantity) > 0 ? Math.min(Number(line.quantity), Number(line.max)) : Number(line.max);
    navigate(
      serialRoute({ plant: order.plant, sloc: line.sloc, material: line.material, description: line.description, quantity: planned }),
    );
  };

  if (state.status === 'queued') {
    return (
      <QueuedResult>
        <Link className="ui-button ui-button-primary wm-wide" to={href('goodsReceipt')} ref={focusOnMount}>
          Next receipt
        </Link>
      </QueuedResult>
    );
  }

  if (state.status === 'posted' && state.result) {
    const r = state.result;
    return (
      <ResultSection
        label="Posted"
        title={r.replayed ? t('receiptPostedAfterRetry', { matDoc: r.matDoc }) : t('receiptPosted', { matDoc: r.matDoc })}
      >
        <p>
          Material document <strong data-testid="mat-doc">{r.matDoc}</strong>
          {r.grBin ? ` · received into bin ${r.grBin}` : ''}
        </p>
        {r.transferOrder ? (
          <p>
            {t('putawayCreated', { orderId: r.transferOrder })}{' '}
            <Link
              ref={focusOnMount}
              className="ui-button ui-button-primary wm-wide"
              to={withQuery(href('putawaySuggested'), { order: r.transferOrder, line: 1 })}
            >
              Put away now
            </Link>
          </p>
        ) : null}
        {r.putawayWarning ? <p className="sp-error-text">{r.putawayWarning}</p> : null}
        <Link className="ui-button wm-wide" to={href('goodsReceipt')} ref={r.transferOrder ? undefined : focusOnMount}>
          Next receipt
        </Link>
      </ResultSection>
    );
  }

  return (
    <div className="wm-receipt">
      <p className="sp-muted">{order.subtitle}</p>
      {state.lines.length === 0 ? <p className="sp-muted">Nothing is open on this order.</p> : null}
      <ul className="wm-list" aria-label="Items">
        {order.facts.map((f, index) => {
          const line = state.lines.find((l) => l.itemNo === f.itemNo);
          const source = order.sources.find((s) => s.itemNo === f.itemNo) as ReceiptItemSource;
          const problem = line ? lineProblem(line) : null;
          return (
            <li key={f.itemNo} className="wm-item" aria-label={`Item ${f.itemNo}`}>
              <div className="wm-card-title">
                {f.itemNo} · {source.material}
              </div>
              <div className="wm-card-meta">{source.materialDescription}</div>
              <Facts className="wm-facts" facts={f.facts} />
              {line && !readOnly ? (
                <div className="wm-item-inputs">
                  <FormField label={line.serialized ? 'Quantity (serials)' : 'Quantity'} error={problem}>
                    <input
                      className="ui-input"
                      ref={index === firstEditable ? focusOnMount : undefined}
                      inputMode="decimal"
                      value={line.quantity}
                      readOnly={posting}
                      onChange={(e) => dispatch({ type: 'quantityChanged', itemNo: line.itemNo, value: e.target.value })}
                    />
                  </FormField>
                  {line.serialized ? (
                    <button type="button" className="ui-button wm-wide" disabled={posting} onClick={() => captureSerials(line.itemNo)}>
                      Serials ({line.serials.length})
                    </button>
                  ) : null}
                  <FormField label="Storage location">
                    <Select
                      options={slocOptions(slocs)}
                      value={line.sloc}
                      isDisabled={posting}
                      onChange={(value) => value && dispatch({ type: 'slocChanged', itemNo: line.itemNo, value })}
                    />
                  </FormField>
                  {line.batchManaged ? (
                    <FormField label="Batch">
                      {f.batches.length > 0 ? (
                        <Select
                          options={f.batches.map((b) => ({ value: b, label: b }))}
                          value={line.batch || null}
                          onChange={(value) => dispatch({ type: 'batchChanged', itemNo: line.itemNo, value: value ?? '' })}
                        />
                      ) : (
                        <input
                          className="ui-input"
                          value={line.batch}
                          readOnly={posting}
                          onChange={(e) => dispatch({ type: 'batchChanged', itemNo: line.itemNo, value: e.target.value })}
                        />
                      )}
                    </FormField>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {!readOnly && state.lines.length > 0 ? (
        <section className="wm-header-fields" aria-label="Receipt">
          <FormField label={order.kind === 'PO' ? 'Delivery note' : 'Bill of lading'}>
            <input
              className="ui-input"
              value={state.reference}
              readOnly={posting}
              onChange={(e) => dispatch({ type: 'referenceChanged', value: e.target.value })}
            />
          </FormField>
          <FormField label="Posting date">
            <DateInput
              value={state.postingDate || null}
              maxDate={today}
              onChange={(value) => dispatch({ type: 'postingDateChanged', value: value ?? '' })}
            />
          </FormField>
          <FormField label="Header text">
            <input
              className="ui-input"
              value={state.headerText}
              readOnly={posting}
              onChange={(e) => dispatch({ type: 'headerTextChanged', value: e.target.value })}
            />
          </FormField>
          {state.error ? (
            <div ref={errorRef} className="ui-alert ui-alert-danger" role="alert">
              <span>{state.error}</span>
            </div>
          ) : null}
          <button
            type="button"
            className="ui-button ui-button-primary wm-wide"
            disabled={posting}
            aria-busy={posting || undefined}
            onClick={() => void post()}
          >
            {posting ? t('scanBusy') : 'Post goods receipt'}
          </button>
          <DiscardButton disabled={posting} onDiscard={() => flow.discard()} />
        </section>
      ) : null}
      <BottomBar
        actions={{ done: !readOnly && state.lines.length > 0 ? { run: () => void post(), label: 'Post', disabled: posting } : null }}
      />
    </div>
  );
}
