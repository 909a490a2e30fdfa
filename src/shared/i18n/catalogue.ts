import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type en from './locales/en.json';

/**
 * The message catalogues: one JSON file per language in ./locales (`en.json`, `de.json`, ...), flat
 * `key -> ICU message` (FormatJS syntax: `{name}`, `{count, plural, one {# bin} other {# bins}}`,
 * `{at, date, short}`). English is the source: its keys are the type every caller names; every catalogue
 * has every key (server/i18n/catalogues.test.ts), and the browser loads the reader's catalogue alone (web/i18n.ts).
 * A new language is a new file and nothing else.
 */
export type MessageId = keyof typeof en;

/** Values a message's placeholders take. */
export type MessageValues = Readonly<Record<string, string | number | bigint | Date | null | undefined>>;

/** A catalogue as loaded: key -> ICU message text. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * A catalogue as the web build ships it (scripts/vite-page-preloads.ts webCataloguesPlugin): a message that
 * needs FormatJS's formatter (`needsFormatter`) is already parsed, so the browser's bundle carries no ICU parser;
 * every other message is its text.
 */
export type CompiledCatalogue = Readonly<Record<string, string | MessageFormatElement[]>>;

/** What makes a message more than its text: an argument or a plural's braces, or an apostrophe (ICU quoting). */
const ICU_SYNTAX = /[{}']/;
/** A message whose only ICU syntax is plain arguments ("Bin {bin} is full."): no plural, select, format or quoting. */
const PLAIN_ARGUMENTS = /^[^{}']*(?:\{\w+\}[^{}']*)+$/;

/** A message with no ICU syntax at all: it is its own text. */
export const isPlainText = (message: string): boolean => !ICU_SYNTAX.test(message);

/** A message of text and plain `{name}` arguments only, which the translator fills itself. */
export const hasOnlyPlainArguments = (message: string): boolean => PLAIN_ARGUMENTS.test(message);

/** A message only FormatJS's formatter can give: a plural, a select, a formatted number or date, ICU quoting. */
export const needsFormatter = (message: string): boolean => !isPlainText(message) && !hasOnlyPlainArguments(message);

/** The language the catalogues are written from (and fall back to). */
export const SOURCE_LANGUAGE = 'en';

/**
 * The pseudo-locale: English with every message accented, lengthened and bracketed "[!! ... !!]", made
 * from the English catalogue at run time. A screen in it shows at once which text came from no
 * catalogue, and whether longer words still fit. Not offered in the profile; a browser asks for it.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** Messages are parsed with tags off: `<serial>` in a message is text, not markup. */
export const PARSE_OPTIONS = { ignoreTag: true } as const;
