import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as eq from '../../../shared/contracts/equipment/endpoints';
import * as stock from '../../../shared/contracts/stock/endpoints';
import { type MessageId, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { Pagination } from '../../ui/Pagination';
import { QmList, QmTable, StateBadge, StatusSelect, stateText, TextFilters } from './quality-parts';
import '../stock/stock.css';
import './quality.css';
import { showDay, showTime } from '../../ui/plant-time';

const FILTERS = ['serialNo', 'equipmentNumber', 'material', 'materialGroup', 'plant', 'bin'] as const;
type Filter = (typeof FILTERS)[number];
const LABELS = {
  serialNo: 'qm.filterSerial',
  equipmentNumber: 'qm.equipment',
  material: 'qm.material',
  materialGroup: 'qm.materialGroup',
  plant: 'qm.plant',
  bin: 'qm.bin',
} as const satisfies Record<Filter, MessageId>;
const labels = (): Record<Filter, string> => Object.fromEntries(FILTERS.map((f) => [f, t(LABELS[f])])) as Record<Filter, string>;
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
      <WarehouseTitleBar title={t('qm.equipmentTitle')} />
      <form className="qm-filters" aria-label={t('qm.equipmentFilters')} onSubmit={(e) => e.preventDefault()}>
        <TextFilters
          names={FILTERS}
          labels={labels()}
          values={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <StatusSelect statuses={STATUSES} any={t('qm.any')} value={status} onChange={setStatus} />
        <label>
          {t('qm.lock')}
          <select aria-label={t('qm.lock')} value={locked} onChange={(e) => setLocked(e.target.value)}>
            <option value="">{t('qm.any')}</option>
            <option value="true">{t('qm.lockedOption')}</option>
            <option value="false">{t('qm.notLockedOption')}</option>
          </select>
        </label>
      </form>
      {!anyFilter ? <p className="sp-muted">{t('qm.equipmentGiveFilter')}</p> : null}
      {list.isError ? <p className="sp-error-text">{errorText(list.error)}</p> : null}
      {anyFilter ? (
        <QmTable
          label={t('qm.equipment')}
          columns={[t('qm.serial'), t('qm.equipment'), t('qm.material'), t('qm.status'), t('qm.where'), t('qm.lock')]}
          empty={list.data && list.data.items.length === 0 ? t('qm.noEquipmentMatches') : null}
        >
          {(list.data?.items ?? []).map((e) => (
            <tr key={e.equipmentNumber} aria-selected={selected === e.equipmentNumber}>
              <td className="sv-mono">
                <button type="button" className="ui-link" onClick={() => setSelected(e.equipmentNumber)}>
                  <span translate="no">{e.serialNumber}</span>
                </button>
              </td>
              <td className="sv-mono">{e.equipmentNumber}</td>
              <td translate="no">
                {e.material} <span className="sp-muted">{e.materialDescription}</span>
              </td>
              <td>
                <StateBadge state={e.status} />
              </td>
              <td>
                <span translate="no">
                  {e.plant} {e.sloc ?? ''} {e.bin ?? ''}
                </span>{' '}
                {e.category ? stateText(e.category) : ''}
              </td>
              <td>{e.locked ? t('qm.lockedMark') : ''}</td>
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
    <section aria-label={t('qm.equipmentOf', { equipment: equipmentNumber })}>
      <h2>
        {h ? (
          <>
            {t('qm.serialOf', { serial: h.serialNumber })},{' '}
            <span translate="no">
              {h.material} {h.materialDescription}
            </span>
          </>
        ) : (
          t('qm.equipmentOf', { equipment: equipmentNumber })
        )}
      </h2>
      {history.isError ? <p className="sp-error-text">{errorText(history.error)}</p> : null}
      {qd?.lock ? (
        <p className="sp-error-text">
          {t('qm.lockedBecause', { reason: qd.lock.reason, user: qd.lock.lockedBy, at: showTime(qd.lock.lockedAt) })}
        </p>
      ) : null}
      <div className="qm-panels">
        <section aria-label={t('qm.history')}>
          <h3>{t('qm.history')}</h3>
          <QmTable columns={[t('qm.document'), t('qm.date'), t('qm.type'), t('qm.to'), t('qm.by')]}>
            {(h?.history ?? []).map((x) => (
              <tr key={`${x.matDoc}-${x.itemNo}`}>
                <td className="sv-mono">{x.matDoc}</td>
                <td>{showDay(x.postingDate)}</td>
                <td>{x.movementType}</td>
                <td>
                  {stateText(x.status)}{' '}
                  <span translate="no">
                    {x.plant} {x.sloc ?? ''} {x.bin ?? ''}
                  </span>{' '}
                  {x.category ? stateText(x.category) : ''}
                </td>
                <td translate="no">{x.createdBy}</td>
              </tr>
            ))}
          </QmTable>
        </section>
        <section aria-label={t('qm.inspectionLots')}>
          <h3>{t('qm.inspectionLots')}</h3>
          <QmList items={qd?.lots} empty={t('qm.noInspectionLot')}>
            {(l) => (
              <li key={l.lotNumber}>
                <span>
                  {l.lotNumber} <span translate="no">{l.prodcat}</span> <StateBadge state={l.lotStatus} />
                </span>
                <span>{stateText(l.decision ?? l.state)}</span>
              </li>
            )}
          </QmList>
          <h3>{t('qm.defects')}</h3>
          <QmList items={qd?.defects} empty={t('qm.noDefect')}>
            {(d) => (
              <li key={d.defectId}>
                <span translate="no">
                  {d.codeGroup}/{d.code} {d.description}
                </span>{' '}
                {t('qm.ofLot', { lot: d.lotNumber })} <span translate="no">{d.note}</span>
              </li>
            )}
          </QmList>
          <h3>{t('qm.deliveries')}</h3>
          <QmList items={qd?.deliveries} empty={t('qm.notDelivered')}>
            {(d) => (
              <li key={d.matDoc}>{t('qm.deliveryLine', { delivery: d.deliveryNumber, matDoc: d.matDoc, day: showDay(d.postingDate) })}</li>
            )}
          </QmList>
        </section>
        <section aria-label={t('qm.images')}>
          <h3>{t('qm.images')}</h3>
          <div className="qm-thumbs">
            {(qd?.images ?? []).map((i) => (
              <figure key={i.imageId}>
                <a href={imageUrl(i.imageId, 'full')} target="_blank" rel="noreferrer">
                  <img src={imageUrl(i.imageId, 'thumb')} alt={`${i.imageType} ${i.fileName}`} translate="no" />
                </a>
                <figcaption translate="no">
                  {i.imageType.toLowerCase()} {i.fileName}
                </figcaption>
              </figure>
            ))}
            {qd && qd.images.length === 0 ? <p className="sp-muted">{t('qm.noImage')}</p> : null}
          </div>
        </section>
      </div>
    </section>
  );
}
