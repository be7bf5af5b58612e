import { z } from "zod";
import type { TweetFixReport } from "./twitter-fixer.server";

export const fixerFormSchema = z.object({
  intent: z.enum(["test", "debug", "full"]),
  slug: z.string().trim().max(200).optional(),
});

export type FixerIntent = z.infer<typeof fixerFormSchema>["intent"];

export type FixerResult =
  | { intent: FixerIntent; ok: true; report: TweetFixReport }
  | { intent: FixerIntent; ok: false; notFound: boolean; error: string };

const NAMES: Record<FixerIntent, string> = { test: "Test", debug: "Debug", full: "Full Run" };

/** The spec's toasts: 'Test Complete' / 'Full Run Complete', 'Test playbook not found.', '… Failed' with the reason. */
export function fixerToast(
  result: FixerResult,
): { title: string; description?: string; variant?: "destructive" } | undefined {
  if (!result.ok) {
    if (result.notFound) return { title: "Test playbook not found.", variant: "destructive" };
    return { title: `${NAMES[result.intent]} Failed`, description: result.error, variant: "destructive" };
  }
  if (result.intent === "debug") return undefined;
  const { converted, playbooks } = result.report;
  const links = `${converted} ${converted === 1 ? "link" : "links"}`;
  const books = `${playbooks.length} ${playbooks.length === 1 ? "playbook" : "playbooks"}`;
  return { title: `${NAMES[result.intent]} Complete`, description: `Converted ${links} in ${books}.` };
}
