export interface AdminLink {
  to: string;
  label: string;
  description: string;
}

/** The panel's buttons, in the spec's order, plus the trash that makes deletes reversible. */
export const ADMIN_SCREENS: readonly AdminLink[] = [
  { to: "/admin/categories", label: "Category Manager", description: "Assign AI and BATON categories." },
  { to: "/admin/playbooks", label: "Playbook Manager", description: "Edit, reorder parts, SEO and history." },
  { to: "/admin/series", label: "Series Manager", description: "Build series, order their playbooks." },
  { to: "/admin/sitemap", label: "Sitemap Generator", description: "Generate sitemap.xml and robots.txt." },
  { to: "/catalog", label: "View Catalog", description: "The public catalog as visitors see it." },
  { to: "/admin/trash", label: "Trash", description: "Restore deleted playbooks and series (kept 30 days)." },
  {
    to: "/admin/redirects",
    label: "Redirects",
    description: "Your old addresses, and those kept after a slug changed.",
  },
  {
    to: "/admin/settings",
    label: "Settings",
    description: "Site name, links, newsletter, e-mail, AI and the access code.",
  },
  { to: "/admin/insights", label: "Insights", description: "Visitors, reading, tool funnels and campaigns." },
  {
    to: "/admin/resources",
    label: "Resources Pack",
    description: "Edit the workshop pack each lead gets, with history.",
  },
];

export const ADMIN_TOOLS: readonly AdminLink[] = [
  {
    to: "/admin/import",
    label: "Batch Playbook Importer",
    description:
      "Turn web pages (.html), Markdown (.md), Word documents (.docx) and zipped Google Docs or Notion exports (.zip), with their images, into playbooks of up to five parts.",
  },
  {
    to: "/admin/repair/twitter-embeds",
    label: "Twitter Embed Fixer",
    description: "Repair tweet embeds in stored playbooks.",
  },
  {
    to: "/admin/repair/images",
    label: "Comprehensive Image Migration",
    description: "Move broken or remote images into the site's own storage.",
  },
  { to: "/examples/style-1", label: "Design system examples", description: "Six example page styles." },
  { to: "/admin/leads", label: "Leads", description: "Newsletter sign-ups from the tools and their delivery." },
  {
    to: "/admin/jobs",
    label: "Background jobs",
    description: "Deliveries, scheduled publishing and image downloads waiting, running or failed: retry or discard.",
  },
  {
    to: "/admin/security",
    label: "Security",
    description: "Two-step sign-in, your password, and the sessions and browsers signed in to this account.",
  },
];
