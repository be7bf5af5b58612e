/** Socket errors seen while the database server is restarting or unreachable. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);

/** PostgreSQL: shutting down (admin or crash) and not yet accepting connections. */
const SERVER_STOPPING_CODES = new Set(["57P01", "57P02", "57P03"]);

/** node-postgres's own messages for a lost or never-made connection, which carry no code. */
const DRIVER_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /server closed the connection/i,
];

/**
 * True when an error means the database could not be reached (a restart, a network cut), as
 * opposed to a problem with the statement: worth retrying shortly, and worth a "try again"
 * answer rather than a generic failure.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // SQLSTATE class 08: connection exceptions.
    if (NETWORK_CODES.has(code) || SERVER_STOPPING_CODES.has(code) || code.startsWith("08")) return true;
  }
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  if (error.cause !== undefined && isDatabaseUnavailable(error.cause)) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Runs `operation`, and runs it again while the database cannot be reached (for up to `forMs`),
 * so a short outage such as a restart delays background work instead of failing it. Other
 * errors are thrown at once. Only for operations that are safe to repeat.
 */
export async function retryWhileUnavailable<T>(
  operation: () => Promise<T>,
  { forMs = 30_000, everyMs = 500 } = {},
): Promise<T> {
  const deadline = Date.now() + forMs;
  for (;;) {
    try {
      return await operation();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + everyMs > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
