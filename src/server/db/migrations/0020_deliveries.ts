import { type Kysely, sql } from 'kysely';

/**
 * Outbound deliveries (VL01N/VL02N) for sales orders and stock transport orders: a header per
 * ship-to, route and date, items pointing at the order's items, what was picked (pick
 * confirmations of PICK transfer orders, with bin, batch and serials) and goods issued (601/641
 * through the posting path with the delivery as reference). Order items carry the quantity
 * already in deliveries (`in_delivery_qty`, never above the ordered quantity: over-delivery is
 * refused by the database too); creation errors go to the order's error log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table sales_order add column route_id varchar(6) references shipping_route;
alter table sales_order add column credit_block boolean not null default false;
alter table stock_transport_order add column route_id varchar(6) references shipping_route;
alter table sales_order_item add column in_delivery_qty numeric(13,3) not null default 0;
alter table sales_order_item add constraint sales_order_item_in_delivery check (in_delivery_qty >= 0 and in_delivery_qty <= quantity);
alter table stock_transport_order_item add column in_delivery_qty numeric(13,3) not null default 0;
alter table stock_transport_order_item add constraint sto_item_in_delivery check (in_delivery_qty >= 0 and in_delivery_qty <= quantity);
create index sales_order_item_due_idx on sales_order_item (delivery_date, sales_order_number, item_no)
  where not closed and in_delivery_qty < quantity;
create index sto_item_due_idx on stock_transport_order_item (delivery_date, sto_number, item_no)
  where not closed and in_delivery_qty < quantity;

create table delivery (
  delivery_number varchar(10) primary key,
  order_type varchar(3) not null,
  order_number varchar(10) not null,
  plant_id varchar(4) not null references plant,
  shipping_point varchar(4) not null,
  customer_number varchar(10) references customer,
  receiving_plant varchar(4) references plant,
  route_id varchar(6) references shipping_route,
  delivery_date date not null,
  status varchar(14) not null default 'OPEN',
  gi_mat_doc varchar(10) references material_document,
  item_count integer not null,
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  constraint delivery_order_type_valid check (order_type in ('SO', 'STO')),
  constraint delivery_status_valid check (status in ('OPEN', 'PICKING', 'PICKED', 'PACKED', 'GOODS_ISSUED', 'DELIVERED')),
  constraint delivery_partner check ((order_type = 'SO') = (customer_number is not null) and (order_type = 'STO') = (receiving_plant is not null)),
  constraint delivery_items check (item_count > 0)
);
create index delivery_order_idx on delivery (order_type, order_number);
create index delivery_list_idx on delivery (plant_id, created_at desc, delivery_number desc);
create index delivery_status_idx on delivery (plant_id, status, delivery_date);

create table delivery_item (
  delivery_number varchar(10) not null references delivery,
  item_no integer not null,
  order_item integer not null,
  material_id varchar(18) not null references material,
  sloc_id varchar(4) not null,
  quantity numeric(13,3) not null,
  picked_qty numeric(13,3) not null default 0,
  issued_qty numeric(13,3) not null default 0,
  primary key (delivery_number, item_no),
  constraint delivery_item_quantity check (quantity > 0),
  constraint delivery_item_picked check (picked_qty >= 0 and picked_qty <= quantity),
  constraint delivery_item_issued check (issued_qty >= 0 and issued_qty <= picked_qty)
);
create index delivery_item_material_idx on delivery_item (material_id);

create table delivery_pick (
  pick_id bigserial primary key,
  delivery_number varchar(10) not null,
  item_no integer not null,
  order_id varchar(10) not null references transfer_order,
  line_no integer not null,
  warehouse_id varchar(3) not null,
  bin_id varchar(18) not null,
  batch varchar(10) not null default '',
  quantity numeric(13,3) not null,
  serials text[] not null default '{}',
  mat_doc varchar(10) not null references material_document,
  picked_by integer not null references app_user,
  picked_at timestamptz not null default now(),
  foreign key (delivery_number, item_no) references delivery_item,
  foreign key (order_id, line_no) references transfer_order_line,
  constraint delivery_pick_quantity check (quantity > 0)
);
comment on table delivery_pick is 'a confirmed PICK transfer-order line, per delivery item: where the picked stock lies (the shipping bin)';
create index delivery_pick_delivery_idx on delivery_pick (delivery_number, item_no);

create table delivery_error_log (
  log_id bigserial primary key,
  order_type varchar(3) not null,
  order_number varchar(10) not null,
  item_no integer,
  delivery_number varchar(10),
  code varchar(40) not null,
  message text not null,
  created_by integer not null references app_user,
  created_at timestamptz not null default now()
);
create index delivery_error_log_order_idx on delivery_error_log (order_type, order_number, created_at desc);
create index delivery_error_log_delivery_idx on delivery_error_log (delivery_number, created_at desc) where delivery_number is not null;

insert into number_range (object, next_value, last_value) values ('delivery', 8000000001, 8999999999);
`.execute(db);
}
