/** The spec's cap for a meta description (section 9): longer text is cut to 157 characters plus "...". */
export const META_DESCRIPTION_MAX = 160;

/**
 * The one place a meta description is capped: the importer, the playbook editor and every
 * page's head use it, so no page can emit more than 160 characters. Runs of white space
 * (line breaks from an imported page) become single spaces first.
 */
export function capMetaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > META_DESCRIPTION_MAX ? `${flat.slice(0, META_DESCRIPTION_MAX - 3)}...` : flat;
}

/** A playbook's description for search engines: the one the owner set in the SEO tab, else its description. */
export function playbookMetaDescription(playbook: { metaDescription: string; description: string }): string {
  return capMetaDescription(playbook.metaDescription.trim() || playbook.description);
}
