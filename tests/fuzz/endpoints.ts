/** An address that accepts input, with the field names its forms use (so bodies reach past "unknown action"). */
export interface Endpoint {
  path: string;
  /** Sent with the admin's session cookie (otherwise the guard answers before any parsing). */
  admin: boolean;
  fields: string[];
  /** Values that select a branch of the action. */
  intents?: string[];
}

const PLAYBOOK = "ai-fundamentals";

/** Every action on the site, by the URL a browser posts to (index routes need `?index`). */
export const ACTION_ENDPOINTS: Endpoint[] = [
  { path: "/admin?index", admin: false, fields: ["email", "password", "redirectTo"] },
  { path: "/admin/logout", admin: false, fields: [] },
  {
    path: "/admin/categories",
    admin: true,
    fields: ["slug", "title", "kind", "category", "checked", "ai", "baton"],
    intents: ["toggle", "set"],
  },
  { path: "/admin/import?index", admin: true, fields: ["htmlFiles", "images"] },
  { path: "/admin/import/results", admin: true, fields: ["slug"], intents: ["delete"] },
  { path: "/admin/leads", admin: true, fields: ["jobId"], intents: ["retry", "retry-all"] },
  { path: "/admin/playbooks", admin: true, fields: ["slug"], intents: ["delete", "publish"] },
  {
    path: `/admin/playbooks/${PLAYBOOK}/edit`,
    admin: true,
    fields: [
      "slug",
      "version",
      "title",
      "description",
      "ai",
      "baton",
      "partTitle",
      "partHtml",
      "partOperation",
      "showPart",
    ],
    intents: ["save"],
  },
  { path: `/admin/playbooks/${PLAYBOOK}/revisions`, admin: true, fields: ["revisionId", "expectedVersion"] },
  { path: "/admin/repair/twitter-embeds", admin: true, fields: ["slug"], intents: ["test", "debug"] },
  {
    path: "/admin/resources/prompt-pack",
    admin: true,
    fields: ["expectedVersion", "title", "summary", "body", "revisionId"],
    intents: ["save", "restore"],
  },
  { path: "/admin/sitemap", admin: true, fields: [] },
  { path: "/admin/trash", admin: true, fields: ["id"] },
  {
    path: "/api/subscribe",
    admin: false,
    fields: ["email", "leadMagnet", "utmSource", "returnTo", "website", "resultId"],
  },
  { path: "/tools/ai-business-quiz", admin: false, fields: ["industry", "skill", "delivery", "income", "confidence"] },
  { path: "/tools/sales-blocks", admin: false, fields: ["q1", "q2", "seed", "step"] },
  { path: "/tools/workshop-builder", admin: false, fields: ["industry", "location", "marketType", "frequency"] },
  {
    path: "/tools/industry-ai-translator",
    admin: false,
    fields: ["industry", "location", "audience", "concept", "attitude", "context"],
  },
  { path: "/tools/sprint-planner", admin: false, fields: ["confidence", "hours", "obstacle", "goal"] },
  {
    path: "/tools/workshop-landing-builder",
    admin: false,
    fields: ["code", "format", "deliveryMode", "includePricing", "email"],
    intents: ["unlock", "generate", "step-1", "step-2", "step-3"],
  },
];

/** Pages and files read with GET, including every dynamic segment the router has. */
export const READ_PATHS = [
  "/",
  "/catalog",
  `/catalog/${PLAYBOOK}`,
  `/catalog/${PLAYBOOK}/what-ai-is`,
  "/categories/ai-knowledge",
  "/series/ai-summer-camp",
  "/courses/ai-summer-camp",
  "/examples/style-1",
  "/examples/twitter-embed-test",
  "/tools",
  "/tools/ai-business-quiz",
  "/tools/ai-business-quiz-intro",
  "/tools/sales-blocks",
  "/tools/workshop-builder",
  "/workshop-builder",
  "/tools/results/AAAAAAAAAAAAAAAAAAAAAA",
  "/resources/AAAAAAAAAAAAAAAAAAAAAA",
  "/resources/AAAAAAAAAAAAAAAAAAAAAA/prompt-pack",
  "/admin/resources",
  "/media/playbooks/ai-fundamentals/x.svg",
  // Folders of stored media, which are not files.
  "/media/playbooks",
  "/media/playbooks/ai-fundamentals",
  "/sitemap.xml",
  "/sitemaps/sitemap-1.xml",
  "/rss.xml",
  "/robots.txt",
  "/admin/import/preview",
  "/admin/import/progress",
  "/admin/leads.csv",
  `/admin/playbooks/${PLAYBOOK}/revisions/1`,
  "/admin/repair/images",
  "/api/admin/import/export",
];
