import { Globe, RotateCw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

const ACTIONS = {
  /** Puts every failed web image of the batch back on its way; the page then says how many. */
  "retry-images": {
    icon: RotateCw,
    variant: "secondary",
    label: (count: number) => `Retry failed images (${count})`,
  },
  /** Publishes every draft of the batch in one go; the page then says how many went public. */
  "publish-all": {
    icon: Globe,
    variant: "primary",
    label: (count: number) => `Publish all ${count} ${count === 1 ? "draft" : "drafts"}`,
  },
} as const;

/** One action on the whole import batch, shown only while there is something for it to do. */
export function BatchActionButton({
  batchId,
  intent,
  count,
}: {
  batchId: string;
  intent: keyof typeof ACTIONS;
  count: number;
}) {
  const navigation = useNavigation();
  if (count === 0) return null;
  const { icon: Icon, variant, label } = ACTIONS[intent];
  return (
    <Form method="post">
      <input type="hidden" name="batch" value={batchId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={navigation.state === "submitting"}
        className={buttonClass(variant)}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label(count)}
      </button>
    </Form>
  );
}
