import { KeyRound } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { signInInputClass } from "../SignInCard";
import { CurrentPasswordInput } from "./CurrentPasswordInput";

/** Changing the account's password: the current one, the new one twice. Every other session ends. */
export function PasswordSettings({ minLength }: { minLength: number }) {
  const hintId = useId();
  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="password-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
        <KeyRound aria-hidden="true" className="size-5 text-slate-500" />
        Password
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        A new password signs out every other session of this account; this one stays signed in.
      </p>
      <Form method="post" aria-labelledby="password-heading" className="mt-4 max-w-sm space-y-3">
        <input type="hidden" name="intent" value="password" />
        <CurrentPasswordInput />
        <label className="block text-sm font-medium text-slate-800">
          New password
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            aria-describedby={hintId}
            className={signInInputClass}
          />
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          At least {minLength} characters; a few unrelated words are easy to remember and hard to guess.
        </p>
        <label className="block text-sm font-medium text-slate-800">
          New password again
          <input
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            className={signInInputClass}
          />
        </label>
        <button type="submit" className={buttonClass("primary")}>
          Change password
        </button>
      </Form>
    </section>
  );
}
