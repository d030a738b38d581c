import { describe, expect, it } from "vitest";
import { fieldErrorsOf, formFieldOf, recipientBody, recipientValues } from "./recipient-form.ts";

const t = (key: string) => `<${key}>`;

describe("recipientBody", () => {
  it("keeps the bank for bank transfers only and strips spaces and dashes", () => {
    const values = { bank_code: "KCB", account_number: "0712 345-678", account_name: "Ama" };
    expect(recipientBody("bank", values)).toEqual({
      method: "bank",
      bank_code: "KCB",
      account_number: "0712345678",
      account_name: "Ama",
    });
    expect(recipientBody("mobile_money", values)).toEqual({
      method: "mobile_money",
      account_number: "0712345678",
      account_name: "Ama",
    });
  });
});

describe("fieldErrorsOf", () => {
  it("names nested recipient fields like the form and translates known messages", () => {
    expect(
      fieldErrorsOf(
        [
          { path: ["recipient", "account_number"], message: "Please enter a valid account or phone number" },
          { path: ["account_name"], message: "Please enter the account holder's name" },
          { path: ["amount"], message: "Please enter a valid amount" },
          { path: ["amount"], message: "second message for the same field" },
          { path: ["other"], message: "Unmapped" },
        ],
        t,
        { "Please enter a valid amount": "withdraw.error.amount" },
      ),
    ).toEqual({
      account_number: "<recipient.error.account_number>",
      account_name: "<recipient.error.account_name>",
      amount: "<withdraw.error.amount>",
      other: "Unmapped",
    });
  });

  it("maps the API's field names", () => {
    expect(formFieldOf("recipient.bank_code")).toBe("bank_code");
    expect(formFieldOf("recipient_id")).toBe("recipient_id");
  });
});

describe("recipientValues", () => {
  it("reads the recipient inputs and the extra ones, trimmed", () => {
    const form = new FormData();
    form.set("method", "bank");
    form.set("account_name", " Ama ");
    form.set("amount", "10");
    form.set("intent", "save-recipient");
    expect(recipientValues(form, ["amount"])).toEqual({ method: "bank", account_name: "Ama", amount: "10" });
  });
});
