import { Link2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";

export function CopyLinkButton() {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: "Link Copied", description: "Page link copied to clipboard" });
    } catch {
      toast({ title: "Could not copy the link", description: window.location.href, variant: "destructive" });
    }
  };
  return (
    <button type="button" onClick={() => void copy()} className={buttonClass("secondary", "sm")}>
      <Link2 aria-hidden="true" className="size-4" />
      Copy link
    </button>
  );
}
