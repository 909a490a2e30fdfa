import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './FormField';
import { AsyncSelect, FormAsyncSelect, FormSelect, Select, type SelectOption } from './Select';

const plants: SelectOption[] = Array.from({ length: 12 }, (_, i) => ({
  label: `Plant ${1000 + i}`,
  value: String(1000 + i),
  ...(i === 1 ? { disabled: true } : {}),
}));

const materials: SelectOption[] = [
  { label: 'M-100 Terminal', value: 'M-100' },
  { label: 'M-200 Keyboard', value: 'M-200' },
];

function Controlled({
  spy,
  options = plants,
  initial = null,
}: {
  spy?: (v: string | null) => void;
  options?: SelectOption[];
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Select
      aria-label="Plant"
      options={options}
      value={value}
      isClearable
      onChange={(v) => {
        spy?.(v);
        setValue(v);
      }}
    />
  );
}

function PlantForm({ onValues }: { onValues: (v: Record<string, unknown>) => void }) {
  const form = useForm({ defaultValues: { plant: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <FormField label="Plant" error={form.formState.errors.plant?.message}>
        <FormSelect control={form.control} name="plant" options={plants} rules={{ required: 'Choose a plant' }} />
      </FormField>
      <button type="submit">Go</button>
    </form>
  );
}

function Auto({ fetcher, spy }: { fetcher: (q: string) => Promise<SelectOption[]>; spy: (o: SelectOption | null) => void }) {
  const [v, setV] = useState<SelectOption | null>(null);
  return (
    <AsyncSelect
      aria-label="Material"
      fetcher={fetcher}
      value={v}
      debounceMs={150}
      onChange={(o) => {
        spy(o);
        setV(o);
      }}
    />
  );
}

function MatForm({ onValues }: { onValues: (v: Record<string, unknown>) => void }) {
  const form = useForm({ defaultValues: { material: 'M-100' } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <FormField label="Material">
        <FormAsyncSelect
          control={form.control}
          name="material"
          fetcher={async () => materials}
          debounceMs={0}
          initialOption={materials[0]}
        />
      </FormField>
      <button type="submit">Go</button>
    </form>
  );
}

const combo = () => screen.getByRole('combobox');
const focusedOption = () => document.querySelector('.ui-select__option--is-focused')?.textContent;

describe('Select', () => {
  it("shows the placeholder 'Select...'", () => {
    render(<Controlled />);
    expect(screen.getByText('Select...')).toBeTruthy();
  });

  it('opens by keyboard and selects with Enter', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    combo().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(12);
    expect(focusedOption()).toBe('Plant 1000');
    await userEvent.keyboard('{ArrowDown}{Enter}'); // the disabled 1001 cannot be chosen
    expect(spy).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith('1002');
    expect(screen.getByText('Plant 1002')).toBeTruthy();
  });

  it('pages five options with PageDown / PageUp (page size 5)', async () => {
    render(<Controlled />);
    combo().focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{PageDown}');
    expect(focusedOption()).toBe('Plant 1005');
    await userEvent.keyboard('{PageDown}');
    expect(focusedOption()).toBe('Plant 1010');
    await userEvent.keyboard('{PageUp}');
    expect(focusedOption()).toBe('Plant 1005');
  });

  it('limits the menu to 300 px', async () => {
    render(<Controlled />);
    combo().focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = document.querySelector('.ui-select__menu-list') as HTMLElement;
    expect(getComputedStyle(list).maxHeight).toBe('300px');
  });

  it('marks and refuses disabled options', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    combo().focus();
    await userEvent.keyboard('{ArrowDown}');
    const disabled = screen.getByRole('option', { name: 'Plant 1001' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(disabled);
    expect(spy).not.toHaveBeenCalled();
  });

  it("says 'No options' when nothing matches", async () => {
    render(<Controlled />);
    await userEvent.type(combo(), 'zzz');
    expect(screen.getByText('No options')).toBeTruthy();
  });

  it("says 'Loading...' while the options load", async () => {
    render(<Select aria-label="Plant" options={[]} value={null} onChange={() => {}} isLoading />);
    combo().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows the selected value from props and clears to null', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} initial="1003" />);
    expect(screen.getByText('Plant 1003')).toBeTruthy();
    combo().focus();
    await userEvent.keyboard('{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Select...')).toBeTruthy();
  });
});

describe('Select until it is reached for', () => {
  it('stays a stand-in with the chosen label, however long the library has been loaded, until it is reached for', async () => {
    render(<Controlled initial="1003" />);
    expect(combo().classList.contains('ui-select-pending-input')).toBe(true);
    expect((combo() as HTMLInputElement).value).toBe('Plant 1003');
    expect(combo().getAttribute('aria-busy')).toBeNull();
    expect(document.querySelector('.ui-select__control')).toBeNull();
    await act(async () => combo().focus());
    // the library was loaded: react-select in the same event, focused; a focus from the keyboard opens nothing, as in react-select
    expect(document.querySelector('.ui-select-pending')).toBeNull();
    expect(document.activeElement).toBe(combo());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(12);
    expect(focusedOption()).toBe('Plant 1003');
  });

  it('a tap hands over to react-select: the keys that follow choose', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    await userEvent.click(combo());
    expect(screen.getAllByRole('option')).toHaveLength(12);
    // opened by the tap as react-select opens itself, 1000 highlighted: the first arrow highlights the disabled 1001, the next 1002
    expect(focusedOption()).toBe('Plant 1000');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith('1002');
    expect(screen.getByText('Plant 1002')).toBeTruthy();
  });

  it('a tap, an arrow or typed text opens it with a choice highlighted, so an Enter right after chooses and sends no form', async () => {
    const spy = vi.fn();
    const submitted = vi.fn((e: React.FormEvent) => e.preventDefault());
    const { unmount } = render(
      <form onSubmit={submitted}>
        <Controlled spy={spy} />
      </form>,
    );
    await userEvent.click(combo());
    await userEvent.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('1000');
    unmount();
    // an arrow on the stand-in: the last choice for ArrowUp
    render(
      <form onSubmit={submitted}>
        <Controlled spy={spy} />
      </form>,
    );
    fireEvent.keyDown(combo(), { key: 'ArrowUp' });
    expect(focusedOption()).toBe('Plant 1011');
    await userEvent.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('1011');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('text typed into the stand-in is the input of react-select, its first match highlighted: Enter chooses it', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    fireEvent.change(combo(), { target: { value: '1005' } });
    expect((combo() as HTMLInputElement).value).toBe('1005');
    expect(focusedOption()).toBe('Plant 1005');
    await userEvent.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('1005');
  });

  it('Backspace on the stand-in of a clearable select with a value clears it, as react-select does', () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} initial="1003" />);
    fireEvent.keyDown(combo(), { key: 'Backspace' });
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('tabbing through chooses nothing: a focus from the keyboard leaves the menu closed', async () => {
    const spy = vi.fn();
    render(
      <>
        <Controlled spy={spy} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(combo());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('a select the screen focuses itself is react-select at once', () => {
    render(<Select aria-label="Plant" options={plants} value={null} onChange={() => {}} autoFocus />);
    expect(document.querySelector('.ui-select-pending')).toBeNull();
    expect(document.activeElement).toBe(combo());
  });
});

describe('FormSelect (react-hook-form)', () => {
  it('is labelled by FormField, writes the value into the form and shows the field error', async () => {
    let values: Record<string, unknown> = {};
    render(<PlantForm onValues={(v) => (values = v)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByText('Choose a plant');
    const input = screen.getByLabelText('Plant');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-errormessage')!)?.textContent).toBe('Choose a plant');
    input.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(values).toEqual({ plant: '1002' })); // 1001 is disabled: Enter on it does nothing
    expect(screen.queryByText('Choose a plant')).toBeNull();
  });
});

describe('AsyncSelect', () => {
  it('asks the fetcher with the typed text after a pause and selects a result', async () => {
    const fetcher = vi.fn(async (q: string) => materials.filter((m) => m.label.toLowerCase().includes(q.toLowerCase())));
    const spy = vi.fn();
    render(<Auto fetcher={fetcher} spy={spy} />);
    await userEvent.setup({ delay: null }).type(combo(), 'key');
    await screen.findByRole('option', { name: 'M-200 Keyboard' });
    expect(fetcher).toHaveBeenCalledTimes(1); // debounced: one call for three keystrokes
    expect(fetcher).toHaveBeenCalledWith('key');
    await userEvent.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(materials[1]);
    expect(screen.getByText('M-200 Keyboard')).toBeTruthy();
  });

  it("shows 'Loading...' while fetching and 'No options' for an empty answer", async () => {
    let answer!: (o: SelectOption[]) => void;
    const fetcher = vi.fn(() => new Promise<SelectOption[]>((r) => (answer = r)));
    render(<AsyncSelect aria-label="Material" fetcher={fetcher} value={null} onChange={() => {}} debounceMs={0} />);
    await userEvent.type(combo(), 'x');
    await screen.findByText('Loading...');
    await act(async () => answer([]));
    await screen.findByText('No options');
  });

  it('does not ask for less than minInputLength characters', async () => {
    const fetcher = vi.fn(async () => materials);
    render(<AsyncSelect aria-label="Material" fetcher={fetcher} value={null} onChange={() => {}} minInputLength={3} debounceMs={0} />);
    await userEvent.type(combo(), 'ab');
    await new Promise((r) => setTimeout(r, 30));
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByText('No options')).toBeTruthy();
  });

  it('shows a failed fetch as its error text, or hands it to onError', async () => {
    const fetcher = vi.fn(async () => {
      throw Object.assign(new Error('Material search failed'), { reason: 'Search service down' });
    });
    const { unmount } = render(<AsyncSelect aria-label="Material" fetcher={fetcher} value={null} onChange={() => {}} debounceMs={0} />);
    await userEvent.type(combo(), 'a');
    await screen.findByText('Search service down');
    unmount();
    const onError = vi.fn();
    render(<AsyncSelect aria-label="Material" fetcher={fetcher} value={null} onChange={() => {}} debounceMs={0} onError={onError} />);
    await userEvent.type(combo(), 'a');
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Search service down'));
    expect(screen.getByText('No options')).toBeTruthy();
  });

  it('FormAsyncSelect keeps the value in the form and the label on screen', async () => {
    let values: Record<string, unknown> = {};
    render(<MatForm onValues={(v) => (values = v)} />);
    expect(screen.getByText('M-100 Terminal')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Material'), 'M');
    await screen.findByRole('option', { name: 'M-200 Keyboard' });
    // react-select's own field, which took the stand-in's place when it was reached for
    const input = screen.getByLabelText('Material');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByText('M-200 Keyboard');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(values).toEqual({ material: 'M-200' }));
  });
});
