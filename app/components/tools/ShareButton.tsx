import { Share2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";
import { useCopyLink } from "./useCopyLink";

/** The system share sheet where there is one; otherwise (or if it fails) the link is copied. */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const hydrated = useHydrated();
  const copyLink = useCopyLink();
  if (!hydrated) return null;

  async function share() {
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
