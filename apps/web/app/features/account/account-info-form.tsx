import { Form } from "react-router";
import { Field } from "../../shell/forms/field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError, previousValue } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";
import type { AccountView } from "./account-view.ts";
import { GenderField } from "./gender-field.tsx";

/**
 * Spec §3 account-info form: phone_number, id_number and email read-only, calling_code hidden,
 * the rest editable. An account without an ID number yet may enter one (two-step registration).
 */
export function AccountInfoForm({
  user,
  result,
  submitLabel,
  action,
}: {
  user: AccountView;
  result: FormResult | undefined;
  submitLabel?: string;
  action?: string;
}) {
  const t = useT();
  const error = (name: string) => fieldError(result, name);
  const value = (name: keyof AccountView) => previousValue(result, name) ?? String(user[name] ?? "");
  return (
    <Form method="post" className="form" action={action} noValidate>
      <FormAlert result={result} />
      <input type="hidden" name="calling_code" value={user.calling_code} />
      <div className="form__grid">
        {user.phone_number !== null && (
          <Field
            name="phone_number"
            label={t("auth.field.phone_number")}
            prefix={`+${user.calling_code}`}
            defaultValue={user.phone_number}
            readOnly
          />
        )}
        {user.email !== null && (
          <Field name="email" type="email" label={t("auth.field.email")} defaultValue={user.email} readOnly />
        )}
        <Field
          name="id_number"
          label={t("account.field.id_number")}
          defaultValue={value("id_number")}
          readOnly={user.id_number !== null}
          error={error("id_number")}
        />
        <Field
          name="full_name"
          label={t("auth.field.full_name")}
          autoComplete="name"
          required
          defaultValue={value("full_name")}
          error={error("full_name")}
        />
        <Field
          name="dob"
          type="date"
          label={t("account.field.dob")}
          autoComplete="bday"
          required
          defaultValue={value("dob")}
          error={error("dob")}
        />
        <GenderField defaultValue={value("gender")} error={error("gender")} />
        <Field
          name="city"
          label={t("account.field.city")}
          autoComplete="address-level2"
          defaultValue={value("city")}
          error={error("city")}
        />
        <Field
          name="state"
          label={t("account.field.state")}
          autoComplete="address-level1"
          defaultValue={value("state")}
          error={error("state")}
        />
      </div>
      <SubmitButton intent="my-details" pendingLabel={t("form.saving")}>
        {submitLabel ?? t("form.save")}
      </SubmitButton>
    </Form>
  );
}
