import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './master-data';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** E-mail (migration 0106): the outbox the mail worker sends from; single-use account links (0107). */
export interface MailTables {
  account_token: {
    token_id: ColumnType<number, never, never>;
    token_hash: string;
    user_id: number;
    purpose: 'reset' | 'invitation';
    created_at: Timestamp;
    created_by: number | null;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    used_at: NullableTime;
    revoked_at: NullableTime;
  };
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
