import { signInInputClass } from "./SignInCard";

interface OneTimeCodeInputProps {
  /** The ids of the hint (and the error, when there is one) that describe the field. */
  describedBy: string;
  invalid?: boolean;
  /** For a step whose only field this is. */
  autoFocus?: boolean;
}

/** The authenticator app's 6-digit code or a recovery code: the same field wherever one is asked for. */
export function OneTimeCodeInput({ describedBy, invalid, autoFocus }: OneTimeCodeInputProps) {
  return (
    <input
      name="code"
      type="text"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={64}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={autoFocus}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={signInInputClass}
    />
  );
}
