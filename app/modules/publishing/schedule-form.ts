import { isTimeZone, readLocalDateTime } from "./time-zone";

/** What a schedule form asks for: a time to go public and/or to be taken down, or clearing both. */
export type ScheduleRequest =
  { ok: true; publishAt: Date | null; unpublishAt: Date | null; timeZone: string } | { ok: false; error: string };

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Reads "Publish at" and "Unpublish at" (wall-clock times in the zone the form names: the
 * browser's, or the one chosen without scripts). Empty fields mean "no such time"; both empty
 * clears the schedule. A time the clocks skip is refused by name; one they repeat is refused
 * with both moments unless `publishAtWhich`/`unpublishAtWhich` says "earlier" or "later".
 */
export function readScheduleForm(form: FormData, now = new Date()): ScheduleRequest {
  const timeZone = field(form, "timeZone");
  if (!isTimeZone(timeZone)) return { ok: false, error: "Choose the time zone the times are in." };
  const times: Record<"publishAt" | "unpublishAt", Date | null> = { publishAt: null, unpublishAt: null };
  for (const [name, label] of [
    ["publishAt", "Publish at"],
    ["unpublishAt", "Unpublish at"],
  ] as const) {
    const value = field(form, name);
    if (!value) continue;
    const which = field(form, `${name}Which`);
    const reading = readLocalDateTime(value, timeZone, {
      label,
      which: which === "earlier" || which === "later" ? which : undefined,
    });
    if (!reading.ok) return { ok: false, error: reading.message };
    if (reading.at.getTime() <= now.getTime()) return { ok: false, error: `${label}: choose a time in the future.` };
    times[name] = reading.at;
  }
  if (times.publishAt && times.unpublishAt && times.unpublishAt <= times.publishAt)
    return { ok: false, error: "Unpublish at must come after Publish at." };
  return { ok: true, ...times, timeZone };
}
