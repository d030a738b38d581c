import { expect } from "@playwright/test";
import { PORT } from "./sites.ts";

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

/** The calendar day in a time zone, as the history date filters take it (YYYY-MM-DD). */
export function dayIn(timeZone: string, offsetDays = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}
