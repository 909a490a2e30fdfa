import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import type { MaterialDocumentLine, StockRowView } from '../../../shared/contracts/stock/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { HeaderRow, Pagination, Tabs } from '../../ui';
import { NoteRow } from './keyset-table';
import { CATEGORY_LABEL } from './stock-overview-parts';

export const sideText = (kind: string, p: MaterialDocumentLine['from']) =>
  p ? `${p.plant}/${p.sloc}${p.bin ? ` ${p.bin}` : ''} ${p.category.slice(0, 1)}` : kind.toLowerCase().replace('_', ' ');

const MOVEMENTS_TAB = ['movements', 'Material documents'] as const;

/** The movements (material documents) of a stock row and, for serialized materials, its serials. */
export function RowDetail({ row, onClose }: { row: StockRowView; onClose: () => void }) {
  const [tab, setTab] = useState<'movements' | 'serials'>('movements');
  const [page, setPage] = useState(1);
  const [openDoc, setOpenDoc] = useState<string | null>(null);
  const position = { material: row.material, plant: row.plant, sloc: row.sloc, bin: row.bin ?? undefined, batch: row.batch };
  const movements = useQuery({
    queryKey: ['stock-movements', position, page],
    queryFn: () => call(stockContracts.searchMaterialDocuments, { query: { ...position, page, pageSize: 10 } }),
    enabled: tab === 'movements',
    placeholderData: (p) => p,
  });
  const serials = useQuery({
    queryKey: ['stock-serials', position, row.category, page],
    queryFn: () => call(stockContracts.searchEquipment, { query: { ...position, category: row.category, page, pageSize: 50 } }),
    enabled: tab === 'serials' && row.serialized,
    placeholderData: (p) => p,
  });
  const delivered = useQuery({
    queryKey: ['stock-serials-delivered', row.material, row.plant],
    queryFn: () =>
      call(stockContracts.searchEquipment, { query: { material: row.material, plant: row.plant, delivered: 'true', pageSize: 50 } }),
    enabled: tab === 'serials' && row.serialized,
  });
  return (
    <section className="sv-detail" aria-label={`Stock of ${row.material}`}>
      <header className="sv-detail-head">
        <div>
          <h2 className="sv-section-title">
            {row.material} <span className="sp-muted">{row.materialDescription}</span>
          </h2>
          <p className="sv-detail-pos">
            Plant {row.plant} · SLoc {row.sloc}
            {row.bin ? ` · Bin ${row.bin}` : ''}
            {row.batch ? ` · Batch ${row.batch}` : ''} · {CATEGORY_LABEL[row.category]} ·{' '}
            <strong>
              {displayQuantity(row.quantity)} {row.baseUnit}
            </strong>
          </p>
        </div>
        <button type="button" className="ui-button sv-small-button" onClick={onClose}>
          Close
        </button>
      </header>
      <Tabs
        tabs={row.serialized ? [MOVEMENTS_TAB, ['serials', 'Serials']] : [MOVEMENTS_TAB]}
        value={tab}
        onChange={(t) => {
          setTab(t);
          setPage(1);
        }}
      />
      {tab === 'movements' ? (
        <>
          {movements.isError ? <p className="sp-error-text">{errorText(movements.error)}</p> : null}
          <table className="sv-table sv-table-inner">
            <thead>
              <HeaderRow columns={['Material doc.', 'Item', 'Posted', 'Type', 'From', 'To', { label: 'Quantity', numeric: true }, 'By']} />
            </thead>
            <tbody>
              {movements.data?.items.map((m) => (
                <MovementRow
                  key={`${m.matDoc}-${m.itemNo}`}
                  m={m}
                  open={openDoc === m.matDoc}
                  onToggle={() => setOpenDoc(openDoc === m.matDoc ? null : m.matDoc)}
                />
              ))}
              {movements.data && movements.data.items.length === 0 ? <NoteRow colSpan={8}>No material documents.</NoteRow> : null}
            </tbody>
          </table>
          {movements.data ? <Pagination page={page} maxPage={movements.data.maxPage} onPageChange={setPage} /> : null}
        </>
      ) : (
        <>
          {serials.isError ? <p className="sp-error-text">{errorText(serials.error)}</p> : null}
          <ul className="sv-serials" aria-label="Serials">
            {serials.data?.items.map((e) => (
              <li key={e.equipmentNumber}>
                <span className="sv-mono">{e.serialNumber}</span>
                <span className="sp-muted"> equipment {e.equipmentNumber}</span>
                {e.locked ? <span className="sv-tag sv-tag-danger">locked</span> : null}
              </li>
            ))}
          </ul>
          {serials.data ? <Pagination page={page} maxPage={serials.data.maxPage} onPageChange={setPage} /> : null}
          {delivered.data && delivered.data.items.length > 0 ? (
            <ul className="sv-serials" aria-label="Delivered serials">
              {delivered.data.items.map((e) => (
                <li key={e.equipmentNumber}>
                  <span className="sv-mono">{e.serialNumber}</span>
                  <span className="sv-tag">delivered</span>
                  <span className="sp-muted"> to customer {e.customer}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

export function MovementRow({ m, open, onToggle }: { m: MaterialDocumentLine; open: boolean; onToggle: () => void }) {
  const doc = useQuery({
    queryKey: ['material-document', m.matDoc],
    queryFn: () => call(stockContracts.getMaterialDocument, { params: { matDoc: m.matDoc } }),
    enabled: open,
  });
  return (
    <>
      <tr>
        <td>
          <button type="button" className="sv-link" aria-expanded={open} onClick={onToggle}>
            {m.matDoc}
          </button>
        </td>
        <td>{m.itemNo}</td>
        <td>{m.postingDate}</td>
        <td>{m.movementType}</td>
        <td>{sideText(m.fromKind, m.from)}</td>
        <td>{sideText(m.toKind, m.to)}</td>
        <td className="sv-num">{displayQuantity(m.quantity)}</td>
        <td>{m.createdBy}</td>
      </tr>
      {open ? (
        <tr className="sv-doc-row">
          <td colSpan={8}>
            {doc.isPending ? t('loading') : null}
            {doc.isError ? <span className="sp-error-text">{errorText(doc.error)}</span> : null}
            {doc.data ? (
              <div className="sv-doc">
                <p>
                  <strong>Material document {doc.data.matDoc}</strong> posted {doc.data.postingDate} by {doc.data.createdBy}
                  {doc.data.headerText ? ` · ${doc.data.headerText}` : ''}
                  {doc.data.reversedBy ? ` · reversed by ${doc.data.reversedBy}` : ''}
                </p>
                <ol>
                  {doc.data.items.map((i) => (
                    <li key={i.itemNo}>
                      {i.movementType} {i.movementTypeText}: {displayQuantity(i.quantity)} {i.baseUnit} {i.material} from{' '}
                      {sideText(i.fromKind, i.from)} to {sideText(i.toKind, i.to)}
                      {i.reason ? ` · reason ${i.reason}` : ''}
                      {i.serials.length > 0 ? ` · serials ${i.serials.map((s) => s.serialNumber).join(', ')}` : ''}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}
