import { type ReactNode, useId } from 'react';
import { t } from '../../shared/i18n';
import { Select, type SelectProps } from './Select';

// The fields of a filter bar over a list; their look (sv-filters, sv-field, sv-filter-actions) is in screens/stock/stock.css, which the screens with a filter bar load.

/** A select of a filter bar under its visible label (`labelId` ties the two for screen readers); `wide` for long options. */
export function FilterSelect({ labelId, label, wide, ...select }: SelectProps & { labelId: string; label: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sv-field sv-field-wide' : 'sv-field'}>
      <span id={labelId}>{label}</span>
      <Select aria-labelledby={labelId} {...select} />
    </div>
  );
}

/** The props of a labelled field of a filter bar. */
export interface FilterFieldProps {
  label: string;
  name?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  narrow?: boolean;
}

/**
 * A labelled text field of a filter bar. A day is a DateField (FilterDateField.tsx: a module of its own, so that a
 * filter bar without a day does not bring the date field's code to its screen's first load).
 */
export function TextField(props: FilterFieldProps & { maxLength?: number }) {
  const id = useId();
  return (
    <label htmlFor={id} className={`sv-field${props.narrow ? ' sv-field-narrow' : ''}`}>
      <span>{props.label}</span>
      <input
        id={id}
        className="ui-input"
        type="text"
        name={props.name}
        maxLength={props.maxLength}
        value={props.value ?? ''}
        onChange={(ev) => props.onChange(ev.target.value)}
      />
    </label>
  );
}

/** The buttons at the end of a filter bar: the submit button (`Search` unless named) and any others. */
export function FilterActions({ submit, children }: { submit?: string; children?: ReactNode }) {
  return (
    <div className="sv-filter-actions">
      <button type="submit" className="ui-button ui-button-primary">
        {submit ?? t('ui.search')}
      </button>
      {children}
    </div>
  );
}
