import { errorStatus, errorText, isErrorCode } from '../../../shared/errors';
import type { EdiErrorEntry } from '../../db/schema/edi';
import { csvLine } from '../csv';
import { cxmlStatus } from './cxml';
import type { Envelope } from './edi-types';

/** A refusal's words in the current reader's language (the code itself when the table has no such code). */
export function refusalWords(entry: EdiErrorEntry): string {
  return isErrorCode(entry.code) ? errorText(entry.code, entry.params) : entry.code;
}

/** cXML Status: 200 OK, else the refusal's HTTP-like code (400 unreadable, 401 secret, 409 duplicate, 422 content) and its words. */
export function cxmlAck(envelope: Partial<Envelope>, refused: EdiErrorEntry | null, messageId: number): string {
  const payloadId = `${messageId}.${envelope.interchangeRef || 'unknown'}@supplier-portal`;
  if (!refused) return cxmlStatus(200, 'OK', '', payloadId);
  const status = isErrorCode(refused.code) ? errorStatus(refused.code) : 422;
  const text = status === 401 ? 'Unauthorized' : status === 409 ? 'Conflict' : status === 400 ? 'Bad Request' : 'Unprocessable Entity';
  return cxmlStatus(status, text, refusalWords(refused), payloadId);
}

/** The acknowledgement of a CSV notice: notice id, ACCEPTED or REJECTED, the refusal's code and words. */
export function acknowledgeCsv(envelope: Partial<Envelope>, refused: EdiErrorEntry | null): string {
  return (
    csvLine(['notice_id', 'status', 'code', 'message']) +
    csvLine([envelope.messageRef ?? '', refused ? 'REJECTED' : 'ACCEPTED', refused?.code ?? '', refused ? refusalWords(refused) : ''])
  );
}
