import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ficaReviews, users } from "../db/schema.ts";
import { createFicaTestApp, type FicaTestApp, ficaSite, jpeg, png } from "../test/fica-fixtures.ts";

let f: FicaTestApp;
beforeAll(async () => {
  f = await createFicaTestApp([
    ficaSite("kyc", { show_menu_fica: true, required_fica_to_play: true, allow_withdrawal: true }),
    ficaSite("elsewhere", { show_menu_fica: true }),
  ]);
});
afterAll(() => f.t.close());

const cases = (token: string, site = "kyc", query = "") =>
  f.call("GET", `/api/operator/fica/cases${query}`, { site, token });
const approve = (token: string, id: string, site = "kyc") =>
  f.call("POST", `/api/operator/fica/cases/${id}/approve`, { site, token });
const reject = (token: string, id: string, reason: string, site = "kyc") =>
  f.call("POST", `/api/operator/fica/cases/${id}/reject`, { site, token, body: { reason } });
const status = async (token: string) =>
  (await f.call("GET", "/api/fica/info", { site: "kyc", token })).json().data;

describe("operator FICA review", () => {
  test("a visitor gets 401 and a player's token 403 on every operator call", async () => {
    const { token } = await f.player("kyc");
    const id = await f.submitAll("kyc", token);
    const calls = [
      () => cases(token),
      () => f.call("GET", `/api/operator/fica/cases/${id}`, { site: "kyc", token }),
      () => f.call("GET", `/api/operator/fica/cases/${id}/documents/selfie`, { site: "kyc", token }),
      () => approve(token, id),
      () => reject(token, id, "Blurred photo"),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await f.call("GET", "/api/operator/fica/cases", { site: "kyc" })).statusCode).toBe(401);
    expect((await status(token)).status).toBe("pending");
  });

  test("the reviewer lists pending cases, opens one and streams its documents", async () => {
    const { token, id: playerId } = await f.player("kyc");
    const id = await f.submitAll("kyc", token);
    const operator = await f.operator("kyc");
    const list = (await cases(operator, "kyc", "?status=pending")).json().data;
    expect(list.data.find((item: { id: string }) => item.id === id)).toMatchObject({
      status: "pending",
      player: { id: playerId },
    });
    const detail = await f.call("GET", `/api/operator/fica/cases/${id}`, { site: "kyc", token: operator });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.documents).toHaveLength(3);
    expect(detail.json().data.reviews).toEqual([]);

    const selfie = await f.call("GET", `/api/operator/fica/cases/${id}/documents/selfie`, {
      site: "kyc",
      token: operator,
    });
    expect(selfie.statusCode).toBe(200);
    expect(selfie.headers["content-type"]).toBe("image/png");
    expect(selfie.headers["cache-control"]).toBe("private, no-store");
    expect(selfie.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(selfie.headers["x-content-type-options"]).toBe("nosniff");
    expect(selfie.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    const unknown = await f.call("GET", `/api/operator/fica/cases/${id}/documents/passport`, {
      site: "kyc",
      token: operator,
    });
    expect(unknown.statusCode).toBe(400);
  });

  test("approval sets the player's approved_fica_status, is recorded with who and when, and happens once", async () => {
    const { token, id: playerId } = await f.player("kyc");
    const id = await f.submitAll("kyc", token);
    const operator = await f.operator("kyc");
    const first = await approve(operator, id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: "approved", decided_by: "operator@kyc.test" });
    expect(first.json().data.reviews).toEqual([
      { decision: "approved", reason: null, reviewer: "operator@kyc.test", decided_at: expect.any(String) },
    ]);
    const second = await approve(operator, id);
    expect(second.statusCode).toBe(409);
    expect((await reject(operator, id, "Changed my mind")).statusCode).toBe(409);

    expect(await status(token)).toMatchObject({ status: "approved", can_upload: false });
    const profile = await f.call("GET", "/api/user/profile", { site: "kyc", token });
    expect(profile.json().data.approved_fica_status).toBe(true);
    const [row] = await f.t.testDb.db.select().from(users).where(eq(users.id, playerId));
    expect(row?.approvedFicaStatus).toBe(true);
    // Verified: nothing more to upload.
    expect(
      (await f.upload("kyc", token, [{ name: "selfie", filename: "a.png", data: await png() }])).statusCode,
    ).toBe(409);
  });

  test("a rejection shows its reason; the player uploads again and resubmits", async () => {
    const { token } = await f.player("kyc");
    const id = await f.submitAll("kyc", token);
    const operator = await f.operator("kyc");
    expect((await reject(operator, id, "x")).statusCode).toBe(400);
    const rejected = await reject(operator, id, "The proof of address is older than three months.");
    expect(rejected.statusCode).toBe(200);
    expect(await status(token)).toMatchObject({
      status: "rejected",
      reason: "The proof of address is older than three months.",
      can_upload: true,
      can_submit: false,
      documents: [],
    });
    const second = await f.submitAll("kyc", token);
    expect(second).not.toBe(id);
    expect(await status(token)).toMatchObject({ status: "pending", reason: null });
    expect((await approve(operator, second)).statusCode).toBe(200);
    expect((await status(token)).status).toBe("approved");
  });

  test("another site's operator cannot see or decide the case (404), nor use their token here (401)", async () => {
    const { token } = await f.player("kyc");
    const id = await f.submitAll("kyc", token);
    const foreign = await f.operator("elsewhere");
    const own = (await cases(foreign, "elsewhere")).json().data.data as { id: string }[];
    expect(own.some((item) => item.id === id)).toBe(false);
    expect(
      (await f.call("GET", `/api/operator/fica/cases/${id}`, { site: "elsewhere", token: foreign }))
        .statusCode,
    ).toBe(404);
    expect((await approve(foreign, id, "elsewhere")).statusCode).toBe(404);
    expect(
      (
        await f.call("GET", `/api/operator/fica/cases/${id}/documents/selfie`, {
          site: "elsewhere",
          token: foreign,
        })
      ).statusCode,
    ).toBe(404);
    // The token belongs to its own site: sent with this site's code it opens nothing.
    expect((await approve(foreign, id, "kyc")).statusCode).toBe(401);
    expect((await approve(foreign, "not-a-uuid", "elsewhere")).statusCode).toBe(404);
    expect((await status(token)).status).toBe("pending");
  });

  test("another player's case is nothing to a player: their own info never shows it", async () => {
    const owner = await f.player("kyc");
    await f.submitAll("kyc", owner.token);
    const other = await f.player("kyc");
    expect(await status(other.token)).toMatchObject({ status: "not_submitted", documents: [] });
  });

  test("50 parallel approvals and rejections of one case: exactly one decision wins", async () => {
    const { token, id: playerId } = await f.player("kyc");
    const id = await f.submitAll("kyc", token);
    const operator = await f.operator("kyc");
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? approve(operator, id) : reject(operator, id, "Unreadable ID"),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const reviews = await f.t.testDb.db.select().from(ficaReviews).where(eq(ficaReviews.caseId, id));
    expect(reviews).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 200)?.json().data.status;
    const [player] = await f.t.testDb.db.select().from(users).where(eq(users.id, playerId));
    expect(player?.approvedFicaStatus).toBe(winner === "approved");
  });

  test("withdrawals wait for approval where the site requires FICA", async () => {
    const { token } = await f.player("kyc");
    const before = await f.call("POST", "/api/user/withdraw", {
      site: "kyc",
      token,
      body: {
        amount: "10",
        gateway_id: 1,
        recipient: { method: "bank", bank_code: "X", account_number: "12345678", account_name: "Ama Otieno" },
      },
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toMatch(/FICA/);
    // A re-encoded upload still works for a player who is refused a withdrawal.
    expect(
      (await f.upload("kyc", token, [{ name: "selfie", filename: "a.jpg", data: await jpeg() }])).statusCode,
    ).toBe(200);
  });
});
