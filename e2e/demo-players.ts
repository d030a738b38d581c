import type { Page } from "@playwright/test";
import { createPlayer, logIn, randomEmail, randomPhone } from "./outbox.ts";
import { siteUrl } from "./sites.ts";

/** How a player of each demo site logs in, and the free credit its promotion gives. */
export const DEMO_PLAYER_SITES = [
  {
    host: "localhost",
    siteCode: "drc-online",
    login: "phone" as const,
    callingCode: "243",
    otp: true,
    freeCredit: "FC 2,500",
  },
  {
    host: "base2.localhost",
    siteCode: "base2",
    login: "email" as const,
    callingCode: "254",
    otp: false,
    freeCredit: "KSh 200",
  },
  {
    host: "base3.localhost",
    siteCode: "base3",
    login: "phone" as const,
    callingCode: "256",
    otp: false,
    freeCredit: "USh 5,000",
  },
  {
    host: "base4.localhost",
    siteCode: "base4",
    login: "phone" as const,
    callingCode: "258",
    otp: false,
    freeCredit: "MT 100",
  },
];

export type DemoPlayerSite = (typeof DEMO_PLAYER_SITES)[number];

/** A new player of the site, logged in through its form. */
export async function newPlayer(page: Page, site: DemoPlayerSite, t: Record<string, string>): Promise<void> {
  const phone = randomPhone();
  const email = randomEmail();
  const contact =
    site.login === "email" ? { email } : { phone_number: phone, calling_code: site.callingCode };
  const { password } = await createPlayer(site.siteCode, contact, { otp: site.otp });
  await logIn(
    page,
    siteUrl(site.host, "/login"),
    t,
    site.login === "email" ? { email, password } : { phone, password },
  );
}
