import { useEffect } from "react";
import { useToast, type ToastMessage } from "~/components/ui/toaster";

/** What a tool page's generate action answers (see generationAction): the result, or why there is none. */
export type GenerationActionData<Result> = { ok: true; value: Result } | { ok: false; error: string } | undefined;

/**
 * The generated result to show, if any; a failed generation is toasted once per answer.
 * `failureToast` should be a module-level function, so the effect runs only for new answers.
 */
export function useGenerationResult<Result>(
  actionData: GenerationActionData<Result>,
  failureToast: (error: string) => ToastMessage,
): Result | undefined {
  const toast = useToast();
  useEffect(() => {
    if (actionData && !actionData.ok) toast(failureToast(actionData.error));
  }, [actionData, toast, failureToast]);
  return actionData?.ok ? actionData.value : undefined;
}
