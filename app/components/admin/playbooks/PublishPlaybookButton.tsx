import { Globe } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { PublishResult } from "~/modules/admin/manager-results";

/**
 * Makes a draft public. Posts to the page's own action (the playbook manager or the import
 * results), so it works before scripts load too; the page then shows the playbook as published.
 */
export function PublishPlaybookButton({ slug, title }: { slug: string; title: string }) {
  const fetcher = useFetcher<PublishResult>({ key: `publish-playbook:${slug}` });
  const toast = useToast();
  const result = fetcher.data;

  useEffect(() => {
    if (result?.intent !== "publish") return;
    if (result.ok)
      toast({
        title: "Published",
        description: `"${title}" is now on the site.${result.warning ? ` ${result.warning}` : ""}`,
      });
    else toast({ title: "Error", description: result.errors.join(" "), variant: "destructive" });
  }, [result, title, toast]);

  return (
    <fetcher.Form method="post">
      <input type="hidden" name="slug" value={slug} />
      <button
        type="submit"
        name="intent"
        value="publish"
        disabled={fetcher.state !== "idle"}
        aria-label={`Publish ${title}`}
        className={buttonClass("primary", "sm")}
      >
        <Globe aria-hidden="true" className="size-4" />
        Publish
      </button>
    </fetcher.Form>
  );
}
