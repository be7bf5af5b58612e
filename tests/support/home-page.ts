/** The guide count on the home page's card for a category ("12 guides"), read from its HTML. */
export function guidesOnHomeCard(homeHtml: string, categoryId: string): number {
  const card = homeHtml.slice(homeHtml.indexOf(`href="/categories/${categoryId}"`));
  const count = /<dd>(\d+) guides?<\/dd>/.exec(card);
  if (!count) throw new Error(`no guide count on the home page's ${categoryId} card`);
  return Number(count[1]);
}
