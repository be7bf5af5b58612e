/** Where a reading page's links lead: the public catalog, or the same preview. */
export interface ReaderLinks {
  overview: string;
  part: (partSlug: string) => string;
}

/** The public reader's addresses: /catalog/{slug} and /catalog/{slug}/{partSlug}. */
export function catalogLinks(playbookSlug: string): ReaderLinks {
  const overview = `/catalog/${playbookSlug}`;
  return { overview, part: (partSlug) => `${overview}/${partSlug}` };
}

/** A preview's addresses, keeping its query (which working copy) on every link. */
export function previewLinks(base: string, search = ""): ReaderLinks {
  return { overview: `${base}${search}`, part: (partSlug) => `${base}/${partSlug}${search}` };
}
