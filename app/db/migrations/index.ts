import type { Migration } from "kysely";
import { contentTables } from "./0001_content";
import { rateLimitTables } from "./0002_rate_limits";
import { searchIndex } from "./0003_search";
import { adminTables } from "./0004_admin";
import { leadTables } from "./0005_leads";
import { importTables } from "./0006_import";
import { contentVersionTracking } from "./0007_content_version";
import { searchSpeed } from "./0008_search_speed";
import { newestFirst } from "./0009_newest_first";
import { searchFacets } from "./0010_search_facets";
import { catalogSortKeys } from "./0011_catalog_sort_keys";
import { titleSimilarityOrder } from "./0012_title_similarity_order";
import { seriesNaming } from "./0013_series_naming";
import { resultsAndResourcePack } from "./0014_results_and_resource_pack";
import { publishing } from "./0015_publishing";
import { analyticsTables } from "./0016_analytics";
import { leadLastTouch } from "./0016_lead_last_touch";
import { securityHardening } from "./0017_security_hardening";
import { analyticsTrust } from "./0020_analytics_trust";
import { adminDevices } from "./0022_admin_devices";
import { leadOwnership } from "./0023_lead_ownership";
import { workingCopies } from "./0024_working_copies";
import { previewLinks } from "./0025_preview_links";
import { backgroundJobs } from "./0026_jobs";
import { publicationSchedule } from "./0027_publication_schedule";
import { redirectsAndSeriesAdmin } from "./0028_redirects_and_series_admin";
import { importImages } from "./0030_import_images";
import { searchPassages } from "./0032_search_passages";
import { phraseWordPairs } from "./0034_phrase_word_pairs";
import { jobPauses } from "./0040_job_pauses";
import { importImageSwaps } from "./0045_import_image_swaps";
import { publishedAt } from "./0055_published_at";
import { siteSettings } from "./0060_site_settings";
import { customRedirects } from "./0061_custom_redirects";
import { askTheLibrary } from "./0065_ask_the_library";
import { askTermStatistics } from "./0066_ask_term_statistics";
import { askSectionEmbeddings } from "./0071_ask_section_embeddings";
import { askEmbeddingsVersion } from "./0072_ask_embeddings_version";

/**
 * Every migration, keyed by a name that sorts in the order they must run. Listed explicitly
 * (rather than read from the folder) so they are part of the server bundle.
 */
export const migrations: Record<string, Migration> = {
  "0001_content": contentTables,
  "0002_rate_limits": rateLimitTables,
  "0003_search": searchIndex,
  "0004_admin": adminTables,
  "0005_leads": leadTables,
  "0006_import": importTables,
  "0007_content_version": contentVersionTracking,
  "0008_search_speed": searchSpeed,
  "0009_newest_first": newestFirst,
  "0010_search_facets": searchFacets,
  "0011_catalog_sort_keys": catalogSortKeys,
  "0012_title_similarity_order": titleSimilarityOrder,
  "0013_series_naming": seriesNaming,
  "0014_results_and_resource_pack": resultsAndResourcePack,
  "0015_publishing": publishing,
  "0016_analytics": analyticsTables,
  "0016_lead_last_touch": leadLastTouch,
  "0017_security_hardening": securityHardening,
  "0020_analytics_trust": analyticsTrust,
  "0022_admin_devices": adminDevices,
  "0023_lead_ownership": leadOwnership,
  "0024_working_copies": workingCopies,
  "0025_preview_links": previewLinks,
  "0026_jobs": backgroundJobs,
  "0027_publication_schedule": publicationSchedule,
  "0028_redirects_and_series_admin": redirectsAndSeriesAdmin,
  "0030_import_images": importImages,
  "0032_search_passages": searchPassages,
  "0034_phrase_word_pairs": phraseWordPairs,
  "0040_job_pauses": jobPauses,
  "0045_import_image_swaps": importImageSwaps,
  "0055_published_at": publishedAt,
  "0060_site_settings": siteSettings,
  "0061_custom_redirects": customRedirects,
  "0065_ask_the_library": askTheLibrary,
  "0066_ask_term_statistics": askTermStatistics,
  "0071_ask_section_embeddings": askSectionEmbeddings,
  "0072_ask_embeddings_version": askEmbeddingsVersion,
};
