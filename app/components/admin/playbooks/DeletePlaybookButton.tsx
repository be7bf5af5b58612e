import { Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { ManagerResult } from "~/modules/admin/manager-results";

export const DELETE_CONFIRMATION = "Are you sure you want to delete this playbook?";

/** Delete after the browser's confirmation; the playbook goes to the trash, restorable for 30 days. */
export function DeletePlaybookButton({ slug, title }: { slug: string; title: string }) {
  const fetcher = useFetcher<ManagerResult>({ key: `delete-playbook:${slug}` });
  const toast = useToast();
  const result = fetcher.data;

  useEffect(() => {
    if (result?.intent !== "delete") return;
    if (result.ok) toast({ title: "Success", description: "Playbook deleted successfully" });
    else toast({ title: "Error", description: "Failed to delete playbook.", variant: "destructive" });
  }, [result, toast]);

  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(DELETE_CONFIRMATION)) event.preventDefault();
      }}
    >
      <input type="hidden" name="slug" value={slug} />
      <button
        type="submit"
        name="intent"
        value="delete"
        disabled={fetcher.state !== "idle"}
        aria-label={`Delete ${title}`}
        className={`${buttonClass("secondary", "sm")} text-red-700`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </button>
    </fetcher.Form>
  );
}
