import { useEffect } from "react";
import { useToast, type ToastMessage } from "./toaster";

/** Shows `message` once each time `show` turns true, e.g. when a loader reports a failed read. */
export function useToastWhen(show: boolean, { title, description, variant }: ToastMessage): void {
  const toast = useToast();
  useEffect(() => {
    if (show) toast({ title, description, variant });
  }, [show, toast, title, description, variant]);
}
