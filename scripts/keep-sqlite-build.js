#!/usr/bin/env node
// Keeps the better-sqlite3 addon that `npm install` compiled where prebuild-install looks before
// it downloads anything: npm's cache (~/.npm/_prebuilds), under the name of the release asset for
// this version, Node ABI and platform. The next install on this machine, a fresh clone's
// included, unpacks it in a second instead of compiling SQLite again (about 70 CPU seconds);
// prebuild-install loads the unpacked addon before it accepts it. Prints what it did.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("better-sqlite3/package.json"));
const pkg = require(path.join(packageDir, "package.json"));
const fromPackage = createRequire(path.join(packageDir, "package.json"));
const prebuildInstall = path.dirname(fromPackage.resolve("prebuild-install/package.json"));
const util = fromPackage(path.join(prebuildInstall, "util.js"));
const options = fromPackage(path.join(prebuildInstall, "rc.js"))(pkg);
const cached = util.cachedPrebuild(util.getDownloadUrl({ ...options, pkg }));
const addon = path.join(packageDir, "build", "Release", "better_sqlite3.node");

if (fs.existsSync(cached)) {
  console.log(`better-sqlite3: the compiled addon is already kept at ${cached}`);
} else if (fs.existsSync(addon)) {
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  execFileSync("tar", ["-czf", partial, "-C", packageDir, "build/Release/better_sqlite3.node"]);
  fs.renameSync(partial, cached);
  console.log(`better-sqlite3: kept the compiled addon at ${cached} for the next install`);
} else {
  console.log("better-sqlite3: no compiled addon to keep");
}
