type Translate = (key: string) => string;

/** The saved-recipient choice (`recipient_id`) that means "a new recipient": the fields below. */
export const NEW_RECIPIENT = "new";

/** The contracts' English messages for a new recipient, and the dictionary keys shown instead. */
const RECIPIENT_MESSAGE_KEYS: Record<string, string> = {
  "Please enter a valid account or phone number": "recipient.error.account_number",
  "Please enter the account holder's name": "recipient.error.account_name",
  "Please choose a saved recipient or enter a new one": "recipient.error.choose",
};

const RECIPIENT_FIELDS = ["method", "bank_code", "account_number", "account_name"] as const;

/** The new-recipient inputs as submitted, trimmed, plus the form's own `extra` fields. */
export function recipientValues(form: FormData, extra: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...RECIPIENT_FIELDS, ...extra]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.trim();
  }
  return values;
}

/** The recipient as the API takes it: a bank only for bank transfers, digits only. */
export function recipientBody(method: "bank" | "mobile_money", values: Record<string, string | undefined>) {
  return {
    method,
    ...(method === "bank" ? { bank_code: values.bank_code || undefined } : {}),
    account_number: (values.account_number ?? "").replace(/[\s-]/g, ""),
    account_name: values.account_name ?? "",
  };
}

/**
 * Schema issues as one translated message per form input. A new recipient's fields sit under
 * `recipient` in the withdraw body; the form names them plainly, as the banking form does.
 */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  t: Translate,
  messageKeys: Record<string, string> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const [first, second] = issue.path;
    const field = first === "recipient" && typeof second === "string" ? second : String(first ?? "");
    const key = messageKeys[issue.message] ?? RECIPIENT_MESSAGE_KEYS[issue.message];
    errors[field] ??= key ? t(key) : issue.message;
  }
  return errors;
}

/** The API names a new recipient's fields "recipient.account_number"; the form names them plainly. */
export function formFieldOf(apiField: string): string {
  return apiField.startsWith("recipient.") ? apiField.slice("recipient.".length) : apiField;
}
