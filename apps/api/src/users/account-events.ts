import type { Database } from "../db/database.ts";
import { accountEvents } from "../db/schema.ts";
import type { ClientInfo } from "../security/client-info.ts";
import type { Clock } from "../security/clock.ts";

export type AccountEventKind =
  | "registered"
  | "login_succeeded"
  | "login_failed"
  | "login_refused_deactivated"
  | "logout"
  | "password_changed"
  | "password_reset"
  | "email_changed"
  | "phone_changed"
  | "deactivated"
  | "session_ended"
  | "sessions_ended"
  | "reauthenticated"
  | "autologin_token_issued"
  // Player protection (safer gambling).
  | "reality_check_changed"
  | "reality_check_continued"
  | "time_out_started"
  | "self_exclusion_started"
  | "login_refused_excluded";

/** Appends to the account's audit trail (time, IP, user agent): player protection requires it. */
export class AccountEvents {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async record(
    event: { siteId: number; userId: string | null; kind: AccountEventKind; identifier?: string },
    client: ClientInfo,
  ): Promise<void> {
    await this.db.insert(accountEvents).values({
      siteId: event.siteId,
      userId: event.userId,
      kind: event.kind,
      identifier: event.identifier ?? null,
      ip: client.ip,
      userAgent: client.userAgent,
      createdAt: this.clock(),
    });
  }
}
