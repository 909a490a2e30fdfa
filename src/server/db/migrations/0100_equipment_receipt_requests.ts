import { type Kysely, sql } from 'kysely';

/**
 * Equipment receipt requests (spec: equipment receipt request): serialized equipment announced to arrive
 * outside a purchase order or shipping notice (back from a customer, back from repair), with its serials,
 * material, sender and reason. Receiving recognises an announced serial at the scan; a serial is open on
 * one request at a time (per material).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table equipment_receipt_request (
  request_number varchar(10) primary key,
  plant_id varchar(4) not null references plant,
  material_id varchar(18) not null references material,
  sender text not null,
  reason text not null,
  status varchar(10) not null default 'OPEN' check (status in ('OPEN', 'RECEIVED', 'CANCELLED')),
  created_by integer not null references app_user,
  created_at timestamptz not null default now()
);
create index equipment_receipt_request_plant_idx on equipment_receipt_request (plant_id, created_at desc, request_number desc);
create table equipment_receipt_request_serial (
  request_number varchar(10) not null references equipment_receipt_request,
  serial_number varchar(30) not null,
  material_id varchar(18) not null,
  open boolean not null default true,
  primary key (request_number, serial_number)
);
create unique index equipment_receipt_request_serial_open_once on equipment_receipt_request_serial (material_id, serial_number) where open;
create index equipment_receipt_request_serial_scan_idx on equipment_receipt_request_serial (serial_number) where open;
insert into number_range (object, next_value, last_value) values ('equipment_receipt_request', 2100000001, 2199999999);
`.execute(db);
}
