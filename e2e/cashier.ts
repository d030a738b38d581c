import { expect, type Page } from "@playwright/test";
import { openPage } from "./outbox.ts";
import { PORT, siteUrl } from "./sites.ts";

const API = `http://127.0.0.1:${PORT}`;

async function api<T>(method: string, path: string, siteCode: string, token: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { "content-type": "application/json", "site-code": siteCode, authorization: `Bearer ${token}` },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: T; message: string } };
}

/** Funds a new player with one of the site's demo vouchers (each credits once per server run). */
export async function fundWithVoucher(siteCode: string, token: string, voucher: string): Promise<void> {
  const res = await api("POST", "/api/user/addVoucher", siteCode, token, { voucher });
  expect(res.status, res.body.message).toBe(200);
}

/**
 * Funds a new player with the site's demo promotion code (promo credit, once per player): unlike a
 * voucher it can fund every new player, so a retried journey funds its new player too.
 */
export async function fundWithPromotionCode(siteCode: string, token: string, code: string): Promise<void> {
  const res = await api("POST", "/api/user/add-promotion-code", siteCode, token, { promotion_code: code });
  expect(res.status, res.body.message).toBe(200);
}

/** Pays on the sandbox card provider's own hosted page (4242… succeeds, 4000…0002 is declined). */
export async function payByCard(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
  await page.locator("#card_number").fill(card);
  await page.locator("#card_expiry").fill("12/39");
  await page.locator("#card_cvc").fill("123");
  await page.locator("#card_holder").fill("New Player");
  await page.getByRole("button", { name: /^Pay / }).click();
}

/** A logged-in player deposits by the sandbox card through the site's deposit page, to success. */
export async function depositByCard(
  page: Page,
  site: { host: string; area: "/account" | "/users" },
  t: Record<string, string>,
  amount: string,
): Promise<void> {
  await openPage(page, siteUrl(site.host, `${site.area}/deposit`));
  await page.getByRole("radio", { name: /Visa/ }).check();
  await page.getByLabel(t["deposit.amount"]!, { exact: true }).fill(amount);
  await page.getByRole("button", { name: t["deposit.submit"]!, exact: true }).click();
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/success`), { timeout: 20_000 });
}

/** The site's sandbox payout method of a kind (the demo's bank or mobile money). */
export async function payoutGateway(siteCode: string, token: string, method: "bank" | "mobile_money") {
  const res = await api<{ id: number; code: string; method: string; name: string }[]>(
    "GET",
    "/api/user/gateways-withdraw",
    siteCode,
    token,
  );
  const gateway = res.body.data.find((item) => item.method === method && item.code.startsWith("sandbox-"));
  if (!gateway) throw new Error(`no ${method} payout method on ${siteCode}: is the sandbox adapter there?`);
  return gateway;
}

/** A withdrawal straight through the API, for journeys that need many movements. */
export async function withdrawByApi(
  siteCode: string,
  token: string,
  body: { amount: string; gateway_id: number; recipient: Record<string, string> },
): Promise<{ id: string; status: string }> {
  const res = await api<{ id: string; status: string }>("POST", "/api/user/withdraw", siteCode, token, body);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

/** A bank account number no sandbox refuses (those ending in 0000 fail). */
export function randomAccount(): string {
  return `${Math.floor(Math.random() * 9e9 + 1e9)}1`;
}
