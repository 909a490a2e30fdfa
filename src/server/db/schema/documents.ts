import type { ColumnType, Generated } from 'kysely';

type Ts = ColumnType<Date, Date | string | undefined, Date | string>;

export type DocumentType = 'DELIVERY' | 'SHIPMENT' | 'HU' | 'MATDOC';
export type OutputKind = 'delivery-note' | 'sscc' | 'delivery' | 'transfer-posting';

/** The document history: labels and documents given out (migration 0190). */
export interface DocumentTables {
  document_output: {
    output_id: Generated<number>;
    document_type: DocumentType;
    document_id: string;
    plant_id: string;
    output_kind: OutputKind;
    format: 'pdf' | 'zpl';
    channel: 'DOWNLOAD' | 'PRINTER';
    printer_id: string | null;
    print_job_id: number | null;
    copy_of: number | null;
    created_by: number;
    created_at: Ts;
  };
}
