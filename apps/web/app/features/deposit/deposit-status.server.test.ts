import { describe, expect, it } from "vitest";
import { depositResultRedirect, loadDepositStatus } from "./deposit-status.server.ts";
import { depositContext, ok, PAYMENT_ID, testPayment } from "./test-api.ts";

const at = (path: string) => new URL(`https://site.test${path}`);

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
}

describe("loadDepositStatus", () => {
  it("shows the owner their payment under its real outcome", async () => {
    const failed = testPayment({
      status: "failed",
      failure_reason: "Card declined",
      next_action: { type: "none" },
    });
    const { context } = depositContext({ [`GET /api/user/payment/${PAYMENT_ID}`]: ok(failed) });
    const data = await loadDepositStatus(
      at(`/account/deposit/status/failed?payment=${PAYMENT_ID}`),
      "failed",
      context,
    );
    expect(data).toMatchObject({
      outcome: "failed",
      payment: { amount: "100.00", methodName: "Visa / Mastercard", failureReason: "Card declined" },
    });
    // A hand-edited outcome in the path is corrected.
    expect(
      await redirectOf(
        loadDepositStatus(at(`/users/deposit/status/success?payment=${PAYMENT_ID}`), "success", context),
      ),
    ).toBe(`/users/deposit/status/failed?payment=${PAYMENT_ID}`);
  });

  it("shows a visitor, or another player's id, nothing private", async () => {
    const visitor = depositContext({}, { loggedIn: false });
    expect(
      await loadDepositStatus(
        at(`/account/deposit/status/success?payment=${PAYMENT_ID}`),
        "success",
        visitor.context,
      ),
    ).toEqual({ outcome: "success", payment: null, continueUrl: null, otpUrl: null, loggedIn: false });
    expect(visitor.sent).toHaveLength(0);

    const stranger = depositContext({});
    expect(
      await loadDepositStatus(
        at(`/account/deposit/status?payment=${PAYMENT_ID}`),
        undefined,
        stranger.context,
      ),
    ).toMatchObject({ outcome: null, payment: null, loggedIn: true });
  });

  it("is no place to read a withdrawal", async () => {
    const withdrawal = testPayment({
      direction: "withdrawal",
      status: "success",
      next_action: { type: "none" },
    });
    const { context } = depositContext({ [`GET /api/user/payment/${PAYMENT_ID}`]: ok(withdrawal) });
    expect(
      await loadDepositStatus(
        at(`/account/deposit/status/success?payment=${PAYMENT_ID}`),
        "success",
        context,
      ),
    ).toMatchObject({ outcome: "success", payment: null });
  });

  it("knows only the four outcomes", async () => {
    const { context } = depositContext({});
    await expect(loadDepositStatus(at("/account/deposit/status/won"), "won", context)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("depositResultRedirect", () => {
  it("sends the player on by the payment's state, in the theme's area", async () => {
    const success = testPayment({ status: "success", next_action: { type: "none" } });
    const done = depositContext({ [`GET /api/user/payment/${PAYMENT_ID}`]: ok(success) }, { theme: "base4" });
    expect(
      await redirectOf(
        depositResultRedirect(at(`/account/deposit/result?payment=${PAYMENT_ID}`), done.context),
      ),
    ).toBe(`/users/deposit/status/success?payment=${PAYMENT_ID}`);
    const waiting = depositContext({ [`GET /api/user/payment/${PAYMENT_ID}`]: ok(testPayment()) });
    expect(
      await redirectOf(
        depositResultRedirect(at(`/account/deposit/result?payment=${PAYMENT_ID}`), waiting.context),
      ),
    ).toBe(`/account/deposit/pending?payment=${PAYMENT_ID}`);
  });

  it("sends a visitor whose session ended at the gateway to the generic status page", async () => {
    const { context } = depositContext({}, { loggedIn: false });
    expect(
      await redirectOf(depositResultRedirect(at(`/account/deposit/result?payment=${PAYMENT_ID}`), context)),
    ).toBe("/account/deposit/status");
  });
});
