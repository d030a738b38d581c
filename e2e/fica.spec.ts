import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomPhone } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

/*
 * The identity check (FICA) as a new player of Protea Bet walks it: that site requires FICA to
 * play, so every page outside /account sends the player to the my-fica tab until an operator
 * approves the documents (here through the operator API, with the site's seeded reviewer).
 */

const HOST = "protea.localhost";
const SITE = "protea";
const API = `http://127.0.0.1:${PORT}`;
const protea = (path: string) => siteUrl(HOST, path);
const FICA_TAB = protea("/account/settings?tab=my-fica");

type T = Record<string, string>;

async function files() {
  const photo = (background: string) =>
    sharp({ create: { width: 120, height: 90, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
  return {
    identity_document: { name: "id.jpg", mimeType: "image/jpeg", buffer: await photo("#336699") },
    proof_of_address: { name: "bill.pdf", mimeType: "application/pdf", buffer: pdf },
    selfie: { name: "me.jpg", mimeType: "image/jpeg", buffer: await photo("#aa7755") },
  };
}

async function newPlayer(page: Page, t: T): Promise<string> {
  const phone = randomPhone();
  const { password } = await createPlayer(SITE, { phone_number: phone, calling_code: "27" });
  await logIn(page, protea("/login"), t, { phone, password });
  return phone;
}

/** Chooses the three documents by their labels, uploads, then submits them for review. */
async function uploadAndSubmit(page: Page, t: T) {
  const chosen = await files();
  for (const [type, file] of Object.entries(chosen)) {
    await page.getByLabel(t[`fica.document.${type}`]!, { exact: true }).setInputFiles(file);
  }
  await page.getByRole("button", { name: t["fica.upload.submit"]!, exact: true }).click();
  await expect(page.getByText(t["fica.uploaded"]!).first()).toBeVisible();
  await expect(page.locator(".fica__documents li")).toHaveCount(3);
  await page.getByRole("button", { name: t["fica.submit"]!, exact: true }).click();
  await expect(page.getByTestId("fica-status")).toHaveText(t["fica.status.pending"]!);
}

async function operatorCall(path: string, body?: unknown) {
  const login = await fetch(`${API}/api/session/login-email`, {
    method: "POST",
    headers: { "content-type": "application/json", "site-code": SITE },
    body: JSON.stringify({ email: `operator@${SITE}.example`, password: "Play1234" }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await fetch(`${API}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${data.token}`,
      "site-code": SITE,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** The pending case of the player with this national phone number. */
async function pendingCaseOf(phone: string): Promise<string> {
  const list = (await operatorCall("/api/operator/fica/cases?status=pending&per_page=100")) as {
    data: { id: string; player: { phone_number: string | null } }[];
  };
  const found = list.data.find((item) => item.player.phone_number === phone);
  if (!found) throw new Error(`no pending case for ${phone}`);
  return found.id;
}

test("upload FICA documents → pending → an operator approves → the redirect stops", async ({ page }) => {
  test.slow();
  const t = await dictionary(SITE, "en");
  const phone = await newPlayer(page, t);

  await page.goto(protea("/games"));
  await expect(page).toHaveURL(FICA_TAB);
  await expect(page.getByTestId("fica-status")).toHaveText(t["fica.status.not_submitted"]!);
  await expect(page.getByText(t["account.fica.required"]!)).toBeVisible();

  await openPage(page, FICA_TAB);
  await uploadAndSubmit(page, t);
  // Still pending: every page outside /account still leads here.
  await page.goto(protea("/promotions"));
  await expect(page).toHaveURL(FICA_TAB);

  const id = await pendingCaseOf(phone);
  await operatorCall(`/api/operator/fica/cases/${id}/approve`, {});

  await page.goto(protea("/games"));
  await expect(page).toHaveURL(protea("/games"));
  await openPage(page, FICA_TAB);
  await expect(page.getByTestId("fica-status")).toHaveText(t["fica.status.approved"]!);
  await expect(page.getByLabel(t["fica.document.selfie"]!, { exact: true })).toHaveCount(0);
});

test("a rejected case shows the reason and the player uploads again", async ({ page }) => {
  test.slow();
  const t = await dictionary(SITE, "en");
  const phone = await newPlayer(page, t);
  await openPage(page, FICA_TAB);

  // A file that only claims to be a photo is refused, in the player's language.
  await page
    .getByLabel(t["fica.document.identity_document"]!, { exact: true })
    .setInputFiles({ name: "id.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
  await page.getByRole("button", { name: t["fica.upload.submit"]!, exact: true }).click();
  await expect(page.getByText(t["fica.error.type"]!).first()).toBeVisible();

  await uploadAndSubmit(page, t);
  const reason = "The proof of address is older than three months.";
  await operatorCall(`/api/operator/fica/cases/${await pendingCaseOf(phone)}/reject`, { reason });

  await openPage(page, FICA_TAB);
  await expect(page.getByTestId("fica-status")).toHaveText(t["fica.status.rejected"]!);
  await expect(page.getByTestId("fica-reason")).toContainText(reason);
  await page.goto(protea("/games"));
  await expect(page).toHaveURL(FICA_TAB);
  await openPage(page, FICA_TAB);
  await uploadAndSubmit(page, t);
  await expect(page.getByTestId("fica-reason")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts the documents and submits them", async ({ page }) => {
    const t = await dictionary(SITE, "en");
    const phone = randomPhone();
    const { password } = await createPlayer(SITE, { phone_number: phone, calling_code: "27" });
    await page.goto(protea("/login"));
    await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
    await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
    await page.getByRole("button", { name: t["auth.login.submit"]!, exact: true }).click();
    await page.goto(FICA_TAB);
    const chosen = await files();
    for (const [type, file] of Object.entries(chosen)) {
      await page.getByLabel(t[`fica.document.${type}`]!, { exact: true }).setInputFiles(file);
    }
    await page.getByRole("button", { name: t["fica.upload.submit"]!, exact: true }).click();
    await expect(page).toHaveURL(FICA_TAB);
    await expect(page.locator(".fica__documents li")).toHaveCount(3);
    await page.getByRole("button", { name: t["fica.submit"]!, exact: true }).click();
    await expect(page.getByTestId("fica-status")).toHaveText(t["fica.status.pending"]!);
    expect(await pendingCaseOf(phone)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
