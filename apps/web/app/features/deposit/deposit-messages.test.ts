import { describe, expect, it } from "vitest";
import { translateDepositMessage, translateFailure } from "./deposit-messages.ts";

const dictionary: Record<string, string> = {
  "deposit.error.min": "Le dépôt minimum est de [amount].",
  "deposit.error.limit_week": "Limite hebdomadaire : encore [amount] sur 7 jours.",
  "form.check_fields": "Vérifiez les champs.",
};
const t = (key: string, params?: Record<string, string | number>) =>
  (dictionary[key] ?? key).replace(/\[(\w+)\]/g, (_, name: string) => String(params?.[name] ?? ""));

describe("translateDepositMessage", () => {
  it("keeps the API's amounts in the player's language", () => {
    expect(translateDepositMessage("The minimum deposit is KSh 10.00.", t)).toBe(
      "Le dépôt minimum est de KSh 10.00.",
    );
    expect(
      translateDepositMessage(
        "This deposit would go over your weekly deposit limit. You can deposit up to MT 50.00 in the next 7 days.",
        t,
      ),
    ).toBe("Limite hebdomadaire : encore MT 50.00 sur 7 jours.");
  });

  it("shows the API's own words when the dictionary lacks the key or the message is unknown", () => {
    expect(translateDepositMessage("The maximum deposit is KSh 150000.00.", t)).toBe(
      "The maximum deposit is KSh 150000.00.",
    );
    expect(translateDepositMessage("Card declined by the issuer", t)).toBe("Card declined by the issuer");
  });
});

describe("translateFailure", () => {
  it("says a field's message once, next to the field", () => {
    const message = "The minimum deposit is KSh 10.00.";
    expect(translateFailure({ ok: false, message, errors: [], fieldErrors: { amount: message } }, t)).toEqual(
      {
        ok: false,
        message: "Vérifiez les champs.",
        errors: [],
        fieldErrors: { amount: "Le dépôt minimum est de KSh 10.00." },
      },
    );
  });
});
