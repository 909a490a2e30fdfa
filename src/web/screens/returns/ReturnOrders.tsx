import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fillPath } from '../../../shared/contracts/endpoint';
import * as r from '../../../shared/contracts/returns/endpoints';
import { RETURN_ORDER_STATUSES, type ReturnableSerials, type ReturnOrderView } from '../../../shared/contracts/returns/schemas';
import * as shp from '../../../shared/contracts/shipping/endpoints';
import { type MessageId, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { HeaderRow } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showDayOf } from '../../ui/plant-time';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { alertError, useAction } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { useFilteredSearch } from '../stock/filtered-search';
import { CategoryText } from './returns-parts';
import '../stock/stock.css';

const STATUS_TEXT = {
  OPEN: 'rma.status.OPEN',
  PARTIAL: 'rma.status.PARTIAL',
  RECEIVED: 'rma.status.RECEIVED',
} as const satisfies Record<(typeof RETURN_ORDER_STATUSES)[number], MessageId>;
const statusOptions = () => RETURN_ORDER_STATUSES.map((s) => ({ value: s, label: t(STATUS_TEXT[s]) }));
type Filters = { serialNo?: string; customer?: string; status?: string };

/**
 * Customer returns (SD/RMA, page `returnOrders`): a return order for serials a delivery shipped (the
 * delivery's serials offered, those still at the customer and on no other order to tick), with a return
 * reason that says where they go (quality inspection or blocked stock); the sheet to put in the box (PDF);
 * the orders searched, each with its serials, receipts and inspection lots.
 */
export default function ReturnOrders() {
  const [shown, setShown] = useState<ReturnOrderView | null>(null);
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('rma.title')} />
      <CreateReturnOrder onCreated={setShown} />
      <SearchReturnOrders onOpen={setShown} />
      {shown ? <ReturnOrderDetail order={shown} /> : null}
    </div>
  );
}

function CreateReturnOrder({ onCreated }: { onCreated: (order: ReturnOrderView) => void }) {
  const reasons = useQuery({ queryKey: ['return-reasons'], queryFn: () => call(r.returnReasonList) });
  const [delivery, setDelivery] = useState('');
  const [shipped, setShipped] = useState<ReturnableSerials | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const post = useKeyedPosting();
  const { busy, run } = useAction(alertError);
  const load = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = await run(() => call(r.returnableSerialsOfDelivery, { params: { deliveryNumber: delivery.trim() } }));
    setShipped(found);
    setChosen([]);
  };
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!shipped) return;
    const data = new FormData(event.currentTarget);
    const note = String(data.get('note') ?? '').trim();
    const body = { delivery: shipped.delivery, reason: String(data.get('reason') ?? ''), serials: chosen, ...(note ? { note } : {}) };
    const created = await run(() => post(body, (key) => call(r.createReturnOrder, { body }, { idempotencyKey: key })));
    if (!created) return;
    toastSuccess(t('rma.created', { rma: created.rmaNumber, count: created.items.length }));
    setShipped(null);
    setChosen([]);
    setDelivery('');
    onCreated(created);
    await queryClient.invalidateQueries({ queryKey: ['return-orders'] });
  };
  return (
    <section aria-label={t('rma.newTitle')}>
      <h2>{t('rma.newTitle')}</h2>
      <form className="sv-filters" aria-label={t('rma.findDelivery')} onSubmit={load}>
        <label className="sv-field">
          <span>{t('rma.delivery')}</span>
          <input
            className="ui-input"
            name="delivery"
            inputMode="numeric"
            maxLength={10}
            required
            value={delivery}
            onChange={(e) => setDelivery(e.target.value)}
          />
        </label>
        <div className="sv-filter-actions">
          <button type="submit" className="ui-button" disabled={busy}>
            {t('rma.showSerials')}
          </button>
        </div>
      </form>
      {shipped ? (
        <form className="sv-filters" aria-label={t('rma.newOrder')} onSubmit={create}>
          <p className="sv-field-wide">
            {t('rma.deliveryOf', { delivery: shipped.delivery, plant: shipped.plant })}{' '}
            <span translate="no">
              {shipped.customer} {shipped.customerName}
            </span>
          </p>
          <fieldset className="sv-field-wide">
            <legend>{t('rma.serialsToReturn')}</legend>
            {shipped.serials.length === 0 ? <p>{t('rma.noSerialsShipped')}</p> : null}
            {shipped.serials.map((s) => {
              const why = !s.atCustomer ? t('rma.notAtCustomer') : s.openReturnOrder ? t('rma.onOrder', { rma: s.openReturnOrder }) : null;
              return (
                <label key={s.serialNumber} className="rma-serial">
                  <input
                    type="checkbox"
                    disabled={why !== null}
                    checked={chosen.includes(s.serialNumber)}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, s.serialNumber] : chosen.filter((c) => c !== s.serialNumber))}
                  />{' '}
                  <span translate="no">
                    {s.serialNumber} · {s.material} {s.materialDescription}
                  </span>
                  {why ? ` (${why})` : ''}
                </label>
              );
            })}
          </fieldset>
          <label className="sv-field">
            <span>{t('rma.reason')}</span>
            <select className="ui-input" name="reason" required>
              {(reasons.data?.reasons ?? []).map((x) => (
                <option key={x.reasonCode} value={x.reasonCode}>
                  {x.description}
                </option>
              ))}
            </select>
          </label>
          <label className="sv-field sv-field-wide">
            <span>{t('rma.note')}</span>
            <input className="ui-input" name="note" maxLength={200} />
          </label>
          <div className="sv-filter-actions">
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || chosen.length === 0}>
              {t('rma.create', { count: chosen.length })}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function SearchReturnOrders({ onOpen }: { onOpen: (order: ReturnOrderView) => void }) {
  const { bind, search, list, page, setPage } = useFilteredSearch('return-orders', {} as Filters, (query, page) =>
    call(r.searchReturnOrders, { query: { ...query, page, pageSize: 25 } }),
  );
  const { run } = useAction(alertError);
  const open = async (rmaNumber: string) => {
    const order = await run(() => call(r.getReturnOrder, { params: { rmaNumber } }));
    if (order) onOpen(order);
  };
  const rows = list.data?.items ?? [];
  return (
    <section aria-label={t('rma.orders')}>
      <h2>{t('rma.orders')}</h2>
      <form className="sv-filters" aria-label={t('rma.findOrders')} onSubmit={search}>
        <TextField label={t('rma.serial')} maxLength={30} {...bind.text('serialNo')} />
        <TextField label={t('rma.customer')} maxLength={10} {...bind.text('customer')} />
        <FilterSelect labelId="rma-status" label={t('rma.colStatus')} isClearable options={statusOptions()} {...bind.choice('status')} />
        <FilterActions submit={t('rma.search')} />
      </form>
      <AlertLine message={list.isError ? errorText(list.error) : null} />
      <ScrollRegion className="sv-table-wrap" busy={list.isPending}>
        <table className="sv-table" aria-label={t('rma.table')}>
          <thead>
            <HeaderRow
              columns={[
                t('rma.order'),
                t('rma.customer'),
                t('rma.delivery'),
                t('rma.into'),
                t('rma.colStatus'),
                t('rma.serials'),
                t('rma.colCreated'),
              ]}
            />
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.rmaNumber}>
                <td>
                  <button type="button" className="sv-link" onClick={() => void open(o.rmaNumber)}>
                    {o.rmaNumber}
                  </button>
                </td>
                <td translate="no">
                  {o.customer} {o.customerName}
                </td>
                <td>{o.delivery}</td>
                <td>
                  <CategoryText category={o.category} />
                </td>
                <td>{t(STATUS_TEXT[o.status])}</td>
                <td className="sv-num">{t('rma.openOf', { open: o.openSerials, count: o.serialCount })}</td>
                <td>
                  {showDayOf(o.createdAt)} <span translate="no">{o.createdBy}</span>
                </td>
              </tr>
            ))}
            {list.isSuccess && rows.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('rma.nothingFound')}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </section>
  );
}

function ReturnOrderDetail({ order: o }: { order: ReturnOrderView }) {
  const printers = useQuery({ queryKey: ['printers'], queryFn: () => call(shp.listPrinters) });
  const [printer, setPrinter] = useState('');
  const { busy, run } = useAction(alertError);
  const print = async () => {
    const chosen = printer || printers.data?.printers[0]?.printerId;
    if (!chosen) return;
    const job = await run(() => call(shp.printLabel, { params: { printerId: chosen }, body: { kind: 'rma', reference: o.rmaNumber } }));
    if (job) toastSuccess(t('rma.sheetSent', { printer: job.printerId }));
  };
  return (
    <section aria-label={t('rma.orderNumber', { rma: o.rmaNumber })}>
      <h2>{t('rma.orderNumber', { rma: o.rmaNumber })}</h2>
      <p>
        <span translate="no">
          {o.customer} {o.customerName}
        </span>{' '}
        · {t('rma.deliveryOf', { delivery: o.delivery, plant: o.plant })} · <CategoryText category={o.category} /> ·{' '}
        {t(STATUS_TEXT[o.status])}
        {o.note ? (
          <>
            {' '}
            · <span translate="no">{o.note}</span>
          </>
        ) : null}
      </p>
      <p>
        <a className="sv-link" href={fillPath(r.returnOrderSheet.path, { rmaNumber: o.rmaNumber })} target="_blank" rel="noreferrer">
          {t('rma.sheetPdf')}
        </a>
      </p>
      {printers.data && printers.data.printers.length > 0 ? (
        <div className="sv-filters">
          <label className="sv-field">
            <span>{t('rma.printer')}</span>
            <select className="ui-input" value={printer} onChange={(ev) => setPrinter(ev.target.value)}>
              {printers.data.printers.map((p) => (
                <option key={p.printerId} value={p.printerId} translate="no">
                  {p.printerId} {p.name}
                </option>
              ))}
            </select>
          </label>
          <div className="sv-filter-actions">
            <button type="button" className="ui-button" disabled={busy} onClick={() => void print()}>
              {t('rma.printSheet')}
            </button>
          </div>
        </div>
      ) : null}
      <ScrollRegion className="sv-table-wrap">
        <table className="sv-table" aria-label={t('rma.orderSerials')}>
          <thead>
            <HeaderRow columns={[t('rma.serial'), t('rma.material'), t('rma.issuedWith'), t('rma.receivedWith'), t('rma.lot')]} />
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={i.itemNo}>
                <td translate="no">{i.serialNumber}</td>
                <td translate="no">
                  <span className="sv-mono">{i.material}</span> {i.materialDescription}
                </td>
                <td>{i.issuedMatDoc}</td>
                <td>{i.receivedMatDoc ?? t('rma.notYet')}</td>
                <td>{i.lotNumber ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
