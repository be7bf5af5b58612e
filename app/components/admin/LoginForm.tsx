import { useId } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SignInCard, signInInputClass } from "./SignInCard";
import { useSignInToasts } from "./useSignInToasts";

interface LoginFormProps {
  /** Shown when more than one admin account exists. */
  askEmail: boolean;
  redirectTo: string;
  /** The last attempt's refusal ("Incorrect password", or the lockout message with the wait). */
  error?: string;
}

/** The sign-in screen: a password field submitted with Enter or 'Login'. Works before scripts load. */
export function LoginForm({ askEmail, redirectTo, error }: LoginFormProps) {
  const errorId = useId();
  const submitting = useSignInToasts("password", error);

  return (
    <SignInCard>
      <Form method="post" className="mt-6 space-y-4" aria-describedby={error ? errorId : undefined}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {askEmail && (
          <label className="block text-sm font-medium text-slate-800">
            E-mail
            <input name="email" type="email" autoComplete="username" required className={signInInputClass} />
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
            className={signInInputClass}
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
    </SignInCard>
  );
}
