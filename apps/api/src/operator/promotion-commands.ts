import type { Database } from "../db/database.ts";
import { HttpError } from "../http/http-error.ts";
import { forfeitExpiredBonuses } from "../promotions/bonus-settlement.ts";
import { createRetentionOffer, notifyPlayer } from "../promotions/operator-promotions.ts";
import { systemClock } from "../security/clock.ts";
import { findSiteByCode, type Site } from "../sites/site-repository.ts";
import { Ledger } from "../wallet/ledger.ts";
import { OperatorError, type Out } from "./operator-commands.ts";

async function siteOf(db: Database, siteCode: string): Promise<Site> {
  const site = await findSiteByCode(db, siteCode);
  if (!site) throw new OperatorError(`No site ${siteCode}.`);
  return site;
}

/** The promotions code speaks HTTP; the operator reads its message. */
async function asOperator<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw new OperatorError(error.message);
    throw error;
  }
}

/** `notify <site> <login> --title … --body … [--promotion <slug>] [--marketing]`. */
export async function notifyCommand(
  db: Database,
  out: Out,
  siteCode: string,
  login: string,
  options: {
    title?: string | undefined;
    body?: string | undefined;
    promotion?: string | undefined;
    marketing: boolean;
  },
): Promise<void> {
  const site = await siteOf(db, siteCode);
  const sent = await asOperator(() =>
    notifyPlayer(
      db,
      site,
      login,
      {
        title: options.title ?? "",
        body: options.body ?? "",
        promotionSlug: options.promotion,
        marketing: options.marketing,
      },
      systemClock(),
    ),
  );
  if (!sent) throw new OperatorError(`Not sent: ${login} is on a time-out or self-excluded (no marketing).`);
  out(`Sent ${sent.category} notification ${sent.id} to ${login}.`);
}

/** `retention-offer <site> <login> <promotion slug>`: the offer and the notification carrying it. */
export async function retentionOfferCommand(
  db: Database,
  out: Out,
  siteCode: string,
  login: string,
  slug: string,
): Promise<void> {
  const site = await siteOf(db, siteCode);
  const offer = await asOperator(() => createRetentionOffer(db, site, login, slug, systemClock()));
  if (!offer)
    throw new OperatorError(`Not offered: ${login} is on a time-out or self-excluded (no marketing).`);
  out(`Offered ${slug} to ${login}: ${site.origin}${offer.path} (notification ${offer.notification.id}).`);
}

/** `promotions expire`: forfeits every bonus past its expiry (players' reads and bets do it lazily too). */
export async function expireBonusesCommand(db: Database, out: Out): Promise<void> {
  const forfeited = await forfeitExpiredBonuses(new Ledger(db), systemClock());
  out(`${forfeited} expired bonus${forfeited === 1 ? "" : "es"} forfeited.`);
}
