import { type ComponentProps, useId, useState } from 'react';
import { translator } from '../../shared/i18n';
import { readDecimal } from '../../shared/i18n/read-decimal';
import { unreadableQuantity } from '../../shared/i18n/typed-number';
import './ui.css';
import './ui-controls.css';

/** What a typed quantity or weight reads as: the canonical text ("1234.5"), nothing (empty), or why it cannot be read. */
export type TypedDecimal = { value: string; error: null } | { value: null; error: string | null };

/**
 * A decimal a person typed, read in their locale ("1,5" in German, "1.5" in English, a scanner's "."
 * always): `{ value: "1.5" }`; empty text `{ value: null, error: null }`; text that is no number
 * `{ value: null, error: "“1,5x” is not a number this field can read: write it like 1,5." }`.
 */
export function readTypedDecimal(text: string): TypedDecimal {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  const value = readDecimal(trimmed, translator().decimalMark);
  return value === null ? { value: null, error: unreadableQuantity(trimmed) } : { value, error: null };
}

export interface DecimalInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** the visible label */
  label: string;
  /** the text as typed (controlled) */
  text: string;
  /** every change: the text as typed and what it reads as (send `read.value`, never the text) */
  onChange: (text: string, read: TypedDecimal) => void;
  /** the screen's own error for the field (a quantity too high, ...); shown instead of the unreadable message */
  error?: string | null;
  /** help text under the field */
  hint?: string;
}

/**
 * A quantity or weight field in the reader's locale: `type="text" inputMode="decimal"` (a number input
 * refuses "1,5" in some browsers), labelled, read with readDecimal. Text that is no number says so
 * (`numberUnreadable`) under the field once the field is left, tied to it (aria-describedby,
 * aria-invalid, role alert); the caller sends `read.value` only when it is not null.
 */
export function DecimalInput({ label, text, onChange, error, hint, id, className, onBlur, ...input }: DecimalInputProps) {
  const generated = useId();
  const inputId = id ?? `decimal${generated}`;
  const [left, setLeft] = useState(false);
  const read = readTypedDecimal(text);
  const message = error || (left ? read.error : null);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = message ? `${inputId}-error` : undefined;
  return (
    <div className={['ui-field', message ? 'is-invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="ui-field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className="ui-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          setLeft(false);
          onChange(e.target.value, readTypedDecimal(e.target.value));
        }}
        onBlur={(e) => {
          setLeft(true);
          onBlur?.(e);
        }}
      />
      {hint ? (
        <div className="ui-field-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {message ? (
        <div className="ui-field-error" id={errorId} role="alert">
          {message}
        </div>
      ) : null}
    </div>
  );
}
