import type { ReactNode } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import './ui.css';
import './ui-controls.css';

export interface SubmitButtonProps<T extends FieldValues = FieldValues> {
  /** the form's control; left out inside a react-hook-form <FormProvider> */
  control?: Control<T>;
  children: ReactNode;
  /** disabled for reasons of the screen besides the form state */
  disabled?: boolean;
  /** allow submitting a form the user has not changed (e.g. a search with defaults) */
  allowClean?: boolean;
  className?: string;
  form?: string;
}

/**
 * The form's submit button: disabled while the form is clean, submitting, or has errors
 * (spec section 4), from react-hook-form's form state.
 */
export function SubmitButton<T extends FieldValues = FieldValues>({
  control,
  children,
  disabled,
  allowClean = false,
  className,
  form,
}: SubmitButtonProps<T>) {
  const { isDirty, isSubmitting, isValid, errors } = useFormState<T>({ control });
  const hasErrors = !isValid || Object.keys(errors).length > 0;
  const off = !!disabled || (!allowClean && !isDirty) || isSubmitting || hasErrors;
  return (
    <button
      type="submit"
      form={form}
      className={['ui-button', 'ui-button-primary', className].filter(Boolean).join(' ')}
      disabled={off}
      aria-busy={isSubmitting || undefined}
    >
      {children}
    </button>
  );
}
