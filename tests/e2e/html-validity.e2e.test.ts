import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminCookie } from "../support/admin-session";
import { importPages, postAdminImport } from "../support/admin-import";
import { baseUrl, withServerDatabase } from "../support/browser";
import { checkHtml, type HtmlPage } from "../support/html-checker";
import {
  LANDING_FORM as LANDING,
  SPRINT_ANSWERS as SPRINT,
  TECH_QUIZ as QUIZ,
  REAL_ESTATE_WORKSHOP as WORKSHOP,
} from "../support/tool-answers";
import { E2E_LANDING_ACCESS_CODE } from "../support/tools-settings";

/**
 * Every kind of page the site serves, public and admin, passes W3C's Nu Html Checker with no
 * error. Each page route (a file in app/routes with a component) is listed with the URLs that
 * show its states; a route added without one fails the first test, so none is left unchecked.
 */
interface PageVisit {
  route: string;
  url: string | (() => Promise<string>);
  admin?: boolean;
  /** Text the page must show, so the state checked is the one meant (an answer, not an error). */
  shows?: string;
}

const post = async (url: string, fields: Record<string, string>, cookie?: string): Promise<string> => {
  const response = await fetch(`${baseUrl()}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl(), ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const location = response.headers.get("Location");
  if (!location) throw new Error(`${url} answered ${response.status} without a redirect`);
  return location;
};

const SALES = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`q${index + 1}`, index < 6 ? "f" : "b"]));
const TRANSLATOR = {
  industry: "legal",
  location: "uk",
  companySize: "small",
  aiConcept: "rag",
  audienceLevel: "cautious",
};

async function landingResult(): Promise<string> {
  const unlock = await fetch(`${baseUrl()}/tools/workshop-landing-builder`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl() },
    body: new URLSearchParams({ intent: "unlock", code: E2E_LANDING_ACCESS_CODE }),
  });
  const cookie = unlock.headers.get("Set-Cookie")!.split(";")[0]!;
  return post("/tools/workshop-landing-builder", { intent: "generate", ...LANDING }, cookie);
}

async function packToken(): Promise<string> {
  await fetch(`${baseUrl()}/api/subscribe`, {
    method: "POST",
    headers: { Origin: baseUrl(), "Content-Type": "application/json" },
    body: JSON.stringify({ email: "html-check@example.com", leadMagnet: "Workshop Resources Pack" }),
  });
  return withServerDatabase(async (db) => {
    const lead = await db
      .selectFrom("leads")
      .select("pack_token")
      .where("email", "=", "html-check@example.com")
      .executeTakeFirstOrThrow();
    return lead.pack_token!;
  });
}

let session: Promise<string> | undefined;
/** One sign-in for the whole file: every attempt counts against the account's pace, a right password included. */
function signedIn(): Promise<string> {
  session ??= adminCookie();
  return session;
}

let share: Promise<string> | undefined;
/** A reviewer's preview link to a playbook, made once as the owner makes it on the share screen. */
function sharedPreview(): Promise<string> {
  share ??= (async () => {
    const cookie = await signedIn();
    const screen = `${baseUrl()}/admin/playbooks/ai-fundamentals/share`;
    await fetch(screen, {
      method: "POST",
      headers: { Origin: baseUrl(), Cookie: cookie },
      body: new URLSearchParams({ intent: "create" }),
    });
    const html = await (await fetch(screen, { headers: { Cookie: cookie } })).text();
    const link = /\/preview\/[\w.-]+/.exec(html)?.[0];
    if (!link) throw new Error("the share screen lists no preview link");
    return link;
  })();
  return share;
}

let batch: Promise<string> | undefined;
/** One import batch for the importer's progress, results and preview screens. */
function importBatch(): Promise<string> {
  batch ??= (async () => {
    const { pages, images } = await importPages(2);
    return postAdminImport(baseUrl(), await signedIn(), pages, images);
  })();
  return batch;
}

const VISITS: PageVisit[] = [
  { route: "_index", url: "/" },
  { route: "$", url: "/no-such-page" },
  { route: "catalog._index", url: "/catalog" },
  { route: "catalog._index", url: "/catalog?q=prompt%20templates" },
  { route: "catalog.$slug", url: "/catalog/ai-fundamentals" },
  { route: "catalog.$slug", url: "/catalog/no-such-playbook" },
  { route: "catalog.$slug_.$partSlug", url: "/catalog/ai-fundamentals/what-generative-ai-really-is" },
  { route: "catalog.$slug_.$partSlug", url: "/catalog/vibe-coding/-missing-part" },
  { route: "categories.$id", url: "/categories/ai-knowledge" },
  { route: "series.$slug", url: "/series/baton-basics" },
  { route: "examples.$style", url: "/examples/style-1" },
  { route: "examples.$style", url: "/examples/style-4" },
  { route: "examples.twitter-embed-test", url: "/examples/twitter-embed-test" },
  { route: "tools._index", url: "/tools" },
  { route: "tools.ai-business-quiz-intro", url: "/tools/ai-business-quiz-intro" },
  { route: "tools.ai-business-quiz", url: "/tools/ai-business-quiz" },
  { route: "tools.industry-ai-translator", url: "/tools/industry-ai-translator" },
  { route: "tools.sales-blocks", url: "/tools/sales-blocks" },
  { route: "tools.sprint-planner", url: "/tools/sprint-planner" },
  { route: "tools.workshop-builder", url: "/tools/workshop-builder" },
  { route: "tools.workshop-builder", url: "/tools/workshop-builder?step=3&industry=Real+Estate&audienceLevel=basic" },
  { route: "tools.workshop-landing-builder", url: "/tools/workshop-landing-builder" },
  { route: "workshop-builder", url: "/workshop-builder" },
  { route: "tools.results.$id", url: () => post("/tools/workshop-builder", { ...WORKSHOP, step: "results" }) },
  { route: "tools.results.$id", url: () => post("/tools/ai-business-quiz", { ...QUIZ, step: "results" }) },
  {
    route: "tools.results.$id",
    url: () => post("/tools/sales-blocks", { ...SALES, seed: "0a1b2c3d", step: "results" }),
  },
  { route: "tools.results.$id", url: () => post("/tools/sprint-planner", SPRINT) },
  { route: "tools.results.$id", url: () => post("/tools/industry-ai-translator", TRANSLATOR) },
  { route: "tools.results.$id", url: landingResult },
  { route: "resources.$token.($item)", url: async () => `/resources/${await packToken()}` },
  { route: "resources.$token.($item)", url: async () => `/resources/${await packToken()}/prompt-pack` },
  { route: "subscribe.confirm", url: "/subscribe/confirm?lead=x&token=y" },
  { route: "ask", url: "/ask" },
  { route: "ask", url: "/ask?q=How+does+price+anchoring+work%3F", shows: "Sources" },
  { route: "ask", url: "/ask?q=What+is+the+best+recipe+for+sourdough+bread%3F", shows: "Closest reading" },
  { route: "ask_.feedback", url: "/ask/feedback" },
  { route: "admin", url: "/admin/categories" },
  { route: "admin._index", url: "/admin" },
  { route: "admin._index", url: "/admin", admin: true },
  { route: "admin.categories", url: "/admin/categories", admin: true },
  { route: "admin.playbooks", url: "/admin/playbooks", admin: true },
  { route: "admin.playbooks_.$slug.edit", url: "/admin/playbooks/vibe-coding/edit", admin: true },
  { route: "admin.playbooks_.$slug.revisions", url: "/admin/playbooks/vibe-coding/revisions", admin: true },
  {
    route: "admin.playbooks_.$slug.revisions_.$revisionId",
    url: "/admin/playbooks/vibe-coding/revisions/00000000-0000-0000-0000-000000000000",
    admin: true,
  },
  { route: "admin.playbooks_.new", url: "/admin/playbooks/new", admin: true },
  { route: "admin.playbooks_.$slug.settings", url: "/admin/playbooks/vibe-coding/settings", admin: true },
  { route: "admin.playbooks_.$slug.publish", url: "/admin/playbooks/vibe-coding/publish", admin: true },
  { route: "admin.playbooks_.$slug.preview", url: "/admin/playbooks/ai-fundamentals/preview?view=mobile", admin: true },
  { route: "admin.playbooks_.$slug.preview", url: "/admin/playbooks/ai-fundamentals/preview?view=card", admin: true },
  { route: "admin.playbooks_.$slug.preview", url: "/admin/playbooks/ai-fundamentals/preview", admin: true },
  {
    route: "admin.playbooks_.$slug.preview_.$partSlug",
    url: "/admin/playbooks/ai-fundamentals/preview/what-generative-ai-really-is",
    admin: true,
  },
  { route: "admin.playbooks_.$slug.share", url: "/admin/playbooks/ai-fundamentals/share", admin: true },
  { route: "preview.$token", url: sharedPreview },
  { route: "preview.$token_.$partSlug", url: async () => `${await sharedPreview()}/what-generative-ai-really-is` },
  { route: "admin.series", url: "/admin/series", admin: true },
  { route: "admin.series_.$slug", url: "/admin/series/baton-basics", admin: true },
  { route: "admin.redirects", url: "/admin/redirects", admin: true },
  { route: "admin.settings", url: "/admin/settings", admin: true },
  { route: "admin.trash", url: "/admin/trash", admin: true },
  { route: "admin.sitemap", url: "/admin/sitemap", admin: true },
  { route: "admin.resources", url: "/admin/resources", admin: true },
  { route: "admin.resources_.$slug", url: "/admin/resources/prompt-pack", admin: true },
  { route: "admin.insights", url: "/admin/insights", admin: true },
  { route: "admin.leads", url: "/admin/leads", admin: true },
  { route: "admin.security", url: "/admin/security", admin: true },
  { route: "admin.jobs", url: "/admin/jobs", admin: true },
  { route: "admin.repair.images", url: "/admin/repair/images", admin: true },
  { route: "admin.repair.twitter-embeds", url: "/admin/repair/twitter-embeds", admin: true },
  { route: "admin.import", url: "/admin/import", admin: true },
  { route: "admin.import._index", url: "/admin/import", admin: true },
  {
    route: "admin.import.progress",
    url: async () => `/admin/import/progress?batch=${await importBatch()}`,
    admin: true,
  },
  { route: "admin.import.results", url: async () => `/admin/import/results?batch=${await importBatch()}`, admin: true },
  { route: "admin.import.preview", url: async () => `/admin/import/preview?batch=${await importBatch()}`, admin: true },
];

/** The route files that render a page: those with a component (resource routes have none). */
function pageRoutes(): string[] {
  const dir = path.resolve("app/routes");
  return fs
    .readdirSync(dir)
    .filter((file) => /export default /.test(fs.readFileSync(path.join(dir, file), "utf8")))
    .map((file) => file.replace(/\.tsx?$/, ""));
}

describe("valid HTML", () => {
  it("lists every page route", () => {
    const listed = new Set(VISITS.map((visit) => visit.route));
    expect(pageRoutes().filter((route) => !listed.has(route))).toEqual([]);
  });

  it("every page passes the Nu Html Checker with no error", async () => {
    const cookie = await signedIn();
    const pages: HtmlPage[] = [];
    for (const visit of VISITS) {
      const url = typeof visit.url === "string" ? visit.url : await visit.url();
      const response = await fetch(`${baseUrl()}${url}`, { headers: visit.admin ? { Cookie: cookie } : {} });
      expect(response.headers.get("Content-Type"), url).toContain("text/html");
      const html = await response.text();
      if (visit.shows) expect(html, url).toContain(visit.shows);
      pages.push({ name: `${visit.admin ? "(signed in) " : ""}${url}`, html });
    }
    const errors = checkHtml(pages);
    expect(errors.map((error) => `${error.page}:${error.line}: ${error.message} [${error.extract}]`)).toEqual([]);
  }, 120_000);
});
