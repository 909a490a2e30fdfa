import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';

describe('FormField', () => {
  it('ties the label to the control and shows no error while valid', () => {
    render(
      <FormField label="Plant">
        <input />
      </FormField>,
    );
    const box = screen.getByRole('textbox', { name: 'Plant' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the error text under the field with aria-invalid and aria-describedby', () => {
    const { container } = render(
      <FormField label="Plant" error="Plant is required" hint="Four digits">
        <input />
      </FormField>,
    );
    const box = screen.getByRole('textbox', { name: 'Plant' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const ids = box.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Four digits', 'Plant is required']);
    // the error comes after the control
    const field = container.firstElementChild!;
    expect(field.lastElementChild!.textContent).toBe('Plant is required');
    expect(field.classList.contains('is-invalid')).toBe(true);
  });

  it('uses a given id and passes the props to a render function', () => {
    render(
      <FormField label="Material" id="mat" error="Bad">
        {(p) => <input id={p.id} aria-invalid={p['aria-invalid']} aria-describedby={p['aria-describedby']} data-testid="c" />}
      </FormField>,
    );
    const c = screen.getByTestId('c');
    expect(c.id).toBe('mat');
    expect(c.getAttribute('aria-describedby')).toBe('mat-error');
    expect(screen.getByLabelText('Material')).toBe(c);
  });
});

const schema = z.object({ qty: z.string().regex(/^\d+$/, 'Digits only') });

function QtyForm({ onSubmit }: { onSubmit: (v: { qty: string }) => Promise<void> | void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { qty: '1' }, mode: 'onChange' });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <FormField label="Quantity" error={form.formState.errors.qty?.message}>
          <input {...form.register('qty')} />
        </FormField>
        <SubmitButton>Save</SubmitButton>
      </form>
    </FormProvider>
  );
}

function Search() {
  const form = useForm({ defaultValues: { q: '' } });
  return (
    <form>
      <SubmitButton control={form.control} allowClean>
        Search
      </SubmitButton>
      <SubmitButton control={form.control} disabled>
        Off
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

  it('is disabled while the form is clean, enabled once changed and valid', async () => {
    render(<QtyForm onSubmit={() => {}} />);
    await waitFor(() => expect(save().disabled).toBe(true));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '2');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('is disabled while the form has errors, and the error shows under the field', async () => {
    render(<QtyForm onSubmit={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(box, 'x');
    await screen.findByText('Digits only');
    expect(save().disabled).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(box, '{Backspace}');
    await waitFor(() => expect(save().disabled).toBe(true)); // back to the default value: clean again
    await userEvent.type(box, '5');
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(screen.queryByText('Digits only')).toBeNull();
  });

  it('is disabled while submitting', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<QtyForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '0');
    await waitFor(() => expect(save().disabled).toBe(false));
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(save().disabled).toBe(true);
    expect(save().getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('takes the control as a prop and can allow a clean form', async () => {
    render(<Search />);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: 'Off' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
