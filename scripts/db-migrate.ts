import { openCliContext } from "./cli-context";

// Applies pending migrations to the configured database (SQLite by default, DATABASE_URL for PostgreSQL).
const { db, config } = await openCliContext();
console.log(`Database is up to date (${config.DATABASE_URL ? "PostgreSQL" : `SQLite in ${config.DATA_DIR}`}).`);
await db.destroy();
