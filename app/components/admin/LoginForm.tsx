import { Lock } from "lucide-react";
import { useEffect, useId } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";

interface LoginFormProps {
  /** Shown when more than one admin account exists. */
  askEmail: boolean;
  redirectTo: string;
  /** The last attempt's refusal ("Incorrect password", or the lockout message with the wait). */
  error?: string;
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600";

/** The sign-in screen: a password field submitted with Enter or 'Login'. Works before scripts load. */
export function LoginForm({ askEmail, redirectTo, error }: LoginFormProps) {
  const toast = useToast();
  const navigation = useNavigation();
  const errorId = useId();
  const submitting = navigation.state !== "idle" && navigation.formData?.has("password") === true;
  // After a submission, "loading" means the action redirected, i.e. the password was right
  // (a refusal answers 4xx, which React Router does not follow with a reload).
  const signedIn = navigation.state === "loading" && navigation.formData?.has("password") === true;

  useEffect(() => {
    if (error) toast({ title: "Access Denied", description: error, variant: "destructive" });
  }, [error, toast]);
  useEffect(() => {
    if (signedIn) toast({ title: "Access Granted", description: "Welcome to the admin panel" });
  }, [signedIn, toast]);

  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <span className="rounded-full bg-brand-50 p-2 text-brand-700">
            <Lock aria-hidden="true" className="size-5" />
          </span>
          <h1 className="text-2xl font-bold text-slate-950">Admin Login</h1>
        </div>
        <Form method="post" className="mt-6 space-y-4" aria-describedby={error ? errorId : undefined}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {askEmail && (
            <label className="block text-sm font-medium text-slate-800">
              E-mail
              <input name="email" type="email" autoComplete="username" required className={inputClass} />
            </label>
          )}
          <label className="block text-sm font-medium text-slate-800">
            Password
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              // The only field on the form: focusing it lets the admin type and press Enter.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={!askEmail}
              aria-invalid={error ? true : undefined}
              className={inputClass}
            />
          </label>
          {error && (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className={`${buttonClass("primary")} w-full`} disabled={submitting}>
            {submitting ? "Checking..." : "Login"}
          </button>
        </Form>
      </div>
    </main>
  );
}
