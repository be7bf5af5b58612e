import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** The new recovery codes, shown once right after the set-up: each signs in once without the app. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
      <h2 id="recovery-codes-heading" className="text-xl font-bold text-slate-950">
        Your recovery codes
      </h2>
      <p className="mt-2 text-slate-800">
        Keep these somewhere safe, away from your phone. Each one signs you in once if you lose your authenticator app.
        They will not be shown again.
      </p>
      <ol className="mt-4 grid gap-2 font-mono text-lg text-slate-950 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Link to="/admin/security" className={`${buttonClass("primary")} mt-6`}>
        I have saved them
      </Link>
    </section>
  );
}
