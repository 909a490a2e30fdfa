import type { ComponentProps } from 'react';
import { languages } from '../../shared/contracts/users/schemas';

/** The language of a user form: `<LanguageSelect {...form.register('language')} />`. */
export function LanguageSelect(props: ComponentProps<'select'>) {
  return (
    <select className="sp-input" {...props}>
      {languages.map((l) => (
        <option key={l.value} value={l.value}>
          {l.label}
        </option>
      ))}
    </select>
  );
}
