import { describe, expect, it } from "vitest";
import { cashierMessage, localizeFailure } from "./api-messages.ts";

const t = (key: string, params?: Record<string, string>) =>
  params ? `<${key} ${JSON.stringify(params)}>` : `<${key}>`;

describe("cashierMessage", () => {
  it("translates the API's known refusals, limits with their amount", () => {
    expect(cashierMessage("You have already used this voucher.", t)).toBe("<voucher.error.used_by_you>");
    expect(cashierMessage("The minimum withdrawal is KSh 10.00.", t)).toBe(
      '<withdraw.error.min {"amount":"KSh 10.00"}>',
    );
    expect(cashierMessage("The maximum withdrawal is MT 50,000.00.", t)).toBe(
      '<withdraw.error.max {"amount":"MT 50,000.00"}>',
    );
  });

  it("translates the bonus forfeit refusal with its exact amount", () => {
    const message =
      "Withdrawing now forfeits your bonus: KSh 500.00 of promo credit (what is left of the bonus and any " +
      "winnings still in promo credit). Confirm the forfeit to withdraw, or complete the wagering first.";
    expect(cashierMessage(message, t)).toBe('<withdraw.bonus.error.forfeit {"amount":"KSh 500.00"}>');
  });

  it("shows an unknown message as the API wrote it", () => {
    expect(cashierMessage("Something new.", t)).toBe("Something new.");
  });
});

describe("localizeFailure", () => {
  it("translates every message and renames the API's fields", () => {
    expect(
      localizeFailure(
        {
          ok: false as const,
          message: "Your balance is not enough for this.",
          errors: ["Something new."],
          fieldErrors: {
            amount: "Your balance is not enough for this.",
            "recipient.bank_code": "Please choose your bank.",
          },
        },
        t,
        (field) => field.replace("recipient.", ""),
      ),
    ).toEqual({
      ok: false,
      message: "<withdraw.error.balance>",
      errors: ["Something new."],
      fieldErrors: { amount: "<withdraw.error.balance>", bank_code: "<recipient.error.bank>" },
    });
  });
});
