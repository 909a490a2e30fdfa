import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from './master-data';

export interface AuthTables {
  app_user: {
    user_id: Generated<number>;
    username: string;
    password_hash: string;
    first_name: string;
    last_name: Generated<string>;
    email: string | null;
    phone: string | null;
    /** a catalogue's language, or null: the browser's (migration 0102) */
    language: string | null;
    is_warehouse_user: Generated<boolean>;
    is_admin: Generated<boolean>;
    default_page: string | null;
    active: Generated<boolean>;
    created_at: Timestamp;
    password_changed_at: Timestamp;
    service_account: Generated<boolean>;
    /** raised by trigger whenever the user's roles, their grants, its plants or vendors change (migration 0096) */
    profile_version: ColumnType<number, never, never>;
  };
  role: {
    role_id: string;
    description: string;
    /** whether its holders must use a second factor, whatever their kind of user (migration 0104) */
    second_factor_required: Generated<boolean>;
  };
  /** one row: which kinds of user must use a second factor (administrator flag, warehouse flag, the others: suppliers) */
  second_factor_setting: {
    id: Generated<boolean>;
    administrators_required: Generated<boolean>;
    suppliers_required: Generated<boolean>;
    warehouse_required: Generated<boolean>;
  };
  user_totp: {
    user_id: number;
    /** base32, RFC 6238 */
    secret: string;
    created_at: Timestamp;
    /** null while enrolment waits for the first code */
    confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** the last time step used: a code of it or an earlier one is refused (no replay) */
    last_step: number | null;
  };
  user_recovery_code: {
    user_id: number;
    /** SHA-256 of the code (80 random bits) */
    code_hash: string;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  pending_sign_in: {
    token_hash: string;
    user_id: number;
    created_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
  };
  user_passkey: {
    /** base64url */
    credential_id: string;
    user_id: number;
    /** base64url of the COSE public key */
    public_key: string;
    counter: Generated<number>;
    /** the authenticator's transports, comma-separated */
    transports: Generated<string>;
    name: string;
    created_at: Timestamp;
    last_used_at: Date | null;
  };
  webauthn_challenge: {
    challenge: string;
    user_id: number | null;
    purpose: 'register' | 'sign-in';
    expires_at: ColumnType<Date, Date | string, Date | string>;
  };
  role_grant: { role_id: string; module: string; tcode: string };
  user_role: { user_id: number; role_id: string };
  user_plant: { user_id: number; plant_id: string };
  user_vendor: { user_id: number; vendor_id: string };
  user_session: {
    session_hash: string;
    user_id: number;
    csrf_token: string;
    created_at: Timestamp;
    last_seen_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    ip: string | null;
    user_agent: string | null;
    /** opened by a password of a user who must enrol a second factor first: reaches only the enrolment */
    second_factor_enrolment: Generated<boolean>;
    /** its public number (0111): what screens and endpoints name a session by, never its hash */
    session_id: ColumnType<number, never, never>;
    /** signed in by the handheld QR pairing flow (0111) */
    paired: Generated<boolean>;
  };
  login_throttle: {
    throttle_key: string;
    failures: Generated<number>;
    last_failure_at: Timestamp;
    blocked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  qr_login_token: {
    token_hash: string;
    user_id: number;
    created_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    redeemed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    redeemed_ip: string | null;
  };
  user_preference: {
    user_id: number;
    area: string;
    data: JSONColumnType<Record<string, unknown>>;
    updated_at: Timestamp;
  };
  audit_log: {
    audit_id: Generated<number>;
    at: Timestamp;
    user_id: number | null;
    action: string;
    object_type: string | null;
    object_id: string | null;
    ip: string | null;
    details: JSONColumnType<Record<string, unknown>> | null;
    /** the plant the row belongs to (0110): a posting's, or the one an action names */
    plant_id: string | null;
  };
}
