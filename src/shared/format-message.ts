import { type MessageKey, messages } from './messages';

/** Fills a catalogue message's `{name}` placeholders; unknown placeholders stay visible. */
export function formatMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return (messages[key] as string).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
