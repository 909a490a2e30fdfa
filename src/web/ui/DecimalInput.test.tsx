import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, englishTranslator, setTranslatorSource } from '../../shared/i18n';
import english from '../../shared/i18n/locales/en.json' with { type: 'json' };
import { DecimalInput, readTypedDecimal } from './DecimalInput';

afterEach(() => setTranslatorSource(() => englishTranslator));

describe('readTypedDecimal', () => {
  it('reads the English and the scanner form, and says what it cannot read', () => {
    expect(readTypedDecimal('1,234.5')).toEqual({ value: '1234.5', error: null });
    expect(readTypedDecimal('  ')).toEqual({ value: null, error: null });
    expect(readTypedDecimal('1,5').error).toBe('“1,5” is not a number this field can read: write it like 1.5.');
  });

  it('reads a German comma in German', () => {
    const german = createTranslator('de', 'de-DE', english);
    setTranslatorSource(() => german);
    expect(readTypedDecimal('1.234,5')).toEqual({ value: '1234.5', error: null });
    expect(readTypedDecimal('2.5')).toEqual({ value: '2.5', error: null });
  });
});

describe('DecimalInput', () => {
  it('gives the read value to the caller and shows an unreadable text once the field is left, tied to it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DecimalInput label="Quantity" text="" onChange={onChange} />);
    const box = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(box.type).toBe('text');
    expect(box.inputMode).toBe('decimal');
    fireEvent.change(box, { target: { value: '2.5' } });
    expect(onChange).toHaveBeenLastCalledWith('2.5', { value: '2.5', error: null });
    rerender(<DecimalInput label="Quantity" text="2x" onChange={onChange} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(box);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('“2x” is not a number');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
