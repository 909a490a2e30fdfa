import { formatMessage, type MessageKey, messages } from './messages';

/** A catalogue message by its key, with its `{name}` placeholders filled (unknown ones stay visible). */
export function messageText(key: MessageKey, values: Record<string, string | number> = {}): string {
  return formatMessage(messages[key], values);
}
