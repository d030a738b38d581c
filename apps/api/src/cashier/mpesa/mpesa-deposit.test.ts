import { describe, expect, test } from "vitest";
import { CHECKOUT, FakeDaraja, FIXTURE_TIME, fixture, testGateway, testPayment } from "./fake-daraja.ts";

const deposit = (overrides = {}) => testPayment("deposit", overrides);

describe("M-Pesa deposits (STK push)", () => {
  test("the push is the recorded request, Password and Nairobi timestamp included", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture("stk-push"));
    const started = await testGateway(fake).startDeposit(deposit());
    expect(started).toEqual({
      providerRef: CHECKOUT,
      next: { type: "wait", message: "Confirm the payment on your phone" },
    });
    fake.verify();
    expect(fake.seen[1]?.headers.get("authorization")).toBe("Bearer c9SQxWWhmdVRlyh0zh8gZDTkubVF");
    expect(fake.seen[1]?.headers.get("content-type")).toBe("application/json");
  });

  test("the token is cached, renewed once for concurrent requests, and again shortly before it expires", async () => {
    let now = FIXTURE_TIME.getTime();
    const query = fixture("stk-query-success");
    const fake = new FakeDaraja().script(fixture("oauth-token"), query, query, query);
    const adapter = testGateway(fake, () => new Date(now));
    const queried = deposit({ providerRef: CHECKOUT });
    await Promise.all([1, 2, 3].map(() => adapter.queryStatus(queried)));
    // Later queries carry a later Timestamp (and Password): their bodies are not the recorded one.
    const later = { ...query, request: { ...query.request, body: undefined } };
    now += 3_599_000 - 61_000;
    fake.script(later);
    await adapter.queryStatus(queried);
    now += 2_000;
    fake.script(fixture("oauth-token-renewed"), later);
    await adapter.queryStatus(queried);
    fake.verify();
    expect(fake.seen.map((request) => request.path.split("?")[0])).toEqual([
      "/oauth/v1/generate",
      ...Array<string>(4).fill("/mpesa/stkpushquery/v1/query"),
      "/oauth/v1/generate",
      "/mpesa/stkpushquery/v1/query",
    ]);
    expect(fake.seen.map((request) => request.headers.get("authorization")?.slice(0, 12))).toEqual([
      "Basic dGVzdC",
      ...Array<string>(4).fill("Bearer c9SQx"),
      "Basic dGVzdC",
      "Bearer AeX2k",
    ]);
  });

  test("a token Daraja no longer accepts is renewed once and the request repeated", async () => {
    const fake = new FakeDaraja().script(
      fixture("oauth-token"),
      fixture("invalid-access-token"),
      fixture("oauth-token-renewed"),
      fixture("stk-push"),
    );
    expect((await testGateway(fake).startDeposit(deposit())).providerRef).toBe(CHECKOUT);
    fake.verify();
    expect(fake.seen[3]?.headers.get("authorization")).toBe("Bearer AeX2kq0mZ7TbQv9LrW4sNd1pHy8J");
  });

  test.each([
    ["stk-push-invalid-amount", /HTTP 400 400\.002\.02 Bad Request - Invalid Amount/],
    ["stk-push-subscriber-locked", /HTTP 500 500\.001\.1001 Unable to lock subscriber/],
  ])("Daraja refusing the push (%s) throws, so the cashier fails the deposit", async (name, message) => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture(name));
    await expect(testGateway(fake).startDeposit(deposit())).rejects.toThrowError(message);
    fake.verify();
  });

  test("refused credentials throw without sending the push, and never show the secret", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-invalid-credentials"));
    const error = await testGateway(fake)
      .startDeposit(deposit())
      .catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/OAuth token failed: HTTP 400 400\.008\.01 Invalid Authentication passed/);
    expect(String(error)).not.toContain("test-consumer-secret");
    fake.verify();
  });

  test.each([
    [{ amount: 10_050n }, /whole shillings only: KES 100\.50 cannot be paid/],
    [{ currency: "UGX" }, /M-Pesa pays in KES, not UGX/],
    [{ phone: "243812345678" }, /Safaricom number/],
    [{ phone: null }, /Safaricom number/],
  ])("%o is refused before anything is sent", async (overrides, reason) => {
    const fake = new FakeDaraja();
    const started = await testGateway(fake).startDeposit(deposit(overrides));
    expect(started).toMatchObject({ next: { type: "none" }, outcome: { status: "failed" } });
    expect(started.outcome?.status === "failed" && started.outcome.reason).toMatch(reason);
    expect(fake.seen).toEqual([]);
  });
});
