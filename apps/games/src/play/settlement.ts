import type { WalletAnswer, WalletErrorCode } from "@platform/contracts";
import { and, eq, lte, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { type RoundState, rounds, type WalletCallProduct, walletCalls } from "../db/schema.ts";
import type { Operators } from "../operators/operators.ts";
import type { Clock } from "../shared/clock.ts";
import { type BatchRounds, type DeliveryVerdict, deliverBatch } from "../wallet/batch-delivery.ts";
import {
  type BetRequest,
  backoffMs,
  rollbackRequest,
  transactionId,
  type WalletCall,
  type WalletCallKind,
  winRequest,
} from "../wallet/wallet-calls.ts";
import type { WalletClient, WalletOutcome } from "../wallet/wallet-client.ts";

export type Round = typeof rounds.$inferSelect;

/** Test seams around the bet (the crash test kills the process at each). */
export interface SettlementHooks {
  /** The platform confirmed the bet; nothing is recorded here yet. */
  betConfirmed?(roundId: string): void | Promise<void>;
  /** The confirmation is recorded and the win queued, not sent yet. */
  betRecorded?(roundId: string): void | Promise<void>;
}

/**
 * How a product other than slots records the end of its rounds' wallet calls (crash: a crash bet),
 * where the slots' `rounds` are moved from paying or rolling back to their final state.
 */
export interface ProductRounds {
  /** Inside the transaction that records the call's verdict: acknowledged (`done`) or refused for good. */
  concluded(
    tx: GamesDatabase,
    call: WalletCall,
    verdict: "done" | "failed",
    outcome: WalletOutcome,
    now: Date,
  ): Promise<void>;
  /** Once that transaction committed (the product tells its player). */
  afterConcluded?(call: WalletCall, verdict: "done" | "failed"): void;
  /**
   * Its rounds may need calls after they closed (a sports bet resettled: its win reversed), so
   * their outbox rows keep the launch token (the platform settles with an expired one).
   */
  readonly keepsToken?: boolean;
}

export interface SettlementOptions {
  db: GamesDatabase;
  wallet: WalletClient;
  operators: Operators;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Attempts inside the player's request; what is left is the job's. */
  betAttempts?: number;
  settleAttempts?: number;
  /** Pauses between those attempts. */
  retryDelaysMs?: number[];
  /** While a sender works on a call the job leaves it alone this long. */
  leaseMs?: number;
  hooks?: SettlementHooks;
  /** The other products whose calls go through this outbox (wallet_calls.product). */
  products?: Partial<Record<Exclude<WalletCallProduct, "slots">, ProductRounds>>;
}

export type BetResult =
  | { kind: "confirmed"; round: Round; answer: WalletAnswer }
  | { kind: "refused"; round: Round; code: WalletErrorCode; message: string; balance?: number }
  /** No confirmation: the bet is being rolled back (or the job already decided so). */
  | { kind: "unconfirmed"; round: Round };

/** Answers that can never become an acknowledgement: the call is parked for an operator. */
const PERMANENT: ReadonlySet<WalletErrorCode> = new Set([
  "RS_ERROR_DUPLICATE_TRANSACTION",
  "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
  "RS_ERROR_ROUND_SETTLED",
  "RS_ERROR_TRANSACTION_ROLLED_BACK",
  "RS_ERROR_WRONG_TYPES",
  // The platform's limits (its decision 027): the same call is refused the same way every time.
  "RS_ERROR_INVALID_GAME",
  "RS_ERROR_WIN_LIMIT_EXCEEDED",
  "RS_ERROR_LIMIT_EXCEEDED",
]);

type Verdict = "done" | "retry" | "failed";

/** A bet is repeated only while its answer is lost (or names another body under its id). */
function betVerdict(outcome: WalletOutcome): Verdict {
  return outcome.kind === "ok" ||
    (outcome.kind === "refused" && outcome.code !== "RS_ERROR_DUPLICATE_TRANSACTION")
    ? "done"
    : "retry";
}

/** A win is delivered or retried; never dropped. */
function winVerdict(outcome: WalletOutcome): Verdict {
  if (outcome.kind === "ok") return "done";
  return outcome.kind === "refused" && PERMANENT.has(outcome.code) ? "failed" : "retry";
}

/**
 * A rollback is done when acknowledged, and also when the platform never had the bet (then the
 * rollback is what blocks a late bet, and nothing was taken).
 */
function rollbackVerdict(outcome: WalletOutcome): Verdict {
  if (outcome.kind === "ok") return "done";
  if (outcome.kind === "lost") return "retry";
  if (outcome.code === "RS_ERROR_TRANSACTION_DOES_NOT_EXIST") return "done";
  // Only a win's reversal takes money: the player no longer holds it, an operator decides.
  if (outcome.code === "RS_ERROR_NOT_ENOUGH_MONEY") return "failed";
  return PERMANENT.has(outcome.code) ? "failed" : "retry";
}

/**
 * A closed round sends nothing more, so its outbox rows stop keeping the player's launch token
 * (it rides there only so a win or rollback can still be delivered after a restart).
 */
async function forgetToken(tx: Pick<GamesDatabase, "update">, roundId: string): Promise<void> {
  await tx
    .update(walletCalls)
    .set({ request: sql`${walletCalls.request} - 'token'` })
    .where(eq(walletCalls.roundId, roundId));
}

/** What an attempt brought back, as the outbox keeps it for operators and reconciliation. */
function answerRecord(outcome: WalletOutcome): {
  lastError: string | null;
  answer: Record<string, unknown> | null;
} {
  return {
    lastError: outcome.kind === "ok" ? null : outcome.kind === "lost" ? outcome.reason : outcome.code,
    answer:
      outcome.kind === "ok" ? { ...outcome.answer } : outcome.kind === "refused" ? { ...outcome } : null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Moves a real-money round through the seamless wallet: bet → win, or bet → rollback. Every step
 * is a conditional state change of the round plus its outbox row in one transaction, so the
 * player's request and the reconciliation job can both push a round and never both decide it.
 */
export class Settlement {
  readonly #o: Required<Omit<SettlementOptions, "hooks" | "products">> & {
    hooks: SettlementHooks;
    products: SettlementOptions["products"] & object;
  };

  constructor(options: SettlementOptions) {
    this.#o = {
      betAttempts: 2,
      settleAttempts: 3,
      retryDelaysMs: [200, 600],
      leaseMs: 20_000,
      hooks: {},
      products: {},
      ...options,
    };
  }

  /** Sends the round's bet (already in the outbox) and records what came of it. */
  async placeBet(round: Round): Promise<BetResult> {
    const { call, outcome } = await this.sendBet(transactionId(round.id, "bet"));
    if (outcome.kind === "ok") {
      await this.#o.hooks.betConfirmed?.(round.id);
      const paying = await this.#confirmBet(round, call, outcome.answer);
      if (!paying) return { kind: "unconfirmed", round: await this.#round(round.id) };
      await this.#o.hooks.betRecorded?.(round.id);
      return { kind: "confirmed", round: paying, answer: outcome.answer };
    }
    if (outcome.kind === "refused" && outcome.code !== "RS_ERROR_DUPLICATE_TRANSACTION") {
      const refused = await this.#refuseBet(round, outcome.code, outcome);
      return {
        kind: "refused",
        round: refused ?? (await this.#round(round.id)),
        code: outcome.code,
        message: outcome.message,
        ...(outcome.balance === undefined ? {} : { balance: outcome.balance }),
      };
    }
    // A duplicate answer means a bet under this round's id exists with another body: undo it too.
    this.#o.log.warn({ round: round.id, outcome }, "bet not confirmed; rolling back");
    const rolling = await this.abandonBet(round.id, "bet not confirmed");
    return {
      kind: "unconfirmed",
      round: rolling ? await this.rollBack(rolling) : await this.#round(round.id),
    };
  }

  /**
   * Sends a bet already in the outbox, repeating a lost answer inside the request; the caller
   * records what came of it (a product's own bets: crash).
   */
  sendBet(transaction: string): Promise<{ call: WalletCall; outcome: WalletOutcome }> {
    return this.#sendRepeatedly(transaction, this.#o.betAttempts, betVerdict);
  }

  /**
   * Delivers a win or rollback already in the outbox, in the caller's time (a product's: crash);
   * what it cannot deliver the job keeps trying.
   */
  async deliver(transaction: string): Promise<"done" | "retry" | "failed"> {
    const kind = transaction.endsWith("-rollback") ? "rollback" : "win";
    const verdictOf = kind === "win" ? winVerdict : rollbackVerdict;
    const { call, outcome } = await this.#sendRepeatedly(transaction, this.#o.settleAttempts, verdictOf);
    const verdict = verdictOf(outcome);
    await this.#conclude(call, outcome, verdict);
    return verdict;
  }

  /**
   * Delivers many wins and rollbacks already in the outbox at once (wallet/batch-delivery.ts): one
   * lease, the sends side by side, a product's plain acknowledgements recorded in one transaction;
   * the rest as deliver() records them, a lost answer left to the job as deliverDue leaves it.
   * Answers each call's verdict.
   */
  deliverMany(transactions: string[]): Promise<Map<string, DeliveryVerdict>> {
    return deliverBatch(
      {
        db: this.#o.db,
        wallet: this.#o.wallet,
        target: (operatorId) => this.#o.operators.walletTarget(operatorId),
        clock: this.#o.clock,
        leaseMs: this.#o.leaseMs,
        verdictOf: (call, outcome) => (call.kind === "win" ? winVerdict(outcome) : rollbackVerdict(outcome)),
        roundsOf: (call) => {
          const product = call.product === "slots" ? undefined : this.#o.products[call.product];
          // Only a product that keeps its rounds' tokens: the one-call path forgets the others'.
          return product && "concludedMany" in product && product.keepsToken
            ? (product as BatchRounds)
            : null;
        },
        conclude: (call, outcome, verdict) => this.#conclude(call, outcome, verdict),
      },
      transactions,
    );
  }

  /** Delivers the round's win inside the request; if it cannot, the job keeps trying. */
  async payWin(round: Round): Promise<Round> {
    const { call, outcome } = await this.#sendRepeatedly(
      transactionId(round.id, "win"),
      this.#o.settleAttempts,
      winVerdict,
    );
    return (await this.#conclude(call, outcome, winVerdict(outcome))) ?? round;
  }

  async rollBack(round: Round): Promise<Round> {
    const { call, outcome } = await this.#sendRepeatedly(
      transactionId(round.id, "rollback"),
      this.#o.settleAttempts,
      rollbackVerdict,
    );
    return (await this.#conclude(call, outcome, rollbackVerdict(outcome))) ?? round;
  }

  /** The job's turn at a due win or rollback: one attempt if nobody else is at it. */
  async deliverDue(transaction: string): Promise<"done" | "retry" | "failed" | "busy"> {
    const now = this.#o.clock();
    const [call] = await this.#o.db
      .update(walletCalls)
      .set({
        attempts: sql`${walletCalls.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + this.#o.leaseMs),
        updatedAt: now,
      })
      .where(
        and(
          eq(walletCalls.transactionId, transaction),
          eq(walletCalls.status, "pending"),
          lte(walletCalls.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!call || call.kind === "bet") return "busy";
    const outcome = await this.#send(call);
    const verdict = call.kind === "win" ? winVerdict(outcome) : rollbackVerdict(outcome);
    await this.#conclude(call, outcome, verdict);
    return verdict;
  }

  /**
   * Gives up on a bet that was never confirmed: the round turns to rolling back and its rollback
   * is queued. Null when the round is no longer waiting for its bet (someone else decided).
   */
  async abandonBet(
    roundId: string,
    reason: string,
    options: { dueNow?: boolean } = {},
  ): Promise<Round | null> {
    const now = this.#o.clock();
    // The request that gives up sends the rollback itself; the job's are due at once.
    const dueAt = options.dueNow ? now : new Date(now.getTime() + this.#o.leaseMs);
    return this.#o.db.transaction(async (tx) => {
      const [round] = await tx
        .update(rounds)
        .set({ status: "rolling_back" })
        .where(and(eq(rounds.id, roundId), eq(rounds.status, "betting")))
        .returning();
      if (!round) return null;
      const [bet] = await tx
        .update(walletCalls)
        .set({ status: "abandoned", lastError: reason, updatedAt: now })
        .where(eq(walletCalls.transactionId, transactionId(roundId, "bet")))
        .returning();
      await tx
        .insert(walletCalls)
        .values({
          transactionId: transactionId(roundId, "rollback"),
          roundId,
          operatorId: round.operatorId,
          kind: "rollback",
          request: rollbackRequest(bet!.request as unknown as BetRequest),
          status: "pending",
          nextAttemptAt: dueAt,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      return round;
    });
  }

  async #confirmBet(round: Round, bet: WalletCall, answer: WalletAnswer): Promise<Round | null> {
    const now = this.#o.clock();
    return this.#o.db.transaction(async (tx) => {
      const [paying] = await tx
        .update(rounds)
        .set({ status: "paying" })
        .where(and(eq(rounds.id, round.id), eq(rounds.status, "betting")))
        .returning();
      if (!paying) {
        // Someone else decided the round; the answer is still kept for the record.
        await tx
          .update(walletCalls)
          .set({ answer, lastError: null, updatedAt: now })
          .where(eq(walletCalls.transactionId, bet.transactionId));
        return null;
      }
      await tx
        .update(walletCalls)
        .set({ status: "acknowledged", answer, lastError: null, updatedAt: now })
        .where(eq(walletCalls.transactionId, bet.transactionId));
      await tx
        .insert(walletCalls)
        .values({
          transactionId: transactionId(round.id, "win"),
          roundId: round.id,
          operatorId: round.operatorId,
          kind: "win",
          request: winRequest(bet.request as unknown as BetRequest, paying.win),
          status: "pending",
          nextAttemptAt: new Date(now.getTime() + this.#o.leaseMs),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      return paying;
    });
  }

  async #refuseBet(round: Round, code: WalletErrorCode, answer: object): Promise<Round | null> {
    const now = this.#o.clock();
    return this.#o.db.transaction(async (tx) => {
      const [refused] = await tx
        .update(rounds)
        .set({ status: "refused", refusal: code, settledAt: now })
        .where(and(eq(rounds.id, round.id), eq(rounds.status, "betting")))
        .returning();
      if (!refused) return null;
      await tx
        .update(walletCalls)
        .set({ status: "refused", answer: { ...answer }, lastError: code, updatedAt: now })
        .where(eq(walletCalls.transactionId, transactionId(round.id, "bet")));
      await forgetToken(tx, round.id);
      return refused;
    });
  }

  /** Records a win's or rollback's verdict: the round closes, the call waits, or it is parked. */
  async #conclude(call: WalletCall, outcome: WalletOutcome, verdict: Verdict): Promise<Round | null> {
    const now = this.#o.clock();
    if (verdict !== "retry" && call.product !== "slots") {
      await this.#concludeProduct(call, outcome, verdict, now);
      return null;
    }
    if (verdict === "retry") {
      await this.#o.db
        .update(walletCalls)
        .set({
          ...answerRecord(outcome),
          nextAttemptAt: new Date(now.getTime() + backoffMs(call.attempts)),
          updatedAt: now,
        })
        .where(and(eq(walletCalls.transactionId, call.transactionId), eq(walletCalls.status, "pending")));
      return null;
    }
    if (verdict === "failed") {
      this.#o.log.error(
        { transaction: call.transactionId, outcome },
        "wallet call can never succeed; parked",
      );
      return this.#o.db.transaction(async (tx) => {
        await tx
          .update(walletCalls)
          .set({ ...answerRecord(outcome), status: "failed", updatedAt: now })
          .where(and(eq(walletCalls.transactionId, call.transactionId), eq(walletCalls.status, "pending")));
        if (call.kind !== "win" || outcome.kind !== "refused") return null;
        // The platform refused the round's win for good: the round ends, refused, and says why.
        const [refused] = await tx
          .update(rounds)
          .set({ status: "refused", refusal: outcome.code, settledAt: now })
          .where(and(eq(rounds.id, call.roundId), eq(rounds.status, "paying")))
          .returning();
        if (refused) await forgetToken(tx, call.roundId);
        return refused ?? null;
      });
    }
    const from: RoundState = call.kind === "win" ? "paying" : "rolling_back";
    const to: RoundState = call.kind === "win" ? "settled" : "rolled_back";
    const balance = outcome.kind === "ok" ? BigInt(outcome.answer.balance) : null;
    const closed = await this.#o.db.transaction(async (tx) => {
      await tx
        .update(walletCalls)
        .set({ ...answerRecord(outcome), status: "acknowledged", updatedAt: now })
        .where(eq(walletCalls.transactionId, call.transactionId));
      const [closed] = await tx
        .update(rounds)
        .set({ status: to, balance, settledAt: now })
        .where(and(eq(rounds.id, call.roundId), eq(rounds.status, from)))
        .returning();
      if (closed) await forgetToken(tx, call.roundId);
      return closed;
    });
    return closed ?? (await this.#round(call.roundId));
  }

  /** Another product's call acknowledged or parked: its row and its round, in one transaction. */
  async #concludeProduct(
    call: WalletCall,
    outcome: WalletOutcome,
    verdict: "done" | "failed",
    now: Date,
  ): Promise<void> {
    const product = call.product === "slots" ? undefined : this.#o.products[call.product];
    if (!product) throw new Error(`no rounds of product ${call.product} to conclude ${call.transactionId}`);
    if (verdict === "failed") {
      this.#o.log.error(
        { transaction: call.transactionId, outcome },
        "wallet call can never succeed; parked",
      );
    }
    const concluded = await this.#o.db.transaction(async (tx) => {
      const [concluded] = await tx
        .update(walletCalls)
        .set({
          ...answerRecord(outcome),
          status: verdict === "done" ? "acknowledged" : "failed",
          updatedAt: now,
        })
        .where(and(eq(walletCalls.transactionId, call.transactionId), eq(walletCalls.status, "pending")))
        .returning({ transactionId: walletCalls.transactionId });
      // Someone else recorded this verdict already.
      if (!concluded) return false;
      await product.concluded(tx, call, verdict, outcome, now);
      // A win that leaves the round open (a sports bet's partial cash-out) still needs the token after it.
      if (call.request.round_closed !== false && !product.keepsToken) await forgetToken(tx, call.roundId);
      return true;
    });
    if (concluded) product.afterConcluded?.(call, verdict);
  }

  /**
   * Up to `attempts` tries of an outbox call, each leased and counted before it leaves. An answer
   * that ends the tries is recorded by the caller's concluding write, in the same statement as the
   * decision; one that leads to another try is recorded here.
   */
  async #sendRepeatedly(
    transaction: string,
    attempts: number,
    verdict: (outcome: WalletOutcome) => Verdict,
  ): Promise<{ call: WalletCall; outcome: WalletOutcome }> {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(this.#o.retryDelaysMs[attempt - 1] ?? this.#o.retryDelaysMs.at(-1) ?? 0);
      const call = await this.#lease(transaction);
      const outcome = await this.#send(call);
      if (verdict(outcome) !== "retry") return { call, outcome };
      await this.#o.db
        .update(walletCalls)
        .set({ ...answerRecord(outcome), updatedAt: this.#o.clock() })
        .where(eq(walletCalls.transactionId, call.transactionId));
      if (attempt + 1 >= attempts) return { call, outcome };
    }
  }

  /** Counts an attempt and keeps the job away from the call while it is in flight; one statement. */
  async #lease(transaction: string): Promise<WalletCall> {
    const now = this.#o.clock();
    const [call] = await this.#o.db
      .update(walletCalls)
      .set({
        attempts: sql`${walletCalls.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + this.#o.leaseMs),
        updatedAt: now,
      })
      .where(eq(walletCalls.transactionId, transaction))
      .returning();
    if (!call) throw new Error(`wallet call ${transaction} is not in the outbox`);
    return call;
  }

  async #send(call: WalletCall): Promise<WalletOutcome> {
    const target = await this.#o.operators.walletTarget(call.operatorId);
    const kind: WalletCallKind = call.kind;
    return this.#o.wallet.call(target, kind, call.request);
  }

  async #round(id: string): Promise<Round> {
    const [round] = await this.#o.db.select().from(rounds).where(eq(rounds.id, id));
    if (!round) throw new Error(`round ${id} vanished`);
    return round;
  }
}
