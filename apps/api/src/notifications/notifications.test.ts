import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { notifications, promotionGrants, users } from "../db/schema.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "../test/cashier-fixtures.ts";
import { insertNotification, insertPromotion } from "../test/promotion-fixtures.ts";
import { sendNotification } from "./notification-store.ts";

let c: CashierTestApp;
let siteId: number;
beforeAll(async () => {
  c = await createCashierTestApp([
    cashierSite("notes"),
    cashierSite("other"),
    cashierSite("nopromo", { allow_promotion: false }),
  ]);
  const site = await findSiteByCode(c.t.testDb.db, "notes");
  if (!site) throw new Error("site missing");
  siteId = site.id;
});
afterAll(() => c.t.close());

const db = () => c.t.testDb.db;
const list = (token: string, query = "", site = "notes") =>
  c.call("GET", `/api/user/notifications${query}`, { site, token });
const accept = (token: string, notifyId: string, site = "notes") =>
  c.call("POST", "/api/user/accept-promotion", { site, token, body: { notify_id: notifyId } });

describe("the notification list", () => {
  test("newest first, 10 a page by default, with the unread count; page and per_page", async () => {
    const player = await c.player();
    const start = Date.now() - 3_600_000;
    for (let index = 0; index < 12; index += 1) {
      await insertNotification(db(), siteId, player.id, {
        title: `Note ${index}`,
        createdAt: new Date(start + index * 1000),
      });
    }
    const first = await list(player.token);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ page: 1, per_page: 10, total: 12, unread: 12 });
    expect(data.items).toHaveLength(10);
    expect(data.items[0]).toMatchObject({
      title: "Note 11",
      read_at: null,
      promotion: null,
      category: "service",
    });
    const second = (await list(player.token, "?page=2")).json().data;
    expect(second.items.map((item: { title: string }) => item.title)).toEqual(["Note 1", "Note 0"]);
    expect((await list(player.token, "?page=2&per_page=5")).json().data.items[0].title).toBe("Note 6");
  });

  test("bad paging and a missing or foreign token are refused in the envelope", async () => {
    const player = await c.player();
    for (const query of ["?page=0", "?page=abc", "?per_page=1000", "?per_page=-1"]) {
      const response = await list(player.token, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: "error" });
    }
    expect((await c.call("GET", "/api/user/notifications", { site: "notes" })).statusCode).toBe(401);
    const stranger = await c.player("other");
    expect((await list(stranger.token)).statusCode).toBe(401);
  });

  test("mark one read, then all; the unread count follows everywhere; another player's id is a 404", async () => {
    const player = await c.player();
    const a = await insertNotification(db(), siteId, player.id);
    await insertNotification(db(), siteId, player.id);
    await insertNotification(db(), siteId, player.id);
    const overview = await c.call("GET", "/api/user/overview", { site: "notes", token: player.token });
    expect(overview.json().data.unread_notifications).toBe(3);
    const read = await c.call("POST", "/api/user/notifications/read", {
      site: "notes",
      token: player.token,
      body: { notify_id: a },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ unread: 2 });

    const other = await c.player();
    const foreign = await c.call("POST", "/api/user/notifications/read", {
      site: "notes",
      token: other.token,
      body: { notify_id: await insertNotification(db(), siteId, player.id) },
    });
    expect(foreign.statusCode).toBe(404);
    const unread = await c.call("GET", "/api/user/notifications/unread", {
      site: "notes",
      token: player.token,
    });
    expect(unread.json().data).toEqual({ unread: 3 });

    const all = await c.call("POST", "/api/user/notifications/read-all", {
      site: "notes",
      token: player.token,
    });
    expect(all.json().data).toEqual({ unread: 0 });
    expect(
      (await list(player.token)).json().data.items.every((item: { read_at: string | null }) => item.read_at),
    ).toBe(true);
    const bad = await c.call("POST", "/api/user/notifications/read", {
      site: "notes",
      token: player.token,
      body: { notify_id: "1 or 1=1" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("accept-promotion", () => {
  test("grants the promotion once: promo credit, accepted state, read; a replay is 409", async () => {
    const promotion = await insertPromotion(db(), siteId);
    const player = await c.player();
    const id = await insertNotification(db(), siteId, player.id, { promotionId: promotion.id });
    const before = (await list(player.token)).json().data.items[0];
    expect(before.promotion).toMatchObject({
      slug: promotion.slug,
      state: "offered",
      title: `Title ${promotion.slug}`,
    });

    const first = await accept(player.token, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: "success",
      data: {
        amount: "100.00",
        credited_to: "promo",
        progress: { state: "active", wagered: "0.00", required: "300.00", percent: 0 },
        overview: { promo_credit: "100.00", funds_total: "0.00" },
      },
    });
    const again = await accept(player.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: "error",
      message: "You have already claimed this promotion.",
    });
    expect((await c.overview(player.token, "notes")).promo_credit).toBe("100.00");
    const after = (await list(player.token)).json().data.items[0];
    expect(after.promotion.state).toBe("accepted");
    expect(after.read_at).not.toBeNull();
  });

  test("50 parallel accepts grant once", async () => {
    const promotion = await insertPromotion(db(), siteId, { wageringMultiplier: 0 });
    const player = await c.player();
    const id = await insertNotification(db(), siteId, player.id, { promotionId: promotion.id });
    const responses = await Promise.all(Array.from({ length: 50 }, () => accept(player.token, id)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(49);
    expect((await c.overview(player.token, "notes")).promo_credit).toBe("100.00");
    const grants = await db().select().from(promotionGrants).where(eq(promotionGrants.userId, player.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]?.state).toBe("granted");
  });

  test("another player's notify_id is a 404 and changes nothing; so is a foreign site's token", async () => {
    const promotion = await insertPromotion(db(), siteId);
    const owner = await c.player();
    const id = await insertNotification(db(), siteId, owner.id, { promotionId: promotion.id });
    const thief = await c.player();
    const stolen = await accept(thief.token, id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ status: "error", message: "This notification does not exist." });
    const foreign = await c.player("other");
    expect((await accept(foreign.token, id)).statusCode).toBe(401);
    expect((await accept(foreign.token, id, "other")).statusCode).toBe(404);
    expect((await c.overview(thief.token, "notes")).promo_credit).toBe("0.00");
    expect(
      await db().select().from(promotionGrants).where(eq(promotionGrants.promotionId, promotion.id)),
    ).toEqual([]);
    const [row] = await db().select().from(notifications).where(eq(notifications.id, id));
    expect(row?.readAt).toBeNull();
    // The owner can still take it.
    expect((await accept(owner.token, id)).statusCode).toBe(200);
  });

  test("bad inputs: no promotion attached, not a uuid, missing body, promotions off", async () => {
    const player = await c.player();
    const plain = await insertNotification(db(), siteId, player.id);
    expect((await accept(player.token, plain)).json()).toMatchObject({
      status: "error",
      message: "This notification carries no promotion.",
    });
    expect((await accept(player.token, "not-a-uuid")).statusCode).toBe(400);
    const missing = await c.call("POST", "/api/user/accept-promotion", {
      site: "notes",
      token: player.token,
      body: {},
    });
    expect(missing.statusCode).toBe(400);

    const off = await findSiteByCode(db(), "nopromo");
    const offPlayer = await c.player("nopromo");
    const promotion = await insertPromotion(db(), off?.id ?? 0);
    const id = await insertNotification(db(), off?.id ?? 0, offPlayer.id, { promotionId: promotion.id });
    expect((await accept(offPlayer.token, id, "nopromo")).statusCode).toBe(403);
    expect((await c.overview(offPlayer.token, "nopromo")).promo_credit).toBe("0.00");
  });

  test("an ended promotion shows as expired and cannot be accepted", async () => {
    const promotion = await insertPromotion(db(), siteId, {
      endsAt: new Date(c.time.clock().getTime() - 1000),
    });
    const player = await c.player();
    const id = await insertNotification(db(), siteId, player.id, { promotionId: promotion.id });
    expect((await list(player.token)).json().data.items[0].promotion.state).toBe("expired");
    const response = await accept(player.token, id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("This promotion has ended.");
  });
});

describe("marketing and player protection", () => {
  test("a marketing notification is not sent during a time-out or self-exclusion; a service one is", async () => {
    const player = await c.player();
    const site = await findSiteByCode(db(), "notes");
    if (!site) throw new Error("site missing");
    const now = new Date();
    await db()
      .update(users)
      .set({ playBlockedUntil: new Date(now.getTime() + 86_400_000), playBlockKind: "self_exclusion" })
      .where(eq(users.id, player.id));
    const message = { title: "Offer", body: "Come back" };
    expect(
      await sendNotification(db(), site, player.id, { ...message, category: "marketing" }, now),
    ).toBeNull();
    const service = await sendNotification(db(), site, player.id, { ...message, category: "service" }, now);
    expect(service?.category).toBe("service");
    // Once it has ended, marketing reaches them again.
    const later = new Date(now.getTime() + 2 * 86_400_000);
    expect(
      await sendNotification(db(), site, player.id, { ...message, category: "marketing" }, later),
    ).not.toBeNull();
  });
});
