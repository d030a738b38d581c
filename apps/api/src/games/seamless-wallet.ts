import type {
  WalletBalanceRequest,
  WalletBetRequest,
  WalletRollbackRequest,
  WalletWinRequest,
} from "@platform/contracts";
import type { Database } from "../db/database.ts";
import type { Accounts } from "../session/accounts.ts";
import type { Site } from "../sites/site-repository.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import type { Ledger } from "../wallet/ledger.ts";
import type { GamesOptions } from "./games-env.ts";
import { LaunchTokens } from "./launch-tokens.ts";
import { placeBet } from "./wallet-bet.ts";
import { assertMayStake, identifyStaker } from "./wallet-players.ts";
import { type RoundSettledHook, successReply, type WalletDeps, type WalletReply } from "./wallet-replies.ts";
import { rollBack } from "./wallet-rollback.ts";
import { payWin } from "./wallet-win.ts";

/**
 * The platform's side of the seamless wallet (docs/decisions/018-seamless-wallet.md): what the
 * aggregator may ask of a player's balance. Each call is one database transaction.
 */
export class SeamlessWallet {
  constructor(private readonly deps: WalletDeps) {}

  /** The balances, for a live token of a player who may play. */
  balance(site: Site, body: WalletBalanceRequest): Promise<WalletReply> {
    return this.deps.db.transaction(async (tx) => {
      const player = await identifyStaker(tx, this.deps.tokens, site, body.token);
      const now = this.deps.clock();
      await assertMayStake(tx, { tokens: this.deps.tokens, sessions: this.deps.sessions, now }, site, player);
      return successReply(tx, site, player.user.id, body.request_id);
    });
  }

  bet(site: Site, body: WalletBetRequest): Promise<WalletReply> {
    return placeBet(this.deps, site, body);
  }

  win(site: Site, body: WalletWinRequest): Promise<WalletReply> {
    return payWin(this.deps, site, body);
  }

  rollback(site: Site, body: WalletRollbackRequest): Promise<WalletReply> {
    return rollBack(this.deps, site, body);
  }
}

/** What the games routes share: the wallet, launch tokens, and where the aggregator is. */
export interface Games {
  db: Database;
  sites: SiteResolver;
  accounts: Accounts;
  wallet: SeamlessWallet;
  tokens: LaunchTokens;
  options: GamesOptions;
}

export function createGames(deps: {
  db: Database;
  sites: SiteResolver;
  ledger: Ledger;
  accounts: Accounts;
  options: GamesOptions;
  roundSettled?: RoundSettledHook;
}): Games {
  const { accounts } = deps;
  const tokens = new LaunchTokens(accounts.secret, accounts.clock);
  const wallet = new SeamlessWallet({
    db: deps.db,
    ledger: deps.ledger,
    clock: accounts.clock,
    sessions: accounts.sessions,
    tokens,
    ...(deps.roundSettled ? { roundSettled: deps.roundSettled } : {}),
  });
  const { walletKey, publicUrl } = deps.options;
  if (walletKey.length < 32) throw new Error("the games wallet key must be at least 32 characters");
  const options = { walletKey, ...(publicUrl ? { publicUrl: publicUrl.replace(/\/+$/, "") } : {}) };
  return { db: deps.db, sites: deps.sites, accounts, wallet, tokens, options };
}
