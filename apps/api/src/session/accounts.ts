import type { OAuthMethod } from "@platform/contracts";
import type { Database } from "../db/database.ts";
import { createNotifier } from "../notifier/create-notifier.ts";
import type { Notifier } from "../notifier/notifier.ts";
import { OtpService } from "../otp/otp-service.ts";
import { type AccountsEnv, loadAccountsEnv } from "../security/accounts-env.ts";
import { AttemptLimiter } from "../security/attempt-limiter.ts";
import { type Clock, systemClock } from "../security/clock.ts";
import { type Argon2Params, PasswordHasher } from "../security/password-hasher.ts";
import { resolveAuthSecret } from "../security/server-secret.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { AccountEvents } from "../users/account-events.ts";
import { GoogleOAuthProvider } from "./google-oauth.ts";
import type { OAuthProvider } from "./oauth-provider.ts";
import { OneTimeTokens } from "./one-time-tokens.ts";
import { SessionStore } from "./session-store.ts";
import { TrustedDevices } from "./trusted-devices.ts";

export type OAuthProviders = Partial<Record<OAuthMethod, OAuthProvider>>;

/** What buildApp callers may override; everything else comes from the environment. */
export interface AccountsOptions {
  env?: AccountsEnv;
  clock?: Clock;
  /** Cheaper argon2 for tests; production uses OWASP's parameters. */
  argon2?: Argon2Params;
  /** Replaces the transports chosen by NOTIFY_TRANSPORT (the dev outbox route is then off). */
  notifier?: Notifier;
  /** Replaces the providers configured by GOOGLE_CLIENT_ID/SECRET, e.g. a fake in tests. */
  oauthProviders?: OAuthProviders;
}

/** The services the session, user and OTP routes share. */
export interface Accounts {
  db: Database;
  sites: SiteResolver;
  clock: Clock;
  /** AUTH_SECRET (or one made for this process): each use derives its own key from it. */
  secret: string;
  hasher: PasswordHasher;
  limiter: AttemptLimiter;
  otp: OtpService;
  sessions: SessionStore;
  devices: TrustedDevices;
  tokens: OneTimeTokens;
  events: AccountEvents;
  notifier: Notifier;
  /** True when messages stay in the database: GET /api/dev/outbox is served only then. */
  outboxOnly: boolean;
  oauthProviders: OAuthProviders;
}

export async function createAccounts(
  db: Database,
  sites: SiteResolver,
  options: AccountsOptions,
): Promise<Accounts> {
  const env = options.env ?? loadAccountsEnv();
  const clock = options.clock ?? systemClock;
  const secret = resolveAuthSecret(env.AUTH_SECRET);
  const { notifier, outboxOnly } = options.notifier
    ? { notifier: options.notifier, outboxOnly: false }
    : createNotifier(db, env);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? new GoogleOAuthProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET)
      : undefined;
  return {
    db,
    sites,
    clock,
    secret,
    hasher: new PasswordHasher(options.argon2),
    limiter: new AttemptLimiter(db, clock),
    otp: new OtpService(db, secret, clock),
    sessions: new SessionStore(db, clock),
    devices: new TrustedDevices(db, clock),
    tokens: new OneTimeTokens(db, clock),
    events: new AccountEvents(db, clock),
    notifier,
    outboxOnly,
    oauthProviders: options.oauthProviders ?? (google ? { google } : {}),
  };
}
