import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as dlv from '../../../shared/contracts/deliveries/endpoints';
import { DELIVERY_STATUSES } from '../../../shared/contracts/deliveries/schemas';
import * as e from '../../../shared/contracts/vendor-returns/endpoints';
import type { Returnable, VendorReturnView } from '../../../shared/contracts/vendor-returns/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call, newIdempotencyKey } from '../../api';
import { Link, useNavigate, useParams } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine, ErrorText } from '../../ui/AlertLine';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { deliveryStatusText, StatusBadge } from '../../ui/DeliveryStatus';
import { Facts } from '../../ui/Facts';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showDay, showDayOf } from '../../ui/plant-time';
import { alertError, useAction } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { DeliveryNoteButton, DocumentHistory } from '../shipping/DocumentHistory';
import { useFilteredSearch } from '../stock/filtered-search';
import '../stock/stock.css';
import './vendor-returns.css';

type Kind = '122' | '161';
const TO_STATUS = { OPEN: 'dlv.toStatus.OPEN', CONFIRMED: 'dlv.toStatus.CONFIRMED', CANCELLED: 'dlv.toStatus.CANCELLED' } as const;
type Line = { quantity: string; reason: string; serials: string[] };
type Filters = { poNumber?: string; status?: string };

/**
 * Returns to vendor (MM/RTV, page `vendorReturns`): a return against a goods receipt (122) or on a purchase order
 * (161): the items offered with what can still go back (received, less earlier returns, in stock) and, serialized,
 * the serials to tick; a reason per item. The returns listed with their delivery's progress; each opens its page.
 */
export function VendorReturnIndex() {
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('rtv.title')} />
      <CreateVendorReturn />
      <SearchVendorReturns />
    </div>
  );
}

function CreateVendorReturn() {
  const navigate = useNavigate();
  const reasons = useQuery({ queryKey: ['vendor-return-reasons'], queryFn: () => call(e.vendorReturnReasonList) });
  const [kind, setKind] = useState<Kind>('122');
  const [number, setNumber] = useState('');
  const [offer, setOffer] = useState<Returnable | null>(null);
  const [lines, setLines] = useState<Record<number, Line>>({});
  const [note, setNote] = useState('');
  const queryClient = useQueryClient();
  const post = useKeyedPosting();
  const { busy, run } = useAction(alertError);
  const load = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = number.trim();
    const found = await run(() =>
      kind === '122'
        ? call(e.returnableOfReceipt, { params: { matDoc: n } })
        : call(e.returnableOfPurchaseOrder, { params: { poNumber: n } }),
    );
    setOffer(found ?? null);
    setLines({});
  };
  const lineOf = (item: number): Line => lines[item] ?? { quantity: '', reason: '', serials: [] };
  const setLine = (item: number, change: Partial<Line>) => setLines({ ...lines, [item]: { ...lineOf(item), ...change } });
  const chosen = (offer?.items ?? []).flatMap((i) => {
    const l = lineOf(i.item);
    const quantity = i.serialized ? String(l.serials.length) : l.quantity.trim();
    if (!quantity || Number(quantity) <= 0) return [];
    return [
      {
        item: i.item,
        quantity,
        reason: (l.reason || reasons.data?.reasons[0]?.reasonCode || '0001') as '0001',
        ...(i.serialized ? { serials: l.serials } : {}),
      },
    ];
  });
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!offer) return;
    const extra = note.trim() ? { note: note.trim() } : {};
    const body =
      offer.movementType === '122'
        ? { movementType: '122' as const, grDocument: offer.grDocument ?? '', items: chosen, ...extra }
        : { movementType: '161' as const, poNumber: offer.poNumber, items: chosen, ...extra };
    const created = await run(() => post(body, (key) => call(e.createVendorReturn, { body }, { idempotencyKey: key })));
    if (!created) return;
    toastSuccess(t('rtv.created', { delivery: created.deliveryNumber }));
    await queryClient.invalidateQueries({ queryKey: ['vendor-returns'] });
    navigate(href('vendorReturn', { deliveryNumber: created.deliveryNumber }));
  };
  return (
    <section aria-label={t('rtv.newTitle')}>
      <h2>{t('rtv.newTitle')}</h2>
      <form className="sv-filters" aria-label={t('rtv.findSource')} onSubmit={load}>
        <fieldset className="sv-field rtv-kind">
          <legend>{t('rtv.kind')}</legend>
          {(['122', '161'] as const).map((k) => (
            <label key={k}>
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {t(`rtv.kind${k}`)}
            </label>
          ))}
        </fieldset>
        <label className="sv-field">
          <span>{kind === '122' ? t('rtv.grDocument') : t('rtv.poNumber')}</span>
          <input
            className="ui-input"
            name="number"
            inputMode="numeric"
            maxLength={10}
            required
            value={number}
            onChange={(ev) => setNumber(ev.target.value)}
          />
        </label>
        <div className="sv-filter-actions">
          <button type="submit" className="ui-button" disabled={busy}>
            {t('rtv.showItems')}
          </button>
        </div>
      </form>
      {offer ? (
        <form className="rtv-offer" aria-label={t('rtv.itemsToReturn')} onSubmit={create}>
          <p>
            {offer.grDocument
              ? t('rtv.offerReceipt', { gr: offer.grDocument, po: offer.poNumber, plant: offer.plant })
              : t('rtv.offerOrder', { po: offer.poNumber, plant: offer.plant })}{' '}
            <span translate="no">
              {offer.vendor} {offer.vendorName}
            </span>
          </p>
          <ListTable
            label={t('rtv.itemsToReturn')}
            head={[
              t('rtv.colItem'),
              t('rtv.colMaterial'),
              t('rtv.colReceived'),
              t('rtv.colReturnable'),
              t('rtv.colReturn'),
              t('rtv.colReason'),
            ]}
            empty={offer.items.length === 0}
          >
            {offer.items.map((i) => {
              const l = lineOf(i.item);
              return (
                <tr key={i.item}>
                  <td>{i.item}</td>
                  <td translate="no">
                    <span className="sv-mono">{i.material}</span> {i.materialDescription}
                  </td>
                  <td className="sv-num">{showQuantity(i.receivedQuantity)}</td>
                  <td className="sv-num">{showQuantity(i.returnableQuantity)}</td>
                  <td>
                    {i.serialized ? (
                      <fieldset className="rtv-serials">
                        <legend className="ui-visually-hidden">{t('rtv.serialsOf', { item: i.item })}</legend>
                        {i.serials.length === 0 ? <span>{t('rtv.noSerials')}</span> : null}
                        {i.serials.map((s) => (
                          <label key={s} translate="no">
                            <input
                              type="checkbox"
                              checked={l.serials.includes(s)}
                              onChange={(ev) =>
                                setLine(i.item, { serials: ev.target.checked ? [...l.serials, s] : l.serials.filter((x) => x !== s) })
                              }
                            />{' '}
                            {s}
                          </label>
                        ))}
                      </fieldset>
                    ) : (
                      <input
                        className="ui-input rtv-qty"
                        aria-label={t('rtv.quantityOf', { item: i.item })}
                        inputMode="decimal"
                        maxLength={16}
                        value={l.quantity}
                        onChange={(ev) => setLine(i.item, { quantity: ev.target.value })}
                      />
                    )}
                  </td>
                  <td>
                    <select
                      className="ui-input"
                      aria-label={t('rtv.reasonOf', { item: i.item })}
                      value={l.reason || reasons.data?.reasons[0]?.reasonCode || ''}
                      onChange={(ev) => setLine(i.item, { reason: ev.target.value })}
                    >
                      {(reasons.data?.reasons ?? []).map((x) => (
                        <option key={x.reasonCode} value={x.reasonCode}>
                          {x.description}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </ListTable>
          <div className="sv-filters">
            <label className="sv-field sv-field-wide">
              <span>{t('rtv.note')}</span>
              <input className="ui-input" name="note" maxLength={200} value={note} onChange={(ev) => setNote(ev.target.value)} />
            </label>
            <div className="sv-filter-actions">
              <button type="submit" className="ui-button ui-button-primary" disabled={busy || chosen.length === 0}>
                {t('rtv.create', { count: chosen.length })}
              </button>
            </div>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function SearchVendorReturns() {
  const { bind, search, list, page, setPage } = useFilteredSearch('vendor-returns', {} as Filters, (query, page) =>
    call(e.searchVendorReturns, { query: { ...query, page, pageSize: 25 } }),
  );
  const rows = list.data?.items ?? [];
  return (
    <section aria-label={t('rtv.returns')}>
      <h2>{t('rtv.returns')}</h2>
      <form className="sv-filters" aria-label={t('rtv.findReturns')} onSubmit={search}>
        <TextField label={t('rtv.poNumber')} maxLength={10} {...bind.text('poNumber')} />
        <FilterSelect
          labelId="rtv-status"
          label={t('rtv.colStatus')}
          isClearable
          options={DELIVERY_STATUSES.map((s) => ({ value: s, label: deliveryStatusText(s) }))}
          {...bind.choice('status')}
        />
        <FilterActions submit={t('rtv.search')} />
      </form>
      <AlertLine message={list.isError ? errorText(list.error) : null} />
      <ListTable
        label={t('rtv.returnsTable')}
        loading={list.isPending}
        head={[t('rtv.colDelivery'), t('rtv.colKind'), t('rtv.colReference'), t('rtv.colVendor'), t('rtv.colStatus'), t('rtv.colCreated')]}
        empty={list.isSuccess && rows.length === 0}
      >
        {rows.map((r) => (
          <tr key={r.deliveryNumber}>
            <td>
              <Link className="sv-link" to={href('vendorReturn', { deliveryNumber: r.deliveryNumber })}>
                {r.deliveryNumber}
              </Link>
            </td>
            <td>{r.movementType}</td>
            <td>{r.grDocument ? t('rtv.refReceipt', { gr: r.grDocument, po: r.poNumber }) : t('rtv.refOrder', { po: r.poNumber })}</td>
            <td translate="no">
              {r.vendor} {r.vendorName}
            </td>
            <td>
              <StatusBadge status={r.status} />
            </td>
            <td>{showDayOf(r.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </section>
  );
}

/** vendorreturns/:deliveryNumber: the return's items, reasons and serials, its delivery's progress and the next steps. */
export function VendorReturnDetail() {
  const { deliveryNumber = '' } = useParams();
  const queryClient = useQueryClient();
  const ret = useQuery({
    queryKey: ['vendor-return', deliveryNumber],
    queryFn: () => call(e.getVendorReturn, { params: { deliveryNumber } }),
  });
  const { busy, run } = useAction(alertError);
  const act = async (label: string, send: (key: string) => Promise<unknown>) => {
    await run(async () => {
      await send(newIdempotencyKey());
      toastSuccess(t('rtv.actionDone', { action: label }));
    });
    await queryClient.invalidateQueries({ queryKey: ['vendor-return', deliveryNumber] });
  };
  const params = { deliveryNumber };
  const mayPost = useCan(dlv.postGoodsIssue);
  const mayPick = useCan(dlv.confirmPick);
  const mayReverse = useCan(dlv.reverseGoodsIssue);
  const r = ret.data;
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('rtv.returnTitle', { delivery: deliveryNumber })} titleLink={href('vendorReturns')} />
      <ErrorText error={ret.isError ? ret.error : null} />
      {r ? <ReturnFacts r={r} /> : null}
      {r && mayPost ? (
        <div className="rtv-actions">
          <button
            type="button"
            className="ui-button"
            disabled={busy || !['OPEN', 'PICKING'].includes(r.status)}
            onClick={() =>
              void act(t('rtv.actionPickOrders'), (key) => call(dlv.createPickOrders, { params, body: {} }, { idempotencyKey: key }))
            }
          >
            {t('rtv.createPickOrders')}
          </button>
          {mayPick && r.status === 'PICKING' ? (
            <Link className="ui-button" to={href('picking')}>
              {t('rtv.toPicking')}
            </Link>
          ) : null}
          {['PICKED', 'PACKED'].includes(r.status) ? (
            <Link className="ui-button" to={withQuery(href('packing'), { delivery: deliveryNumber })}>
              {t('rtv.toPacking')}
            </Link>
          ) : null}
          <button
            type="button"
            className="ui-button ui-button-primary"
            disabled={busy || !['PICKED', 'PACKED'].includes(r.status)}
            onClick={() =>
              void act(t('rtv.actionGoodsIssue'), (key) => call(dlv.postGoodsIssue, { body: params }, { idempotencyKey: key }))
            }
          >
            {t('rtv.postGoodsIssue', { type: r.movementType })}
          </button>
          {r.status === 'GOODS_ISSUED' && !r.shipmentNumber ? (
            <Link className="ui-button" to={href('shipments')}>
              {t('rtv.toShipments')}
            </Link>
          ) : null}
          {mayReverse ? (
            <ConfirmButton
              label={t('rtv.reverseGoodsIssue')}
              question={t('confirmReversal', { what: t('rtv.reversalWhat', { delivery: deliveryNumber }) })}
              confirmLabel={t('confirmReverse')}
              disabled={busy || r.status !== 'GOODS_ISSUED'}
              onConfirm={() =>
                void act(t('rtv.actionReversal'), (key) => call(dlv.reverseGoodsIssue, { params, body: {} }, { idempotencyKey: key }))
              }
            />
          ) : null}
        </div>
      ) : null}
      {r ? (
        <div className="rtv-actions">
          <DeliveryNoteButton of={{ type: 'delivery', deliveryNumber }} />
        </div>
      ) : null}
      {r ? <ReturnTables r={r} /> : null}
      {r ? <DocumentHistory of={{ type: 'delivery', deliveryNumber }} /> : null}
    </div>
  );
}

function ReturnFacts({ r }: { r: VendorReturnView }) {
  return (
    <Facts
      className="rtv-facts"
      facts={[
        [t('rtv.colStatus'), <StatusBadge key="s" status={r.status} />],
        [t('rtv.colKind'), r.movementType === '122' ? t('rtv.kind122') : t('rtv.kind161')],
        [
          t('rtv.colReference'),
          r.grDocument ? t('rtv.refReceipt', { gr: r.grDocument, po: r.poNumber }) : t('rtv.refOrder', { po: r.poNumber }),
        ],
        [t('rtv.colVendor'), `${r.vendor} ${r.vendorName}`],
        [t('rtv.colPlant'), r.plant],
        [t('rtv.goodsIssue'), r.goodsIssueMatDoc ?? '—'],
        [t('rtv.shipment'), r.shipmentNumber ?? '—'],
        ...(r.note ? ([[t('rtv.note'), r.note]] as [string, string][]) : []),
      ]}
    />
  );
}

function ReturnTables({ r }: { r: VendorReturnView }) {
  return (
    <>
      <ListTable
        label={t('rtv.items')}
        head={[
          t('rtv.colItem'),
          t('rtv.colMaterial'),
          t('rtv.colQuantity'),
          t('rtv.colPicked'),
          t('rtv.colPacked'),
          t('rtv.colIssued'),
          t('rtv.colReason'),
          t('rtv.colSerials'),
        ]}
        empty={r.items.length === 0}
      >
        {r.items.map((i) => (
          <tr key={i.itemNo}>
            <td>{i.itemNo}</td>
            <td translate="no">
              <span className="sv-mono">{i.material}</span> {i.materialDescription}
            </td>
            <td className="sv-num">{showQuantity(i.quantity)}</td>
            <td className="sv-num">{showQuantity(i.pickedQuantity)}</td>
            <td className="sv-num">{showQuantity(i.packedQuantity)}</td>
            <td className="sv-num">{showQuantity(i.issuedQuantity)}</td>
            <td>{i.reasonText}</td>
            <td className="sv-mono" translate="no">
              {i.serials.join(', ')}
            </td>
          </tr>
        ))}
      </ListTable>
      <ListTable
        label={t('rtv.transferOrders')}
        head={[t('rtv.colOrder'), t('rtv.colStatus'), t('rtv.colOpenLines')]}
        empty={r.transferOrders.length === 0}
      >
        {r.transferOrders.map((o) => (
          <tr key={o.orderId}>
            <td>{o.orderId}</td>
            <td>{o.status in TO_STATUS ? t(TO_STATUS[o.status as keyof typeof TO_STATUS]) : o.status}</td>
            <td className="sv-num">{o.openLines}</td>
          </tr>
        ))}
      </ListTable>
      <ListTable
        label={t('rtv.documents')}
        head={[t('rtv.colMatDoc'), t('rtv.colDate'), t('rtv.colMovement'), t('rtv.colReversalOf')]}
        empty={r.documents.length === 0}
      >
        {r.documents.map((m) => (
          <tr key={m.matDoc}>
            <td>{m.matDoc}</td>
            <td>{showDay(m.postingDate)}</td>
            <td>{m.movementType}</td>
            <td>{m.reversalOf ?? ''}</td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
