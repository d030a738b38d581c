import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/**
 * The form's submit button; while this form's post is in flight it says so and is disabled, so
 * a double tap does not send twice. `intent` distinguishes the buttons of a multi-step form.
 */
export function SubmitButton({
  children,
  intent,
  pendingLabel,
  variant = "primary",
  disabled,
  label,
}: {
  children: ReactNode;
  intent?: string;
  pendingLabel: string;
  variant?: "primary" | "ghost";
  disabled?: boolean;
  /** An accessible name when the visible text alone is ambiguous ("Log out" — which device?). */
  label?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      className={`btn btn--${variant} form__submit`}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      aria-label={label}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
