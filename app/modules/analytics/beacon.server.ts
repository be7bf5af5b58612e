import { z } from "zod";
import { DEPTH_MARKS } from "./events";
import type { RecordedEvent } from "./event-row.server";

/** A beacon carries one small event; anything bigger is not ours. */
export const BEACON_MAX_BYTES = 4096;

const text = (max: number) => z.string().trim().min(1).max(max);
const path = z.string().startsWith("/").max(2000);
const count = z.number().int().min(0).max(1_000_000);

const beaconSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal("pageview"), path }),
  z.object({
    name: z.literal("read"),
    path,
    subject: text(200),
    position: z.number().int().min(1).max(100),
    amount: z.union(DEPTH_MARKS.map((mark) => z.literal(mark))),
  }),
  z.object({ name: z.enum(["tool_view", "tool_start", "tool_complete"]), path, subject: text(100) }),
  z.object({ name: z.literal("tool_step"), path, subject: text(100), position: z.number().int().min(1).max(50) }),
  z.object({ name: z.literal("search"), path, subject: text(200), amount: count }),
  z.object({ name: z.literal("outbound"), path, subject: z.enum(["offer", "newsletter"]), variant: text(500) }),
]);

/** The event in a beacon's body, or a sentence saying what is wrong with it. */
export function readBeacon(body: string): { ok: true; event: RecordedEvent } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: "The event is not valid JSON." };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, error: `Not an event this site records: ${parsed.error.issues[0]?.message}.` };
  return { ok: true, event: parsed.data };
}
