import type { LucideIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/useResultToast";
import { buttonClass } from "~/components/ui/button";
import type { AdminResult } from "~/modules/admin/manager-results";

interface OneClickButtonProps {
  /** The route whose action does the work; the current one when absent. */
  action?: string;
  /** Hidden fields naming the work (intent, ids). */
  fields: Record<string, string | number>;
  /** Accessible name, e.g. "Restore version 3" or "Move Vibe Coding up". */
  label: string;
  icon: LucideIcon;
  /** The visible text, if any (icon-only buttons rely on `label`). */
  text?: string;
  busyText?: string;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * One admin action in one click: a plain form post that works before scripts load, and with
 * scripts reports back in a toast while the page's data reloads.
 */
export function OneClickButton({
  action,
  fields,
  label,
  icon: Icon,
  text,
  busyText,
  disabled,
  danger,
}: OneClickButtonProps) {
  const fetcher = useFetcher<AdminResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={label}
        disabled={disabled || busy}
        className={`${buttonClass("secondary", "sm")}${danger ? " text-red-700" : ""}`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {busy && busyText ? busyText : text}
      </button>
    </fetcher.Form>
  );
}
