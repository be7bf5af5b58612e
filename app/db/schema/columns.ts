import type { ColumnType } from "kysely";

// Column types shared by every table.

/** Read as whatever the driver returns (see readJson), written as a JSON string. */
export type JsonColumn = ColumnType<unknown, string, string>;
/** ISO-8601 strings on both engines (PostgreSQL's timestamptz is parsed to ISO in connection.server.ts). */
export type Timestamp = string;
