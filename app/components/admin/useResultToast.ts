import { useEffect } from "react";
import { useToast } from "~/components/ui/toaster";
import type { AdminResult } from "~/modules/admin/manager-results";

/** Shows each new action outcome as a toast: its message under the success or failure title. */
export function useResultToast(
  result: AdminResult | undefined,
  titles = { success: "Success", failure: "Error" },
): void {
  const toast = useToast();
  const { success, failure } = titles;
  useEffect(() => {
    if (!result) return;
    toast(
      result.ok
        ? { title: success, description: result.message }
        : { title: failure, description: result.message, variant: "destructive" },
    );
  }, [result, toast, success, failure]);
}
