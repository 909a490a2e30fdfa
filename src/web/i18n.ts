import type { PortalGlobals } from '../shared/globals';
import {
  type CompiledCatalogue,
  createTranslator,
  PSEUDO_LOCALE,
  SOURCE_LANGUAGE,
  setTranslatorSource,
  type Translator,
} from '../shared/i18n';
import { speakZodInReadersLanguage } from '../shared/i18n/validation';
import { readGlobals } from './globals';

/**
 * Every language's catalogue, English's too, a chunk of its own, loaded only by its readers (issue 41: a German
 * handheld on slow Wi-Fi does not download the English catalogue as well); the server's HTML names the reader's
 * for the browser to fetch alongside the app (server/http/html.ts). The web build gives shared/i18n no English
 * catalogue of its own (vite.config.ts): before the language is set, nothing on a screen is translated. Every
 * catalogue has every key of the English one (server/i18n/catalogues.test.ts), so none is merged over English.
 */
const catalogueFiles = import.meta.glob<CompiledCatalogue>('../shared/i18n/locales/*.json', { import: 'default' });

const catalogueOf = (language: string) => catalogueFiles[`../shared/i18n/locales/${language}.json`];

async function messagesOf(language: string): Promise<CompiledCatalogue> {
  if (language === PSEUDO_LOCALE) {
    const [english, pseudo] = await Promise.all([messagesOf(SOURCE_LANGUAGE), import('../shared/i18n/pseudo')]);
    return pseudo.pseudoCatalogue(english);
  }
  const load = catalogueOf(language) ?? catalogueOf(SOURCE_LANGUAGE);
  if (!load) throw new Error('no English catalogue in the build');
  return load();
}

/**
 * The page's language, before the first render: the server chose it (the profile's, else the browser's,
 * else English) and put it into the page's globals; its catalogue is loaded and every `t()` reads it
 * from then on. A language change reloads the page. A catalogue that cannot be loaded (the network gone
 * between page and chunk) leaves the page in English rather than blank (the English chunk tried next: the
 * service worker holds every chunk once installed).
 */
export async function startLanguage(globals: PortalGlobals = readGlobals()): Promise<Translator> {
  const language = globals.language || SOURCE_LANGUAGE;
  const locale = globals.locale || (language === PSEUDO_LOCALE ? SOURCE_LANGUAGE : language);
  let translator: Translator;
  try {
    translator = createTranslator(language, locale, await messagesOf(language), reportMessageError);
  } catch {
    translator = createTranslator(SOURCE_LANGUAGE, locale, await messagesOf(SOURCE_LANGUAGE).catch(() => ({})), reportMessageError);
  }
  setTranslatorSource(() => translator);
  speakZodInReadersLanguage();
  document.documentElement.lang = language === PSEUDO_LOCALE ? SOURCE_LANGUAGE : language;
  return translator;
}

function reportMessageError(error: unknown): void {
  if (import.meta.env.DEV) console.warn(error);
}
