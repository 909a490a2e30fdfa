import type { MessageId, MessageValues } from './catalogue';
import english from './locales/en.json' with { type: 'json' };
import { createTranslator, type Translator } from './translator';

export type { Catalogue, CompiledCatalogue, MessageId, MessageValues } from './catalogue';
export { PSEUDO_LOCALE, SOURCE_LANGUAGE } from './catalogue';
export type { Translator } from './translator';
export { createTranslator } from './translator';

/** English, the source catalogue: what a caller gets before a language is chosen (and in tests). */
export const englishTranslator: Translator = createTranslator('en', 'en', english);

let current: () => Translator = () => englishTranslator;

/**
 * Where `t()` finds the reader's translator: the web app sets the signed-in user's once at start; the
 * server, the request's (its caller's language, kept for the request in an AsyncLocalStorage).
 */
export function setTranslatorSource(source: () => Translator): void {
  current = source;
}

/** The translator of whoever is being answered now. */
export const translator = (): Translator => current();

/** A catalogue message in the current reader's language: `t('receiptPosted', { matDoc })`. */
export const t = (id: MessageId, values?: MessageValues): string => current().t(id, values);

/** A quantity in the reader's locale ("1.234,5"). */
export const showQuantity = (value: string | null | undefined): string => current().quantity(value);

/** A number in the reader's locale. */
export const showNumber = (value: number | bigint, options?: Intl.NumberFormatOptions): string => current().number(value, options);

/** A calendar day (YYYY-MM-DD) in the reader's locale. */
export const showCalendarDay = (day: string | null | undefined): string => current().day(day);
