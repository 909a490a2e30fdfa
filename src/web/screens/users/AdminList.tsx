import type { ReactNode } from 'react';
import { errorText } from '../../../shared/messages';

/**
 * The list side of an administration tab (users, roles): its tool row (search, New ...), the load
 * error, and one button an entry, the selected one marked.
 */
export function AdminList<T, K extends string | number>(props: {
  tools: ReactNode;
  error: unknown;
  items: T[] | undefined;
  idOf: (item: T) => K;
  selected: K | 'new' | null;
  onSelect: (id: K) => void;
  entry: (item: T) => ReactNode;
}) {
  return (
    <div className="sp-admin-list">
      <div className="sp-row">{props.tools}</div>
      {props.error ? (
        <p className="sp-error-text" role="alert">
          {errorText(props.error)}
        </p>
      ) : null}
      <ul className="sp-user-list">
        {props.items?.map((item) => {
          const id = props.idOf(item);
          return (
            <li key={id}>
              <button
                type="button"
                className={`sp-user-item${props.selected === id ? ' is-selected' : ''}`}
                onClick={() => props.onSelect(id)}
              >
                {props.entry(item)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
