import { Globe } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** Publishes every draft of the batch in one go; the page then says how many went public. */
export function PublishAllButton({ batchId, drafts }: { batchId: string; drafts: number }) {
  const navigation = useNavigation();
  if (drafts === 0) return null;
  return (
    <Form method="post">
      <input type="hidden" name="batch" value={batchId} />
      <button
        type="submit"
        name="intent"
        value="publish-all"
        disabled={navigation.state === "submitting"}
        className={buttonClass("primary")}
      >
        <Globe aria-hidden="true" className="size-4" />
        Publish all {drafts} {drafts === 1 ? "draft" : "drafts"}
      </button>
    </Form>
  );
}
