import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as q from '../../../shared/contracts/quality/endpoints';
import { LOT_STATUSES } from '../../../shared/contracts/quality/schemas';
import { errorText } from '../../../shared/messages';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { Link, useLocation, useParams } from '../../router';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { Pagination, PlantOptions } from '../../ui';
import { lotDetailPath, QmTable, StateBadge, StatusSelect, TextFilters, useQualityContext } from './quality-parts';
import '../stock/stock.css';
import './quality.css';
import { showDayOf } from '../../ui/plant-time';

const FILTERS = ['material', 'vendor', 'serial', 'dateFrom', 'dateTo'] as const;
type Filter = (typeof FILTERS)[number];
const LABELS: Record<Filter, string> = {
  material: 'Material',
  vendor: 'Vendor',
  serial: 'Serial',
  dateFrom: 'Opened from',
  dateTo: 'Opened to',
};
const LOT_COLUMNS = [
  'Lot',
  'Status',
  'Plant',
  'Material',
  'Vendor / PO',
  { label: 'Quantity', numeric: true },
  { label: 'Decided', numeric: true },
  'Opened',
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
      <WarehouseTitleBar title={`Inspection Lots ${prodcat}${serialized ? '' : ' (manual parts)'}`} />
      <form className="qm-filters" aria-label="Lot filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Plant
          <select
            aria-label="Plant"
            value={plant}
            onChange={(e) => {
              setPlant(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All my plants</option>
            <PlantOptions plants={ctx.plants} />
          </select>
        </label>
        <StatusSelect
          statuses={LOT_STATUSES}
          any="All"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <TextFilters
          names={FILTERS}
          labels={LABELS}
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
        label="Inspection lots"
        columns={LOT_COLUMNS}
        empty={list.data && list.data.items.length === 0 ? 'No inspection lot matches.' : null}
      >
        {(list.data?.items ?? []).map((l) => (
          <tr key={l.lotNumber}>
            <td className="sv-mono">
              <Link to={lotDetailPath(prodcat, l.lotNumber, serialized)}>{l.lotNumber}</Link>
            </td>
            <td>
              <StateBadge state={l.status} />
            </td>
            <td>{l.plant}</td>
            <td>
              {l.material} <span className="sp-muted">{l.materialDescription}</span>
            </td>
            <td>
              {l.vendor ?? ''} {l.purchaseOrder ? `${l.purchaseOrder}/${l.purchaseOrderItem}` : l.origin.toLowerCase()}
            </td>
            <td className="sv-num">{displayQuantity(l.quantity)}</td>
            <td className="sv-num">{displayQuantity(l.decidedQuantity)}</td>
            <td>{showDayOf(l.createdAt)}</td>
          </tr>
        ))}
      </QmTable>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </div>
  );
}
