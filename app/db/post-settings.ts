import { readJson } from "./json";

/**
 * A playbook's own search and sharing settings (issue 30's post settings), kept in its content
 * JSON so revisions, the trash and every save carry them whole. The slug, excerpt
 * (description), categories and publication date are columns; these are the rest. An empty
 * string means "not set: use the default" (the title, the excerpt, the generated share image).
 */
export interface StoredPostSettings {
  metaTitle: string;
  /** Kept in `seoData.metaDescription`, where the importer and the earlier editor put it. */
  metaDescription: string;
  /** Absolute http(s) address of the original, when this playbook republishes it. */
  canonicalUrl: string;
  socialTitle: string;
  socialDescription: string;
  /** Site-relative path of the uploaded 1200×630 share image. */
  socialImage: string;
  /** Site-relative path of the feature image (the largest stored width), and its description. */
  featureImage: string;
  featureImageAlt: string;
}

export const EMPTY_POST_SETTINGS: StoredPostSettings = {
  metaTitle: "",
  metaDescription: "",
  canonicalUrl: "",
  socialTitle: "",
  socialDescription: "",
  socialImage: "",
  featureImage: "",
  featureImageAlt: "",
};

type Stored = Omit<StoredPostSettings, "metaDescription">;
const STORED_KEYS = Object.keys(EMPTY_POST_SETTINGS).filter((key) => key !== "metaDescription") as (keyof Stored)[];

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The settings in a content JSON (a column value or a parsed object); anything missing or malformed reads as not set. */
export function readPostSettings(content: unknown): StoredPostSettings {
  const parsed = readJson<Record<string, unknown>>(content, {});
  const seoData = (parsed.seoData ?? {}) as Record<string, unknown>;
  const stored = (parsed.postSettings ?? {}) as Record<string, unknown>;
  return {
    ...(Object.fromEntries(STORED_KEYS.map((key) => [key, text(stored[key])])) as Stored),
    metaDescription: text(seoData.metaDescription),
  };
}

/** The content JSON with these settings written in, everything else in it kept. */
export function withPostSettings(
  content: Record<string, unknown>,
  settings: StoredPostSettings,
): Record<string, unknown> {
  const { metaDescription, ...rest } = settings;
  const seoData = (typeof content.seoData === "object" && content.seoData) || {};
  return { ...content, seoData: { ...seoData, metaDescription }, postSettings: rest };
}
