import type { SiteSettingsInput } from "@platform/contracts";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiTransportContext } from "../../shell/api-transport.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { testShell } from "../../shell/test-shell.ts";
import { testUser } from "../../shell/test-user.ts";
import { withdrawAction, withdrawLoader } from "./withdraw.server.ts";

const gateways = [
  {
    id: 3,
    code: "sandbox-bank",
    name: "Bank",
    method: "bank",
    min: "10.00",
    max: "500.00",
    has_guide: false,
  },
  {
    id: 4,
    code: "sandbox-mobile-money",
    name: "M",
    method: "mobile_money",
    min: "10.00",
    max: "500.00",
    has_guide: false,
  },
];
const recipient = (id: string, method: string) => ({
  id,
  method,
  bank_code: null,
  bank_name: null,
  account_number: "••••1234",
  account_name: "Ama",
  created_at: "2025-01-01T00:00:00.000Z",
});
const payment = {
  id: "0b9f1c2e-7d41-4c1e-8f55-2a0b1e2d3c4a",
  direction: "withdrawal",
  status: "pending",
  amount: "40.00",
  currency: "KES",
  gateway: { id: 3, name: "Bank", method: "bank" },
  next_action: { type: "none" },
  recipient: "KCB ••••7890",
  failure_reason: null,
  created_at: "2025-01-01T00:00:00.000Z",
  completed_at: null,
};

type Answer = { status?: number; body: unknown };

function setup(
  settings: Omit<SiteSettingsInput, "site">,
  approved: boolean,
  withdraw?: Answer,
  offered: readonly unknown[] = gateways,
  forfeit: unknown = null,
) {
  const sent: Request[] = [];
  const context = new RouterContextProvider();
  context.set(shellContext, testShell(settings));
  context.set(sessionContext, { token: "tok", user: { ...testUser, approved_fica_status: approved } });
  context.set(apiTransportContext, async (request) => {
    sent.push(request);
    const path = new URL(request.url).pathname;
    if (path === "/api/user/gateways-withdraw") return Response.json({ status: "success", data: offered });
    if (path === "/api/user/withdraw-forfeit") return Response.json({ status: "success", data: forfeit });
    if (path === "/api/user/banking") {
      const recipients = [recipient("r-bank", "bank"), recipient("r-mobile", "mobile_money")];
      return Response.json({
        status: "success",
        data: { recipients, banks: [{ code: "KCB", name: "KCB" }] },
      });
    }
    const answer = withdraw ?? { body: { status: "success", message: "ok", data: payment } };
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return { context, sent };
}

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

const pageUrl = new URL("https://site.test/users/withdraw");

function post(fields: Record<string, string>) {
  return new Request(pageUrl, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
  });
}

const filled = {
  gateway_id: "3",
  recipient_id: "new",
  bank_code: "KCB",
  account_number: "1234567890",
  account_name: "Ama Owusu",
  amount: "40",
  confirm_final: "on",
  idempotency_key: "3b241101-e2bb-4255-8caf-4136c566a962",
};

const bonus = {
  title: "Welcome bonus",
  promo_credit: "500.00",
  wagered: "0.00",
  required: "2500.00",
  expires_at: "2025-02-01T00:00:00.000Z",
};

describe("withdrawLoader", () => {
  it("is a 404 where withdrawals are switched off", async () => {
    const { context } = setup({ allow_withdrawal: false }, true);
    expect(await thrown(() => withdrawLoader(pageUrl, context))).toMatchObject({ init: { status: 404 } });
  });

  it("sends a player without approved FICA to the FICA tab, telling why, where the site requires it", async () => {
    const { context, sent } = setup({ required_fica_to_play: true }, false);
    const response = (await thrown(() => withdrawLoader(pageUrl, context))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account/settings?tab=my-fica");
    expect(response.headers.get("set-cookie")).toMatch(/^flash=/);
    expect(sent).toEqual([]);
  });

  it("loads the payout methods, the recipients they can pay, and a fresh key per rendering", async () => {
    const { context } = setup({ required_fica_to_play: true, show_menu_banking: true }, true, undefined, [
      gateways[0],
    ]);
    const back = new URL("https://site.test/users/withdraw?from=fica");
    const first = await withdrawLoader(back, context);
    expect(first.gateways).toHaveLength(1);
    expect(first.recipients.map((item) => item.id)).toEqual(["r-bank"]);
    expect(first.banks).toEqual([{ code: "KCB", name: "KCB" }]);
    expect(first).toMatchObject({ canSaveRecipient: true, ficaCleared: true });
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect((await withdrawLoader(back, context)).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("takes the banks from the settings where banking details are off", async () => {
    const { context, sent } = setup(
      { show_menu_banking: false, banks: [{ code: "EQ", name: "Equity" }] },
      false,
    );
    const data = await withdrawLoader(pageUrl, context);
    expect(data).toMatchObject({
      recipients: [],
      banks: [{ code: "EQ", name: "Equity" }],
      canSaveRecipient: false,
    });
    expect(sent.map((request) => new URL(request.url).pathname).sort()).toEqual([
      "/api/user/gateways-withdraw",
      "/api/user/withdraw-forfeit",
    ]);
    expect(data.bonusForfeit).toBeNull();
  });

  it("brings what a withdrawal now would forfeit, for the page to say before the player confirms", async () => {
    const { context } = setup({}, false, undefined, gateways, bonus);
    expect((await withdrawLoader(pageUrl, context)).bonusForfeit).toEqual(bonus);
  });
});

describe("withdrawAction", () => {
  it("sends the body and the form's Idempotency-Key, then opens the payment's status page", async () => {
    const { context, sent } = setup({}, false);
    const response = (await withdrawAction(post(filled), pageUrl, context)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/users/withdraw/status/pending?payment=${payment.id}`);
    const call = sent.at(-1)!;
    expect(new URL(call.url).search).toBe("?locale=en");
    expect(call.headers.get("idempotency-key")).toBe(filled.idempotency_key);
    expect(await call.json()).toEqual({
      amount: "40",
      gateway_id: 3,
      recipient: {
        method: "bank",
        bank_code: "KCB",
        account_number: "1234567890",
        account_name: "Ama Owusu",
      },
    });
  });

  it("asks for the confirmation that a withdrawal cannot be taken back", async () => {
    const { context, sent } = setup({}, false);
    const result = await withdrawAction(post({ ...filled, confirm_final: "" }), pageUrl, context);
    expect(result).toMatchObject({ ok: false, fieldErrors: { confirm_final: "withdraw.error.confirm" } });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(["/api/user/gateways-withdraw"]);
  });

  it("where the page showed a bonus warning, asks for the forfeit's confirmation before sending", async () => {
    const { context, sent } = setup({}, false);
    const result = await withdrawAction(post({ ...filled, forfeit_shown: "on" }), pageUrl, context);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { forfeit_bonus: "withdraw.bonus.error.confirm" },
    });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(["/api/user/gateways-withdraw"]);
  });

  it("sends the confirmed forfeit; the API's refusal of an unconfirmed one goes next to the box", async () => {
    const confirmed = setup({}, false);
    await withdrawAction(
      post({ ...filled, forfeit_shown: "on", forfeit_bonus: "on" }),
      pageUrl,
      confirmed.context,
    );
    expect(await confirmed.sent.at(-1)!.json()).toMatchObject({ amount: "40", forfeit_bonus: true });

    const message =
      "Withdrawing now forfeits your bonus: KSh 500.00 of promo credit (what is left of the bonus and any " +
      "winnings still in promo credit). Confirm the forfeit to withdraw, or complete the wagering first.";
    const refusal = { status: "error", message, errors: [{ field: "forfeit_bonus", message }] };
    const refused = setup({}, false, { status: 409, body: refusal });
    const result = await withdrawAction(post(filled), pageUrl, refused.context);
    expect(result).toMatchObject({
      ok: false,
      message: "withdraw.bonus.error.forfeit",
      fieldErrors: { forfeit_bonus: "withdraw.bonus.error.forfeit" },
    });
  });

  it("puts the API's refusals next to the fields and keeps the key for a retry", async () => {
    const refusal = {
      status: "error",
      message: "The request is invalid",
      errors: [
        { field: "amount", message: "The minimum withdrawal is KSh 50.00." },
        { field: "recipient.account_number", message: "Please enter a valid account or phone number" },
      ],
    };
    const { context } = setup({}, false, { status: 400, body: refusal });
    const result = await withdrawAction(post(filled), pageUrl, context);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { amount: "withdraw.error.min", account_number: "recipient.error.account_number" },
      values: { idempotency_key: filled.idempotency_key, amount: "40", bank_code: "KCB" },
    });
  });
});
