import type { FastifyBaseLogger } from "fastify";
import type { AccountChange } from "../notifier/messages/catalog.ts";
import { messagesFor } from "../notifier/messages/index.ts";
import type { OutboundMessage } from "../notifier/notifier.ts";
import type { Accounts } from "../session/accounts.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "./user-view.ts";

/**
 * Tells the account's phone and email as they were BEFORE the change that a credential changed,
 * so an attacker who took over a session cannot quietly move the account to their own contacts.
 * Best effort: the change has happened; a failed notice is logged, not reported to the player.
 */
export async function notifyAccountChange(
  accounts: Pick<Accounts, "notifier" | "clock">,
  site: Site,
  before: UserRow,
  change: AccountChange,
  log: FastifyBaseLogger,
): Promise<void> {
  const time = new Intl.DateTimeFormat(before.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: site.settings.time_zone,
  }).format(accounts.clock());
  const message = messagesFor(before.locale).accountChanged({ site: site.settings.site, change, time });
  const common = { siteCode: site.siteCode, text: message.text, purpose: `${change}_changed_notice` };
  const notices: OutboundMessage[] = [];
  if (before.email) notices.push({ ...common, channel: "email", to: before.email, subject: message.subject });
  if (before.phone) notices.push({ ...common, channel: "sms", to: before.phone });
  await Promise.all(
    notices.map((notice) =>
      accounts.notifier
        .send(notice)
        .catch((error: unknown) => log.error({ err: error, change }, "account change notice failed")),
    ),
  );
}
