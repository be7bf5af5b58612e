/** A series' page in the series manager. */
export const seriesAdminPath = (slug: string) => `/admin/series/${encodeURIComponent(slug)}`;
