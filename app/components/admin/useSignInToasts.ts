import { useEffect } from "react";
import { useNavigation } from "react-router";
import { useToast } from "~/components/ui/toaster";

/**
 * The spec's toasts for a sign-in form whose submissions carry `field`: 'Access Denied' with
 * the refusal, 'Access Granted' once the action redirects (a refusal answers 4xx, which React
 * Router does not follow with a reload, so "loading" after a submission means success).
 * Returns whether a submission is in flight.
 */
export function useSignInToasts(field: string, error: string | undefined): boolean {
  const toast = useToast();
  const navigation = useNavigation();
  const submitted = navigation.formData?.has(field) === true;
  const signedIn = navigation.state === "loading" && submitted;

  useEffect(() => {
    if (error) toast({ title: "Access Denied", description: error, variant: "destructive" });
  }, [error, toast]);
  useEffect(() => {
    if (signedIn) toast({ title: "Access Granted", description: "Welcome to the admin panel" });
  }, [signedIn, toast]);
  return navigation.state !== "idle" && submitted;
}
