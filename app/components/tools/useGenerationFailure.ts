import { useEffect } from "react";
import { useToast, type ToastMessage } from "~/components/ui/toaster";

/**
 * What a generating tool's action answers when it does not send the visitor to the stored
 * result: why there is none.
 */
export type GenerationFailure = { ok: false; error: string } | undefined;

/**
 * Toasts a failed generation once per answer. `failureToast` should be a module-level
 * function, so the effect runs only for new answers.
 */
export function useGenerationFailure(actionData: GenerationFailure, failureToast: (error: string) => ToastMessage) {
  const toast = useToast();
  useEffect(() => {
    if (actionData) toast(failureToast(actionData.error));
  }, [actionData, toast, failureToast]);
}
