import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { retentionOffers, users } from "../db/schema.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "../test/cashier-fixtures.ts";
import { insertPromotion } from "../test/promotion-fixtures.ts";
import { createRetentionOffer, notifyPlayer } from "./operator-promotions.ts";

let c: CashierTestApp;
let siteId: number;
beforeAll(async () => {
  c = await createCashierTestApp([
    cashierSite("promo"),
    cashierSite("elsewhere"),
    cashierSite("off", { allow_promotion: false }),
  ]);
  siteId = (await findSiteByCode(c.t.testDb.db, "promo"))?.id ?? 0;
});
afterAll(() => c.t.close());

const db = () => c.t.testDb.db;
const claim = (token: string, slug: string, site = "promo") =>
  c.call("POST", `/api/promotions/${slug}/claim`, { site, token });
const takeOffer = (token: string, promotionId: string, site = "promo") =>
  c.call("POST", "/api/promotions/retention-offer", { site, token, body: { promotion_id: promotionId } });
const DAY = 86_400_000;

describe("the public promotions", () => {
  test("the list shows live public promotions in their order and language; targeted ones stay hidden", async () => {
    const first = await insertPromotion(db(), siteId, { position: 0 });
    await insertPromotion(db(), siteId, { position: 1, audience: "targeted", type: "retention" });
    await insertPromotion(db(), siteId, { position: 2, endsAt: new Date(c.time.clock().getTime() - DAY) });
    const response = await c.call("GET", "/api/promotions?locale=fr", { site: "promo" });
    expect(response.statusCode).toBe(200);
    const items = response.json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      slug: first.slug,
      title: `Titre ${first.slug}`,
      image: "/promotions/art/free-credit.svg",
      amount: "100.00",
      credited_to: "promo",
      wagering_multiplier: 3,
    });
  });

  test("the detail: 404 for an unknown or targeted slug, 400 for a malformed one, 403 where promotions are off", async () => {
    const promotion = await insertPromotion(db(), siteId);
    const targeted = await insertPromotion(db(), siteId, { audience: "targeted", type: "retention" });
    const visitor = await c.call("GET", `/api/promotions/${promotion.slug}`, { site: "promo" });
    expect(visitor.json().data).toMatchObject({
      slug: promotion.slug,
      body: ["Body"],
      terms: ["Terms"],
      player: null,
    });
    expect((await c.call("GET", "/api/promotions/nope", { site: "promo" })).statusCode).toBe(404);
    expect((await c.call("GET", `/api/promotions/${targeted.slug}`, { site: "promo" })).statusCode).toBe(404);
    expect((await c.call("GET", "/api/promotions/..%2Fetc", { site: "promo" })).statusCode).toBe(400);
    expect((await c.call("GET", `/api/promotions/${promotion.slug}`, { site: "elsewhere" })).statusCode).toBe(
      404,
    );
    expect((await c.call("GET", "/api/promotions", { site: "off" })).statusCode).toBe(403);
    const player = await c.player("off");
    expect((await claim(player.token, promotion.slug, "off")).statusCode).toBe(403);
  });
});

describe("claiming", () => {
  test("a player claims once; the detail shows their progress; 50 parallel claims grant once", async () => {
    const promotion = await insertPromotion(db(), siteId, { wageringMultiplier: 0 });
    const player = await c.player();
    const detail = await c.call("GET", `/api/promotions/${promotion.slug}`, {
      site: "promo",
      token: player.token,
    });
    expect(detail.json().data.player).toEqual({ state: "claimable", progress: null });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => claim(player.token, promotion.slug)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(49);
    expect((await c.overview(player.token)).promo_credit).toBe("100.00");
    const after = await c.call("GET", `/api/promotions/${promotion.slug}`, {
      site: "promo",
      token: player.token,
    });
    expect(after.json().data.player).toMatchObject({
      state: "claimed",
      progress: { state: "granted", percent: 100 },
    });
    // A stale token on the public page is a visitor, not an error.
    const stale = await c.call("GET", `/api/promotions/${promotion.slug}`, {
      site: "promo",
      token: "x".repeat(40),
    });
    expect(stale.json().data.player).toBeNull();
  });

  test("a cash promotion credits cash; no auth is 401; a foreign site's token is 401", async () => {
    const promotion = await insertPromotion(db(), siteId, {
      credit: "cash",
      wageringMultiplier: 0,
      amount: 2_500n,
    });
    expect(
      (await c.call("POST", `/api/promotions/${promotion.slug}/claim`, { site: "promo" })).statusCode,
    ).toBe(401);
    const foreign = await c.player("elsewhere");
    expect((await claim(foreign.token, promotion.slug)).statusCode).toBe(401);
    const player = await c.player();
    const response = await claim(player.token, promotion.slug);
    expect(response.json().data).toMatchObject({ amount: "25.00", credited_to: "cash" });
    expect((await c.overview(player.token)).funds_total).toBe("25.00");
  });

  test("new players only: an account older than 30 days is refused", async () => {
    const promotion = await insertPromotion(db(), siteId, { eligibility: "new_players" });
    const player = await c.player();
    const old = await c.player();
    await db()
      .update(users)
      .set({ createdAt: new Date(c.time.clock().getTime() - 31 * DAY) })
      .where(eq(users.id, old.id));
    const response = await claim(old.token, promotion.slug);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This promotion is for new players only.");
    expect((await c.overview(old.token)).promo_credit).toBe("0.00");
    expect((await claim(player.token, promotion.slug)).statusCode).toBe(200);
  });

  test("a deposit bonus needs a qualifying deposit and pays its percent up to the cap", async () => {
    const promotion = await insertPromotion(db(), siteId, {
      type: "deposit_bonus",
      amount: null,
      percent: 50,
      cap: 30_000n,
      minDeposit: 20_000n,
    });
    const player = await c.player();
    const none = await claim(player.token, promotion.slug);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Make a deposit of at least KSh 200.00 to claim this bonus.");
    await c.fund(player.token, "100.00");
    expect((await claim(player.token, promotion.slug)).statusCode).toBe(400);
    await c.fund(player.token, "1000.00");
    const response = await claim(player.token, promotion.slug);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ amount: "300.00", progress: { required: "900.00" } });
  });

  test("one bonus with wagering at a time", async () => {
    const a = await insertPromotion(db(), siteId);
    const b = await insertPromotion(db(), siteId);
    const player = await c.player();
    expect((await claim(player.token, a.slug)).statusCode).toBe(200);
    const second = await claim(player.token, b.slug);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("current bonus");
  });
});

describe("retention offers", () => {
  test("only the player it was offered to may see and take it, once; the operator's notify carries it", async () => {
    const site = await findSiteByCode(db(), "promo");
    if (!site) throw new Error("site missing");
    const promotion = await insertPromotion(db(), siteId, { audience: "targeted", type: "retention" });
    const player = await c.player();
    const { id } = (await c.call("GET", "/api/user/profile", { site: "promo", token: player.token })).json()
      .data;
    const offer = await createRetentionOffer(db(), site, id, promotion.slug, c.time.clock());
    expect(offer?.path).toBe(`/promotions/retention-offer/${promotion.id}`);

    const other = await c.player();
    const peek = await c.call("GET", `/api/promotions/retention-offer/${promotion.id}`, {
      site: "promo",
      token: other.token,
    });
    expect(peek.statusCode).toBe(404);
    expect((await takeOffer(other.token, promotion.id)).statusCode).toBe(404);
    expect((await c.overview(other.token)).promo_credit).toBe("0.00");

    const mine = await c.call("GET", `/api/promotions/retention-offer/${promotion.id}`, {
      site: "promo",
      token: player.token,
    });
    expect(mine.json().data).toMatchObject({
      id: promotion.id,
      accepted_at: null,
      promotion: { slug: promotion.slug },
    });
    const taken = await Promise.all(Array.from({ length: 50 }, () => takeOffer(player.token, promotion.id)));
    expect(taken.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect((await c.overview(player.token)).promo_credit).toBe("100.00");
    const [accepted] = await db()
      .select()
      .from(retentionOffers)
      .where(eq(retentionOffers.promotionId, promotion.id));
    expect(accepted?.acceptedAt).not.toBeNull();
    // The notification it came with now shows it accepted.
    const list = await c.call("GET", "/api/user/notifications", { site: "promo", token: player.token });
    expect(list.json().data.items[0].promotion.state).toBe("accepted");
  });

  test("a public promotion's id, a malformed id and another site's offer are all 404 or 400", async () => {
    const open = await insertPromotion(db(), siteId);
    const player = await c.player();
    expect((await takeOffer(player.token, open.id)).statusCode).toBe(404);
    expect((await takeOffer(player.token, "42")).statusCode).toBe(400);
    const foreign = await c.player("elsewhere");
    expect((await takeOffer(foreign.token, open.id, "elsewhere")).statusCode).toBe(404);
  });

  test("a public promotion cannot be made a retention offer; an unknown player or slug is refused", async () => {
    const site = await findSiteByCode(db(), "promo");
    if (!site) throw new Error("site missing");
    const open = await insertPromotion(db(), siteId);
    const player = await c.player();
    const { id } = (await c.call("GET", "/api/user/profile", { site: "promo", token: player.token })).json()
      .data;
    await expect(createRetentionOffer(db(), site, id, open.slug, c.time.clock())).rejects.toThrow(
      "public promotion",
    );
    await expect(
      createRetentionOffer(db(), site, "nobody@nowhere", open.slug, c.time.clock()),
    ).rejects.toThrow("No player");
    await expect(notifyPlayer(db(), site, id, { title: " ", body: "x" }, c.time.clock())).rejects.toThrow(
      "title and a body",
    );
  });
});
