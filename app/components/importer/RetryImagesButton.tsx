import { RotateCw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** Puts every failed web image of the batch back on its way; the page then says how many. */
export function RetryImagesButton({ batchId, failed }: { batchId: string; failed: number }) {
  const navigation = useNavigation();
  if (failed === 0) return null;
  return (
    <Form method="post">
      <input type="hidden" name="batch" value={batchId} />
      <button
        type="submit"
        name="intent"
        value="retry-images"
        disabled={navigation.state === "submitting"}
        className={buttonClass("secondary")}
      >
        <RotateCw aria-hidden="true" className="size-4" />
        Retry failed images ({failed})
      </button>
    </Form>
  );
}
