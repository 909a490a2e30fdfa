import type { ReactNode } from 'react';
import { type HeaderColumn, HeaderRow } from '../../ui';
import { stateText } from './quality-shared';

/** A scrolling table of the quality screens: header row, the rows, and a note row when `empty` is given. */
export function QmTable({
  label,
  columns,
  empty,
  children,
}: {
  label?: string;
  columns: readonly HeaderColumn[];
  /** the note shown as the only row (when the list has no rows), or null */
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="qm-scroll">
      <table className="sv-table" aria-label={label}>
        <thead>
          <HeaderRow columns={columns} />
        </thead>
        <tbody>
          {children}
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="sp-muted">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** A list of the quality screens: one item a row, and `empty` as the only item when the (loaded) list is empty. */
export function QmList<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="qm-list">
      {(items ?? []).map(children)}
      {items && items.length === 0 ? <li className="sp-muted">{empty}</li> : null}
    </ul>
  );
}

/** The Status filter: `any` (no filter) or one of `statuses`. */
export function StatusSelect({
  statuses,
  any,
  value,
  onChange,
}: {
  statuses: readonly string[];
  any: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      Status
      <select aria-label="Status" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {stateText(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The text filters of a search (a change goes back to page 1 in `onChange`); `type` gives an input's type. */
export function TextFilters<F extends string>({
  names,
  labels,
  values,
  type,
  onChange,
}: {
  names: readonly F[];
  labels: Record<F, string>;
  values: Partial<Record<F, string>>;
  type?: (name: F) => string;
  onChange: (values: Partial<Record<F, string>>) => void;
}) {
  return (
    <>
      {names.map((f) => (
        <label key={f}>
          {labels[f]}
          <input type={type?.(f)} value={values[f] ?? ''} onChange={(e) => onChange({ ...values, [f]: e.target.value.trim() })} />
        </label>
      ))}
    </>
  );
}
