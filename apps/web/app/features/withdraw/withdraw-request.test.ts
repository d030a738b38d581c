import { describe, expect, it } from "vitest";
import { parseWithdrawForm, withdrawValues } from "./withdraw-request.ts";

const t = (key: string) => `<${key}>`;
const gateways = [
  { id: 7, method: "mobile_money" as const },
  { id: 8, method: "bank" as const },
  { id: 9, method: "card" as const },
];
const savedId = "4f6c2b1e-8a41-4c0e-9a55-1f0b1e2d3c4a";
const key = "3b241101-e2bb-4255-8caf-4136c566a962";

describe("parseWithdrawForm", () => {
  it("sends a new bank recipient with its bank, saved when asked, and the form's key", () => {
    const parsed = parseWithdrawForm(
      {
        amount: "40",
        gateway_id: "8",
        recipient_id: "new",
        bank_code: "KCB",
        account_number: "1234 5678 90",
        account_name: "Ama Owusu",
        save_recipient: "on",
        idempotency_key: key,
      },
      gateways,
      t,
    );
    expect(parsed).toEqual({
      ok: true,
      idempotencyKey: key,
      body: {
        amount: "40",
        gateway_id: 8,
        recipient: {
          method: "bank",
          bank_code: "KCB",
          account_number: "1234567890",
          account_name: "Ama Owusu",
        },
        save_recipient: true,
      },
    });
  });

  it("takes the method from the payout method and drops a bank left over for mobile money", () => {
    const parsed = parseWithdrawForm(
      {
        amount: "40.50",
        gateway_id: "7",
        bank_code: "KCB",
        account_number: "0712345678",
        account_name: "Ama",
      },
      gateways,
      t,
    );
    expect(parsed).toMatchObject({
      ok: true,
      idempotencyKey: null,
      body: { recipient: { method: "mobile_money", account_number: "0712345678", account_name: "Ama" } },
    });
    expect(parsed.ok && parsed.body.recipient).not.toHaveProperty("bank_code");
    expect(parsed.ok && parsed.body.save_recipient).toBeUndefined();
  });

  it("sends only the saved recipient when one is chosen", () => {
    const parsed = parseWithdrawForm(
      { amount: "20", gateway_id: "7", recipient_id: savedId, account_number: "typed anyway" },
      gateways,
      t,
    );
    expect(parsed).toEqual({
      ok: true,
      idempotencyKey: null,
      body: { amount: "20", gateway_id: 7, recipient_id: savedId },
    });
  });

  it("says what is wrong next to each field, in the player's language", () => {
    expect(
      parseWithdrawForm(
        { amount: "12,5", gateway_id: "8", recipient_id: "new", account_number: "12" },
        gateways,
        t,
      ),
    ).toEqual({
      ok: false,
      fieldErrors: {
        amount: "<withdraw.error.amount>",
        bank_code: "<recipient.error.bank>",
        account_number: "<recipient.error.account_number>",
        account_name: "<recipient.error.account_name>",
      },
    });
    expect(parseWithdrawForm({ gateway_id: "7", recipient_id: savedId }, gateways, t)).toEqual({
      ok: false,
      fieldErrors: { amount: "<withdraw.error.amount_required>" },
    });
  });

  it("refuses a payout method the page did not offer, or one with no recipient kind", () => {
    for (const gateway_id of [undefined, "", "99", "9"]) {
      expect(parseWithdrawForm({ amount: "10", gateway_id }, gateways, t)).toEqual({
        ok: false,
        fieldErrors: { gateway_id: "<withdraw.error.gateway>" },
      });
    }
  });

  it("drops a tampered Idempotency-Key rather than sending a header the API refuses", () => {
    const parsed = parseWithdrawForm(
      { amount: "10", gateway_id: "7", recipient_id: savedId, idempotency_key: "short" },
      gateways,
      t,
    );
    expect(parsed).toMatchObject({ ok: true, idempotencyKey: null });
  });
});

describe("withdrawValues", () => {
  it("reads only the form's own fields, trimmed", () => {
    const form = new FormData();
    form.set("amount", " 40 ");
    form.set("intent", "x");
    form.set("account_name", "Ama ");
    expect(withdrawValues(form)).toEqual({ amount: "40", account_name: "Ama" });
  });
});
