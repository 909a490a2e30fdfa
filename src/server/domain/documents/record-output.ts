import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentType, OutputKind } from '../../db/schema/documents';
import type { Caller } from '../master-data/viewer';

type Db = Kysely<DB> | Transaction<DB>;

export interface OutputRecord {
  documentType: DocumentType;
  documentId: string;
  plant: string;
  kind: OutputKind;
  format: 'pdf' | 'zpl';
  channel: 'DOWNLOAD' | 'PRINTER';
  printerId?: string;
  printJobId?: number;
  copyOf?: number;
}

/** Records one label or document given out (downloaded or printed) in the document history; its number. */
export async function recordOutput(db: Db, caller: Pick<Caller, 'userId'>, r: OutputRecord): Promise<number> {
  const row = await db
    .insertInto('document_output')
    .values({
      document_type: r.documentType,
      document_id: r.documentId,
      plant_id: r.plant,
      output_kind: r.kind,
      format: r.format,
      channel: r.channel,
      printer_id: r.printerId ?? null,
      print_job_id: r.printJobId ?? null,
      copy_of: r.copyOf ?? null,
      created_by: caller.userId,
    })
    .returning('output_id')
    .executeTakeFirstOrThrow();
  return row.output_id;
}
