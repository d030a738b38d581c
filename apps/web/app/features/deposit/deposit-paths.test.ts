import type { Payment } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { nextPageFor, outcomeArea, paymentIdFrom, statusPath } from "./deposit-paths.ts";

const ID = "3f0c9a52-8d7e-4b1a-9c55-0b9d2f6e1a10";
const payment = (status: Payment["status"], next_action: Payment["next_action"]) => ({
  id: ID,
  status,
  next_action,
});

describe("nextPageFor", () => {
  it("sends a card deposit to the gateway's hosted page", () => {
    expect(
      nextPageFor(payment("pending", { type: "redirect", url: "https://pay.example/cs_1" }), "/account"),
    ).toEqual({
      external: true,
      url: "https://pay.example/cs_1",
    });
  });

  it("never follows a hosted-page address that is not a web page", () => {
    expect(
      nextPageFor(payment("pending", { type: "redirect", url: "javascript:alert(1)" }), "/account"),
    ).toEqual({
      external: false,
      to: `/account/deposit/pending?payment=${ID}`,
    });
  });

  it("sends mobile money to the code page and a push to the waiting page", () => {
    const otp = { type: "otp", sent_to: "254712000111", digits: 6, expires_in: 300 } as const;
    expect(nextPageFor(payment("pending", otp), "/users")).toEqual({
      external: false,
      to: `/account/deposit/otp?payment=${ID}`,
    });
    expect(
      nextPageFor(payment("pending", { type: "wait", message: "Confirm on your phone" }), "/users"),
    ).toEqual({
      external: false,
      to: `/account/deposit/pending?payment=${ID}`,
    });
  });

  it("shows a final payment's outcome in the given area", () => {
    expect(nextPageFor(payment("success", { type: "none" }), "/users")).toEqual({
      external: false,
      to: `/users/deposit/status/success?payment=${ID}`,
    });
    expect(nextPageFor(payment("failed", { type: "none" }), "/account")).toEqual({
      external: false,
      to: `/account/deposit/status/failed?payment=${ID}`,
    });
  });
});

describe("deposit paths", () => {
  it("shows outcomes in the theme's own area", () => {
    expect(outcomeArea("default")).toBe("/account");
    expect(outcomeArea("base2")).toBe("/account");
    expect(outcomeArea("base3")).toBe("/users");
    expect(outcomeArea("base4")).toBe("/users");
    expect(statusPath("/users")).toBe("/users/deposit/status");
  });

  it("reads ?payment= only when it is a payment id", () => {
    expect(paymentIdFrom(new URL(`https://x.test/?payment=${ID.toUpperCase()}`))).toBe(ID);
    expect(paymentIdFrom(new URL("https://x.test/?payment=../../admin"))).toBeNull();
    expect(paymentIdFrom(new URL("https://x.test/"))).toBeNull();
  });
});
