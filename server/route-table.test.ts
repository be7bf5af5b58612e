import fc from "fast-check";
import { matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { withDevServerBuild } from "../tests/support/dev-server-build";
import { sampleRouteTable } from "../tests/support/route-manifest";
import { bodyLimitFor } from "./body-limits";
import { pageCacheKey } from "./cache-policy";
import { routesOf } from "./route-table";
import { isToolForm } from "./tool-form-rate";

describe("one spelling of every path", () => {
  const routes = sampleRouteTable();
  const pathOf = (asked: string) => routes.resolve(asked).path;

  it("spells each fixed segment as its route does, whatever its letter case or escapes", () => {
    expect(pathOf("/CATALOG")).toBe("/catalog");
    expect(pathOf("/Tools/Sales-Blocks")).toBe("/tools/sales-blocks");
    expect(pathOf("/TOOLS/RESULTS/AbC_123")).toBe("/tools/results/AbC_123");
    expect(pathOf("/%74ools/%52esults/AbC_123")).toBe("/tools/results/AbC_123");
    expect(pathOf("/Resources/TokenXYZ")).toBe("/resources/TokenXYZ");
    expect(pathOf("/RESOURCES/TokenXYZ/Prompt-Pack")).toBe("/resources/TokenXYZ/Prompt-Pack");
    expect(pathOf("/ADMIN/Playbooks")).toBe("/admin/playbooks");
  });

  it("keeps parameters as sent, and drops a trailing slash", () => {
    expect(pathOf("/catalog/AI-Fundamentals/")).toBe("/catalog/AI-Fundamentals");
    expect(pathOf("/Catalog/caf%C3%A9/Part%201")).toBe("/catalog/caf%C3%A9/Part%201");
    expect(pathOf("/")).toBe("/");
  });

  it("keeps React Router's data requests data requests", () => {
    expect(pathOf("/CATALOG.data")).toBe("/catalog.data");
    expect(pathOf("/_root.data")).toBe("/_root.data");
    expect(routes.resolve("/Admin/Playbooks.data")).toMatchObject({
      path: "/admin/playbooks.data",
      page: "/admin/playbooks",
    });
  });

  it("leaves paths no route names as they are: the catch-all's, and React Router's own endpoints", () => {
    expect(pathOf("/No/Such/Page")).toBe("/No/Such/Page");
    expect(pathOf("//catalog")).toBe("//catalog");
    expect(routes.resolve("/__manifest")).toMatchObject({ path: "/__manifest", dynamic: false });
    expect(routes.resolve("/__manifest").policy.audience).toBe("personal");
  });

  it("tells fixed addresses from endless ones", () => {
    expect(routes.resolve("/catalog").dynamic).toBe(false);
    expect(routes.resolve("/rss.xml").dynamic).toBe(false);
    expect(routes.resolve("/catalog/a-playbook").dynamic).toBe(true);
    expect(routes.resolve("/anything/else").dynamic).toBe(true);
  });

  it("reads each path's policy from the routes it matches", () => {
    expect(routes.resolve("/catalog").policy).toMatchObject({
      audience: "public",
      hydrate: "never",
      scripts: ["catalog"],
    });
    expect(routes.resolve("/catalog/a/b").policy.thirdPartyScripts).toEqual(new Set(["tweet-widget"]));
    expect(routes.resolve("/admin").policy).toMatchObject({ audience: "private", hydrate: "at-once" });
    expect(routes.resolve("/tools/sales-blocks").policy).toMatchObject({ audience: "personal" });
  });
});

/** A route pattern's segments, each parameter filled ("Param-Value_1", as sent, never respelt). */
function sampleSegments(pattern: string): { text: string; fixed: boolean }[] {
  return pattern
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(":")
        ? { text: "Param-Value_1", fixed: false }
        : { text: segment.replace(/\?$/, ""), fixed: true },
    );
}

const joined = (segments: readonly string[]) => `/${segments.join("/")}`;

/** The route patterns of a build, each its full path from the root. */
function patternsOf(build: ServerBuild): string[] {
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    return [full(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.keys(build.routes).map(full);
}

/** A spelling of a fixed segment the router matches the same: letters in random case, some escaped. */
const respelt = (segment: string) =>
  fc
    .array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: segment.length, maxLength: segment.length })
    .map((choices) =>
      [...segment]
        .map((character, index) => {
          if (!/[a-z]/i.test(character)) return character;
          const [upper, escaped] = choices[index]!;
          const cased = upper ? character.toUpperCase() : character.toLowerCase();
          return escaped ? `%${cased.charCodeAt(0).toString(16).toUpperCase()}` : cased;
        })
        .join(""),
    );

/** The pattern's sample path, its fixed segments respelt, maybe with a trailing slash. */
const askedFor = (segments: readonly { text: string; fixed: boolean }[]) =>
  fc
    .tuple(fc.tuple(...segments.map(({ text, fixed }) => (fixed ? respelt(text) : fc.constant(text)))), fc.boolean())
    .map(([spelt, slash]) => `${joined(spelt)}${slash && spelt.length > 0 ? "/" : ""}`);

describe("every route of the site, in any letter case", () => {
  const site = withDevServerBuild();

  /** Every rule the server applies by path, for one request path. */
  const rulesFor = (asked: string) => {
    const page = site.routes().resolve(asked);
    return {
      path: page.path,
      policy: page.policy,
      stored: page.policy.audience === "public",
      noStore: page.policy.audience === "private",
      cacheKey: pageCacheKey(page, "?page=2&search=x&utm_source=y"),
      bodyLimit: bodyLimitFor(page.path),
      toolFormLimit: isToolForm(page.path),
    };
  };

  // Under a minute even on a busy machine: every route, respelt 25 ways, each way matched afresh.
  it("gets the same policy, cache decision, no-store and limits as its own spelling", { timeout: 60_000 }, () => {
    const patterns = patternsOf(site.build()).filter((pattern) => !pattern.includes("*"));
    expect(patterns.length).toBeGreaterThan(40);
    for (const pattern of patterns) {
      const segments = sampleSegments(pattern);
      const own = joined(segments.map(({ text }) => text));
      const expected = rulesFor(own);
      // The route's own spelling is the one every rule sees.
      expect(expected.path, pattern).toBe(own);
      fc.assert(
        fc.property(askedFor(segments), (asked) => {
          expect(rulesFor(asked), `${pattern} asked as ${asked}`).toEqual(expected);
          expect(rulesFor(`${asked.replace(/\/$/, "")}.data`).policy, `${asked}.data`).toEqual(expected.policy);
        }),
        { numRuns: 25 },
      );
    }
  });

  // Hundreds of matches over the whole route list: seconds on a machine busy with other suites.
  it(
    "matches as React Router does with every route, while giving it only those the first segment allows",
    {
      timeout: 60_000,
    },
    () => {
      const whole = routesOf(site.build());
      const paths = patternsOf(site.build()).flatMap((pattern) => {
        const own = joined(sampleSegments(pattern).map(({ text }) => text));
        const escaped = own === "/" ? [] : [`/%${own.charCodeAt(1).toString(16)}${own.slice(2)}`];
        return [own, own.toUpperCase(), `${own}/extra`, `/x${own}`, ...escaped];
      });
      for (const asked of [...paths, "/", "//", "/%", "/%E0%A4%A", "/a%2Fb", "/catalog%2Fx", "/__manifest"]) {
        const matched = matchRoutes(whole, asked)?.map(({ route }) => route.id) ?? [];
        expect(site.routes().resolve(asked).routeIds, asked).toEqual(asked === "/__manifest" ? [] : matched);
      }
    },
  );

  it("keeps the admin area, the API and private links out of every cache, and the reading pages in it", () => {
    for (const path of ["/admin", "/admin/playbooks", "/admin/import/preview", "/admin/leads.csv", "/api/subscribe"]) {
      expect(site.routes().resolve(path).policy.audience, path).toBe("private");
    }
    for (const path of ["/tools/results/x", "/resources/token", "/resources/token/item"]) {
      expect(site.routes().resolve(path).policy.audience, path).toBe("private");
    }
    for (const path of [
      "/",
      "/catalog",
      "/catalog/a",
      "/catalog/a/b",
      "/categories/a",
      "/series/a",
      "/tools",
      "/rss.xml",
    ]) {
      expect(site.routes().resolve(path).policy.audience, path).toBe("public");
    }
    expect(site.routes().resolve("/tools/ai-business-quiz").policy.audience).toBe("personal");
    expect(site.routes().resolve("/admin/playbooks").policy.hydrate).toBe("at-once");
    expect(site.routes().resolve("/tools/sales-blocks").policy.hydrate).toBe("after-first-paint");
  });
});
