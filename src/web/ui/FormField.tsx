import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import './ui.css';
import './ui-controls.css';

/** What a control needs to be tied to its label and error text. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** the error text shown under the field; the field is invalid while it is set */
  error?: string | undefined | null;
  /** help text under the field (above the error) */
  hint?: ReactNode;
  /** id of the control; generated when left out */
  id?: string;
  required?: boolean;
  className?: string;
  /**
   * The control: either one element (it receives id, aria-invalid and aria-describedby), or a
   * function given those props, for controls that name them differently.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

/**
 * A labelled form field: label, control, and the error text under the field when invalid
 * (spec section 5), announced to screen readers through aria-invalid and aria-describedby.
 */
export function FormField({ label, error, hint, id, required, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const invalid = !!error;
  const describedBy = [hint ? hintId : undefined, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = { id: controlId };
  if (invalid) controlProps['aria-invalid'] = true;
  if (describedBy) controlProps['aria-describedby'] = describedBy;

  let control: ReactNode;
  if (typeof children === 'function') {
    control = children(controlProps);
  } else {
    const only = Children.only(children);
    control = isValidElement(only) ? cloneElement(only as ReactElement<Record<string, unknown>>, { ...controlProps }) : only;
  }

  return (
    <div className={['ui-field', invalid ? 'is-invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="ui-field-label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="ui-field-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {control}
      {hint ? (
        <div className="ui-field-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {invalid ? (
        <div className="ui-field-error" id={errorId}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
