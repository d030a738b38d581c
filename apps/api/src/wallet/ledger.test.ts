import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ledgerPostings, ledgerTransactions } from "../db/schema.ts";
import { createLedgerFixture, type LedgerFixture } from "../test/wallet-fixtures.ts";
import type { TransferSpec } from "./ledger.ts";
import { playerBalances } from "./ledger-accounts.ts";
import { IdempotencyConflictError, InsufficientFundsError } from "./ledger-errors.ts";
import { ledgerProblems, trialBalance } from "./trial-balance.ts";

let f: LedgerFixture;
beforeAll(async () => {
  f = await createLedgerFixture();
});
afterAll(() => f.close());

const CURRENCY = "KES";
let keys = 0;
const key = (prefix: string) => `${prefix}:${++keys}:${Math.random()}`;

function deposit(userId: string, amount: bigint, idempotencyKey = key("deposit")): TransferSpec {
  return {
    siteId: f.siteId,
    currency: CURRENCY,
    idempotencyKey,
    kind: "deposit",
    userId,
    postings: [
      { account: { kind: "gateway_clearing", code: "test" }, amount: -amount },
      { account: { kind: "player_cash", userId }, amount },
    ],
  };
}

const cash = async (userId: string) => (await playerBalances(f.db, f.siteId, userId, CURRENCY)).player_cash;

describe("transfers", () => {
  test("credit a player; the same key replays the first result; another body with it is refused", async () => {
    const player = await f.newPlayer();
    const spec = deposit(player, 10_000n);
    const first = await f.ledger.inTransaction((tx) => f.ledger.transfer(tx, spec));
    const again = await f.ledger.inTransaction((tx) => f.ledger.transfer(tx, spec));
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await cash(player)).toBe(10_000n);
    await expect(
      f.ledger.inTransaction((tx) => f.ledger.transfer(tx, deposit(player, 20_000n, spec.idempotencyKey))),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await cash(player)).toBe(10_000n);
  });

  test("a debit beyond the balance is refused by the database and moves nothing", async () => {
    const player = await f.newPlayer();
    await f.ledger.inTransaction((tx) => f.ledger.transfer(tx, deposit(player, 500n)));
    await expect(
      f.ledger.inTransaction((tx) => f.ledger.transfer(tx, deposit(player, -501n))),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await cash(player)).toBe(500n);
  });

  test("unbalanced postings never reach the database; the database refuses them anyway", async () => {
    const player = await f.newPlayer();
    const unbalanced = {
      ...deposit(player, 100n),
      postings: [
        { account: { kind: "player_cash" as const, userId: player }, amount: 100n },
        { account: { kind: "house" as const }, amount: -99n },
      ],
    };
    await expect(f.ledger.inTransaction((tx) => f.ledger.transfer(tx, unbalanced))).rejects.toThrow(
      /do not balance/,
    );
    // Written behind the ledger's back, the commit-time trigger still refuses it.
    const account = await f.ledger.accounts.resolve(f.db, f.siteId, CURRENCY, { kind: "house" });
    await expect(
      f.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ siteId: f.siteId, idempotencyKey: key("raw"), requestHash: "x", kind: "raw" })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerPostings).values({ transactionId: row!.id, accountId: account.id, amount: 5n });
      }),
    ).rejects.toThrow();
  });

  test("postings and transactions cannot be changed or deleted", async () => {
    const player = await f.newPlayer();
    const { transactionId } = await f.ledger.inTransaction((tx) =>
      f.ledger.transfer(tx, deposit(player, 100n)),
    );
    await expect(
      f.db
        .update(ledgerPostings)
        .set({ amount: 1_000_000n })
        .where(eq(ledgerPostings.transactionId, transactionId)),
    ).rejects.toThrow();
    await expect(
      f.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId)),
    ).rejects.toThrow();
    expect(await cash(player)).toBe(100n);
  });
});

describe("accounts", () => {
  test("an account opened by a transaction that rolls back is not remembered", async () => {
    const userId = await f.newPlayer();
    // Opened, then found again, inside one transaction that fails (a refused stake does this).
    await expect(
      f.ledger.inTransaction(async (tx) => {
        await f.ledger.accounts.resolve(tx, f.siteId, CURRENCY, { kind: "player_cash", userId });
        await f.ledger.transfer(tx, {
          ...deposit(userId, 5n),
          postings: [
            { account: { kind: "house" }, amount: 5n },
            { account: { kind: "player_cash", userId }, amount: -5n },
          ],
        });
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    // The account never existed: the next movement opens it again instead of naming a ghost id.
    await f.ledger.inTransaction((tx) => f.ledger.transfer(tx, deposit(userId, 7n)));
    expect(await cash(userId)).toBe(7n);
  });
});

describe("holds", () => {
  test("a hold takes the amount at once and settles exactly once, even when post and void race", async () => {
    const player = await f.newPlayer();
    await f.ledger.inTransaction((tx) => f.ledger.transfer(tx, deposit(player, 1_000n)));
    const { holdId } = await f.ledger.inTransaction((tx) =>
      f.ledger.hold(tx, {
        siteId: f.siteId,
        currency: CURRENCY,
        userId: player,
        amount: 400n,
        idempotencyKey: key("hold"),
      }),
    );
    expect(await cash(player)).toBe(600n);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        f.ledger.inTransaction((tx) => f.ledger.settleHold(tx, holdId, index % 2 === 0 ? "post" : "void")),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    const final = outcomes.find((outcome) => outcome.applied)?.state;
    expect(await cash(player)).toBe(final === "voided" ? 1_000n : 600n);
    expect(ledgerProblems(await trialBalance(f.db, f.siteId))).toEqual([]);
  });

  test("200 parallel withdrawals of one player's money: never more than the balance is held", async () => {
    const player = await f.newPlayer();
    await f.ledger.inTransaction((tx) => f.ledger.transfer(tx, deposit(player, 10_000n)));
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        f.ledger.inTransaction((tx) =>
          f.ledger.hold(tx, {
            siteId: f.siteId,
            currency: CURRENCY,
            userId: player,
            amount: 300n,
            idempotencyKey: key("w"),
          }),
        ),
      ),
    );
    const held = results.filter((result) => result.status === "fulfilled").length;
    expect(held).toBe(33);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(InsufficientFundsError);
    }
    expect(await cash(player)).toBe(10_000n - 33n * 300n);
    expect(ledgerProblems(await trialBalance(f.db, f.siteId))).toEqual([]);
  });
});

describe("invariants under random operations", () => {
  test("any sequence of deposits, holds, settles, promo grants and stakes keeps the books balanced", async () => {
    const players = [await f.newPlayer(), await f.newPlayer(), await f.newPlayer()];
    const holds: string[] = [];
    const operation = fc.oneof(
      fc.record({ op: fc.constant("deposit"), p: fc.nat(2), amount: fc.bigInt(1n, 50_000n) }),
      fc.record({ op: fc.constant("promo"), p: fc.nat(2), amount: fc.bigInt(1n, 5_000n) }),
      fc.record({ op: fc.constant("stake"), p: fc.nat(2), amount: fc.bigInt(1n, 20_000n) }),
      fc.record({ op: fc.constant("hold"), p: fc.nat(2), amount: fc.bigInt(1n, 20_000n) }),
      fc.record({ op: fc.constant("settle"), p: fc.nat(2), amount: fc.bigInt(0n, 1n) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const { op, p, amount } of ops) {
          const userId = players[p]!;
          const run = (spec: TransferSpec) => f.ledger.inTransaction((tx) => f.ledger.transfer(tx, spec));
          try {
            if (op === "deposit") await run(deposit(userId, amount));
            if (op === "promo") {
              await run({
                siteId: f.siteId,
                currency: CURRENCY,
                idempotencyKey: key("promo"),
                kind: "promotion",
                userId,
                postings: [
                  { account: { kind: "promotions" }, amount: -amount },
                  { account: { kind: "player_promo", userId }, amount },
                ],
              });
            }
            if (op === "stake") {
              await run({
                siteId: f.siteId,
                currency: CURRENCY,
                idempotencyKey: key("stake"),
                kind: "bet",
                userId,
                postings: [
                  { account: { kind: "player_cash", userId }, amount: -amount },
                  { account: { kind: "house" }, amount },
                ],
              });
            }
            if (op === "hold") {
              const { holdId } = await f.ledger.inTransaction((tx) =>
                f.ledger.hold(tx, {
                  siteId: f.siteId,
                  currency: CURRENCY,
                  userId,
                  amount,
                  idempotencyKey: key("h"),
                }),
              );
              holds.push(holdId);
            }
            if (op === "settle" && holds.length > 0) {
              const holdId = holds.shift()!;
              await f.ledger.inTransaction((tx) =>
                f.ledger.settleHold(tx, holdId, amount === 0n ? "post" : "void"),
              );
            }
          } catch (error) {
            if (!(error instanceof InsufficientFundsError)) throw error;
          }
        }
        expect(ledgerProblems(await trialBalance(f.db, f.siteId))).toEqual([]);
      }),
      { numRuns: 15 },
    );
    const transactions = await f.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions);
    expect(transactions.length).toBeGreaterThan(0);
  });
});
