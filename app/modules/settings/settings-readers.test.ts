import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_KEYS } from "./keys";

const APP = path.resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("site settings", () => {
  it("are read through siteConfig, never from the environment's config a request carries", () => {
    // `context.config` holds the environment's values only; the admin's settings are applied by
    // siteConfig/withSiteConfig (site-config.server.ts).
    const read = new RegExp(`\\bcontext\\.config\\.(${SETTING_KEYS.join("|")})\\b`, "g");
    const offenders = sourceFiles(APP).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(read)].map((match) => `${path.relative(APP, file)}: ${match[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
