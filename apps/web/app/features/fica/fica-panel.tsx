import type { FicaDocumentType, FicaInfo } from "@platform/contracts";
import { Form, useLocation } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFicaUpload } from "./use-fica-upload.ts";

const MB = 1024 * 1024;

function accepted(type: FicaDocumentType, info: FicaInfo): string {
  return (
    type === "selfie" ? info.accepted_types.filter((item) => item.startsWith("image/")) : info.accepted_types
  ).join(",");
}

/** The upload form: three labelled file inputs named as the API's fields, with progress. */
function UploadForm({ info, area }: { info: FicaInfo; area: "account" | "users" }) {
  const t = useT();
  const upload = useFicaUpload(info);
  const busy = upload.progress !== null;
  return (
    <form
      method="post"
      action={`/account/fica/upload?area=${area}`}
      encType="multipart/form-data"
      className="form fica__upload"
      onSubmit={upload.onSubmit}
      noValidate
    >
      <h3 className="fica__heading">{t("fica.upload.title")}</h3>
      <p className="field__hint">
        {t("fica.upload.hint").replace("[size]", String(info.max_file_bytes / MB))}
      </p>
      <FormAlert result={upload.result} />
      {info.document_types.map((type) => {
        const error = fieldError(upload.result, type);
        return (
          <div key={type} className={`field${error ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor={`fica-${type}`}>
              {t(`fica.document.${type}`)}
            </label>
            <input
              id={`fica-${type}`}
              name={type}
              type="file"
              className="field__input fica__file"
              accept={accepted(type, info)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `fica-${type}-error` : undefined}
              {...(type === "selfie" ? { capture: "user" as const } : {})}
            />
            {error && (
              <p id={`fica-${type}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {busy && (
        <label className="fica__progress">
          {t("fica.upload.progress")}
          <progress max={1} value={upload.progress ?? 0} />
        </label>
      )}
      <button type="submit" className="btn btn--ghost form__submit" disabled={busy}>
        {t(busy ? "fica.upload.sending" : "fica.upload.submit")}
      </button>
    </form>
  );
}

/**
 * The my-fica tab (spec §2 /account/settings?tab=my-fica, base3 "my FICA"): the status of the
 * identity check, the operator's reason after a rejection, the documents received, the upload of
 * the three documents and their submission for review.
 */
export function FicaPanel({ info, result }: { info: FicaInfo | null; result: FormResult | undefined }) {
  const t = useT();
  const area = useLocation().pathname.startsWith("/users") ? "users" : "account";
  const { settings } = useShell();
  if (!info) return <p>{t("form.unavailable")}</p>;
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  return (
    <div className="fica">
      <p className={`status-badge fica__status fica__status--${info.status}`} data-testid="fica-status">
        {t(`fica.status.${info.status}`)}
      </p>
      <p>{t(`fica.status_text.${info.status}`)}</p>
      {info.status === "rejected" && info.reason && (
        <div className="form-alert form-alert--error" data-testid="fica-reason">
          <p>
            <strong>{t("fica.reason")}</strong> {info.reason}
          </p>
        </div>
      )}
      {info.required_fica_to_play && info.status !== "approved" && <p>{t("account.fica.required")}</p>}
      {info.documents.length > 0 && (
        <>
          <h3 className="fica__heading">{t("fica.received")}</h3>
          <ul className="fica__documents">
            {info.documents.map((doc) => (
              <li key={doc.type}>
                <span>{t(`fica.document.${doc.type}`)}</span>{" "}
                <time dateTime={doc.received_at}>{formatSiteDateTime(doc.received_at, clock)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
      {info.can_upload && (
        <>
          <UploadForm info={info} area={area} />
          <Form method="post" className="form fica__submit">
            <FormAlert result={result} />
            {!info.can_submit && <p className="field__hint">{t("fica.submit.needs_all")}</p>}
            <SubmitButton intent="fica-submit" pendingLabel={t("form.saving")} disabled={!info.can_submit}>
              {t("fica.submit")}
            </SubmitButton>
          </Form>
        </>
      )}
    </div>
  );
}
