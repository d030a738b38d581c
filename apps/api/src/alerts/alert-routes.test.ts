import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { grantRole } from "../operator/roles.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "../test/cashier-fixtures.ts";
import { raiseAlert } from "./operator-alerts.ts";

/** GET /api/operator/alerts and resolve: the operator role only, its own site's alerts only. */
let c: CashierTestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("cash"), cashierSite("other")]);
  const { db } = c.t.testDb;
  for (const code of ["cash", "other"]) {
    const site = await findSiteByCode(db, code);
    if (!site) throw new Error(`no site ${code}`);
    await raiseAlert(db, {
      siteId: site.id,
      kind: "payout_mismatch",
      severity: "critical",
      summary: `alert of ${code}`,
      dedupeKey: `test:${code}`,
      at: new Date(),
    });
  }
  const rows = await db.query.operatorAlerts.findMany();
  for (const row of rows) ids[row.summary.replace("alert of ", "")] = row.id;
});
afterAll(() => c.t.close());

async function operator(site: string): Promise<string> {
  const { token, id } = await c.player(site);
  await grantRole(c.t.testDb.db, id, "operator", "test");
  return token;
}

describe("the operator alerts API", () => {
  test("a visitor gets 401, a player 403, a forged token 401", async () => {
    expect((await c.call("GET", "/api/operator/alerts", { site: "cash" })).statusCode).toBe(401);
    const { token } = await c.player();
    const player = await c.call("GET", "/api/operator/alerts", { site: "cash", token });
    expect(player.statusCode).toBe(403);
    expect(player.json()).toMatchObject({ status: "error", errors: [{ message: expect.any(String) }] });
    const resolve = await c.call("POST", `/api/operator/alerts/${ids.cash}/resolve`, { site: "cash", token });
    expect(resolve.statusCode).toBe(403);
    const forged = await c.call("GET", "/api/operator/alerts", { site: "cash", token: `${token}x` });
    expect(forged.statusCode).toBe(401);
  });

  test("an operator sees its own site's alerts only; another site's is a 404; resolve works once", async () => {
    const token = await operator("cash");
    // The token of one site is no session on another.
    expect((await c.call("GET", "/api/operator/alerts", { site: "other", token })).statusCode).toBe(401);
    const listed = await c.call("GET", "/api/operator/alerts", { site: "cash", token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((alert: { summary: string }) => alert.summary)).toEqual(["alert of cash"]);

    const foreign = await c.call("POST", `/api/operator/alerts/${ids.other}/resolve`, {
      site: "cash",
      token,
    });
    expect(foreign.statusCode).toBe(404);
    const first = await c.call("POST", `/api/operator/alerts/${ids.cash}/resolve`, { site: "cash", token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: ids.cash });
    expect(
      (await c.call("POST", `/api/operator/alerts/${ids.cash}/resolve`, { site: "cash", token })).statusCode,
    ).toBe(404);
    expect((await c.call("GET", "/api/operator/alerts", { site: "cash", token })).json().data).toEqual([]);
    const all = await c.call("GET", "/api/operator/alerts?status=all", { site: "cash", token });
    expect(all.json().data).toEqual([
      expect.objectContaining({ id: ids.cash, resolved_by: expect.any(String) }),
    ]);

    // The other site's alert was untouched and its own operator still sees it.
    const theirs = await operator("other");
    const other = await c.call("GET", "/api/operator/alerts", { site: "other", token: theirs });
    expect(other.json().data).toEqual([expect.objectContaining({ id: ids.other, resolved_at: null })]);
  });
});
