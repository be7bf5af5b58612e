import { useEffect } from "react";
import { useToast } from "~/components/ui/toaster";
import type { AdminResult } from "~/modules/admin/manager-results";

/** Shows an action's outcome as a toast: 'Success' or 'Error' with its message. */
export function useResultToast(result: AdminResult | undefined): void {
  const toast = useToast();
  useEffect(() => {
    if (!result) return;
    toast(
      result.ok
        ? { title: "Success", description: result.message }
        : { title: "Error", description: result.message, variant: "destructive" },
    );
  }, [result, toast]);
}
