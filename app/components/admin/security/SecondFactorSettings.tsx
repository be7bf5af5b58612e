import { ShieldCheck, ShieldOff } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CodeForm } from "./CodeForm";
import { CurrentPasswordInput } from "./CurrentPasswordInput";
import { RecoveryCodes } from "./RecoveryCodes";

export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The set-up in progress: the secret and its QR code. */
  enrolment?: { secret: string; qrCode: string };
}

/** The secret in groups of four, as authenticator apps show it for typing in by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Two-step sign-in for the signed-in admin: off, being set up, on; or the recovery codes just made. */
export function SecondFactorSettings({
  status,
  recoveryCodes,
}: {
  status: SecondFactorStatus;
  recoveryCodes?: string[];
}) {
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;

  if (status.enabled) {
    return (
      <section aria-labelledby="second-factor-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="second-factor-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
          <ShieldCheck aria-hidden="true" className="size-5 text-green-700" />
          Two-step sign-in is on
        </h2>
        <p className="mt-2 text-slate-700">
          After your password, sign-in asks for the code from your authenticator app.{" "}
          {status.recoveryCodesLeft === 1 ? "1 recovery code is" : `${status.recoveryCodesLeft} recovery codes are`}{" "}
          left.
        </p>
        <CodeForm
          intent="disable"
          label="Code to turn it off"
          hint="The 6-digit code your app shows now, or a recovery code."
          submitLabel="Turn off two-step sign-in"
        />
        <Form
          method="post"
          aria-labelledby="new-recovery-codes-heading"
          className="mt-8 max-w-sm space-y-3 border-t border-slate-200 pt-6"
        >
          <h3 id="new-recovery-codes-heading" className="font-semibold text-slate-950">
            New recovery codes
          </h3>
          <p className="text-sm text-slate-600">
            Lost them, or used most? New ones replace them all: the old ones stop working.
          </p>
          <input type="hidden" name="intent" value="recovery-codes" />
          <CurrentPasswordInput />
          <button type="submit" className={buttonClass("secondary")}>
            Make new recovery codes
          </button>
        </Form>
      </section>
    );
  }

  if (status.enrolment) {
    return (
      <section aria-labelledby="second-factor-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="second-factor-heading" className="text-xl font-bold text-slate-950">
          Set up two-step sign-in
        </h2>
        <ol className="mt-4 list-decimal space-y-4 pl-5 text-slate-800">
          <li>
            Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy and the like).
            <img
              src={status.enrolment.qrCode}
              alt="QR code that adds this site to an authenticator app"
              width={200}
              height={200}
              className="mt-3 rounded-lg border border-slate-200 bg-white"
            />
            <p className="mt-3 text-sm">
              Or type this key into the app: <code className="font-mono">{grouped(status.enrolment.secret)}</code>
            </p>
          </li>
          <li>
            Enter the code the app shows.
            <CodeForm
              intent="confirm"
              label="Code from the app"
              hint="Six digits; a new one appears every 30 seconds."
              submitLabel="Turn on two-step sign-in"
            />
          </li>
        </ol>
        <Form method="post" className="mt-6">
          <button type="submit" name="intent" value="cancel" className={buttonClass("secondary")}>
            Cancel set-up
          </button>
        </Form>
      </section>
    );
  }

  return (
    <section aria-labelledby="second-factor-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="second-factor-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
        <ShieldOff aria-hidden="true" className="size-5 text-slate-500" />
        Two-step sign-in is off
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        Turn it on and signing in will also ask for a code from an authenticator app on your phone, so a stolen password
        alone is not enough. You get recovery codes in case you lose the phone. Turning it on signs out every other
        session of this account.
      </p>
      <Form method="post" className="mt-4">
        <button type="submit" name="intent" value="start" className={buttonClass("primary")}>
          Turn on two-step sign-in
        </button>
      </Form>
    </section>
  );
}
