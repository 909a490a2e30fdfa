import { type Kysely, sql } from 'kysely';

/**
 * Returns to vendor (issue 39): a return delivery against a goods receipt (122, the GR document as reference)
 * or return items on a purchase order (161), each shipped as an outbound delivery of order type RTV (picked,
 * packed, issued and shipped through the outbound chain; the goods issue posts 122 / 161, reversed by 123 /
 * 162). The delivery names its vendor (`vendor_id`, only on RTV deliveries); `vendor_return` says which kind
 * and which receipt, `vendor_return_item` each item's purchase-order item, receipt item, reason and serials.
 *
 * Expand only: the order type's check is widened (dropped and added NOT VALID: no scan of the table under its
 * lock; every existing row is SO or STO), the new column is nullable. Release 0.2.0 never creates an RTV
 * delivery and its published answers never see one: the delivery reads filter them out (docs/ARCHITECTURE.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
insert into movement_type (movement_type, description) values
  ('161', 'Return delivery for purchase order (returns item)'),
  ('162', 'Reversal of return for purchase order')
on conflict do nothing;
update movement_type set reversal_of = '161' where movement_type = '162' and reversal_of is null;
insert into movement_reason (movement_type, reason_code, description) values
  ('122', '0004', 'Quality defect'),
  ('161', '0001', 'Damaged'),
  ('161', '0002', 'Wrong material delivered'),
  ('161', '0003', 'Excess quantity'),
  ('161', '0004', 'Quality defect')
on conflict do nothing;

alter table delivery drop constraint delivery_order_type_valid;
alter table delivery add constraint delivery_order_type_valid_rtv check (order_type in ('SO', 'STO', 'RTV')) not valid;
alter table delivery add column vendor_id varchar(10) default null references vendor;
alter table delivery add constraint delivery_vendor check ((order_type = 'RTV') = (vendor_id is not null)) not valid;

create table vendor_return (
  delivery_number varchar(10) primary key references delivery,
  movement_type varchar(3) not null check (movement_type in ('122', '161')),
  po_number varchar(10) not null references purchase_order,
  gr_mat_doc varchar(10) references material_document,
  note text not null default '',
  constraint vendor_return_receipt check ((movement_type = '122') = (gr_mat_doc is not null))
);
create index vendor_return_po_idx on vendor_return (po_number);
create index vendor_return_gr_idx on vendor_return (gr_mat_doc) where gr_mat_doc is not null;

create table vendor_return_item (
  delivery_number varchar(10) not null,
  item_no integer not null,
  po_item integer not null,
  gr_item integer,
  reason_code varchar(4) not null,
  serials text[] not null default '{}',
  primary key (delivery_number, item_no),
  foreign key (delivery_number, item_no) references delivery_item,
  foreign key (delivery_number) references vendor_return
);
`.execute(db);
}
