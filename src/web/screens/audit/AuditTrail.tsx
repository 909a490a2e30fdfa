import { useQuery } from '@tanstack/react-query';
import * as auditApi from '../../../shared/contracts/audit/endpoints';
import type { AuditChange, AuditRow } from '../../../shared/contracts/audit/schemas';
import * as stockApi from '../../../shared/contracts/stock/endpoints';
import { type MessageId, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { Link } from '../../router';
import { can } from '../../shell/can';
import { Page } from '../../shell/ShellLayout';
import { AlertLine } from '../../ui/AlertLine';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { DateField } from '../../ui/FilterDateField';
import { HeaderRow } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showTime } from '../../ui/plant-time';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { filledFilters, useFilteredSearch } from '../stock/filtered-search';
import '../stock/stock.css';
import './audit.css';

type Filters = { user?: string; action?: string; plant?: string; object?: string; dateFrom?: string; dateTo?: string };

/** The catalogue's names of the fields a change records (others show as recorded). */
const FIELD_NAMES: Record<string, MessageId> = {
  firstName: 'audit.field.firstName',
  lastName: 'audit.field.lastName',
  email: 'audit.field.email',
  phone: 'audit.field.phone',
  language: 'audit.field.language',
  isAdmin: 'audit.field.isAdmin',
  isWarehouseUser: 'audit.field.isWarehouseUser',
  active: 'audit.field.active',
  roles: 'audit.field.roles',
  plants: 'audit.field.plants',
  vendors: 'audit.field.vendors',
  description: 'audit.field.description',
  grants: 'audit.field.grants',
  url: 'audit.field.url',
  name: 'audit.field.name',
  plant: 'audit.field.plant',
  host: 'audit.field.host',
  port: 'audit.field.port',
  dpi: 'audit.field.dpi',
  labelWidthMm: 'audit.field.labelWidthMm',
  labelHeightMm: 'audit.field.labelHeightMm',
};

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** A recorded value as a reader reads it: yes/no, a list joined, "—" for nothing. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (Array.isArray(value)) return value.length === 0 ? t('audit.noneListed') : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What a list gained and lost ("added: WAREHOUSE · removed: SUPPLIER"), or '' for other values. */
function listDiff(c: AuditChange): string {
  const before = parsed(c.before);
  const after = parsed(c.after);
  if (!Array.isArray(before) || !Array.isArray(after)) return '';
  const added = after.filter((v) => !before.includes(v)).map(String);
  const removed = before.filter((v) => !after.includes(v)).map(String);
  return [
    added.length ? t('audit.added', { items: added.join(', ') }) : '',
    removed.length ? t('audit.removed', { items: removed.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Before and after of a change, one row per changed field. */
function Changes({ row }: { row: AuditRow }) {
  return (
    <table className="au-diff" aria-label={t('audit.changesOf', { id: row.auditId })}>
      <thead>
        <HeaderRow columns={[t('audit.colField'), t('audit.colBefore'), t('audit.colAfter')]} />
      </thead>
      <tbody>
        {row.changes.map((c) => {
          const name = FIELD_NAMES[c.field];
          const diff = listDiff(c);
          return (
            <tr key={c.field}>
              <th scope="row">{name ? t(name) : <span translate="no">{c.field}</span>}</th>
              <td className="au-before" translate="no">
                {valueText(parsed(c.before))}
              </td>
              <td className="au-after">
                <span translate="no">{valueText(parsed(c.after))}</span>
                {diff ? <span className="au-list-diff">{diff}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The document or record a row is about: a posting links to its material document, a token shows its name and prefix. */
function ObjectCell({ row, mayOpenDocuments }: { row: AuditRow; mayOpenDocuments: boolean }) {
  if (row.matDoc) {
    return mayOpenDocuments ? (
      <Link to={href('materialDocument', { matDoc: row.matDoc })} aria-label={t('audit.openDocument', { matDoc: row.matDoc })}>
        {row.matDoc}
      </Link>
    ) : (
      <span translate="no">{row.matDoc}</span>
    );
  }
  if (row.token) {
    return <span translate="no">{t('audit.token', { name: row.token.name, prefix: row.token.prefix })}</span>;
  }
  if (!row.objectType) return null;
  return (
    <span translate="no">
      {row.objectType} {row.objectId ?? ''}
    </span>
  );
}

/**
 * The audit trail (ADMIN/AUDIT, page `adminAudit`): who did what, when (the plant's time, the reader's
 * locale), from which address, on which document or record; filtered by user, kind, plant, object and
 * days; paged; the filtered rows as CSV. Changes show each field before and after.
 */
export default function AuditTrail() {
  const { bind, search, list, filters, page, setPage } = useFilteredSearch('audit', {} as Filters, (query, page) =>
    call(auditApi.searchAudit, { query: { ...query, page, pageSize: 50 } }),
  );
  const actions = useQuery({ queryKey: ['audit-actions'], queryFn: () => call(auditApi.auditActionList) });
  const rows = list.data?.items ?? [];
  const mayOpenDocuments = can(stockApi.getMaterialDocument);
  return (
    <Page title={t('audit.title')}>
      <p className="sp-muted">{t('audit.intro')}</p>
      <form className="sv-filters" aria-label={t('audit.filters')} onSubmit={search}>
        <TextField label={t('audit.filterUser')} maxLength={60} {...bind.text('user')} />
        <FilterSelect
          labelId="audit-action"
          label={t('audit.filterAction')}
          isClearable
          options={(actions.data?.actions ?? []).map((a) => ({ value: a, label: a }))}
          {...bind.choice('action')}
        />
        <TextField label={t('audit.filterPlant')} maxLength={4} narrow {...bind.text('plant')} />
        <TextField label={t('audit.filterObject')} maxLength={100} {...bind.text('object')} />
        <DateField label={t('audit.filterFrom')} narrow {...bind.text('dateFrom')} />
        <DateField label={t('audit.filterTo')} narrow {...bind.text('dateTo')} />
        <FilterActions>
          <a className="ui-button au-export" href={withQuery(auditApi.exportAudit.path, filledFilters(filters ?? {}))} download>
            {t('audit.export')}
          </a>
        </FilterActions>
      </form>
      <AlertLine message={list.isError ? errorText(list.error) : null} />
      {list.data ? (
        <p className="sp-muted" role="status">
          {list.data.totalCapped ? t('audit.countCapped', { count: list.data.total }) : t('audit.count', { count: list.data.total })}
        </p>
      ) : null}
      <ScrollRegion className="sv-table-wrap" busy={list.isPending}>
        <table className="sv-table" aria-label={t('audit.table')}>
          <thead>
            <HeaderRow
              columns={[
                t('audit.colTime'),
                t('audit.colUser'),
                t('audit.colAction'),
                t('audit.colObject'),
                t('audit.colPlant'),
                t('audit.colAddress'),
                t('audit.colChanges'),
              ]}
            />
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.auditId}>
                <td className="au-time" translate="no">
                  {showTime(r.at)}
                </td>
                <td translate="no">{r.username ?? '—'}</td>
                <td translate="no" className="sv-mono">
                  {r.action}
                </td>
                <td>
                  <ObjectCell row={r} mayOpenDocuments={mayOpenDocuments} />
                </td>
                <td translate="no">{r.plant ?? ''}</td>
                <td translate="no" className="sv-mono">
                  {r.ip ?? ''}
                </td>
                <td>
                  {r.changes.length > 0 ? <Changes row={r} /> : null}
                  {r.details ? (
                    <code className="au-details" translate="no">
                      {r.details}
                    </code>
                  ) : null}
                </td>
              </tr>
            ))}
            {list.isSuccess && rows.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('audit.nothingFound')}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </Page>
  );
}
