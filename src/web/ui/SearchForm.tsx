import type { FormEvent, ReactNode } from 'react';
import { t } from '../../shared/i18n';

/** A handheld search form: what comes first (`header`), the fields in a grid, then the wide Search button. */
export function SearchForm(props: { onSubmit: (e: FormEvent) => void; label?: string; header?: ReactNode; children: ReactNode }) {
  return (
    <form className="wm-search" onSubmit={props.onSubmit} aria-label={props.label}>
      {props.header}
      <div className="wm-grid">{props.children}</div>
      <button type="submit" className="ui-button ui-button-primary wm-wide">
        {t('ui.search')}
      </button>
    </form>
  );
}
