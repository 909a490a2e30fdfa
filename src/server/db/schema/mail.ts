import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './master-data';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** E-mail (migration 0106): the outbox the mail worker sends from. */
export interface MailTables {
  mail_outbox: {
    mail_id: ColumnType<number, never, never>;
    dedupe_key: string;
    recipient: string;
    user_id: number | null;
    language: string;
    subject: string;
    text_body: string;
    html_body: string;
    reason: string;
    link: string | null;
    state: Generated<'queued' | 'sent' | 'dead'>;
    attempts: Generated<number>;
    next_attempt_at: Timestamp;
    last_error: string | null;
    lease_owner: string | null;
    lease_until: NullableTime;
    created_at: Timestamp;
    sent_at: NullableTime;
  };
}
