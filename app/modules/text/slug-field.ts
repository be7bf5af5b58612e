import { z } from "zod";
import { slugify } from "./slug";

/**
 * A slug as the owner types it: tidied later by the spec's slug rule (so "My Guide!" becomes
 * "my-guide"), blank meaning "make one from the title". Refused only when nothing would be left.
 */
export function typedSlugSchema(message: string) {
  return z
    .string()
    .max(300, message)
    .refine((value) => value.trim() === "" || slugify(value) !== "", message);
}
