/** The same server and credentials, another database. */
export function databaseUrlFor(databaseUrl: string, databaseName: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Creating and dropping databases happens from the maintenance database. */
export function adminDatabaseUrl(databaseUrl: string): string {
  return databaseUrlFor(databaseUrl, "postgres");
}
