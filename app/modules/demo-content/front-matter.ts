import { z } from "zod";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { SERIES_ICONS } from "~/modules/series/icons";

const aiIds = AI_CATEGORIES.map((category) => category.id) as [string, ...string[]];
const batonIds = BATON_CATEGORIES.map((category) => category.id) as [string, ...string[]];

export const playbookFrontMatterSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  title: z.string().min(3),
  description: z.string().min(10),
  aiCategory: z.enum(aiIds),
  batonCategory: z.enum(batonIds),
  businessAreas: z.array(z.string().min(1)).default([]),
  tools: z.array(z.string().min(1)).default([]),
  keywords: z.array(z.string().min(1)).default([]),
  /**
   * When the guide was first published (YAML `published: 2025-03-14`); the catalog lists the
   * newest first. Without it, the guide is dated by the load that first stores it.
   */
  published: z.coerce.date("must be a date such as 2025-03-14").optional(),
});

export type PlaybookFrontMatter = z.infer<typeof playbookFrontMatterSchema>;

export const seriesFileSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string().min(3),
    description: z.string().min(10),
    icon: z.enum(SERIES_ICONS),
    playbooks: z.array(z.string()).min(1),
  }),
);
