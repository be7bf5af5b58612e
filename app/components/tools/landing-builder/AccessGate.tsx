import { KeyRound, Lock } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

/**
 * 'Access Required': the AI Workshop Kit access code, checked on the server. While the site has
 * no code set, there is no code to ask for: the page says the builder is not open yet.
 */
export function AccessGate({ available, error }: { available: boolean; error?: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md text-center">
      <Lock aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 className="mt-3 text-2xl font-bold text-slate-950">{available ? "Access Required" : "Not Open Yet"}</h2>
      <p className="mt-2 text-slate-700">
        {available
          ? "This builder is part of the AI Workshop Kit. Enter the access code from your kit to continue."
          : "This builder is part of the AI Workshop Kit, for its students."}
      </p>
      {available ? (
        <Form method="post" className="mt-6 space-y-3 text-left">
          <input type="hidden" name="intent" value="unlock" />
          <label htmlFor="access-code" className="block text-sm font-medium text-slate-800">
            Access code
          </label>
          <input
            id="access-code"
            type="password"
            name="code"
            required
            maxLength={200}
            autoComplete="off"
            aria-describedby={error ? "access-error" : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-950 focus:border-brand-600"
          />
          {error && (
            <p id="access-error" role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <button type="submit" disabled={submitting} className={`w-full ${buttonClass("primary", "lg")}`}>
            <KeyRound aria-hidden="true" className="size-5" />
            Unlock
          </button>
        </Form>
      ) : (
        <p role="status" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">
          The builder is not available right now: kit students will find it open here soon.
        </p>
      )}
    </div>
  );
}
