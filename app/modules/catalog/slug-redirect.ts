/**
 * The spec's slug rule: a playbook or part slug that starts with a dash is served at the
 * same path without it. Returns that path (query kept), or undefined when nothing changes.
 * A slug that is nothing but dashes is left alone so the page can say no slug was given.
 */
export function pathWithoutLeadingDashes(url: URL, slugs: readonly (string | undefined)[]): string | undefined {
  const cleaned = slugs.map((slug) => (slug ?? "").replace(/^-+(?=[^-])/, ""));
  if (cleaned.every((slug, index) => slug === slugs[index])) return undefined;
  return `/catalog/${cleaned.map(encodeURIComponent).join("/")}${url.search}`;
}
