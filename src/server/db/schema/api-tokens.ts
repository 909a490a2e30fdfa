import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from './master-data';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** API tokens of service accounts (0009) and the outbox of integration events (0010). */
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
  };
  integration_event: {
    event_id: ColumnType<string, never, never>;
    xact_id: ColumnType<string, never, never>;
    event_type: string;
    payload: JSONColumnType<Record<string, unknown>>;
    created_at: Timestamp;
  };
}
