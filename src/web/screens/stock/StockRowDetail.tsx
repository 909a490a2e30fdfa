import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import type { MaterialDocumentLine, StockRowView } from '../../../shared/contracts/stock/schemas';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { HeaderRow } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showDay } from '../../ui/plant-time';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { Tabs } from '../../ui/Tabs';
import { NoteRow } from './keyset-table';
import { categoryLabel } from './stock-overview-parts';

/** The one-letter mark of a stock category after a position ("U" unrestricted). */
const CATEGORY_LETTER = {
  UNRESTRICTED: 'stock.categoryLetter.UNRESTRICTED',
  QUALITY: 'stock.categoryLetter.QUALITY',
  BLOCKED: 'stock.categoryLetter.BLOCKED',
} as const satisfies Record<string, MessageId>;
/** Where a movement comes from or goes to when it is no stock position ("vendor", "cost center"). */
const SIDE_KIND = {
  POSITION: 'stock.sideKind.POSITION',
  TRANSIT: 'stock.sideKind.TRANSIT',
  VENDOR: 'stock.sideKind.VENDOR',
  COST_CENTER: 'stock.sideKind.COST_CENTER',
  CUSTOMER: 'stock.sideKind.CUSTOMER',
  SCRAP: 'stock.sideKind.SCRAP',
  DIFFERENCE: 'stock.sideKind.DIFFERENCE',
  INITIAL: 'stock.sideKind.INITIAL',
  MATERIAL: 'stock.sideKind.MATERIAL',
} as const satisfies Record<string, MessageId>;
const known = <M extends Record<string, MessageId>>(map: M, code: string): code is Extract<keyof M, string> => Object.hasOwn(map, code);

/** One side of a movement: "1000/0001 R01-01-1 U", or what it is when it is no stock position ("vendor"). */
export const sideText = (kind: string, p: MaterialDocumentLine['from']) => {
  if (!p) return known(SIDE_KIND, kind) ? t(SIDE_KIND[kind]) : kind;
  const letter = known(CATEGORY_LETTER, p.category) ? t(CATEGORY_LETTER[p.category]) : String(p.category).slice(0, 1);
  return `${p.plant}/${p.sloc}${p.bin ? ` ${p.bin}` : ''} ${letter}`;
};

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
    <section className="sv-detail" aria-label={t('stock.stockOf', { material: row.material })}>
      <header className="sv-detail-head">
        <div>
          <h2 className="sv-section-title">
            <span translate="no">{row.material}</span>{' '}
            <span className="sp-muted" translate="no">
              {row.materialDescription}
            </span>
          </h2>
          <p className="sv-detail-pos">
            {t('stock.detailPlantSloc', { plant: row.plant, sloc: row.sloc })}
            {row.bin ? ` · ${t('stock.detailBin', { bin: row.bin })}` : ''}
            {row.batch ? ` · ${t('stock.detailBatch', { batch: row.batch })}` : ''} · {categoryLabel(row.category)} ·{' '}
            <strong>
              {showQuantity(row.quantity)} {unitSymbol(row.baseUnit)}
            </strong>
          </p>
        </div>
        <button type="button" className="ui-button sv-small-button" onClick={onClose}>
          {t('close')}
        </button>
      </header>
      <Tabs
        tabs={
          row.serialized
            ? [
                ['movements', t('stock.tabMaterialDocuments')],
                ['serials', t('stock.serials')],
              ]
            : [['movements', t('stock.tabMaterialDocuments')]]
        }
        value={tab}
        onChange={(t) => {
          setTab(t);
          setPage(1);
        }}
      />
      {tab === 'movements' ? (
        <>
          {movements.isError ? <p className="sp-error-text">{errorText(movements.error)}</p> : null}
          <ScrollRegion className="ui-scroll-x">
            <table className="sv-table sv-table-inner">
              <thead>
                <HeaderRow
                  columns={[
                    t('stock.colMaterialDoc'),
                    t('stock.colItem'),
                    t('stock.colPosted'),
                    t('stock.colType'),
                    t('stock.colFrom'),
                    t('stock.colTo'),
                    { label: t('stock.colQuantity'), numeric: true },
                    t('stock.colBy'),
                  ]}
                />
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
                {movements.data && movements.data.items.length === 0 ? (
                  <NoteRow colSpan={8}>{t('stock.noMaterialDocuments')}</NoteRow>
                ) : null}
              </tbody>
            </table>
          </ScrollRegion>
          {movements.data ? <Pagination page={page} maxPage={movements.data.maxPage} onPageChange={setPage} /> : null}
        </>
      ) : (
        <>
          {serials.isError ? <p className="sp-error-text">{errorText(serials.error)}</p> : null}
          <ul className="sv-serials" aria-label={t('stock.serials')}>
            {serials.data?.items.map((e) => (
              <li key={e.equipmentNumber}>
                <span className="sv-mono" translate="no">
                  {e.serialNumber}
                </span>
                <span className="sp-muted"> {t('stock.equipmentNumber', { equipment: e.equipmentNumber })}</span>
                {e.locked ? <span className="sv-tag sv-tag-danger">{t('stock.locked')}</span> : null}
              </li>
            ))}
          </ul>
          {serials.data ? <Pagination page={page} maxPage={serials.data.maxPage} onPageChange={setPage} /> : null}
          {delivered.data && delivered.data.items.length > 0 ? (
            <ul className="sv-serials" aria-label={t('stock.deliveredSerials')}>
              {delivered.data.items.map((e) => (
                <li key={e.equipmentNumber}>
                  <span className="sv-mono" translate="no">
                    {e.serialNumber}
                  </span>
                  <span className="sv-tag">{t('stock.delivered')}</span>
                  <span className="sp-muted"> {t('stock.toCustomer', { customer: e.customer ?? '' })}</span>
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
        <td>{showDay(m.postingDate)}</td>
        <td>{m.movementType}</td>
        <td>{sideText(m.fromKind, m.from)}</td>
        <td>{sideText(m.toKind, m.to)}</td>
        <td className="sv-num">{showQuantity(m.quantity)}</td>
        <td translate="no">{m.createdBy}</td>
      </tr>
      {open ? (
        <tr className="sv-doc-row">
          <td colSpan={8}>
            {doc.isPending ? t('loading') : null}
            {doc.isError ? <span className="sp-error-text">{errorText(doc.error)}</span> : null}
            {doc.data ? (
              <div className="sv-doc">
                <p>
                  <strong>{t('stock.docTitle', { matDoc: doc.data.matDoc })}</strong>{' '}
                  {t('stock.docPostedBy', { day: showDay(doc.data.postingDate), user: doc.data.createdBy })}
                  {doc.data.headerText ? (
                    <>
                      {' · '}
                      <span translate="no">{doc.data.headerText}</span>
                    </>
                  ) : null}
                  {doc.data.reversedBy ? ` · ${t('stock.docReversedBy', { matDoc: doc.data.reversedBy })}` : ''}
                </p>
                <ol>
                  {doc.data.items.map((i) => (
                    <li key={i.itemNo}>
                      {i.movementType} <span translate="no">{i.movementTypeText}</span>:{' '}
                      {t('stock.docItem', {
                        quantity: showQuantity(i.quantity),
                        unit: unitSymbol(i.baseUnit),
                        material: i.material,
                        from: sideText(i.fromKind, i.from),
                        to: sideText(i.toKind, i.to),
                      })}
                      {i.reason ? ` · ${t('stock.docReason', { reason: i.reason })}` : ''}
                      {i.serials.length > 0
                        ? ` · ${t('stock.docSerials', { serials: i.serials.map((s) => s.serialNumber).join(', ') })}`
                        : ''}
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
