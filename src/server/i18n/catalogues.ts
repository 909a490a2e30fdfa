import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator, englishTranslator, PSEUDO_LOCALE, SOURCE_LANGUAGE, type Translator } from '../../shared/i18n';
import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
import english from '../../shared/i18n/locales/en.json' with { type: 'json' };
import { pseudoCatalogue } from '../../shared/i18n/pseudo';
import { DomainError } from '../domain/errors';
import { PROJECT_ROOT } from '../paths';

/** The catalogue files: one JSON per language, read once at start (a new language is a new file). */
const LOCALES_DIR = join(PROJECT_ROOT, 'src/shared/i18n/locales');

let catalogues: Map<string, CompiledCatalogue> | undefined;

function load(): Map<string, CompiledCatalogue> {
  if (catalogues) return catalogues;
  const found = new Map<string, CompiledCatalogue>([[SOURCE_LANGUAGE, english]]);
  for (const file of readdirSync(LOCALES_DIR)) {
    const match = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)\.json$/.exec(file);
    if (!match?.[1] || match[1] === SOURCE_LANGUAGE) continue;
    const messages = JSON.parse(readFileSync(join(LOCALES_DIR, file), 'utf8')) as Record<string, string>;
    // keys the language lacks read in English
    found.set(match[1], { ...english, ...messages });
  }
  found.set(PSEUDO_LOCALE, pseudoCatalogue(english));
  catalogues = found;
  return found;
}

/** The languages a user can choose (the pseudo-locale is not one), with each one's own name ("Deutsch"). */
export function availableLanguages(): { value: string; label: string }[] {
  return [...load().entries()]
    .filter(([language]) => language !== PSEUDO_LOCALE)
    .map(([language, messages]) => {
      const name = messages['language.name'];
      return { value: language, label: typeof name === 'string' ? name : language };
    });
}

/** Whether a catalogue exists for a language (the pseudo-locale counts: a browser may ask for it). */
export const hasCatalogue = (language: string): boolean => load().has(language);

/** The language tags that have a catalogue, for resolving a reader's language. */
export const catalogueLanguages = (): string[] => [...load().keys()].filter((language) => language !== PSEUDO_LOCALE);

const translators = new Map<string, Translator>();

/** The translator of a language and locale, made once. */
export function translatorFor(language: string, locale: string): Translator {
  const key = `${language}|${locale}`;
  let found = translators.get(key);
  if (!found) {
    const messages = load().get(language);
    if (!messages) return englishTranslator;
    found = createTranslator(language, locale, messages);
    if (translators.size < 200) translators.set(key, found);
  }
  return found;
}

/** A language a user may choose: null (the browser's) or one with a catalogue; anything else is refused. */
export function checkedLanguage(language: string | null): string | null {
  if (language === null || (language !== PSEUDO_LOCALE && hasCatalogue(language))) return language;
  throw new DomainError(
    'LANGUAGE_NOT_AVAILABLE',
    { language, languages: catalogueLanguages().join(', ') },
    { details: { field: 'language' } },
  );
}
