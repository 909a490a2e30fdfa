import type { DateColumn, Timestamp } from './master-data';

/** Document locks of the vendor portal (0080). */
export interface DocumentLockTables {
  document_lock: {
    document_type: 'PO';
    document_id: string;
    locked_by: number;
    locked_at: Timestamp;
    expires_at: DateColumn;
  };
}
