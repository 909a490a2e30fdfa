import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DateColumn, Decimal, DecimalDefault, Timestamp } from './master-data';

export type AsnStatus = 'ANNOUNCED' | 'ARRIVED' | 'PARTIALLY_RECEIVED' | 'RECEIVED';
export type DockSlotStatus = 'REQUESTED' | 'CONFIRMED' | 'REFUSED' | 'ARRIVED';
export type TicketStatus = 'OPEN' | 'ANSWERED' | 'CLOSED';

/** Supplier confirmations, advance shipping notices, dock doors and bookings, service desk (migration 0060). */
export interface DockTables {
  po_confirmation: {
    po_number: string;
    item_no: number;
    version: number;
    confirmed_qty: Decimal;
    confirmed_date: DateColumn;
    status: 'CONFIRMED' | 'CHANGED';
    note: Generated<string>;
    confirmed_by: number;
    confirmed_at: Timestamp;
  };
  asn: {
    asn_number: string;
    vendor_id: string;
    po_number: string;
    plant_id: string;
    ship_date: DateColumn;
    status: ColumnType<AsnStatus, AsnStatus | undefined, AsnStatus>;
    created_by: number;
    created_at: Timestamp;
    received_at: Date | null;
  };
  asn_item: {
    asn_number: string;
    item_no: number;
    material_id: string;
    quantity: Decimal;
    received_qty: DecimalDefault;
  };
  asn_package: {
    sscc: string;
    asn_number: string;
    parent_sscc: string | null;
    kind: 'PALLET' | 'CARTON';
    seq: number;
    received_mat_doc: string | null;
    received_at: Date | null;
    missing: Generated<boolean>;
    unloaded_at: ColumnType<Date | null, Date | undefined, Date | null>;
    unloaded_by: ColumnType<number | null, number | undefined, number | null>;
    unloaded_arrival: ColumnType<number | null, number | undefined, number | null>;
  };
  asn_package_item: {
    sscc: string;
    asn_number: string;
    item_no: number;
    quantity: Decimal;
  };
  asn_serial: {
    asn_number: string;
    item_no: number;
    sscc: string;
    material_id: string;
    serial_number: string;
    open: Generated<boolean>;
  };
  asn_difference: {
    asn_number: string;
    sscc: string;
    item_no: number;
    missing_qty: Decimal;
    recorded_by: number;
    recorded_at: Timestamp;
  };
  dock_door: {
    plant_id: string;
    door_id: string;
    name: string;
    opens_minute: number;
    closes_minute: number;
    slot_minutes: number;
    capacity: Generated<number>;
  };
  dock_slot: {
    booking_id: Generated<number>;
    plant_id: string;
    door_id: string;
    slot_date: DateColumn;
    start_minute: number;
    place: number;
    status: ColumnType<DockSlotStatus, DockSlotStatus | undefined, DockSlotStatus>;
    vendor_id: string;
    asn_number: string | null;
    po_number: string | null;
    booked_by: number;
    booked_at: Timestamp;
    decided_by: number | null;
    decided_at: Date | null;
  };
  dock_arrival: {
    arrival_id: Generated<number>;
    plant_id: string;
    door_id: string;
    carrier: string;
    plate: string;
    asn_number: string | null;
    booking_id: number | null;
    arrived_at: Timestamp;
    registered_by: number;
  };
  sdsk_ticket: {
    ticket_number: string;
    category: string;
    doc_type: 'PO' | 'ASN' | 'DELIVERY' | 'SERIAL';
    doc_number: string;
    subject: string;
    status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
    vendor_id: string | null;
    plant_id: string | null;
    created_by: number;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  sdsk_message: {
    ticket_number: string;
    seq: number;
    text: string;
    from_warehouse: boolean;
    author: number;
    created_at: Timestamp;
  };
  sdsk_attachment: {
    attachment_id: Generated<number>;
    ticket_number: string;
    message_seq: number;
    file_name: string;
    content_type: string;
    size: number;
    content: Buffer;
    uploaded_by: number;
    uploaded_at: Timestamp;
  };
  portal_notification: {
    notification_id: Generated<number>;
    user_id: number;
    text: string;
    link: string;
    created_at: Timestamp;
    read_at: ColumnType<Date | null, Date | undefined, Date | null>;
    /** the catalogue message it was written as (migration 0103); null: only `text` (older rows) */
    message_key: string | null;
    /** that message's values (domain/notifications/message.ts NotificationValues) */
    message_values: JSONColumnType<Record<string, unknown>> | null;
    /** what it tells of (shared/notifications.ts NotificationKind, migration 0108); null: older rows */
    kind: string | null;
    /** one notification per event and user: the event's key */
    dedupe_key: string | null;
    /** by e-mail: NOW (one mail), DIGEST (the daily digest), NONE */
    mail: ColumnType<'NONE' | 'NOW' | 'DIGEST', 'NONE' | 'NOW' | 'DIGEST' | undefined, 'NONE' | 'NOW' | 'DIGEST'>;
    /** when its mail or digest was queued */
    mailed_at: ColumnType<Date | null, Date | undefined, Date | null>;
  };
  /** a user's channel per notification kind (migration 0108); no row: the kind's default */
  notification_preference: {
    user_id: number;
    kind: string;
    channel: 'PORTAL' | 'EMAIL' | 'DIGEST' | 'OFF';
  };
}
