import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as eq from '../../../shared/contracts/equipment/endpoints';
import * as stock from '../../../shared/contracts/stock/endpoints';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { Pagination } from '../../ui';
import { QmList, QmTable, StateBadge, StatusSelect, stateText, TextFilters } from './quality-parts';
import '../stock/stock.css';
import './quality.css';
import { showTime } from '../../ui/plant-time';

const FILTERS = ['serialNo', 'equipmentNumber', 'material', 'materialGroup', 'plant', 'bin'] as const;
type Filter = (typeof FILTERS)[number];
const LABELS: Record<Filter, string> = {
  serialNo: 'Serial (ends with * for a prefix)',
  equipmentNumber: 'Equipment',
  material: 'Material',
  materialGroup: 'Material group',
  plant: 'Plant',
  bin: 'Bin',
};
const STATUSES = ['IN_STOCK', 'IN_TRANSIT', 'ISSUED', 'RETURNED', 'SCRAPPED', 'LOST', 'REMOVED'] as const;

/** The URL of an equipment image (full or thumbnail), from its contract. */
export const imageUrl = (imageId: string, size: 'full' | 'thumb') =>
  `${eq.getEquipmentImage.path.replace(':imageId', imageId)}?size=${size}`;

/**
 * Equipment (invmgmt/equipment/index, IQ03): search serials (the v2 search) by serial, equipment number,
 * material, material group, status, plant, bin and lock; a serial's detail shows its whole history (documents), inspection lots,
 * defects, deliveries, lock and images.
 */
export default function EquipmentIndex() {
  const [filters, setFilters] = useState<Partial<Record<Filter, string>>>({});
  const [status, setStatus] = useState('');
  const [locked, setLocked] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const query = {
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
    ...(status ? { status: status as (typeof STATUSES)[number] } : {}),
    ...(locked ? { locked: locked as 'true' | 'false' } : {}),
    page: String(page),
    pageSize: '25',
  };
  const anyFilter = Object.values(filters).some(Boolean) || !!status || !!locked;
  const list = useQuery({
    queryKey: ['equipment-search', query],
    enabled: anyFilter,
    queryFn: () => call(stock.searchEquipmentV2, { query }),
    placeholderData: (p) => p,
  });
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title="Equipment" />
      <form className="qm-filters" aria-label="Equipment filters" onSubmit={(e) => e.preventDefault()}>
        <TextFilters
          names={FILTERS}
          labels={LABELS}
          values={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <StatusSelect statuses={STATUSES} any="Any" value={status} onChange={setStatus} />
        <label>
          Lock
          <select aria-label="Lock" value={locked} onChange={(e) => setLocked(e.target.value)}>
            <option value="">Any</option>
            <option value="true">Locked</option>
            <option value="false">Not locked</option>
          </select>
        </label>
      </form>
      {!anyFilter ? (
        <p className="sp-muted">Give a serial, equipment number, material, material group, plant, bin, status or lock.</p>
      ) : null}
      {list.isError ? <p className="sp-error-text">{errorText(list.error)}</p> : null}
      {anyFilter ? (
        <QmTable
          label="Equipment"
          columns={['Serial', 'Equipment', 'Material', 'Status', 'Where', 'Lock']}
          empty={list.data && list.data.items.length === 0 ? 'No equipment matches.' : null}
        >
          {(list.data?.items ?? []).map((e) => (
            <tr key={e.equipmentNumber} aria-selected={selected === e.equipmentNumber}>
              <td className="sv-mono">
                <button type="button" className="ui-link" onClick={() => setSelected(e.equipmentNumber)}>
                  {e.serialNumber}
                </button>
              </td>
              <td className="sv-mono">{e.equipmentNumber}</td>
              <td>
                {e.material} <span className="sp-muted">{e.materialDescription}</span>
              </td>
              <td>
                <StateBadge state={e.status} />
              </td>
              <td>
                {e.plant} {e.sloc ?? ''} {e.bin ?? ''} {e.category ? e.category.toLowerCase() : ''}
              </td>
              <td>{e.locked ? 'locked' : ''}</td>
            </tr>
          ))}
        </QmTable>
      ) : null}
      {list.data && anyFilter ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
      {selected ? <EquipmentDetail equipmentNumber={selected} /> : null}
    </div>
  );
}

function EquipmentDetail({ equipmentNumber }: { equipmentNumber: string }) {
  const history = useQuery({
    queryKey: ['equipment', equipmentNumber],
    queryFn: () => call(stock.getEquipmentV2, { params: { equipmentNumber } }),
  });
  const quality = useQuery({
    queryKey: ['equipment-quality', equipmentNumber],
    queryFn: () => call(eq.getEquipmentQuality, { params: { equipmentNumber } }),
  });
  const h = history.data;
  const qd = quality.data;
  return (
    <section aria-label={`Equipment ${equipmentNumber}`}>
      <h2>{h ? `Serial ${h.serialNumber}, ${h.material} ${h.materialDescription}` : `Equipment ${equipmentNumber}`}</h2>
      {history.isError ? <p className="sp-error-text">{errorText(history.error)}</p> : null}
      {qd?.lock ? (
        <p className="sp-error-text">
          Locked: {qd.lock.reason} ({qd.lock.lockedBy}, {showTime(qd.lock.lockedAt)})
        </p>
      ) : null}
      <div className="qm-panels">
        <section aria-label="History">
          <h3>History</h3>
          <QmTable columns={['Document', 'Date', 'Type', 'To', 'By']}>
            {(h?.history ?? []).map((x) => (
              <tr key={`${x.matDoc}-${x.itemNo}`}>
                <td className="sv-mono">{x.matDoc}</td>
                <td>{x.postingDate}</td>
                <td>{x.movementType}</td>
                <td>
                  {stateText(x.status)} {x.plant} {x.sloc ?? ''} {x.bin ?? ''} {x.category?.toLowerCase() ?? ''}
                </td>
                <td>{x.createdBy}</td>
              </tr>
            ))}
          </QmTable>
        </section>
        <section aria-label="Inspection lots">
          <h3>Inspection lots</h3>
          <QmList items={qd?.lots} empty="No inspection lot.">
            {(l) => (
              <li key={l.lotNumber}>
                <span>
                  {l.lotNumber} {l.prodcat} <StateBadge state={l.lotStatus} />
                </span>
                <span>{l.decision ? l.decision.toLowerCase() : stateText(l.state)}</span>
              </li>
            )}
          </QmList>
          <h3>Defects</h3>
          <QmList items={qd?.defects} empty="No defect.">
            {(d) => (
              <li key={d.defectId}>
                {d.codeGroup}/{d.code} {d.description} (lot {d.lotNumber}) {d.note}
              </li>
            )}
          </QmList>
          <h3>Deliveries</h3>
          <QmList items={qd?.deliveries} empty="Not delivered.">
            {(d) => (
              <li key={d.matDoc}>
                Delivery {d.deliveryNumber}, document {d.matDoc}, {d.postingDate}
              </li>
            )}
          </QmList>
        </section>
        <section aria-label="Images">
          <h3>Images</h3>
          <div className="qm-thumbs">
            {(qd?.images ?? []).map((i) => (
              <figure key={i.imageId}>
                <a href={imageUrl(i.imageId, 'full')} target="_blank" rel="noreferrer">
                  <img src={imageUrl(i.imageId, 'thumb')} alt={`${i.imageType} ${i.fileName}`} />
                </a>
                <figcaption>
                  {i.imageType.toLowerCase()} {i.fileName}
                </figcaption>
              </figure>
            ))}
            {qd && qd.images.length === 0 ? <p className="sp-muted">No image.</p> : null}
          </div>
        </section>
      </div>
    </section>
  );
}
