import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from './master-data';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A refusal as kept: an error code of shared/errors.ts and its values (rendered in the reader's language when read). */
export interface EdiErrorEntry {
  code: string;
  params: Record<string, string | number>;
}

/** Suppliers' own systems: their channel and every EDI / cXML message in or out (migration 0140). */
export interface EdiTables {
  edi_partner: {
    vendor_id: string;
    channel: string;
    format: string;
    version: string;
    /** sha-256 of the cXML shared secret (shown once when set) */
    secret_hash: Nullable<string>;
    /** the supplier user the partner's messages act as (cXML comes without a session) */
    user_id: Nullable<number>;
    /** where outbound orders go (HTTPS, through the SSRF guard) */
    outbound_url: Nullable<string>;
    updated_by: Nullable<number>;
    updated_at: Timestamp;
    /** the cXML shared secret sealed under SESSION_SECRET, sent with outbound orders (migration 0180) */
    secret_sealed: Nullable<string>;
  };
  edi_message: {
    message_id: Generated<number>;
    vendor_id: string;
    direction: string;
    format: string;
    kind: string;
    /** the message's own id: BGM document number, BSN shipment id, cXML payloadID, the CSV's notice id */
    control_ref: string;
    raw: string;
    parsed: JSONColumnType<Record<string, unknown>> | null;
    status: string;
    errors: JSONColumnType<EdiErrorEntry[]>;
    ack: Nullable<string>;
    document_ref: Nullable<string>;
    user_id: Nullable<number>;
    attempts: Generated<number>;
    created_at: Timestamp;
    processed_at: Nullable<Date>;
    /** outbound: HTTP (cXML POSTed by the sender) or FILE (collected by the supplier's system); migration 0180 */
    delivery: Nullable<string>;
    next_attempt_at: Nullable<Date>;
    lease_owner: Nullable<string>;
    lease_until: Nullable<Date>;
    sent_at: Nullable<Date>;
    /** when the supplier's system acknowledged the file (an outbound order, or an inbound message's acknowledgement) */
    collected_at: Nullable<Date>;
  };
}
