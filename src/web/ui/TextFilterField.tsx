import { FormField } from './FormField';

/** A labelled text field of a search form. */
export function TextFilterField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={label}>
      <input className="ui-input" value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}
