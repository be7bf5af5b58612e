import { RotateCcw } from "lucide-react";
import { OneClickButton } from "~/components/admin/OneClickButton";

interface RestoreButtonProps {
  /** The route whose action restores (the revisions list or the trash). */
  action: string;
  /** Hidden fields identifying what to restore. */
  fields: Record<string, string | number>;
  /** Accessible name, e.g. "Restore version 3". */
  label: string;
}

/** A one-click restore: works as a plain form post, and with scripts reports back in a toast. */
export function RestoreButton({ action, fields, label }: RestoreButtonProps) {
  return (
    <OneClickButton
      action={action}
      fields={fields}
      label={label}
      icon={RotateCcw}
      text="Restore"
      busyText="Restoring..."
    />
  );
}
