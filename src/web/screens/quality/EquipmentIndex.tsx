import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as eq from '../../../shared/contracts/equipment/endpoints';
import * as stock from '../../../shared/contracts/stock/endpoints';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { Pagination } from '../../ui';
import { StateBadge } from './quality-shared';
import '../stock/stock.css';
import './quality.css';

const FILTERS = ['serialNo', 'equipmentNumber', 'material', 'plant', 'bin'] as const;
type Filter = (typeof FILTERS)[number];
const LABELS: Record<Filter, string> = {
  serialNo: 'Serial (ends with * for a prefix)',
  equipmentNumber: 'Equipment',
  material: 'Material',
  plant: 'Plant',
  bin: 'Bin',
};
const STATUSES = ['IN_STOCK', 'IN_TRANSIT', 'ISSUED', 'RETURNED', 'SCRAPPED', 'LOST', 'REMOVED'] as const;

/** The URL of an equipment image (full or thumbnail), from its contract. */
export const imageUrl = (imageId: string, size: 'full' | 'thumb') =>
  `${eq.getEquipmentImage.path.replace(':imageId', imageId)}?size=${size}`;

/**
 * Equipment (invmgmt/equipment/index, IQ03): search serials by serial, equipment number, material,
 * status, plant, bin and lock; a serial's detail shows its whole history (documents), inspection lots,
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
    queryFn: () => call(eq.equipmentScreenSearch, { query }),
    placeholderData: (p) => p,
  });
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title="Equipment" />
      <form className="qm-filters" aria-label="Equipment filters" onSubmit={(e) => e.preventDefault()}>
        {FILTERS.map((f) => (
          <label key={f}>
            {LABELS[f]}
            <input
              value={filters[f] ?? ''}
              onChange={(e) => {
                setFilters({ ...filters, [f]: e.target.value.trim() });
                setPage(1);
              }}
            />
          </label>
        ))}
        <label>
          Status
          <select aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace('_', ' ').toLowerCase()}
              </option>
            ))}
          </select>
        </label>
        <label>
          Lock
          <select aria-label="Lock" value={locked} onChange={(e) => setLocked(e.target.value)}>
            <option value="">Any</option>
            <option value="true">Locked</option>
            <option value="false">Not locked</option>
          </select>
        </label>
      </form>
      {!anyFilter ? <p className="sp-muted">Give a serial, equipment number, material, plant, bin, status or lock.</p> : null}
      {list.isError ? <p className="sp-error-text">{errorText(list.error)}</p> : null}
      {anyFilter ? (
        <div className="qm-scroll">
          <table className="sv-table" aria-label="Equipment">
            <thead>
              <tr>
                <th scope="col">Serial</th>
                <th scope="col">Equipment</th>
                <th scope="col">Material</th>
                <th scope="col">Status</th>
                <th scope="col">Where</th>
                <th scope="col">Lock</th>
              </tr>
            </thead>
            <tbody>
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
              {list.data && list.data.items.length === 0 ? (
                <tr>
                  <td colSpan={6} className="sp-muted">
                    No equipment matches.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.data && anyFilter ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
      {selected ? <EquipmentDetail equipmentNumber={selected} /> : null}
    </div>
  );
}

function EquipmentDetail({ equipmentNumber }: { equipmentNumber: string }) {
  const history = useQuery({
    queryKey: ['equipment', equipmentNumber],
    queryFn: () => call(stock.getEquipment, { params: { equipmentNumber } }),
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
          Locked: {qd.lock.reason} ({qd.lock.lockedBy}, {qd.lock.lockedAt.slice(0, 10)})
        </p>
      ) : null}
      <div className="qm-panels">
        <section aria-label="History">
          <h3>History</h3>
          <div className="qm-scroll">
            <table className="sv-table">
              <thead>
                <tr>
                  <th scope="col">Document</th>
                  <th scope="col">Date</th>
                  <th scope="col">Type</th>
                  <th scope="col">To</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {(h?.history ?? []).map((x) => (
                  <tr key={`${x.matDoc}-${x.itemNo}`}>
                    <td className="sv-mono">{x.matDoc}</td>
                    <td>{x.postingDate}</td>
                    <td>{x.movementType}</td>
                    <td>
                      {x.status.toLowerCase().replace('_', ' ')} {x.plant} {x.sloc ?? ''} {x.bin ?? ''} {x.category?.toLowerCase() ?? ''}
                    </td>
                    <td>{x.createdBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-label="Inspection lots">
          <h3>Inspection lots</h3>
          <ul className="qm-list">
            {(qd?.lots ?? []).map((l) => (
              <li key={l.lotNumber}>
                <span>
                  {l.lotNumber} {l.prodcat} <StateBadge state={l.lotStatus} />
                </span>
                <span>{l.decision ? l.decision.toLowerCase() : l.state.toLowerCase().replace('_', ' ')}</span>
              </li>
            ))}
            {qd && qd.lots.length === 0 ? <li className="sp-muted">No inspection lot.</li> : null}
          </ul>
          <h3>Defects</h3>
          <ul className="qm-list">
            {(qd?.defects ?? []).map((d) => (
              <li key={d.defectId}>
                {d.codeGroup}/{d.code} {d.description} (lot {d.lotNumber}) {d.note}
              </li>
            ))}
            {qd && qd.defects.length === 0 ? <li className="sp-muted">No defect.</li> : null}
          </ul>
          <h3>Deliveries</h3>
          <ul className="qm-list">
            {(qd?.deliveries ?? []).map((d) => (
              <li key={d.matDoc}>
                Delivery {d.deliveryNumber}, document {d.matDoc}, {d.postingDate}
              </li>
            ))}
            {qd && qd.deliveries.length === 0 ? <li className="sp-muted">Not delivered.</li> : null}
          </ul>
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
