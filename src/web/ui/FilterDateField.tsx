import { useId } from 'react';
import { DateInput } from './DateInput';
import type { FilterFieldProps } from './FilterBar';

/**
 * A labelled day of a filter bar: typed and shown in the reader's locale (28.11.2026 in German), whatever the
 * browser's own language (a native date input follows the browser's), and travelling as an ISO day ('' for none).
 */
export function DateField(props: FilterFieldProps) {
  const id = useId();
  // the label beside the field, not around it: the calendar and the clear button would become part of its name
  return (
    <div className={`sv-field sv-field-date${props.narrow ? ' sv-field-narrow' : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      <DateInput id={id} name={props.name} value={props.value || null} onChange={(day) => props.onChange(day ?? '')} isClearable />
    </div>
  );
}
