import type { z } from "zod";

/**
 * A model's answer, section by section: each top-level part that passes its own schema is kept,
 * the others come from `fallback`, so one malformed part does not throw away the good ones.
 * Undefined when no part is usable (the caller then uses its fallback whole).
 */
export function keepUsableSections<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  parsed: unknown,
  fallback: z.output<z.ZodObject<Shape>>,
): z.output<z.ZodObject<Shape>> | undefined {
  if (!parsed || typeof parsed !== "object") return undefined;
  const source = parsed as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...fallback };
  let usable = 0;
  for (const [key, section] of Object.entries(schema.shape)) {
    const checked = (section as z.ZodType).safeParse(source[key]);
    if (checked.success) {
      merged[key] = checked.data;
      usable += 1;
    }
  }
  return usable === 0 ? undefined : (merged as z.output<z.ZodObject<Shape>>);
}
