import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { formatDay, formatDayOf, formatTime } from '../calendar';
import type { Catalogue, MessageId, MessageValues } from './catalogue';
import { PARSE_OPTIONS, SOURCE_LANGUAGE } from './catalogue';

/**
 * Text and numbers in one reader's language and locale: catalogue messages (FormatJS, ICU), quantities,
 * numbers, calendar days and instants. `language` picks the catalogue ("de"); `locale` is the full tag
 * numbers and dates follow ("de-DE", "en-SG"). Made once per language and locale and kept.
 */
export interface Translator {
  readonly language: string;
  readonly locale: string;
  /** A catalogue message with its placeholders filled; an unknown key shows as itself. */
  t(id: MessageId, values?: MessageValues): string;
  /** A decimal quantity text ("1234.500") as the reader writes it ("1.234,5"), exact: never through a float. */
  quantity(value: string | null | undefined): string;
  /** A number ("1.234,5"); options as Intl.NumberFormat's. */
  number(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  /** A calendar day (YYYY-MM-DD) in the reader's locale: "28.11.2026". */
  day(day: string | null | undefined): string;
  /** An instant in `timeZone`, with the zone's short name: "28.11.2026, 05:51 MEZ". */
  time(at: string | Date | null | undefined, timeZone: string, options?: { date?: boolean }): string;
  /** The calendar day of an instant in `timeZone`. */
  dayOf(at: string | Date | null | undefined, timeZone: string): string;
  /** The decimal mark of the locale ("," or "."). */
  readonly decimalMark: string;
  /** FormatJS itself, for what the helpers above do not cover. */
  readonly intl: IntlShape<string>;
}

const cache = createIntlCache();

/** What makes a message more than its text: an argument or a plural's braces, or an apostrophe (ICU quoting). */
const ICU_SYNTAX = /[{}']/;

function supportedLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : SOURCE_LANGUAGE;
  } catch {
    return SOURCE_LANGUAGE;
  }
}

/**
 * A translator over `messages` (the language's catalogue, English for keys it lacks). Errors of a message
 * (a missing key, a missing value) are reported to `onError` and the text falls back; never thrown.
 */
export function createTranslator(
  language: string,
  locale: string,
  messages: Catalogue,
  onError: (error: unknown) => void = () => {},
): Translator {
  const formatLocale = supportedLocale(locale);
  const intl = createIntl<string>(
    {
      locale: formatLocale,
      defaultLocale: SOURCE_LANGUAGE,
      messages: messages as Record<string, string>,
      onError: (error) => onError(error),
      onWarn: () => {},
    },
    cache,
  );
  const quantityFormat = new Intl.NumberFormat(formatLocale, { maximumFractionDigits: 3, minimumFractionDigits: 0 });
  const decimalMark = quantityFormat.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  // a number format made once per set of options (making one costs some 20 µs; a table formats many cells)
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat => {
    const key = options ? JSON.stringify(options) : '';
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(formatLocale, options);
      if (numberFormats.size < 100) numberFormats.set(key, format);
    }
    return format;
  };
  return {
    language,
    locale: formatLocale,
    decimalMark,
    intl,
    t: (id, values) => {
      // a message without an ICU construct is its own text: no message format made for it (issue 41: most of a
      // screen's labels; a handheld renders its first screen without building a formatter per label)
      const message = messages[id];
      if (message !== undefined && !ICU_SYNTAX.test(message)) return message;
      // tags off, as the catalogues are parsed: `<serial>` in a message is text
      return intl.formatMessage({ id }, values as Record<string, string | number | Date>, PARSE_OPTIONS);
    },
    quantity(value) {
      if (value === null || value === undefined || value === '') return '';
      // decimal text only (what the API sends), anything else as it came; Intl formats a decimal string
      // exactly (no float on the way)
      if (!/^-?\d{1,20}(\.\d{1,20})?$/.test(value)) return value;
      return quantityFormat.format(value as unknown as number);
    },
    number: (value, options) => numberFormat(options).format(value),
    day: (day) => (day ? formatDay(day, formatLocale) : ''),
    time: (at, timeZone, options = {}) => formatTime(at, timeZone, { locale: formatLocale, date: options.date ?? true }),
    dayOf: (at, timeZone) => formatDayOf(at, timeZone, formatLocale),
  };
}
