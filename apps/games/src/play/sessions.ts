import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { WalletErrorCode } from "@platform/contracts";
import { eq } from "drizzle-orm";
import type { Catalogue, OfferedGame } from "../catalogue/catalogue.ts";
import type { GamesDatabase } from "../db/database.ts";
import { gameSessions } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";
import type { Operator, Operators } from "../operators/operators.ts";
import type { Clock } from "../shared/clock.ts";
import type { WalletClient, WalletOutcome } from "../wallet/wallet-client.ts";
import type { SlotEngine } from "./engine.ts";
import { activeSeedPair, type SeedOwner, type SeedPair } from "./seed-pairs.ts";

export type GameSessionRow = typeof gameSessions.$inferSelect;

/** A visitor's play money: this many of the game's smallest stakes. */
export const FUN_STAKES = 1_000;
const REAL_SESSION_MS = 12 * 60 * 60_000;
const FUN_SESSION_MS = 24 * 60 * 60_000;

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** The seed pair a session plays: the player's for the game, or the fun session's own. */
export function seedOwner(session: GameSessionRow): SeedOwner {
  return {
    operatorId: session.operatorId,
    ownerKey: session.mode === "real" ? `player:${session.playerId}` : `fun:${session.id}`,
    gameSlug: session.gameSlug,
  };
}

/** A wallet refusal as the player API answers it. */
export function walletRefusal(outcome: Exclude<WalletOutcome, { kind: "ok" }>): GamesError {
  if (outcome.kind === "lost") {
    return new GamesError(503, "RS_ERROR_WALLET_UNAVAILABLE", "The wallet did not answer. Please try again.");
  }
  const byCode: Partial<Record<WalletErrorCode, [number, string]>> = {
    RS_ERROR_NOT_ENOUGH_MONEY: [402, "Not enough money for this stake."],
    RS_ERROR_INVALID_TOKEN: [401, "Your game session has ended. Please reload the game."],
    RS_ERROR_TOKEN_EXPIRED: [401, "Your game session has expired. Please reload the game."],
    RS_ERROR_USER_DISABLED: [403, "Your account may not play at the moment."],
    RS_ERROR_WRONG_CURRENCY: [409, "This game is not available in your account's currency."],
    RS_ERROR_INVALID_GAME: [403, "This game is not available on this site."],
    RS_ERROR_LIMIT_EXCEEDED: [422, "This stake is more than one bet may be."],
  };
  const [status, message] = byCode[outcome.code] ?? [502, "The wallet refused the request."];
  return new GamesError(status, outcome.code, message, outcome.balance);
}

/** A session as its player's request reached it: the launch token is the request's, never stored. */
export interface AuthorizedSession {
  session: GameSessionRow;
  /** Real play: the launch token the request carried (its hash matched); null in fun play. */
  token: string | null;
}

export interface OpenedSession {
  session: GameSessionRow;
  game: OfferedGame;
  balance: number;
  seeds: SeedPair;
}

/** Opening game sessions and finding them again for the player who opened them. */
export class Sessions {
  constructor(
    private readonly db: GamesDatabase,
    private readonly operators: Operators,
    private readonly catalogue: Catalogue,
    private readonly engine: SlotEngine,
    private readonly wallet: WalletClient,
    private readonly clock: Clock,
  ) {}

  /** A game the operator offers and this aggregator can run. */
  async playableGame(operator: Operator, slug: string): Promise<OfferedGame> {
    const game = await this.catalogue.game(operator.id, slug);
    if (!game?.playable || !this.engine.games.has(slug) || game.bets.length === 0) {
      throw new GamesError(404, "RS_ERROR_GAME_NOT_FOUND", "This game is not offered here.");
    }
    return game;
  }

  /**
   * Real play (a launch token): the platform's wallet names the player and their balance. Fun play
   * (no token): play money kept here; the platform is not asked anything.
   */
  async open(request: { operator: string; game: string; token: string | null }): Promise<OpenedSession> {
    const operator = await this.operators.require(request.operator);
    const game = await this.playableGame(operator, request.game);
    const now = this.clock();
    const id = randomBytes(32).toString("base64url");
    const common = {
      id,
      operatorId: operator.id,
      gameSlug: game.slug,
      currency: operator.currency,
      createdAt: now,
    };

    let row: typeof gameSessions.$inferInsert;
    let balance: number;
    if (request.token) {
      const outcome = await this.wallet.call(await this.operators.walletTarget(operator.id), "balance", {
        token: request.token,
        game: game.slug,
      });
      if (outcome.kind !== "ok") throw walletRefusal(outcome);
      if (outcome.answer.currency !== operator.currency) {
        throw walletRefusal({ kind: "refused", code: "RS_ERROR_WRONG_CURRENCY", message: "", status: 409 });
      }
      balance = outcome.answer.balance;
      row = {
        ...common,
        mode: "real",
        playerId: outcome.answer.user_id,
        tokenHash: sha256(request.token).toString("hex"),
        expiresAt: new Date(now.getTime() + REAL_SESSION_MS),
      };
    } else {
      balance = FUN_STAKES * (game.bets[0] ?? 0);
      row = {
        ...common,
        mode: "fun",
        funBalance: BigInt(balance),
        expiresAt: new Date(now.getTime() + FUN_SESSION_MS),
      };
    }
    const [session] = await this.db.insert(gameSessions).values(row).returning();
    const seeds = await activeSeedPair(this.db, seedOwner(session!), now);
    return { session: session!, game, balance, seeds };
  }

  /**
   * The session, for its player only. A real session answers only to the launch token it was
   * opened with (`Authorization: Bearer <token>`): its id travels in URLs and logs, the token not.
   * Only the token's SHA-256 is stored; the request's token serves that request's wallet calls.
   */
  async authorize(id: string, authorization: string | undefined): Promise<AuthorizedSession> {
    return this.check(await this.find(id), authorization);
  }

  /** The session's row as stored, or null (authorize's read, for a caller that keeps rows). */
  async find(id: string): Promise<GameSessionRow | null> {
    const [session] = await this.db.select().from(gameSessions).where(eq(gameSessions.id, id));
    return session ?? null;
  }

  /** authorize's checks (owner's token, expiry) on a row already read, against the clock now. */
  check(session: GameSessionRow | null, authorization: string | undefined): AuthorizedSession {
    if (!session)
      throw new GamesError(404, "RS_ERROR_SESSION_NOT_FOUND", "This game session does not exist.");
    let token: string | null = null;
    if (session.mode === "real") {
      token = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? null;
      if (!token) throw new GamesError(401, "RS_ERROR_UNAUTHORIZED", "Please send the launch token.");
      const expected = Buffer.from(session.tokenHash ?? "", "hex");
      const given = sha256(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new GamesError(403, "RS_ERROR_FORBIDDEN", "This game session belongs to another player.");
      }
    }
    if (session.expiresAt.getTime() <= this.clock().getTime()) {
      throw new GamesError(
        401,
        "RS_ERROR_SESSION_EXPIRED",
        "Your game session has expired. Please reload the game.",
      );
    }
    return { session, token };
  }
}
