import type { ActiveSession } from "@platform/contracts";
import { Form } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";

/**
 * Where the account is logged in (device, address, last use), so a player can spot a session that
 * is not theirs and end it, or all of them. Every button is a form: it works without JavaScript.
 */
export function SessionsList({
  sessions,
  result,
}: {
  sessions: readonly ActiveSession[];
  result: FormResult | undefined;
}) {
  const t = useT();
  const { locale, settings } = useShell();
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: settings.time_zone,
  });
  const others = sessions.filter((session) => !session.current);
  return (
    <div className="sessions">
      <p>{t("sessions.intro")}</p>
      <FormAlert result={result} />
      <ul className="sessions__list">
        {sessions.map((session) => (
          <li key={session.id} className="sessions__item">
            <div>
              <strong>{session.device}</strong>
              {session.current && <span className="sessions__badge">{t("sessions.current")}</span>}
              <p className="form__hint">
                {t("sessions.detail", {
                  method: t(`sessions.method.${session.method}`),
                  ip: session.ip ?? "—",
                  time: time.format(new Date(session.last_used_at)),
                })}
              </p>
            </div>
            {!session.current && (
              <Form method="post">
                <input type="hidden" name="session_id" value={session.id} />
                <SubmitButton
                  intent="end-session"
                  variant="ghost"
                  pendingLabel={t("form.saving")}
                  label={t("sessions.end_label", { device: session.device })}
                >
                  {t("sessions.end")}
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 && <p className="form__hint">{t("sessions.none_other")}</p>}
      <div className="sessions__actions">
        {others.length > 0 && (
          <Form method="post">
            <SubmitButton intent="end-other-sessions" variant="ghost" pendingLabel={t("form.saving")}>
              {t("sessions.end_others")}
            </SubmitButton>
          </Form>
        )}
        <Form method="post">
          <SubmitButton intent="end-all-sessions" variant="ghost" pendingLabel={t("form.saving")}>
            {t("sessions.end_all")}
          </SubmitButton>
        </Form>
      </div>
    </div>
  );
}
