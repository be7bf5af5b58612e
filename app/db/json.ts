/**
 * JSON columns are jsonb on PostgreSQL (the driver parses them) and text on SQLite (we do).
 * Writes always pass a JSON string, which both engines accept.
 */
export function readJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== "string") return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
