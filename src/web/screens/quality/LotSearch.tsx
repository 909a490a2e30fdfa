import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as q from '../../../shared/contracts/quality/endpoints';
import { LOT_STATUSES } from '../../../shared/contracts/quality/schemas';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { Link, useLocation, useParams } from '../../router';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { Pagination } from '../../ui/Pagination';
import { PlantOptions } from '../../ui/PlantOptions';
import { lotDetailPath, QmTable, StateBadge, StatusSelect, stateText, TextFilters, useQualityContext } from './quality-parts';
import '../stock/stock.css';
import './quality.css';
import { showDayOf } from '../../ui/plant-time';

const FILTERS = ['material', 'vendor', 'serial', 'dateFrom', 'dateTo'] as const;
type Filter = (typeof FILTERS)[number];
const LABELS = {
  material: 'qm.material',
  vendor: 'qm.vendor',
  serial: 'qm.serial',
  dateFrom: 'qm.openedFrom',
  dateTo: 'qm.openedTo',
} as const satisfies Record<Filter, MessageId>;
const labels = (): Record<Filter, string> => Object.fromEntries(FILTERS.map((f) => [f, t(LABELS[f])])) as Record<Filter, string>;
const lotColumns = () =>
  [
    t('qm.lot'),
    t('qm.status'),
    t('qm.plant'),
    t('qm.material'),
    t('qm.vendorPo'),
    { label: t('qm.quantity'), numeric: true },
    { label: t('qm.decided'), numeric: true },
    t('qm.opened'),
  ] as const;

/**
 * Lot search (iqms/search/:prodcat/lotsearch for serialized lots, iqms/msearch/:prodcat/lotsearch for
 * manual parts and non-serialized): plant, material, vendor, serial, status and date filters.
 */
export default function LotSearch() {
  const { prodcat = '' } = useParams();
  const serialized = !useLocation().pathname.includes('/msearch/');
  const ctx = useQualityContext();
  const [plant, setPlant] = useState('');
  const [status, setStatus] = useState('');
  const [filters, setFilters] = useState<Partial<Record<Filter, string>>>({});
  const [page, setPage] = useState(1);
  const query = {
    prodcat,
    serialized: String(serialized) as 'true' | 'false',
    ...(plant ? { plant } : {}),
    ...(status ? { status: status as (typeof LOT_STATUSES)[number] } : {}),
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
    page: String(page),
    pageSize: '20',
  };
  const list = useQuery({
    queryKey: ['iqms-lots', query],
    queryFn: () => call(q.searchLots, { query }),
    placeholderData: (p) => p,
  });
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={serialized ? t('qm.lotsTitle', { prodcat }) : t('qm.lotsTitleManual', { prodcat })} />
      <form className="qm-filters" aria-label={t('qm.lotFilters')} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('qm.plant')}
          <select
            aria-label={t('qm.plant')}
            value={plant}
            onChange={(e) => {
              setPlant(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('qm.allMyPlants')}</option>
            <PlantOptions plants={ctx.plants} />
          </select>
        </label>
        <StatusSelect
          statuses={LOT_STATUSES}
          any={t('qm.all')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <TextFilters
          names={FILTERS}
          labels={labels()}
          values={filters}
          type={(f) => (f.startsWith('date') ? 'date' : 'text')}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </form>
      {list.isError ? <p className="sp-error-text">{errorText(list.error)}</p> : null}
      <QmTable
        label={t('qm.inspectionLots')}
        columns={lotColumns()}
        empty={list.data && list.data.items.length === 0 ? t('qm.noLotMatches') : null}
      >
        {(list.data?.items ?? []).map((l) => (
          <tr key={l.lotNumber}>
            <td className="sv-mono">
              <Link to={lotDetailPath(prodcat, l.lotNumber, serialized)}>{l.lotNumber}</Link>
            </td>
            <td>
              <StateBadge state={l.status} />
            </td>
            <td translate="no">{l.plant}</td>
            <td translate="no">
              {l.material} <span className="sp-muted">{l.materialDescription}</span>
            </td>
            <td>
              <span translate="no">{l.vendor ?? ''}</span>{' '}
              {l.purchaseOrder ? `${l.purchaseOrder}/${l.purchaseOrderItem}` : stateText(l.origin)}
            </td>
            <td className="sv-num">{showQuantity(l.quantity)}</td>
            <td className="sv-num">{showQuantity(l.decidedQuantity)}</td>
            <td>{showDayOf(l.createdAt)}</td>
          </tr>
        ))}
      </QmTable>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </div>
  );
}
