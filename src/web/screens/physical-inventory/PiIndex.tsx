import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import {
  type CreatePiDocumentRequest,
  PI_DOCUMENT_STATUSES,
  type PiDocumentStatusCode,
} from '../../../shared/contracts/physical-inventory/schemas';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { call, newIdempotencyKey } from '../../api';
import { Link } from '../../router';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { HeaderRow } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { alertError, useAction } from '../../ui/use-action';
import '../stock/stock.css';
import './physical-inventory.css';
import { showNumber, t } from '../../../shared/i18n';
import { DateInput } from '../../ui/DateInput';
import { showDayOf } from '../../ui/plant-time';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { piDocumentStatus } from './pi-words';

/**
 * Physical inventory (page `piDocuments`, MI01): create a document over bins
 * of a warehouse (bin range, storage type, material, not counted since) and search the documents;
 * a document opens its items, counts and differences.
 */
export default function PiIndex() {
  const setup = useQuery({ queryKey: ['pi-initdata'], queryFn: () => call(pi.invmgmtInit) });
  const queryClient = useQueryClient();
  const slocs = (setup.data?.plants ?? []).flatMap((p) =>
    p.storageLocations
      .filter((s) => s.warehouseId)
      .map((s) => ({
        plant: p.plantId,
        sloc: s.slocId,
        warehouse: p.warehouses.find((w) => w.warehouseId === s.warehouseId),
        name: s.name,
      })),
  );
  const [where, setWhere] = useState<string>('');
  const current = slocs.find((s) => `${s.plant}/${s.sloc}` === where) ?? slocs[0];
  const [created, setCreated] = useState<string | null>(null);
  const { busy: creating, run } = useAction(alertError);

  /** typed in the reader's locale, sent as an ISO day */
  const [notCountedSince, setNotCountedSince] = useState<string | null>(null);
  const notCountedSinceId = useId();

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = String(form.get(name) ?? '').trim();
      return value ? value : undefined;
    };
    const body: CreatePiDocumentRequest = { plant: current.plant, sloc: current.sloc };
    for (const key of ['binFrom', 'binTo', 'storageType', 'material'] as const) {
      const value = text(key);
      if (value) body[key] = value;
    }
    if (notCountedSince) body.notCountedSince = notCountedSince;
    await run(async () => {
      const result = await call(pi.createPiDocument, { body }, { idempotencyKey: newIdempotencyKey() });
      setCreated(result.piNumber);
      toastSuccess(t('piDocumentCreated', { number: result.piNumber, bins: result.binCount, items: result.itemCount }));
      await queryClient.invalidateQueries({ queryKey: ['pi-search'] });
    });
  };

  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('pi.indexTitle')} />
      {setup.isError ? <p className="sp-error-text">{errorText(setup.error)}</p> : null}
      <section className="pi-panel" aria-labelledby="pi-create">
        <h2 id="pi-create">{t('pi.newDocument')}</h2>
        <form className="pi-form" onSubmit={onCreate}>
          <label>
            {t('pi.sloc')}
            <select
              className="ui-input"
              value={current ? `${current.plant}/${current.sloc}` : ''}
              onChange={(e) => setWhere(e.target.value)}
            >
              {slocs.map((s) => (
                <option key={`${s.plant}/${s.sloc}`} value={`${s.plant}/${s.sloc}`}>
                  {t('pi.slocOption', { plant: s.plant, sloc: s.sloc, name: s.name, warehouse: s.warehouse?.warehouseId ?? '' })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('pi.binFrom')}
            <input className="ui-input" name="binFrom" autoComplete="off" />
          </label>
          <label>
            {t('pi.binTo')}
            <input className="ui-input" name="binTo" autoComplete="off" />
          </label>
          <label>
            {t('pi.storageType')}
            <select className="ui-input" name="storageType" defaultValue="">
              <option value="">{t('pi.any')}</option>
              {(current?.warehouse?.storageTypes ?? []).map((t) => (
                <option key={t.storageType} value={t.storageType}>
                  {t.storageType} {t.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('pi.material')}
            <input className="ui-input" name="material" autoComplete="off" />
          </label>
          <div className="pi-date">
            <label htmlFor={notCountedSinceId}>{t('pi.notCountedSince')}</label>
            <DateInput id={notCountedSinceId} value={notCountedSince} onChange={setNotCountedSince} isClearable />
          </div>
          <button type="submit" className="ui-button ui-button-primary" disabled={!current || creating}>
            {t('pi.createDocument')}
          </button>
        </form>
        {created ? (
          <p role="status">
            {t('pi.createdLink')} <Link to={href('piDocument', { piDocumentNumber: created })}>{created}</Link>
          </p>
        ) : null}
      </section>
      <PiSearch />
    </div>
  );
}

function PiSearch() {
  const [status, setStatus] = useState<PiDocumentStatusCode | ''>('');
  const [bin, setBin] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['pi-search', status, bin, page],
    queryFn: () =>
      call(pi.searchPiDocuments, { query: { ...(status ? { status } : {}), ...(bin ? { bin } : {}), page: String(page), pageSize: '20' } }),
    placeholderData: (p) => p,
  });
  return (
    <section className="pi-panel" aria-labelledby="pi-search">
      <h2 id="pi-search">{t('pi.documents')}</h2>
      <div className="pi-form">
        <label>
          {t('pi.status')}
          <select
            className="ui-input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as PiDocumentStatusCode | '');
              setPage(1);
            }}
          >
            <option value="">{t('pi.all')}</option>
            {PI_DOCUMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {piDocumentStatus(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('pi.bin')}
          <input
            className="ui-input"
            value={bin}
            onChange={(e) => {
              setBin(e.target.value.trim());
              setPage(1);
            }}
          />
        </label>
      </div>
      {list.isError ? <p className="sp-error-text">{errorText(list.error)}</p> : null}
      <ScrollRegion className="sv-table-wrap sv-table-flow" busy={list.isFetching}>
        <table className="sv-table" aria-label={t('pi.documents')}>
          <thead>
            <HeaderRow
              columns={[
                t('pi.document'),
                t('pi.colPlantSloc'),
                t('pi.colWarehouse'),
                t('pi.selection'),
                t('pi.status'),
                { label: t('pi.bins'), numeric: true },
                { label: t('pi.colCountedItems'), numeric: true },
                t('pi.created'),
              ]}
            />
          </thead>
          <tbody>
            {(list.data?.items ?? []).map((d) => (
              <tr key={d.piNumber}>
                <td className="sv-mono">
                  <Link to={href('piDocument', { piDocumentNumber: d.piNumber })}>{d.piNumber}</Link>
                </td>
                <td translate="no">
                  {d.plant} / {d.sloc}
                </td>
                <td translate="no">{d.warehouseId}</td>
                <td translate="no">{d.selection}</td>
                <td>{piDocumentStatus(d.status)}</td>
                <td className="sv-num">{showNumber(d.binCount)}</td>
                <td className="sv-num">{t('pi.countedOf', { counted: showNumber(d.countedItems), total: showNumber(d.itemCount) })}</td>
                <td>
                  {showDayOf(d.createdAt)} <span translate="no">{d.createdBy}</span>
                </td>
              </tr>
            ))}
            {list.data && list.data.items.length === 0 ? (
              <tr>
                <td colSpan={8} className="sp-muted">
                  {t('pi.noDocumentMatches')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </section>
  );
}
