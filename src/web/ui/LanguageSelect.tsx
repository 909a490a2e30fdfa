import type { ComponentProps } from 'react';
import { t } from '../../shared/i18n';
import { readGlobals } from '../globals';

/**
 * The language of a user form: `<LanguageSelect {...form.register('language')} />`. The choices are the
 * languages the server has a catalogue for (each named in itself), and the browser's language ('').
 */
export function LanguageSelect(props: ComponentProps<'select'>) {
  const languages = readGlobals().languages ?? [{ value: 'en', label: 'English' }];
  return (
    <select className="sp-input" {...props}>
      <option value="">{t('language.browser')}</option>
      {languages.map((l) => (
        <option key={l.value} value={l.value} lang={l.value} translate="no">
          {l.label}
        </option>
      ))}
    </select>
  );
}
