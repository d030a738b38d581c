import { useEffect, useState } from "react";
import { Field } from "../forms/field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { formatCountdown, useCountdown } from "../use-countdown.ts";
import { useT } from "../use-shell.ts";

/** True once React runs in the browser; false in the server HTML and without JavaScript. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The one-time code: a "Send code" button until a code went out, then the code input (settings
 * otp_digits long) with a resend button that waits settings.resend_otp_timeout seconds. The wait
 * is enforced by the API; the countdown only tells the player.
 */
export function OtpBlock({
  sent,
  resendIn,
  restartKey,
  digits,
  error,
}: {
  sent: boolean;
  resendIn: number | undefined;
  restartKey: unknown;
  digits: number;
  error: string | undefined;
}) {
  const t = useT();
  const left = useCountdown(resendIn, restartKey);
  // Without JavaScript nothing counts down, so the button stays usable and the API's wait message
  // (429 with the seconds left) tells the player instead.
  const waiting = useHydrated() && left > 0;
  if (!sent) {
    return (
      <div className="otp-row">
        <p className="field__hint">{error ?? t("otp.explain")}</p>
        <SubmitButton intent="send-otp" variant="ghost" pendingLabel={t("otp.sending")}>
          {t("otp.send")}
        </SubmitButton>
      </div>
    );
  }
  return (
    <div className="otp-row">
      <Field
        name="otp"
        label={t("auth.field.otp")}
        className="otp-field"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${digits}}`}
        maxLength={digits}
        required
        error={error}
        hint={left > 0 ? t("otp.resend_in", { time: formatCountdown(left) }) : undefined}
      />
      <SubmitButton intent="send-otp" variant="ghost" pendingLabel={t("otp.sending")} disabled={waiting}>
        {t("otp.resend")}
      </SubmitButton>
    </div>
  );
}
