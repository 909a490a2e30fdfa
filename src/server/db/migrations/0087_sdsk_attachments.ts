import { type Kysely, sql } from 'kysely';

/**
 * Service desk attachments and in-portal notifications (sdsk/meta). An attachment belongs to
 * the message it came with (files checked by their content: images, PDF, CSV, text); a notification
 * tells a user that a ticket they take part in was opened, answered or closed, until they read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table sdsk_attachment (
  attachment_id serial primary key,
  ticket_number varchar(10) not null,
  message_seq integer not null,
  file_name varchar(120) not null,
  content_type varchar(40) not null,
  size integer not null check (size > 0),
  content bytea not null,
  uploaded_by integer not null references app_user,
  uploaded_at timestamptz not null default now(),
  foreign key (ticket_number, message_seq) references sdsk_message
);
create index sdsk_attachment_ticket_idx on sdsk_attachment (ticket_number, message_seq);

create table portal_notification (
  notification_id serial primary key,
  user_id integer not null references app_user,
  text varchar(300) not null,
  link varchar(200) not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index portal_notification_user_idx on portal_notification (user_id, notification_id desc);
create index portal_notification_unread_idx on portal_notification (user_id) where read_at is null;
`.execute(db);
}
