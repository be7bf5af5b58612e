import { useCallback } from "react";
import { useToast } from "~/components/ui/toaster";

/** Copies a link to the clipboard and says whether that worked. */
export function useCopyLink(): (url: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(url);
        toast({ title: "Link Copied", description: "Share it with anyone who should see this." });
      } catch {
        toast({
          title: "Could not copy the link",
          description: "Select the link and copy it yourself instead.",
          variant: "destructive",
        });
      }
    },
    [toast],
  );
}
