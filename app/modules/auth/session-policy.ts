/** A session ends this long after sign-in, however active it is. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** …or after this long without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;
/** Activity is written at most this often, so reading pages does not mean a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export const SESSION_COOKIE_NAME = "admin_session";
