import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as eq from '../../../shared/contracts/equipment/endpoints';
import { RECEIPT_REQUEST_STATUSES, type ReceiptRequestView } from '../../../shared/contracts/equipment/receipt-requests';
import * as md from '../../../shared/contracts/master-data/endpoints';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { DateField } from '../../ui/FilterDateField';
import { HeaderRow } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { PlantOptions } from '../../ui/PlantOptions';
import { showDayOf } from '../../ui/plant-time';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { alertError, useAction } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { useFilteredSearch } from '../stock/filtered-search';
import '../stock/stock.css';
import { type MessageId, t } from '../../../shared/i18n';

/** A request's status: "Open" in the filter, "open" in running text. */
const STATUS_TEXT = {
  OPEN: 'eqp.status.OPEN',
  RECEIVED: 'eqp.status.RECEIVED',
  CANCELLED: 'eqp.status.CANCELLED',
} as const satisfies Record<(typeof RECEIPT_REQUEST_STATUSES)[number], MessageId>;
const STATUS_LOWER = {
  OPEN: 'eqp.statusLower.OPEN',
  RECEIVED: 'eqp.statusLower.RECEIVED',
  CANCELLED: 'eqp.statusLower.CANCELLED',
} as const satisfies Record<(typeof RECEIPT_REQUEST_STATUSES)[number], MessageId>;
const statusOptions = () => RECEIPT_REQUEST_STATUSES.map((s) => ({ value: s, label: t(STATUS_TEXT[s]) }));
type Filters = { serialNo?: string; material?: string; sender?: string; status?: string; dateFrom?: string; dateTo?: string };

/**
 * Equipment receipt requests (MIGO, page `receiptRequests`): announce serialized
 * equipment that arrives outside a PO or shipping notice (back from a customer or from repair) with its
 * serials, material, sender and reason; search the requests. Receiving recognises an announced serial at the scan.
 */
export default function ReceiptRequests() {
  const [shown, setShown] = useState<ReceiptRequestView | null>(null);
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('eqp.title')} />
      <CreateRequest onCreated={setShown} />
      <SearchRequests onOpen={setShown} />
      {shown ? <RequestDetail request={shown} /> : null}
    </div>
  );
}

function CreateRequest({ onCreated }: { onCreated: (request: ReceiptRequestView) => void }) {
  const plants = useQuery({ queryKey: ['plants'], queryFn: () => call(md.listPlants) });
  const queryClient = useQueryClient();
  const post = useKeyedPosting();
  const { busy, run } = useAction(alertError);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const body = {
      plant: text('plant'),
      material: text('material'),
      serials: text('serials')
        .split(/[\s,;]+/)
        .filter(Boolean),
      sender: text('sender'),
      reason: text('reason'),
    };
    const created = await run(() => post(body, (key) => call(eq.createReceiptRequest, { body }, { idempotencyKey: key })));
    if (!created) return;
    toastSuccess(t('receiptRequestCreated', { number: created.requestNumber, serials: created.serials.length }));
    form.reset();
    onCreated(created);
    await queryClient.invalidateQueries({ queryKey: ['receipt-requests'] });
  };
  return (
    <section aria-label={t('eqp.announceTitle')}>
      <h2>{t('eqp.announceTitle')}</h2>
      <form className="sv-filters" aria-label={t('eqp.newRequest')} onSubmit={onSubmit}>
        <label className="sv-field sv-field-narrow">
          <span>{t('eqp.plant')}</span>
          <select className="ui-input" name="plant" required>
            <PlantOptions plants={plants.data?.items ?? []} />
          </select>
        </label>
        <label className="sv-field">
          <span>{t('eqp.material')}</span>
          <input className="ui-input" name="material" maxLength={18} required />
        </label>
        <label className="sv-field">
          <span>{t('eqp.serials')}</span>
          <textarea className="ui-input" name="serials" rows={2} required />
        </label>
        <label className="sv-field">
          <span>{t('eqp.sender')}</span>
          <input className="ui-input" name="sender" maxLength={80} required />
        </label>
        <label className="sv-field sv-field-wide">
          <span>{t('eqp.reason')}</span>
          <input className="ui-input" name="reason" maxLength={200} required />
        </label>
        <div className="sv-filter-actions">
          <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
            {t('eqp.announce')}
          </button>
        </div>
      </form>
    </section>
  );
}

function SearchRequests({ onOpen }: { onOpen: (request: ReceiptRequestView) => void }) {
  const { bind, search, list, page, setPage } = useFilteredSearch('receipt-requests', { status: 'OPEN' } as Filters, (query, page) =>
    call(eq.searchReceiptRequests, { query: { ...query, page, pageSize: 25 } }),
  );
  const { run } = useAction(alertError);
  const open = async (requestNumber: string) => {
    const request = await run(() => call(eq.getReceiptRequest, { params: { requestNumber } }));
    if (request) onOpen(request);
  };
  const rows = list.data?.items ?? [];
  return (
    <section aria-label={t('eqp.requests')}>
      <h2>{t('eqp.requests')}</h2>
      <form className="sv-filters" aria-label={t('eqp.findRequests')} onSubmit={search}>
        <TextField label={t('eqp.serial')} maxLength={30} {...bind.text('serialNo')} />
        <TextField label={t('eqp.material')} maxLength={18} {...bind.text('material')} />
        <TextField label={t('eqp.sender')} maxLength={80} {...bind.text('sender')} />
        <FilterSelect labelId="err-status" label={t('eqp.colStatus')} isClearable options={statusOptions()} {...bind.choice('status')} />
        <DateField label={t('eqp.from')} narrow {...bind.text('dateFrom')} />
        <DateField label={t('eqp.to')} narrow {...bind.text('dateTo')} />
        <FilterActions submit={t('eqp.search')} />
      </form>
      <AlertLine message={list.isError ? errorText(list.error) : null} />
      <ScrollRegion className="sv-table-wrap" busy={list.isPending}>
        <table className="sv-table" aria-label={t('eqp.table')}>
          <thead>
            <HeaderRow
              columns={[
                t('eqp.colRequest'),
                t('eqp.plant'),
                t('eqp.material'),
                t('eqp.sender'),
                t('eqp.reason'),
                t('eqp.colStatus'),
                t('eqp.serials'),
                t('eqp.colCreated'),
              ]}
            />
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.requestNumber}>
                <td>
                  <button type="button" className="sv-link" onClick={() => void open(r.requestNumber)}>
                    {r.requestNumber}
                  </button>
                </td>
                <td>{r.plant}</td>
                <td translate="no">
                  <span className="sv-mono">{r.material}</span> {r.materialDescription}
                </td>
                <td translate="no">{r.sender}</td>
                <td translate="no">{r.reason}</td>
                <td>{t(STATUS_LOWER[r.status])}</td>
                <td className="sv-num">{t('eqp.openOf', { open: r.openSerials, count: r.serialCount })}</td>
                <td>
                  {showDayOf(r.createdAt)} <span translate="no">{r.createdBy}</span>
                </td>
              </tr>
            ))}
            {list.isSuccess && rows.length === 0 ? (
              <tr>
                <td colSpan={8}>{t('eqp.nothingFound')}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </section>
  );
}

function RequestDetail({ request: r }: { request: ReceiptRequestView }) {
  return (
    <section aria-label={t('eqp.request', { request: r.requestNumber })}>
      <h2>
        {t('eqp.request', { request: r.requestNumber })}: <span translate="no">{r.material}</span> {t('eqp.fromSender')}{' '}
        <span translate="no">{r.sender}</span>
      </h2>
      <p>
        <span translate="no">{r.reason}</span> · {t('eqp.plantOf', { plant: r.plant })} · {t(STATUS_LOWER[r.status])}
      </p>
      <ul aria-label={t('eqp.announcedSerials')}>
        {r.serials.map((s) => (
          <li key={s.serialNumber} className="sv-mono">
            <span translate="no">{s.serialNumber}</span> {s.open ? '' : t('eqp.serialReceived')}
          </li>
        ))}
      </ul>
    </section>
  );
}
