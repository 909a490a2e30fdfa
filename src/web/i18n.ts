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
import { setMessageParts } from './message-parts';

/**
 * The reader's catalogue, and only that one (issue 41: a German handheld on slow Wi-Fi does not download the English
 * catalogue as well). In the build it comes split (scripts/vite-message-parts.ts): the page's globals name the
 * core of the reader's language (`catalogue`), which the server's HTML names for the browser to fetch alongside the
 * app (server/http/html.ts); each lazily loaded screen brings its own part (web/message-parts.ts). The dev server
 * loads the whole catalogue. shared/i18n has no English catalogue of its own in the browser (vite.config.ts): before
 * the language is set, nothing on a screen is translated. Every catalogue has every key of the English one
 * (server/i18n/catalogues.test.ts), so none is merged over English.
 */
const wholeCatalogues = import.meta.env.DEV
  ? import.meta.glob<CompiledCatalogue>('../shared/i18n/locales/*.json', { import: 'default' })
  : {};

/** A language's messages, and (in the build) the parts its lazily imported modules wait for (web/message-parts.ts). */
interface Loaded {
  messages: CompiledCatalogue;
  parts: Record<string, string[]>;
  adapt?: (part: CompiledCatalogue) => CompiledCatalogue;
}

/** A language's messages: its core in the build, its whole catalogue on the dev server. */
async function messagesOf(language: string, catalogue: PortalGlobals['catalogue']): Promise<Loaded> {
  if (language === PSEUDO_LOCALE) {
    const [english, pseudo] = await Promise.all([messagesOf(SOURCE_LANGUAGE, catalogue), import('../shared/i18n/pseudo')]);
    return { messages: pseudo.pseudoCatalogue(english.messages), parts: english.parts, adapt: pseudo.pseudoCatalogue };
  }
  if (catalogue) {
    const url = language === SOURCE_LANGUAGE ? catalogue.english : catalogue.reader;
    const core = (await import(/* @vite-ignore */ url)) as { default: CompiledCatalogue; parts: Record<string, string[]> };
    return { messages: core.default, parts: core.parts };
  }
  const load =
    wholeCatalogues[`../shared/i18n/locales/${language}.json`] ?? wholeCatalogues[`../shared/i18n/locales/${SOURCE_LANGUAGE}.json`];
  if (!load) throw new Error('no English catalogue in the build');
  return { messages: await load(), parts: {} };
}

/** A translator over `loaded`, whose messages its lazily imported modules' parts are added to as they arrive. */
function translatorOf(language: string, locale: string, loaded: Loaded): Translator {
  // the messages themselves (the core module's own JSON.parse result), added to in place: no copy
  const messages = loaded.messages as Record<string, CompiledCatalogue[string]>;
  setMessageParts(messages, loaded.parts, loaded.adapt);
  return createTranslator(language, locale, messages, reportMessageError);
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
    translator = translatorOf(language, locale, await messagesOf(language, globals.catalogue));
  } catch {
    const english = await messagesOf(SOURCE_LANGUAGE, globals.catalogue).catch((): Loaded => ({ messages: {}, parts: {} }));
    translator = translatorOf(SOURCE_LANGUAGE, locale, english);
  }
  setTranslatorSource(() => translator);
  speakZodInReadersLanguage();
  document.documentElement.lang = language === PSEUDO_LOCALE ? SOURCE_LANGUAGE : language;
  return translator;
}

function reportMessageError(error: unknown): void {
  if (import.meta.env.DEV) console.warn(error);
}
