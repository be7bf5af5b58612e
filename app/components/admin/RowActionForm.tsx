import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

interface RowActionFormProps {
  /** The action's intent, and the field (and value) that names the row it acts on. */
  intent: string;
  field: string;
  value: string;
  label: string;
  /** Which row, for screen readers: the button reads "Retry delivery to ada@example.com". */
  detail: string;
  className?: string;
}

/** One button that acts on one row of an admin table: a plain form post, with or without scripts. */
export function RowActionForm({ intent, field, value, label, detail, className }: RowActionFormProps) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={value} />
      <button type="submit" className={buttonClass("secondary", "sm")}>
        {label}
        <span className="sr-only"> {detail}</span>
      </button>
    </Form>
  );
}
