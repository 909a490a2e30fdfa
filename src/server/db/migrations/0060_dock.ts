import { type Kysely, sql } from 'kysely';

/**
 * The dock and the supplier side:
 * - po_confirmation: a supplier's confirmation of a purchase order item, one row per version (the
 *   latest is current; the older ones are the audit trail of changes);
 * - asn, asn_item, asn_package, asn_package_item, asn_serial: advance shipping notices against one
 *   purchase order, packed into pallets and cartons with SSCCs; a serial is on at most one open
 *   notice (partial unique index), an SSCC on one package ever;
 * - asn_difference: what the receipt found missing;
 * - dock_door, dock_slot, dock_arrival: doors per plant with opening hours; bookings are discrete slot
 *   rows (door, day, start minute, place): the unique index is what forbids a double booking;
 * - sdsk_ticket, sdsk_message: service-desk tickets about a document, with answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table po_confirmation (
  po_number varchar(10) not null,
  item_no integer not null,
  version integer not null,
  confirmed_qty numeric(13,3) not null,
  confirmed_date date not null,
  status varchar(10) not null,
  note varchar(200) not null default '',
  confirmed_by integer not null references app_user,
  confirmed_at timestamptz not null default now(),
  primary key (po_number, item_no, version),
  foreign key (po_number, item_no) references purchase_order_item,
  constraint po_confirmation_status_valid check (status in ('CONFIRMED', 'CHANGED')),
  constraint po_confirmation_qty check (confirmed_qty >= 0 and version > 0)
);

create table asn (
  asn_number varchar(10) primary key,
  vendor_id varchar(10) not null references vendor,
  po_number varchar(10) not null references purchase_order,
  plant_id varchar(4) not null references plant,
  ship_date date not null,
  status varchar(20) not null default 'ANNOUNCED',
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  received_at timestamptz,
  constraint asn_status_valid check (status in ('ANNOUNCED', 'ARRIVED', 'PARTIALLY_RECEIVED', 'RECEIVED'))
);
create index asn_vendor_idx on asn (vendor_id, created_at desc);
create index asn_plant_idx on asn (plant_id, ship_date, status);
create index asn_po_idx on asn (po_number);

create table asn_item (
  asn_number varchar(10) not null references asn,
  item_no integer not null,
  material_id varchar(18) not null references material,
  quantity numeric(13,3) not null,
  received_qty numeric(13,3) not null default 0,
  primary key (asn_number, item_no),
  constraint asn_item_qty check (quantity > 0 and received_qty >= 0)
);

create table asn_package (
  sscc varchar(18) primary key,
  asn_number varchar(10) not null references asn,
  parent_sscc varchar(18) references asn_package,
  kind varchar(6) not null,
  seq integer not null,
  received_mat_doc varchar(10) references material_document,
  received_at timestamptz,
  missing boolean not null default false,
  unique (asn_number, seq),
  constraint asn_package_kind check (kind in ('PALLET', 'CARTON')),
  constraint asn_package_sscc check (sscc ~ '^[0-9]{18}$'),
  constraint asn_package_state check (not (missing and received_mat_doc is not null))
);
create index asn_package_parent_idx on asn_package (parent_sscc);

create table asn_package_item (
  sscc varchar(18) not null references asn_package,
  asn_number varchar(10) not null,
  item_no integer not null,
  quantity numeric(13,3) not null check (quantity > 0),
  primary key (sscc, item_no),
  foreign key (asn_number, item_no) references asn_item
);

create table asn_serial (
  asn_number varchar(10) not null,
  item_no integer not null,
  sscc varchar(18) not null references asn_package,
  material_id varchar(18) not null references material,
  serial_number varchar(30) not null,
  open boolean not null default true,
  primary key (asn_number, material_id, serial_number),
  foreign key (asn_number, item_no) references asn_item
);
create unique index asn_serial_open_once on asn_serial (material_id, serial_number) where open;

create table asn_difference (
  asn_number varchar(10) not null references asn,
  sscc varchar(18) not null references asn_package,
  item_no integer not null,
  missing_qty numeric(13,3) not null,
  recorded_by integer not null references app_user,
  recorded_at timestamptz not null default now(),
  primary key (asn_number, sscc, item_no)
);

create table dock_door (
  plant_id varchar(4) not null references plant,
  door_id varchar(10) not null,
  name varchar(60) not null,
  opens_minute integer not null,
  closes_minute integer not null,
  slot_minutes integer not null,
  capacity integer not null default 1,
  primary key (plant_id, door_id),
  constraint dock_door_hours check (opens_minute >= 0 and closes_minute <= 1440 and opens_minute < closes_minute),
  constraint dock_door_slot check (slot_minutes between 15 and 480 and capacity between 1 and 20)
);

create table dock_slot (
  booking_id serial primary key,
  plant_id varchar(4) not null,
  door_id varchar(10) not null,
  slot_date date not null,
  start_minute integer not null,
  place integer not null,
  status varchar(10) not null default 'REQUESTED',
  vendor_id varchar(10) not null references vendor,
  asn_number varchar(10) references asn,
  po_number varchar(10) references purchase_order,
  booked_by integer not null references app_user,
  booked_at timestamptz not null default now(),
  decided_by integer references app_user,
  decided_at timestamptz,
  foreign key (plant_id, door_id) references dock_door,
  constraint dock_slot_status_valid check (status in ('REQUESTED', 'CONFIRMED', 'REFUSED', 'ARRIVED')),
  constraint dock_slot_reference check (asn_number is not null or po_number is not null)
);
-- the double-booking guard: one live booking per door, day, slot and place
create unique index dock_slot_once on dock_slot (plant_id, door_id, slot_date, start_minute, place) where status <> 'REFUSED';
create index dock_slot_day_idx on dock_slot (plant_id, slot_date);

create table dock_arrival (
  arrival_id serial primary key,
  plant_id varchar(4) not null references plant,
  door_id varchar(10) not null,
  carrier varchar(60) not null,
  plate varchar(20) not null,
  asn_number varchar(10) references asn,
  booking_id integer references dock_slot,
  arrived_at timestamptz not null default now(),
  registered_by integer not null references app_user,
  foreign key (plant_id, door_id) references dock_door
);
create index dock_arrival_day_idx on dock_arrival (plant_id, arrived_at desc);

create table sdsk_ticket (
  ticket_number varchar(10) primary key,
  category varchar(20) not null,
  doc_type varchar(10) not null,
  doc_number varchar(30) not null,
  subject varchar(120) not null,
  status varchar(10) not null default 'OPEN',
  vendor_id varchar(10) references vendor,
  plant_id varchar(4) references plant,
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sdsk_ticket_status_valid check (status in ('OPEN', 'ANSWERED', 'CLOSED')),
  constraint sdsk_ticket_doc_type check (doc_type in ('PO', 'ASN', 'DELIVERY', 'SERIAL'))
);
create index sdsk_ticket_vendor_idx on sdsk_ticket (vendor_id, updated_at desc);
create index sdsk_ticket_plant_idx on sdsk_ticket (plant_id, updated_at desc);

create table sdsk_message (
  ticket_number varchar(10) not null references sdsk_ticket,
  seq integer not null,
  text varchar(4000) not null,
  from_warehouse boolean not null,
  author integer not null references app_user,
  created_at timestamptz not null default now(),
  primary key (ticket_number, seq)
);

insert into number_range (object, next_value, last_value) values ('asn', 1800000001, 1899999999);
insert into number_range (object, next_value, last_value) values ('sdsk_ticket', 1900000001, 1999999999);
`.execute(db);
}
