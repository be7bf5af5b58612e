import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Modules that must not import one another in a loop, type imports included: the jobs module
 * every feature builds on (its registry of kinds lives in server/jobs.ts), and the lead
 * deliveries, whose shared shapes live in delivery-types.ts (issue 28 found a five-file loop).
 */
const LOOP_FREE = ["app/modules/jobs", "app/modules/leads"];

const sources = fs
  .readdirSync("app", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join("app", file));
const known = new Set(sources);

/** The app files a source imports (by `~/` or a relative path), types included. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/(?:import|export)[^"';]*?from\s+"([^"]+)"/g)].flatMap(([, specifier]) => {
    const base = specifier!.startsWith("~/")
      ? path.join("app", specifier!.slice(2))
      : specifier!.startsWith(".")
        ? path.join(path.dirname(file), specifier!)
        : undefined;
    const found = base && ["", ".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((name) => known.has(name));
    return found ? [found] : [];
  });
}

type Graph = ReadonlyMap<string, readonly string[]>;

/** For each file under `folder` that a chain of imports leads back to, one such chain. */
function loopsThrough(graph: Graph, folder: string): string[][] {
  const loops: string[][] = [];
  for (const start of [...graph.keys()].filter((file) => file.startsWith(folder))) {
    const seen = new Set<string>();
    const search = (trail: string[]): boolean => {
      for (const next of graph.get(trail.at(-1)!) ?? []) {
        if (next === start) return Boolean(loops.push(trail));
        if (seen.has(next)) continue;
        seen.add(next);
        if (search([...trail, next])) return true;
      }
      return false;
    };
    search([start]);
  }
  return loops;
}

const appGraph: Graph = new Map(sources.map((file) => [file, importsOf(file)]));

describe("import loops", () => {
  it.each(LOOP_FREE)("none runs through %s", (folder) => {
    expect(loopsThrough(appGraph, `${folder}/`)).toEqual([]);
  });

  it("finds a loop where there is one, through files elsewhere too", () => {
    const graph = new Map([
      ["a/one.ts", ["b/two.ts"]],
      ["b/two.ts", ["b/three.ts"]],
      ["b/three.ts", ["a/one.ts"]],
      ["a/free.ts", ["b/two.ts"]],
    ]);
    expect(loopsThrough(graph, "a/")).toEqual([["a/one.ts", "b/two.ts", "b/three.ts"]]);
  });
});
