import { type ReactNode, useId } from 'react';
import { t } from '../../shared/i18n';
import { DateInput } from './DateInput';
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

/**
 * A labelled text (or date) field of a filter bar. A date is typed and shown in the reader's locale
 * (28.11.2026 in German), whatever the browser's own language (a native date input follows the browser's),
 * and travels as an ISO day ('' for none).
 */
export function TextField(props: {
  label: string;
  name?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  maxLength?: number;
  type?: 'text' | 'date';
  narrow?: boolean;
}) {
  const id = useId();
  if (props.type === 'date')
    // the label beside the field, not around it: the calendar and the clear button would become part of its name
    return (
      <div className={`sv-field sv-field-date${props.narrow ? ' sv-field-narrow' : ''}`}>
        <label htmlFor={id}>{props.label}</label>
        <DateInput id={id} name={props.name} value={props.value || null} onChange={(day) => props.onChange(day ?? '')} isClearable />
      </div>
    );
  return (
    <label htmlFor={id} className={`sv-field${props.narrow ? ' sv-field-narrow' : ''}`}>
      <span>{props.label}</span>
      <input
        id={id}
        className="ui-input"
        type={props.type ?? 'text'}
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
