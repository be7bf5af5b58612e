import { z } from "zod";

/** The front matter of content/resources/<slug>.md. */
export const packItemFrontMatterSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  position: z.number().int().min(1),
  title: z.string().min(3).max(200),
  summary: z.string().min(10).max(400),
});
