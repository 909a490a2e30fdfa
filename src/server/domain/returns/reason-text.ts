import { type MessageId, t } from '../../../shared/i18n';

/** The return reasons the portal ships with (migration 0130), in the reader's language. */
const KNOWN: Record<string, MessageId> = {
  '0001': 'returns.reason.0001',
  '0002': 'returns.reason.0002',
  '0003': 'returns.reason.0003',
  '0004': 'returns.reason.0004',
};

/** A return reason's text: the reader's language for the reasons shipped, the configured text for any other. */
export function reasonText(code: string, description: string): string {
  const key = KNOWN[code];
  return key ? t(key) : description;
}
