import type { Database } from "../db/database.ts";
import { outboxMessages } from "../db/schema.ts";
import type { Notifier, OutboundMessage } from "./notifier.ts";

/** Keeps messages in `outbox_messages` instead of sending them: development and tests. */
export class OutboxTransport implements Notifier {
  constructor(private readonly db: Database) {}

  async send(message: OutboundMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      siteCode: message.siteCode,
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      text: message.text,
      purpose: message.purpose,
    });
  }
}
