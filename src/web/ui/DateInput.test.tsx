import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, englishTranslator, setTranslatorSource } from '../../shared/i18n';
import german from '../../shared/i18n/locales/de.json' with { type: 'json' };
import english from '../../shared/i18n/locales/en.json' with { type: 'json' };
import { DateInput, dateToIso, FormDateInput, isoToDate, localeDateFormat } from './DateInput';
import { FormField } from './FormField';

function Harness(props: { initial?: string | null; spy?: (v: string | null) => void; min?: string; max?: string; exclude?: string[] }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <DateInput
        aria-label="Delivery date"
        value={value}
        minDate={props.min}
        maxDate={props.max}
        excludeDates={props.exclude}
        onChange={(v) => {
          props.spy?.(v);
          setValue(v);
        }}
      />
      <output data-testid="value">{value ?? 'none'}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

function DateForm({ onValues }: { onValues: (v: Record<string, unknown>) => void }) {
  const form = useForm({ defaultValues: { due: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <FormField label="Due date" error={form.formState.errors.due?.message}>
        <FormDateInput control={form.control} name="due" rules={{ required: 'Enter a date' }} />
      </FormField>
      <button type="submit">Go</button>
    </form>
  );
}

const user = () => userEvent.setup({ delay: null });
const box = () => screen.getByRole('textbox', { name: 'Delivery date' }) as HTMLInputElement;
const current = () => screen.getByTestId('value').textContent;

describe('ISO day conversion', () => {
  it('round-trips calendar days without time zone drift', () => {
    expect(dateToIso(isoToDate('2026-03-31'))).toBe('2026-03-31');
    expect(isoToDate('2026-02-30')).toBeNull();
    expect(isoToDate('')).toBeNull();
    expect(dateToIso(null)).toBeNull();
  });
});

describe('the date format of a locale (issue 34 point 16)', () => {
  it("is the locale's numeric date, not a fixed mm/dd/yyyy", () => {
    expect(localeDateFormat('de-DE')).toBe('dd.MM.yyyy');
    expect(localeDateFormat('en-GB')).toBe('dd/MM/yyyy');
    expect(localeDateFormat('en-US')).toBe('MM/dd/yyyy');
  });

  it('shows and takes German dates in a German format, an ISO day as that day', async () => {
    function German() {
      const [value, setValue] = useState<string | null>('2026-03-05');
      return (
        <>
          <DateInput aria-label="Delivery date" value={value} dateFormat={localeDateFormat('de-DE')} onChange={setValue} />
          <output data-testid="value">{value ?? 'none'}</output>
        </>
      );
    }
    render(<German />);
    expect(box().value).toBe('05.03.2026');
    expect(box().placeholder).toBe('DD.MM.YYYY');
    await user().clear(box());
    await user().type(box(), '17.04.2026{Enter}');
    await waitFor(() => expect(current()).toBe('2026-04-17'));
    await user().clear(box());
    await user().type(box(), '2026-11-28{Enter}');
    await waitFor(() => expect(current()).toBe('2026-11-28'));
  });
});

describe('DateInput', () => {
  afterEach(() => setTranslatorSource(() => englishTranslator));

  it("names its calendar and the calendar's buttons in the reader's language (the picker's own are English)", async () => {
    const reader = createTranslator('de', 'de-DE', { ...english, ...german });
    setTranslatorSource(() => reader);
    render(<Harness initial="2026-03-05" />);
    await user().click(box());
    expect(await screen.findByRole('dialog', { name: 'Datum wählen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Choose Date' })).toBeNull();
  });

  it('shows the value in MM/dd/yyyy and takes a typed date as an ISO day', async () => {
    const spy = vi.fn();
    render(<Harness initial="2026-03-05" spy={spy} />);
    expect(box().value).toBe('03/05/2026');
    await user().clear(box());
    await user().type(box(), '04/17/2026');
    await user().click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(current()).toBe('2026-04-17');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the date-picker's own message 'Date input not valid.' for a badly typed date and clears the value", async () => {
    render(<Harness initial="2026-03-05" />);
    await user().clear(box());
    await user().type(box(), '13/45/20x6');
    await user().click(screen.getByRole('button', { name: 'elsewhere' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Date input not valid.');
    expect(current()).toBe('none');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toBe(alert.id);
    // a valid date clears the message
    await user().type(box(), '03/06/2026');
    await user().keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(current()).toBe('2026-03-06');
  });

  it('refuses typed days before min, after max, or excluded', async () => {
    render(<Harness min="2026-03-01" max="2026-03-31" exclude={['2026-03-15']} />);
    for (const typed of ['02/28/2026', '04/01/2026', '03/15/2026']) {
      await user().clear(box());
      await user().type(box(), typed);
      await user().keyboard('{Enter}');
      expect((await screen.findByRole('alert')).textContent).toBe('This date cannot be chosen.');
      expect(current()).toBe('none');
    }
    await user().clear(box());
    await user().type(box(), '03/16/2026');
    await user().keyboard('{Enter}');
    expect(current()).toBe('2026-03-16');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('greys out days outside min/max and excluded days in the calendar', async () => {
    render(<Harness initial="2026-03-10" min="2026-03-03" max="2026-03-28" exclude={['2026-03-15']} />);
    await user().click(box());
    const day = (n: string) => document.querySelector(`.react-datepicker__day--0${n}:not(.react-datepicker__day--outside-month)`)!;
    expect(day('02').getAttribute('aria-disabled')).toBe('true');
    expect(day('15').getAttribute('aria-disabled')).toBe('true');
    expect(day('29').getAttribute('aria-disabled')).toBe('true');
    expect(day('16').getAttribute('aria-disabled')).toBe('false');
    await user().click(day('16'));
    expect(current()).toBe('2026-03-16');
    await user().click(box());
    await user().click(day('15'));
    expect(current()).toBe('2026-03-16');
  });

  it('an emptied field means no date, without a message', async () => {
    render(<Harness initial="2026-03-05" />);
    await user().clear(box());
    await user().click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(current()).toBe('none');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('FormDateInput writes the ISO day into the form, labelled by FormField', async () => {
    let values: Record<string, unknown> = {};
    render(<DateForm onValues={(v) => (values = v)} />);
    await user().click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByText('Enter a date');
    const input = screen.getByLabelText('Due date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user().type(input, '12/24/2026{Enter}');
    await user().click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(values).toEqual({ due: '2026-12-24' }));
  });
});
