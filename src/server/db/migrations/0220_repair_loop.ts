import { type Kysely, sql } from 'kysely';

/**
 * The repair loop (issue 39): units sent to the vendor for repair stay ours, counted as stock at the vendor.
 * - `stock_at_vendor`: quantity per material, plant (whose stock it is), vendor and batch, like `stock_in_transit`;
 *   the side kind AT_VENDOR on document items (the vendor in `vendor_id`, the plant the item's position side's).
 * - 541 "to stock at vendor for repair" (a position -> at the vendor, against the repair order), reversed by 542;
 *   the receipt back is a 101 against the repair order (reference type RO) from the stock at the vendor, 102 reverses it.
 * - Equipment away has status AT_VENDOR and its vendor (`equipment.vendor_id`, `serial_history.vendor_id`).
 * - `repair_order` / `repair_order_item`: one serial per item, sent by a 541, announced by the supplier (ship date)
 *   and received by a 101 (numbers 23xxxxxxxx).
 *
 * Expand only: new tables; nullable columns without default (no rewrite); the two widened checks are dropped and
 * added NOT VALID (no scan of the ledger under its lock; every existing row satisfies them). The previous release
 * never writes AT_VENDOR and never reads `stock_at_vendor`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
insert into movement_type (movement_type, description) values
  ('541', 'To stock at vendor for repair (repair order)'),
  ('542', 'Reversal of transfer to stock at vendor')
on conflict do nothing;
update movement_type set reversal_of = '541' where movement_type = '542' and reversal_of is null;

alter table material_document_item drop constraint material_document_item_kinds;
alter table material_document_item add constraint material_document_item_kinds_at_vendor check (
  from_kind in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL', 'MATERIAL', 'AT_VENDOR')
  and to_kind in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL', 'MATERIAL', 'AT_VENDOR')
  and not (from_kind <> 'POSITION' and to_kind <> 'POSITION' and not (from_kind = 'TRANSIT' or to_kind = 'TRANSIT'))
) not valid;
alter table material_document_item add constraint material_document_item_at_vendor
  check (not (from_kind = 'AT_VENDOR' or to_kind = 'AT_VENDOR') or vendor_id is not null) not valid;

alter table equipment drop constraint equipment_status_valid;
alter table equipment add constraint equipment_status_valid_at_vendor
  check (status in ('IN_STOCK', 'IN_TRANSIT', 'ISSUED', 'RETURNED', 'SCRAPPED', 'LOST', 'REMOVED', 'AT_VENDOR')) not valid;
alter table equipment add column vendor_id varchar(10);
alter table equipment add constraint equipment_at_vendor check (status <> 'AT_VENDOR' or vendor_id is not null) not valid;
alter table serial_history add column vendor_id varchar(10);

create table stock_at_vendor (
  at_vendor_id bigserial primary key,
  material_id varchar(18) not null references material,
  plant_id varchar(4) not null references plant,
  vendor_id varchar(10) not null references vendor,
  batch varchar(10) not null default '',
  quantity numeric(13,3) not null default 0,
  updated_at timestamptz not null default now(),
  constraint stock_at_vendor_not_negative check (quantity >= 0),
  unique (material_id, plant_id, vendor_id, batch)
);
create index stock_at_vendor_vendor_idx on stock_at_vendor (vendor_id, plant_id) where quantity > 0;

create table repair_order (
  repair_order_number varchar(10) primary key,
  plant_id varchar(4) not null references plant,
  vendor_id varchar(10) not null references vendor,
  lot_number varchar(10),
  note text not null default '',
  created_by integer references app_user,
  created_at timestamptz not null default now()
);
create index repair_order_plant_idx on repair_order (plant_id, created_at desc, repair_order_number desc);
create index repair_order_vendor_idx on repair_order (vendor_id, created_at desc, repair_order_number desc);

create table repair_order_item (
  repair_order_number varchar(10) not null references repair_order,
  item_no integer not null,
  material_id varchar(18) not null references material,
  serial_number varchar(30) not null,
  sent_mat_doc varchar(10) references material_document,
  received_mat_doc varchar(10) references material_document,
  -- the supplier's announcement of the return shipment (the date it ships the repaired unit back)
  announced_ship_date date,
  announced_at timestamptz,
  announced_by integer references app_user,
  primary key (repair_order_number, item_no),
  unique (repair_order_number, material_id, serial_number),
  constraint repair_order_item_received_after_sent check (received_mat_doc is null or sent_mat_doc is not null)
);
-- a serial is open on one repair order at a time
create unique index repair_order_item_open_once on repair_order_item (material_id, serial_number) where received_mat_doc is null;

insert into number_range (object, next_value, last_value) values ('repair_order', 2300000001, 2399999999);
`.execute(db);
}
