import { englishTranslator, type MessageId, type Translator, translator } from '../../../shared/i18n';
import english from '../../../shared/i18n/locales/en.json' with { type: 'json' };

/**
 * A notification as a catalogue message and its values, kept with the row (portal_notification
 * message_key, message_values) and rendered when it is read, in the reader's language and locale. A
 * value is data (text, a number: shown as it is), or something the reader's locale writes: a calendar
 * day of the plant, a time of day at the plant (minutes after midnight), a quantity, another message
 * ("shipping notice 1800000001"), a list of values.
 */
export type NotificationValue =
  | string
  | number
  | { day: string }
  | { clock: number }
  | { quantity: string }
  | { message: MessageId; values?: NotificationValues }
  | { list: NotificationValue[] };

export type NotificationValues = { [name: string]: NotificationValue };

export interface NotificationMessage {
  key: MessageId;
  values: NotificationValues;
}

/** A notification's message: `notificationMessage('notifySlotConfirmed', { date: { day }, time: { clock } })`. */
export const notificationMessage = (key: MessageId, values: NotificationValues = {}): NotificationMessage => ({ key, values });

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** A time of day (minutes after midnight, the plant's wall clock) as the reader's locale writes it: "16:00", "04:00 PM". */
function clockText(minute: number, locale: string): string {
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    if (clockFormats.size < 100) clockFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60)));
}

const isMessageId = (key: unknown): key is MessageId => typeof key === 'string' && Object.hasOwn(english, key);

function valueText(value: NotificationValue, reader: Translator): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('day' in value) return reader.day(value.day);
  if ('clock' in value) return clockText(value.clock, reader.locale);
  if ('quantity' in value) return reader.quantity(value.quantity);
  if ('list' in value) return value.list.map((item) => valueText(item, reader)).join(', ');
  return isMessageId(value.message) ? reader.t(value.message, valuesText(value.values ?? {}, reader)) : '';
}

function valuesText(values: NotificationValues, reader: Translator): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, valueText(value, reader)]));
}

/** A message in a reader's language (the current reader's by default). */
export const messageText = (message: NotificationMessage, reader: Translator = translator()): string =>
  reader.t(message.key, valuesText(message.values, reader));

/** The text a notification row keeps for readers that cannot render its message (English, as before). */
export const storedText = (message: NotificationMessage): string => messageText(message, englishTranslator);

/**
 * What a stored notification says to the current reader: its message in the reader's language when it
 * has one the catalogue still knows, else the text it was written with (rows from before messages
 * were kept, or a message since removed).
 */
export function notificationText(row: { text: string; message_key: string | null; message_values: unknown }): string {
  if (!isMessageId(row.message_key)) return row.text;
  const values = row.message_values && typeof row.message_values === 'object' ? (row.message_values as NotificationValues) : {};
  try {
    return messageText({ key: row.message_key, values });
  } catch {
    return row.text;
  }
}
