import { Share2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { useHydrated } from "~/components/ui/useHydrated";

/** The system share sheet where there is one; otherwise (or if it fails) the link is copied. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const hydrated = useHydrated();
  const toast = useToast();
  if (!hydrated) return null;

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link Copied", description: "Share it with anyone who should see this." });
    } catch {
      toast({
        title: "Could not share",
        description: "Copy the address from your browser's address bar instead.",
        variant: "destructive",
      });
    }
  }

  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    await copyLink(url);
  }

  return (
    <button type="button" onClick={share} className={`${buttonClass("secondary")} print:hidden`}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </button>
  );
}
