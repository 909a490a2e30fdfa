import type { Kysely, Transaction } from 'kysely';
import type { AttachmentInput } from '../../../shared/contracts/service-desk/schemas';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/contracts/service-desk/schemas';
import { isCleanText } from '../../../shared/text';
import type { DB } from '../../db/schema';
import { sniffImage } from '../equipment/store-images';
import { DomainError } from '../errors';

/**
 * What a file is, by its bytes (never by its name alone): an image (JPEG, PNG, WebP), a PDF, or text
 * (valid UTF-8 without control characters: CSV when its name says .csv). Anything else is refused.
 */
export function sniffAttachment(fileName: string, bytes: Buffer): string | null {
  const image = sniffImage(bytes);
  if (image) return image;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (!isCleanText(text) || text.includes('\u0000')) return null;
  return /\.csv$/i.test(fileName) ? 'text/csv' : 'text/plain';
}

/** Checks and stores the files of one message; nothing is stored unless every file passes. */
export async function storeAttachments(
  trx: Transaction<DB>,
  userId: number,
  ticketNumber: string,
  messageSeq: number,
  files: AttachmentInput[] | undefined,
): Promise<void> {
  if (!files || files.length === 0) return;
  const rows = files.map((file) => {
    const bytes = Buffer.from(file.content, 'base64');
    if (bytes.length > MAX_ATTACHMENT_BYTES)
      throw new DomainError('ATTACHMENT_TOO_LARGE', { file: file.fileName, limit: `${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB` });
    const contentType = bytes.length > 0 ? sniffAttachment(file.fileName, bytes) : null;
    if (!contentType) throw new DomainError('ATTACHMENT_TYPE', { file: file.fileName });
    return {
      ticket_number: ticketNumber,
      message_seq: messageSeq,
      file_name: file.fileName,
      content_type: contentType,
      size: bytes.length,
      content: bytes,
      uploaded_by: userId,
    };
  });
  await trx.insertInto('sdsk_attachment').values(rows).execute();
}

/** The files of a ticket's messages (without their bytes), by message. */
export async function attachmentsOf(db: Kysely<DB>, ticketNumber: string) {
  const rows = await db
    .selectFrom('sdsk_attachment')
    .select(['attachment_id', 'message_seq', 'file_name', 'content_type', 'size'])
    .where('ticket_number', '=', ticketNumber)
    .orderBy('attachment_id')
    .execute();
  const bySeq = new Map<number, { attachmentId: number; fileName: string; contentType: string; size: number }[]>();
  for (const r of rows) {
    const list = bySeq.get(r.message_seq) ?? [];
    list.push({ attachmentId: r.attachment_id, fileName: r.file_name, contentType: r.content_type, size: r.size });
    bySeq.set(r.message_seq, list);
  }
  return bySeq;
}

/** One file's bytes, when it belongs to that ticket (the caller checked the user may see the ticket). */
export async function readAttachment(db: Kysely<DB>, ticketNumber: string, attachmentId: number) {
  const row = await db
    .selectFrom('sdsk_attachment')
    .select(['file_name', 'content_type', 'content'])
    .where('ticket_number', '=', ticketNumber)
    .where('attachment_id', '=', attachmentId)
    .executeTakeFirst();
  if (!row) throw new DomainError('ATTACHMENT_NOT_FOUND', { attachment: attachmentId, ticket: ticketNumber });
  return { fileName: row.file_name, contentType: row.content_type, bytes: Buffer.from(row.content) };
}
