import type { ColumnType } from 'kysely';
import type { Timestamp } from './master-data';

/** OpenID Connect single sign-on (migration 0112). */
export interface SsoTables {
  /** a user's identity at an identity provider: issuer + subject, the stable id (never the e-mail address) */
  sso_identity: {
    issuer: string;
    subject: string;
    user_id: number;
    created_at: Timestamp;
    last_sign_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  /** a session that began with a sign-in at the provider: its ID token, the hint for logging out there */
  sso_session: { session_hash: string; issuer: string; id_token: string };
}
