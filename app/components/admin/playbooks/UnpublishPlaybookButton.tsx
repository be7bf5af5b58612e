import { EyeOff } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** Takes a published playbook back to draft; the page's result message says what happened. */
export function UnpublishPlaybookButton({ slug, title }: { slug: string; title: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="slug" value={slug} />
      <button
        type="submit"
        name="intent"
        value="bulk-unpublish"
        aria-label={`Unpublish ${title}`}
        className={buttonClass("secondary", "sm")}
      >
        <EyeOff aria-hidden="true" className="size-4" />
        Unpublish
      </button>
    </Form>
  );
}
