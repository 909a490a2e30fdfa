import type { ReactNode } from 'react';
import { Pagination } from './Pagination';

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
    <div className="sv-table-wrap sv-table-short">
      <table className="sv-table sv-table-inner" aria-label={label}>
        <thead>
          <HeaderRow columns={columns} />
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
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
