import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as goodsReceipt from '../../../shared/contracts/goods-receipt/endpoints';
import type { GoodsReceiptInitData, GoodsReceiptPosted } from '../../../shared/contracts/goods-receipt/schemas';
import * as orders from '../../../shared/contracts/orders/endpoints';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';

import { call } from '../../api';
import { journalRequestOf } from '../../offline/journal';
import { Link, useNavigate, useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { focusOnMount } from '../../shell/key-buffer';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { slocOptions } from '../../ui/CheckGroup';
import { DateInput } from '../../ui/DateInput';
import { Facts } from '../../ui/Facts';
import { FormField } from '../../ui/FormField';
import { signalError } from '../../ui/feedback';
import { DiscardButton } from '../../ui/PostingControls';
import { QueuedResult, ResultSection } from '../../ui/ResultSection';
import { Select } from '../../ui/Select';
import { serialRoute, startSerialCapture, takeSerialCaptureResult } from '../warehouse/serial-capture';
import '../warehouse/handheld.css';
import { showQuantity, t } from '../../../shared/i18n';
import {
  buildReceiptRequest,
  type GoodsReceiptEvent,
  type GoodsReceiptState,
  initial,
  lineProblem,
  name,
  type ReceiptItemSource,
  type ReceiptKind,
  readQuantity,
  step,
} from './goods-receipt.flow';
import { fromPo, fromSto, KIND_TITLE, type OrderData } from './receipt-order';

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
      <WarehouseTitleBar title={t(KIND_TITLE[kind], { number })} titleLink={href('goodsReceipt')} />
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
    .map((i) =>
      i.serials?.length
        ? t('gr.journalItemSerials', { item: i.itemNo, quantity: showQuantity(i.quantity), count: i.serials.length })
        : t('gr.journalItem', { item: i.itemNo, quantity: showQuantity(i.quantity) }),
    )
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
            t('gr.journalPo', { number: body.purchaseOrderNo, items: receiptSummary(body.items) }),
          )
        : journalRequestOf(
            goodsReceipt.postGoodsReceiptSto,
            undefined,
            t('gr.journalSto', { number: body.stoNumber, items: receiptSummary(body.items) }),
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
    const typed = line.quantity ? readQuantity(line.quantity) : null;
    const planned = typed && Number(typed) > 0 ? Math.min(Number(typed), Number(line.max)) : Number(line.max);
    navigate(
      serialRoute({ plant: order.plant, sloc: line.sloc, material: line.material, description: line.description, quantity: planned }),
    );
  };

  if (state.status === 'queued') {
    return (
      <QueuedResult>
        <Link className="ui-button ui-button-primary wm-wide" to={href('goodsReceipt')} ref={focusOnMount}>
          {t('gr.nextReceipt')}
        </Link>
      </QueuedResult>
    );
  }

  if (state.status === 'posted' && state.result) {
    const r = state.result;
    return (
      <ResultSection
        label={t('gr.posted')}
        title={r.replayed ? t('receiptPostedAfterRetry', { matDoc: r.matDoc }) : t('receiptPosted', { matDoc: r.matDoc })}
      >
        <p>
          {t('gr.materialDocument')} <strong data-testid="mat-doc">{r.matDoc}</strong>
          {r.grBin ? (
            <>
              {' · '}
              {t('gr.receivedIntoBin')} <span translate="no">{r.grBin}</span>
            </>
          ) : null}
        </p>
        {r.transferOrder ? (
          <p>
            {t('putawayCreated', { orderId: r.transferOrder })}{' '}
            <Link
              ref={focusOnMount}
              className="ui-button ui-button-primary wm-wide"
              to={withQuery(href('putawaySuggested'), { order: r.transferOrder, line: 1 })}
            >
              {t('gr.putAwayNow')}
            </Link>
          </p>
        ) : null}
        {r.putawayWarning ? <p className="sp-error-text">{r.putawayWarning}</p> : null}
        <Link className="ui-button wm-wide" to={href('goodsReceipt')} ref={r.transferOrder ? undefined : focusOnMount}>
          {t('gr.nextReceipt')}
        </Link>
      </ResultSection>
    );
  }

  return (
    <div className="wm-receipt">
      <p className="sp-muted">
        {order.partner ? (
          <>
            <span translate="no">{order.partner}</span>
            {' · '}
          </>
        ) : null}
        {order.subtitle}
      </p>
      {state.lines.length === 0 ? <p className="sp-muted">{t('gr.nothingOpen')}</p> : null}
      <ul className="wm-list" aria-label={t('gr.items')}>
        {order.facts.map((f, index) => {
          const line = state.lines.find((l) => l.itemNo === f.itemNo);
          const source = order.sources.find((s) => s.itemNo === f.itemNo) as ReceiptItemSource;
          const problem = line ? lineProblem(line) : null;
          return (
            <li key={f.itemNo} className="wm-item" aria-label={t('gr.item', { item: f.itemNo })}>
              <div className="wm-card-title">
                {f.itemNo} · <span translate="no">{source.material}</span>
              </div>
              <div className="wm-card-meta" translate="no">
                {source.materialDescription}
              </div>
              <Facts className="wm-facts" facts={f.facts} />
              {line && !readOnly ? (
                <div className="wm-item-inputs">
                  <FormField label={line.serialized ? t('gr.quantitySerials') : t('gr.quantity')} error={problem}>
                    <input
                      className="ui-input"
                      type="text"
                      ref={index === firstEditable ? focusOnMount : undefined}
                      inputMode="decimal"
                      value={line.quantity}
                      readOnly={posting}
                      onChange={(e) => dispatch({ type: 'quantityChanged', itemNo: line.itemNo, value: e.target.value })}
                    />
                  </FormField>
                  {line.serialized ? (
                    <button type="button" className="ui-button wm-wide" disabled={posting} onClick={() => captureSerials(line.itemNo)}>
                      {t('gr.serialsButton', { count: line.serials.length })}
                    </button>
                  ) : null}
                  <FormField label={t('gr.sloc')}>
                    <Select
                      options={slocOptions(slocs)}
                      value={line.sloc}
                      isDisabled={posting}
                      onChange={(value) => value && dispatch({ type: 'slocChanged', itemNo: line.itemNo, value })}
                    />
                  </FormField>
                  {line.batchManaged ? (
                    <FormField label={t('gr.batch')}>
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
        <section className="wm-header-fields" aria-label={t('gr.receipt')}>
          <FormField label={order.kind === 'PO' ? t('gr.deliveryNote') : t('gr.billOfLading')}>
            <input
              className="ui-input"
              value={state.reference}
              readOnly={posting}
              onChange={(e) => dispatch({ type: 'referenceChanged', value: e.target.value })}
            />
          </FormField>
          <FormField label={t('gr.postingDate')}>
            <DateInput
              value={state.postingDate || null}
              maxDate={today}
              onChange={(value) => dispatch({ type: 'postingDateChanged', value: value ?? '' })}
            />
          </FormField>
          <FormField label={t('gr.headerText')}>
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
            {posting ? t('scanBusy') : t('gr.postReceipt')}
          </button>
          <DiscardButton disabled={posting} onDiscard={() => flow.discard()} />
        </section>
      ) : null}
      <BottomBar
        actions={{ done: !readOnly && state.lines.length > 0 ? { run: () => void post(), label: t('gr.post'), disabled: posting } : null }}
      />
    </div>
  );
}
