import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { DatabaseLocation } from "~/db/connection.server";

/** A file name that sorts by time and says which engine wrote it. */
export function defaultBackupFile(location: DatabaseLocation, dir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return path.join(dir, `backup-${stamp}.${location.engine === "sqlite" ? "db" : "dump"}`);
}

/**
 * A consistent copy of a live database: SQLite's online backup API (readers and writers carry
 * on meanwhile), or pg_dump's snapshot in its custom format for PostgreSQL.
 */
export async function backupDatabase(location: DatabaseLocation, outFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  if (location.engine === "sqlite") {
    const source = new SQLite(location.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(outFile);
    } finally {
      source.close();
    }
    return;
  }
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${outFile}`, location.databaseUrl]);
}

/**
 * Replaces the database's contents with a backup. Stop the servers first: on SQLite the file is
 * rewritten, on PostgreSQL every table is dropped and recreated.
 */
export async function restoreDatabase(location: DatabaseLocation, backupFile: string): Promise<void> {
  if (!fs.existsSync(backupFile)) throw new Error(`No backup at ${backupFile}`);
  if (location.engine === "sqlite") {
    const source = new SQLite(backupFile, { readonly: true, fileMustExist: true });
    try {
      // A stale write-ahead log beside the target would be replayed over the restored file.
      for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${location.file}${suffix}`, { force: true });
      await source.backup(location.file);
    } finally {
      source.close();
    }
    return;
  }
  await run("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    `--dbname=${location.databaseUrl}`,
    backupFile,
  ]);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with code ${code}: ${stderr.trim()}`)),
    );
  });
}
