import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

export const DELETE_SERIES_CONFIRMATION =
  "Are you sure you want to delete this series? Its playbooks stay in the catalog.";

/** Moves the series to the trash after the browser's confirmation (restorable from the Trash screen). */
export function DeleteSeriesButton({ title }: { title: string }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(DELETE_SERIES_CONFIRMATION)) event.preventDefault();
      }}
    >
      <button
        type="submit"
        name="intent"
        value="delete"
        aria-label={`Delete the series ${title}`}
        className={`${buttonClass("secondary")} text-red-700`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete series
      </button>
    </Form>
  );
}
