import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../db/schema.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "../test/cashier-fixtures.ts";
import { insertPromotion } from "../test/promotion-fixtures.ts";
import { OperatorError } from "./operator-commands.ts";
import { expireBonusesCommand, notifyCommand, retentionOfferCommand } from "./promotion-commands.ts";

let c: CashierTestApp;
let lines: string[];
const out = (line: string) => lines.push(line);
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("cash")]);
});
afterAll(() => c.t.close());

describe("notify and retention-offer commands", () => {
  test("notify reaches the player's list; a retention offer becomes theirs to take", async () => {
    lines = [];
    const db = c.t.testDb.db;
    const siteId = (await findSiteByCode(db, "cash"))?.id ?? 0;
    const gift = await insertPromotion(db, siteId);
    const offer = await insertPromotion(db, siteId, { audience: "targeted", type: "retention" });
    const player = await c.player();
    await notifyCommand(db, out, "cash", player.id, {
      title: "Hi",
      body: "Service message",
      marketing: false,
    });
    await notifyCommand(db, out, "cash", player.id, {
      title: "Gift",
      body: "For you",
      promotion: gift.slug,
      marketing: false,
    });
    await retentionOfferCommand(db, out, "cash", player.id, offer.slug);
    expect(lines[0]).toMatch(/^Sent service notification/);
    expect(lines[1]).toMatch(/^Sent marketing notification/);
    expect(lines[2]).toContain(`/promotions/retention-offer/${offer.id}`);
    const list = await c.call("GET", "/api/user/notifications", { site: "cash", token: player.token });
    expect(list.json().data.total).toBe(3);
    const take = await c.call("POST", "/api/promotions/retention-offer", {
      site: "cash",
      token: player.token,
      body: { promotion_id: offer.id },
    });
    expect(take.statusCode).toBe(200);

    await expect(
      notifyCommand(db, out, "nope", player.id, { title: "a", body: "b", marketing: false }),
    ).rejects.toBeInstanceOf(OperatorError);
    await expect(
      notifyCommand(db, out, "cash", player.id, {
        title: "a",
        body: "b",
        promotion: "missing",
        marketing: false,
      }),
    ).rejects.toThrow("No promotion missing");
    await expect(retentionOfferCommand(db, out, "cash", player.id, gift.slug)).rejects.toThrow(
      "public promotion",
    );

    // A self-excluded player gets no marketing: the command says so and sends nothing.
    await db
      .update(users)
      .set({ playBlockedUntil: new Date(Date.now() + 86_400_000), playBlockKind: "self_exclusion" })
      .where(eq(users.id, player.id));
    await expect(retentionOfferCommand(db, out, "cash", player.id, offer.slug)).rejects.toThrow(
      "no marketing",
    );
    const after = await c.call("GET", "/api/user/notifications", { site: "cash", token: player.token });
    expect(after.json().data.total).toBe(3);
  });

  test("promotions expire reports what it forfeited", async () => {
    lines = [];
    await expireBonusesCommand(c.t.testDb.db, out);
    expect(lines).toEqual(["0 expired bonuses forfeited."]);
  });
});
