import type { PortalGlobals } from '../shared/globals';
import { type Catalogue, createTranslator, PSEUDO_LOCALE, SOURCE_LANGUAGE, setTranslatorSource, type Translator } from '../shared/i18n';
import english from '../shared/i18n/locales/en.json' with { type: 'json' };
import { speakZodInReadersLanguage } from '../shared/i18n/validation';
import { readGlobals } from './globals';

/** The other languages' catalogues, each a chunk of its own, loaded only by its readers. */
const catalogueFiles = import.meta.glob<Catalogue>(['../shared/i18n/locales/*.json', '!../shared/i18n/locales/en.json'], {
  import: 'default',
});

async function messagesOf(language: string): Promise<Catalogue> {
  if (language === PSEUDO_LOCALE) return (await import('../shared/i18n/pseudo')).pseudoCatalogue(english);
  const load = catalogueFiles[`../shared/i18n/locales/${language}.json`];
  if (language === SOURCE_LANGUAGE || !load) return english;
  // keys the language lacks read in English
  return { ...english, ...(await load()) };
}

/**
 * The page's language, before the first render: the server chose it (the profile's, else the browser's,
 * else English) and put it into the page's globals; its catalogue is loaded and every `t()` reads it
 * from then on. A language change reloads the page. A catalogue that cannot be loaded (the network gone
 * between page and chunk) leaves the page in English rather than blank.
 */
export async function startLanguage(globals: PortalGlobals = readGlobals()): Promise<Translator> {
  const language = globals.language || SOURCE_LANGUAGE;
  const locale = globals.locale || (language === PSEUDO_LOCALE ? SOURCE_LANGUAGE : language);
  let translator: Translator;
  try {
    translator = createTranslator(language, locale, await messagesOf(language), reportMessageError);
  } catch {
    translator = createTranslator(SOURCE_LANGUAGE, locale, english, reportMessageError);
  }
  setTranslatorSource(() => translator);
  speakZodInReadersLanguage();
  document.documentElement.lang = language === PSEUDO_LOCALE ? SOURCE_LANGUAGE : language;
  return translator;
}

function reportMessageError(error: unknown): void {
  if (import.meta.env.DEV) console.warn(error);
}
