import { useShell, useT } from "../../shell/use-shell.ts";

/**
 * The FICA tab states the identity-check status as the API reports it (approved_fica_status).
 * Document upload arrives with the FICA feature; until then the tab says how to get verified.
 */
export function FicaStatus({ approved }: { approved: boolean }) {
  const t = useT();
  const { settings } = useShell();
  return (
    <div className="form">
      <p className="status-badge">{t(approved ? "account.fica.approved" : "account.fica.not_approved")}</p>
      <p>{t(approved ? "account.fica.approved_text" : "account.fica.not_approved_text")}</p>
      {!approved && settings.required_fica_to_play && <p>{t("account.fica.required")}</p>}
    </div>
  );
}
