import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DateColumn, Timestamp } from './master-data';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** API tokens of service accounts (0009), the outbox of integration events (0010), webhooks (0012), rate limits (0013). */
export interface ApiTokenTables {
  api_token: {
    token_id: Generated<number>;
    name: string;
    token_hash: string;
    prefix: string;
    scopes: JSONColumnType<string[]>;
    plants: JSONColumnType<string[]>;
    service_user_id: number;
    created_by: number | null;
    created_at: Timestamp;
    last_used_at: NullableTime;
    revoked_at: NullableTime;
    revoked_by: number | null;
    /** Webhook (0012): both set or both null; the secret is encrypted (domain/webhooks/webhook-secret.ts). */
    webhook_url: Generated<string | null>;
    webhook_secret: Generated<string | null>;
  };
  integration_event: {
    event_id: ColumnType<number, never, never>;
    xact_id: ColumnType<string, never, never>;
    event_type: string;
    payload: JSONColumnType<Record<string, unknown>>;
    created_at: Timestamp;
  };
  /** one row: what this server's transaction ids are shifted by in the event feed (0098, db/feed-shift.ts) */
  feed_shift: {
    one: Generated<boolean>;
    /** bigint: reads as a number, written as decimal text (a shift may not fit a double) */
    shift: ColumnType<number, string | undefined, string>;
    shifted_at: Timestamp | null;
  };
  webhook_delivery: {
    token_id: number;
    cursor_xact: Generated<string>;
    cursor_event: Generated<number>;
    attempt_event_id: number | null;
    attempts: Generated<number>;
    next_attempt_at: Timestamp;
    failing_since: NullableTime;
    last_error: string | null;
    last_delivered_at: NullableTime;
    last_event_id: number | null;
    lease_owner: string | null;
    lease_until: NullableTime;
  };
  webhook_dead_letter: {
    dead_letter_id: ColumnType<number, never, never>;
    token_id: number;
    event_id: number;
    attempts: number;
    last_error: string | null;
    failed_at: Timestamp;
    queued: Generated<boolean>;
  };
  api_rate_window: { token_id: number; window_start: DateColumn; count: number };
}
