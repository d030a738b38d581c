import type { Database } from "../db/database.ts";
import type { AccountsEnv } from "../security/accounts-env.ts";
import { ChannelNotifier, type Notifier } from "./notifier.ts";
import { OutboxTransport } from "./outbox-transport.ts";
import { SmsGatewayTransport } from "./sms-gateway-transport.ts";
import { SmtpTransport } from "./smtp-transport.ts";

type NotifyEnv = Pick<
  AccountsEnv,
  "NOTIFY_TRANSPORT" | "SMTP_URL" | "MAIL_FROM" | "SMS_GATEWAY_URL" | "SMS_API_KEY"
>;

/**
 * NOTIFY_TRANSPORT=outbox (default) keeps every message in the database and nothing leaves.
 * NOTIFY_TRANSPORT=smtp sends email by SMTP and SMS by the gateway when SMS_GATEWAY_URL is set,
 * else SMS still lands in the outbox.
 */
export function createNotifier(db: Database, env: NotifyEnv): { notifier: Notifier; outboxOnly: boolean } {
  const outbox = new OutboxTransport(db);
  if (env.NOTIFY_TRANSPORT === "outbox" || !env.SMTP_URL) {
    return { notifier: outbox, outboxOnly: true };
  }
  const sms = env.SMS_GATEWAY_URL ? new SmsGatewayTransport(env.SMS_GATEWAY_URL, env.SMS_API_KEY) : outbox;
  return {
    notifier: new ChannelNotifier({ email: new SmtpTransport(env.SMTP_URL, env.MAIL_FROM), sms }),
    outboxOnly: false,
  };
}
