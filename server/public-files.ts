import fs from "node:fs";
import path from "node:path";
import express from "express";

/**
 * The build's public files (favicon, share image) outside `/assets`, served from a list made
 * at start: every other request goes on to the pages without a file-system lookup (asking the
 * disk about each page's path cost an uncached page a few percent of its time).
 */
export function publicFiles(clientDir: string, options: Parameters<typeof express.static>[1]): express.RequestHandler {
  const files = new Set(
    fs
      .readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
      .filter((file) => !file.startsWith("/assets/")),
  );
  const serve = express.static(clientDir, options);
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}
