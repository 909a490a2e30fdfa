import { type Kysely, sql } from 'kysely';

/**
 * Quality management (spec "iqms") and equipment: inspection lots over QUALITY stock (opened in the
 * posting that brings stock into QUALITY, decided by the posting that takes it out: QUALITY stock always
 * equals the lots' undecided quantity), the defect catalogue per product category, findings (defects,
 * repairs with the parts consumed, summary, validation), the equipment lock with its reason and history,
 * and equipment images (content and thumbnail in the database, shared by every instance).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table quality_code_group (
  prodcat varchar(20) not null,
  code_group varchar(8) not null,
  description text not null,
  primary key (prodcat, code_group)
);
create table quality_code (
  prodcat varchar(20) not null,
  code_group varchar(8) not null,
  code varchar(8) not null,
  description text not null,
  primary key (prodcat, code_group, code),
  foreign key (prodcat, code_group) references quality_code_group
);
create table quality_plant_setting (
  plant_id varchar(4) primary key references plant,
  repair_cost_center varchar(10) references cost_center,
  second_validator boolean not null default false
);

create sequence quality_lot_seq start with 3000000001;
create table quality_lot (
  lot_number varchar(10) primary key default nextval('quality_lot_seq')::text,
  origin varchar(10) not null,
  plant_id varchar(4) not null references plant,
  material_id varchar(18) not null references material,
  prodcat varchar(20) not null,
  serialized boolean not null,
  vendor_id varchar(10),
  po_number varchar(10),
  po_item integer,
  opened_mat_doc varchar(10) references material_document,
  opened_item_no integer,
  quantity numeric(13,3) not null,
  decided_qty numeric(13,3) not null default 0,
  status varchar(14) not null default 'OPEN',
  note text not null default '',
  created_by integer references app_user,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint quality_lot_origin_valid check (origin in ('RECEIPT', 'MANUAL', 'POSTING', 'MIGRATION')),
  constraint quality_lot_status_valid check (status in ('OPEN', 'IN_INSPECTION', 'DECIDED', 'CLOSED')),
  constraint quality_lot_quantities check (quantity > 0 and decided_qty >= 0 and decided_qty <= quantity),
  constraint quality_lot_closed check ((status = 'CLOSED') = (decided_qty = quantity) and (status = 'CLOSED') = (closed_at is not null))
);
create index quality_lot_open_idx on quality_lot (plant_id, material_id, lot_number) where status <> 'CLOSED';
create index quality_lot_search_idx on quality_lot (plant_id, prodcat, created_at desc, lot_number desc);
create index quality_lot_opened_idx on quality_lot (opened_mat_doc, opened_item_no);
create index quality_lot_vendor_idx on quality_lot (vendor_id, created_at desc);

create table quality_lot_serial (
  lot_number varchar(10) not null references quality_lot,
  serial_number varchar(30) not null,
  material_id varchar(18) not null references material,
  equipment_number varchar(18) references equipment,
  state varchar(14) not null default 'OPEN',
  summary text not null default '',
  validated_by integer references app_user,
  validated_at timestamptz,
  decision varchar(8),
  decided_mat_doc varchar(10) references material_document,
  decided_by integer references app_user,
  decided_at timestamptz,
  primary key (lot_number, serial_number),
  constraint quality_lot_serial_state_valid check (state in ('OPEN', 'IN_INSPECTION', 'VALIDATED', 'DECIDED')),
  constraint quality_lot_serial_decided check ((state = 'DECIDED') = (decision is not null)),
  constraint quality_lot_serial_decision_valid check (decision in ('ACCEPT', 'REJECT', 'RETURN', 'SCRAP', 'OTHER'))
);
-- a serial is undecided in one lot at most
create unique index quality_lot_serial_open_idx on quality_lot_serial (material_id, serial_number) where decision is null;
create index quality_lot_serial_serial_idx on quality_lot_serial (serial_number);

create table quality_lot_decision (
  decision_id bigserial primary key,
  lot_number varchar(10) not null references quality_lot,
  mat_doc varchar(10) not null references material_document,
  item_no integer not null,
  movement_type varchar(3) not null,
  decision varchar(8) not null,
  quantity numeric(13,3) not null check (quantity > 0),
  serials text[] not null default '{}',
  decided_by integer references app_user,
  decided_at timestamptz not null default now()
);
create index quality_lot_decision_lot_idx on quality_lot_decision (lot_number, decision_id);

create table quality_defect (
  defect_id bigserial primary key,
  lot_number varchar(10) not null references quality_lot,
  serial_number varchar(30),
  prodcat varchar(20) not null,
  code_group varchar(8) not null,
  code varchar(8) not null,
  note text not null default '',
  document_reference varchar(20),
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  foreign key (prodcat, code_group, code) references quality_code
);
create index quality_defect_lot_idx on quality_defect (lot_number, serial_number);

create table quality_repair (
  repair_id bigserial primary key,
  lot_number varchar(10) not null references quality_lot,
  serial_number varchar(30),
  action text not null,
  part_material varchar(18) references material,
  part_quantity numeric(13,3),
  mat_doc varchar(10) references material_document,
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  constraint quality_repair_part check ((part_material is null) = (part_quantity is null) and (part_material is null) = (mat_doc is null))
);
create index quality_repair_lot_idx on quality_repair (lot_number, serial_number);

create table equipment_lock (
  equipment_number varchar(18) primary key references equipment,
  reason text not null,
  locked_by integer not null references app_user,
  locked_at timestamptz not null default now()
);
create table equipment_lock_event (
  event_id bigserial primary key,
  equipment_number varchar(18) not null references equipment,
  action varchar(6) not null check (action in ('LOCK', 'UNLOCK')),
  reason text not null,
  user_id integer not null references app_user,
  at timestamptz not null default now()
);
create index equipment_lock_event_idx on equipment_lock_event (equipment_number, event_id);

create table equipment_image_type (
  image_type varchar(12) primary key,
  description text not null
);
insert into equipment_image_type (image_type, description) values
  ('FRONT', 'Front view'), ('BACK', 'Back view'), ('LABEL', 'Type label / serial plate'), ('DAMAGE', 'Damage'),
  ('PACKAGING', 'Packaging'), ('OTHER', 'Other');
create table equipment_image (
  image_id bigserial primary key,
  equipment_number varchar(18) not null references equipment,
  image_type varchar(12) not null references equipment_image_type,
  file_name text not null,
  content_type varchar(20) not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size integer not null check (size > 0),
  sha256 varchar(64) not null,
  content bytea not null,
  thumbnail bytea not null,
  uploaded_by integer not null references app_user,
  uploaded_at timestamptz not null default now()
);
create index equipment_image_equipment_idx on equipment_image (equipment_number, image_id);

-- QUALITY stock held before lots existed: one lot per plant and material, its serials included
insert into quality_lot (origin, plant_id, material_id, prodcat, serialized, quantity, status)
select 'MIGRATION', s.plant_id, s.material_id, coalesce(m.product_category, 'GENERAL'), m.serialized, sum(s.quantity), 'OPEN'
from stock s join material m on m.material_id = s.material_id
where s.category = 'QUALITY' and s.quantity > 0
group by s.plant_id, s.material_id, m.product_category, m.serialized
order by s.plant_id, s.material_id;
insert into quality_lot_serial (lot_number, serial_number, material_id, equipment_number)
select l.lot_number, e.serial_number, e.material_id, e.equipment_number
from equipment e join quality_lot l on l.origin = 'MIGRATION' and l.plant_id = e.plant_id and l.material_id = e.material_id
where e.status = 'IN_STOCK' and e.category = 'QUALITY';
`.execute(db);
}
