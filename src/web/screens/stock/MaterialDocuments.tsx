import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import type { MaterialDocumentSearch } from '../../../shared/contracts/stock/schemas';
import { showNumber, showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useSearchParams } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { FilterActions, TextField } from '../../ui/FilterBar';
import { DateField } from '../../ui/FilterDateField';
import { PagedTable } from '../../ui/ListTable';
import { showDay } from '../../ui/plant-time';
import { QueryState } from '../../ui/QueryState';
import { sideText } from './StockRowDetail';
import './stock.css';

/** The filters the address carries (a dashboard's figure links here with its plant, types and days). */
const FILTERS = ['plant', 'plantSide', 'material', 'movementTypes', 'dateFrom', 'dateTo', 'referenceNumber', 'user'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/**
 * Material documents (MB51, page `materialDocuments`): the items of the ledger's documents in the
 * reader's plants by plant (and the side it is on), material, movement types, posting days, reference
 * and user, newest first, each opening its document. The filters live in the address, so a figure of
 * the dashboards opens exactly the items it counts.
 */
export default function MaterialDocuments() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {};
  for (const k of FILTERS) {
    const v = params.get(k)?.trim();
    if (v) filters[k] = v;
  }
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(filters);
  // another address (a figure's link, back and forward) brings its filters into the fields
  const filterKey = JSON.stringify(filters);
  useEffect(() => setDraft(JSON.parse(filterKey) as Filters), [filterKey]);
  const set = (k: keyof Filters) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const apply = (next: Filters, nextPage = 1) =>
    setParams(
      Object.fromEntries(
        Object.entries({ ...next, ...(nextPage > 1 ? { page: String(nextPage) } : {}) }).filter(([, v]) => v?.trim()),
      ) as Record<string, string>,
    );
  const list = useQuery({
    queryKey: ['material-documents', filters, page],
    queryFn: () =>
      call(stockContracts.searchMaterialDocuments, { query: { ...filters, page, pageSize: 50 } as unknown as MaterialDocumentSearch }),
  });
  const sideId = useId();
  return (
    <Page title={t('mdl.title')}>
      <form
        className="sv-filters"
        aria-label={t('mdl.filters')}
        onSubmit={(ev) => {
          ev.preventDefault();
          apply(draft);
        }}
      >
        <TextField label={t('mdl.plant')} narrow maxLength={4} value={draft.plant} onChange={set('plant')} />
        <label className="sv-field">
          <span id={sideId}>{t('mdl.plantSide')}</span>
          <select
            className="ui-input"
            aria-labelledby={sideId}
            value={draft.plantSide ?? ''}
            onChange={(ev) => set('plantSide')(ev.target.value)}
          >
            <option value="">{t('mdl.sideBoth')}</option>
            <option value="from">{t('mdl.sideFrom')}</option>
            <option value="to">{t('mdl.sideTo')}</option>
          </select>
        </label>
        <TextField label={t('mdl.material')} narrow maxLength={40} value={draft.material} onChange={set('material')} />
        <TextField label={t('mdl.movementTypes')} maxLength={39} value={draft.movementTypes} onChange={set('movementTypes')} />
        <DateField label={t('mdl.dateFrom')} narrow value={draft.dateFrom} onChange={set('dateFrom')} />
        <DateField label={t('mdl.dateTo')} narrow value={draft.dateTo} onChange={set('dateTo')} />
        <TextField label={t('mdl.reference')} narrow maxLength={20} value={draft.referenceNumber} onChange={set('referenceNumber')} />
        <TextField label={t('mdl.user')} maxLength={100} value={draft.user} onChange={set('user')} />
        <FilterActions />
      </form>
      <QueryState query={list} />
      {list.data ? (
        <>
          <p className="sp-muted" role="status">
            {list.data.totalCapped
              ? t('mdl.totalCapped', { count: showNumber(list.data.total) })
              : t('mdl.total', { count: list.data.total })}
          </p>
          <PagedTable
            label={t('mdl.list')}
            columns={[
              t('mdl.colDocument'),
              t('mdl.colItem'),
              t('mdl.colPostingDate'),
              t('mdl.colMovementType'),
              t('mdl.colMaterial'),
              { label: t('mdl.colQuantity'), numeric: true },
              t('mdl.colFrom'),
              t('mdl.colTo'),
              t('mdl.colUser'),
              t('mdl.colReference'),
            ]}
            data={list.data}
            page={page}
            onPageChange={(p) => apply(filters, p)}
            empty={t('mdl.empty')}
            row={(i) => (
              <tr key={`${i.matDoc}/${i.itemNo}`}>
                <td>
                  <Link to={href('materialDocument', { matDoc: i.matDoc })}>{i.matDoc}</Link>
                </td>
                <td>{i.itemNo}</td>
                <td>{showDay(i.postingDate)}</td>
                <td>{i.movementType}</td>
                <td translate="no">
                  <span className="sv-mono">{i.material}</span> {i.materialDescription}
                  {i.batch ? ` · ${i.batch}` : ''}
                </td>
                <td className="sv-num">
                  {showQuantity(i.quantity)} {unitSymbol(i.baseUnit)}
                </td>
                <td translate="no">{sideText(i.fromKind, i.from)}</td>
                <td translate="no">{sideText(i.toKind, i.to)}</td>
                <td translate="no">{i.createdBy}</td>
                <td translate="no">{i.referenceType ? `${i.referenceType} ${i.referenceNumber ?? ''}` : '—'}</td>
              </tr>
            )}
          />
        </>
      ) : null}
    </Page>
  );
}
