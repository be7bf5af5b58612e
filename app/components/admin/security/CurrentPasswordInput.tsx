import { signInInputClass } from "../SignInCard";

/** The current password, asked again before a change a stolen session must not be able to make. */
export function CurrentPasswordInput({ label = "Current password" }: { label?: string }) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <input name="password" type="password" autoComplete="current-password" required className={signInInputClass} />
    </label>
  );
}
