import type { Timestamp } from "./columns";

// Settings, the owner's account and sign-in, and the rate-limit counters.

export interface AppSettingsTable {
  key: string;
  value: string;
}

/**
 * A setting the owner changed in the admin (app/modules/settings), by its environment
 * variable's name; a secret's value is encrypted. Written rows count as content changes.
 */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** One row per limited bucket and subject (a sign-in pair, an address): hits in its current window. */
export interface RateLimitCountersTable {
  bucket: string;
  subject: string;
  window_started_at: Timestamp;
  hits: number;
}

/** Each admin account's sign-in pace: attempts since the last success, and when the next may be checked. */
export interface AdminSignInPaceTable {
  /** The account's e-mail (or the e-mail tried, for an address that has no account). */
  account: string;
  attempts: number;
  last_attempt_at: Timestamp;
  next_attempt_at: Timestamp;
}

/** One-time codes that stand in for the authenticator app; only their SHA-256 is kept. */
export interface AdminRecoveryCodesTable {
  code_hash: string;
  admin_user_id: string;
  created_at: Timestamp;
}

export interface AdminUsersTable {
  id: string;
  /** Stored lowercased, so sign-in ignores case. */
  email: string;
  /** scrypt$N$r$p$salt$hash (see app/modules/auth/password.server.ts); never the password itself. */
  password_hash: string;
  /** Base32 TOTP secret once the second factor is on; null while it is off. */
  totp_secret: string | null;
  /** The secret shown during set-up, until a code from the app confirms it. */
  totp_pending_secret: string | null;
  /** The last accepted code's time step: a code is accepted once. */
  totp_last_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminSessionsTable {
  /** SHA-256 of the cookie's token: a copy of the table does not let anyone sign in. */
  id: string;
  admin_user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end of the session, however active it is. */
  expires_at: Timestamp;
  /** The browser's User-Agent at sign-in (cut short), for the owner's list of sessions. */
  user_agent: string | null;
  /** The client's address at sign-in. */
  address: string | null;
}

/** A browser that completed a sign-in to the account (its device cookie names it), until it expires or is revoked. */
export interface AdminDevicesTable {
  /** SHA-256 of the random id in the signed cookie. */
  id: string;
  admin_user_id: string;
  created_at: Timestamp;
  last_sign_in_at: Timestamp;
  /** Renewed at each sign-in from the browser. */
  expires_at: Timestamp;
  user_agent: string | null;
  address: string | null;
}
