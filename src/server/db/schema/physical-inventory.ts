import type { ColumnType, Generated } from 'kysely';
import type { Decimal, Timestamp } from './master-data';

export type PiDocumentStatus = 'CREATED' | 'COUNTING' | 'COUNTED' | 'RECOUNT' | 'POSTED';
export type PiItemStatus = 'OPEN' | 'COUNTED' | 'RECOUNT' | 'POSTED';

export interface PhysicalInventoryTables {
  pi_document: {
    pi_number: string;
    plant_id: string;
    sloc_id: string;
    warehouse_id: string;
    status: ColumnType<PiDocumentStatus, PiDocumentStatus | undefined, PiDocumentStatus>;
    selection: ColumnType<unknown, string, string>;
    created_by: number;
    created_at: Timestamp;
    posted_by: number | null;
    posted_at: Date | null;
    posted_mat_doc: string | null;
    bin_count: number;
  };
  pi_bin: {
    pi_number: string;
    seq: number;
    warehouse_id: string;
    bin_id: string;
    empty_confirmed: Generated<boolean>;
    counted_by: number | null;
    counted_at: Date | null;
  };
  pi_item: {
    pi_number: string;
    item_no: number;
    bin_id: string;
    material_id: string;
    batch: Generated<string>;
    book_qty: Decimal;
    status: ColumnType<PiItemStatus, PiItemStatus | undefined, PiItemStatus>;
    count_version: Generated<number>;
    counted_qty: string | null;
    book_at_count: string | null;
    ledger_mat_doc: string | null;
    counted_serials: string[] | null;
    book_serials: string[] | null;
    posted_mat_doc: string | null;
    posted_item_no: number | null;
  };
  pi_count: {
    pi_number: string;
    item_no: number;
    version: number;
    counted_qty: Decimal;
    book_at_count: Decimal;
    ledger_mat_doc: string | null;
    /** the snapshot the book was read in (pg_snapshot as text); null on counts before migration 0085 */
    ledger_snapshot: ColumnType<string | null, string | undefined, never>;
    serials: ColumnType<string[], string[] | undefined, string[]>;
    book_serials: ColumnType<string[], string[] | undefined, string[]>;
    empty_bin: Generated<boolean>;
    counted_by: number;
    counted_at: Timestamp;
  };
}
