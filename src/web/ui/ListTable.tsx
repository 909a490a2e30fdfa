import type { ReactNode } from 'react';
import { t } from '../../shared/i18n';
import { Pagination } from './Pagination';
import { ScrollRegion } from './ScrollRegion';

/** A column of a table header: its label; a numeric column is right-aligned. */
export type HeaderColumn = string | { label: string; numeric: true };

/** The header row of a table: one `<th scope="col">` a column. */
export function HeaderRow({ columns }: { columns: readonly HeaderColumn[] }) {
  return (
    <tr>
      {columns.map((c) =>
        typeof c === 'string' ? (
          <th key={c} scope="col">
            {c}
          </th>
        ) : (
          <th key={c.label} scope="col" className="sv-num">
            {c.label}
          </th>
        ),
      )}
    </tr>
  );
}

/** A short table of a page (a list, the items of a document): its header row and the rows. */
export function ShortTable({ label, columns, children }: { label: string; columns: readonly HeaderColumn[]; children: ReactNode }) {
  return (
    <ScrollRegion className="sv-table-wrap sv-table-short">
      <table className="sv-table sv-table-inner" aria-label={label}>
        <thead>
          <HeaderRow columns={columns} />
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** One page of a paged list: its short table, a note when the page has no rows, the pager. */
export function PagedTable<T>(props: {
  label: string;
  columns: readonly HeaderColumn[];
  data: { items: T[]; maxPage: number };
  page: number;
  onPageChange: (page: number) => void;
  /** the note of an empty page */
  empty: string;
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      <ShortTable label={props.label} columns={props.columns}>
        {props.data.items.map(props.row)}
      </ShortTable>
      {props.data.items.length === 0 ? <p className="sp-muted">{props.empty}</p> : null}
      <Pagination page={props.page} maxPage={props.data.maxPage} onPageChange={props.onPageChange} />
    </>
  );
}

/** A table of a list's rows, with a note when there are none or while loading. */
export function ListTable(props: { label: string; head: string[]; loading?: boolean; empty: boolean; children: ReactNode }) {
  return (
    <ScrollRegion className="sv-table-wrap" busy={props.loading}>
      <table className="sv-table" aria-label={props.label}>
        <thead>
          <HeaderRow columns={props.head} />
        </thead>
        <tbody>
          {props.children}
          {props.loading ? (
            <tr>
              <td colSpan={props.head.length}>{t('loading')}</td>
            </tr>
          ) : props.empty ? (
            <tr>
              <td colSpan={props.head.length}>{t('ui.nothingFound')}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
