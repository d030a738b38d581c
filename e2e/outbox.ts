import { expect, type Page } from "@playwright/test";
import { PORT } from "./sites.ts";

const API = `http://127.0.0.1:${PORT}`;

interface OutboxMessage {
  to: string;
  channel: "sms" | "email";
  text: string;
  created_at: string;
}

/** A fresh national number per run (the sites keep accounts between tests on one server). */
export function randomPhone(): string {
  return `7${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

export function randomEmail(): string {
  return `player-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A password that fits the default rule of spec §5 (4 to 8 letters and digits). */
export function randomPassword(): string {
  return `Pw${Math.floor(Math.random() * 90_000 + 10_000)}`;
}

async function messagesTo(to: string, siteCode: string): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ to, limit: "5" });
  const res = await fetch(`${API}/api/dev/outbox?${query}`, { headers: { "site-code": siteCode } });
  const body = (await res.json()) as { data: OutboxMessage[] };
  return body.data;
}

/** The newest message to an address, waiting for it to arrive; `count` asks for the n-th one. */
export async function latestMessage(to: string, siteCode: string, count = 1): Promise<OutboxMessage> {
  let found: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      found = await messagesTo(to, siteCode);
      return found.length;
    })
    .toBeGreaterThanOrEqual(count);
  return found[0]!;
}

/** The code in the newest message: the first run of 4 to 8 digits that follows "code". */
export async function latestCode(to: string, siteCode: string, count = 1): Promise<string> {
  const { text } = await latestMessage(to, siteCode, count);
  const code = /code[^\d]*?(\d{4,8})\b/i.exec(text)?.[1] ?? /\b(\d{4,8})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in message: ${text}`);
  return code;
}

/** The path and query of the link in the newest message (reset and confirmation links). */
export async function latestLink(to: string, siteCode: string): Promise<string> {
  const { text } = await latestMessage(to, siteCode);
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in message: ${text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * A player created straight through the API, for journeys that start from an existing account.
 * `contact` is the phone or email fields the site asks for; on a site that proves the phone at
 * registration (`otp`), the code is asked for and read from the demo outbox as a player would.
 */
export async function createPlayer(
  siteCode: string,
  contact: { phone_number: string; calling_code: string } | { email: string },
  options: { otp?: boolean } = {},
): Promise<{ password: string; token: string }> {
  const password = randomPassword();
  const post = (path: string, body: unknown) =>
    fetch(`${API}${path}?locale=en`, {
      method: "POST",
      headers: { "content-type": "application/json", "site-code": siteCode },
      body: JSON.stringify(body),
    });
  let otp: string | undefined;
  if (options.otp && "phone_number" in contact) {
    const sent = await post("/api/otp/send-otp", { purpose: "register", ...contact });
    if (!sent.ok) throw new Error(`send-otp failed: ${sent.status} ${await sent.text()}`);
    otp = await latestCode(`${contact.calling_code}${contact.phone_number}`, siteCode);
  }
  const res = await post("/api/session/register", {
    ...contact,
    ...(otp ? { otp } : {}),
    password,
    confirm_password: password,
    age_confirmed: true,
    terms_accepted: true,
  });
  const body = (await res.json()) as { data?: { token: string }; message?: string };
  if (!res.ok || !body.data) throw new Error(`register failed: ${res.status} ${body.message}`);
  return { password, token: body.data.token };
}

/** Opens a page and waits for hydration, so client-side handlers are in place before clicks. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Logs in through the /login form of a phone or email site, landing logged in. */
export async function logIn(
  page: Page,
  url: string,
  t: Record<string, string>,
  login: { phone?: string; email?: string; password: string },
  /** How long the logged-in header may take (a long journey on a busy machine gives it more). */
  options: { timeout?: number } = {},
): Promise<void> {
  await openPage(page, url);
  if (login.phone) await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(login.phone);
  if (login.email) await page.getByLabel(t["auth.field.email"]!, { exact: true }).fill(login.email);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(login.password);
  await page.getByRole("button", { name: t["auth.login.submit"]!, exact: true }).click();
  await expect(page.locator(".account-menu")).toBeVisible(options);
}

/** Logs out through the header's account menu. */
export async function logOut(page: Page, t: Record<string, string>): Promise<void> {
  await page.locator(".account-menu summary").click();
  await page.getByRole("button", { name: t["header.logout"]!, exact: true }).click();
  await expect(page.getByRole("link", { name: t["header.login"]!, exact: true })).toBeVisible();
}
