import { MAX_BALANCE } from "@platform/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ledgerPostings, ledgerTransactions } from "../db/schema.ts";
import { createLedgerFixture, type LedgerFixture } from "../test/wallet-fixtures.ts";
import type { TransferSpec } from "./ledger.ts";
import { playerBalances } from "./ledger-accounts.ts";
import { transferBatch } from "./ledger-batch.ts";
import { BalanceLimitError, IdempotencyConflictError, InsufficientFundsError } from "./ledger-errors.ts";
import { ledgerProblems, trialBalance } from "./trial-balance.ts";

/*
 * transferBatch writes what as many Ledger.transfer calls would, in a statement per table: the
 * same keys, replays and conflicts, the same kept balances and balance after each posting, and
 * a batch that would overdraw (or pass MAX_BALANCE) refused whole.
 */

let f: LedgerFixture;
beforeAll(async () => {
  f = await createLedgerFixture();
});
afterAll(() => f.close());

const CURRENCY = "KES";
let keys = 0;
const key = (prefix: string) => `${prefix}:${++keys}:${Math.random()}`;

function payment(userId: string, amount: bigint, kind: "player_cash" | "player_promo" = "player_cash") {
  return {
    siteId: f.siteId,
    currency: CURRENCY,
    idempotencyKey: key("batch"),
    kind: "win",
    userId,
    reference: { test: "batch" },
    postings: [
      { account: { kind: "house", code: "batch" }, amount: -amount },
      { account: { kind, userId }, amount },
    ],
  } satisfies TransferSpec;
}

const balances = (userId: string) => playerBalances(f.db, f.siteId, userId, CURRENCY);
const problems = async () => ledgerProblems(await trialBalance(f.db, f.siteId));

describe("transferBatch", () => {
  test("pays many players, some several times, opening their accounts; the books balance", async () => {
    const players = [await f.newPlayer(), await f.newPlayer(), await f.newPlayer()];
    const specs = Array.from({ length: 30 }, (_, index) =>
      payment(players[index % 3]!, 100n + BigInt(index), index % 4 === 0 ? "player_promo" : "player_cash"),
    );
    const results = await f.db.transaction((tx) => transferBatch(tx, f.ledger, specs));
    expect(results.every((result) => !result.replayed)).toBe(true);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(30);
    for (const [index, player] of players.entries()) {
      const own = specs.filter((_, at) => at % 3 === index);
      const sum = (kind: string) =>
        own.reduce(
          (total, spec) => total + (spec.postings[1]?.account.kind === kind ? spec.postings[1].amount : 0n),
          0n,
        );
      expect(await balances(player)).toEqual({
        player_cash: sum("player_cash"),
        player_promo: sum("player_promo"),
      });
    }
    const rows = await f.db
      .select({ key: ledgerTransactions.idempotencyKey, id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.id,
          results.map((result) => result.transactionId),
        ),
      );
    expect(new Map(rows.map((row) => [row.id, row.key]))).toEqual(
      new Map(results.map((result, index) => [result.transactionId, specs[index]?.idempotencyKey])),
    );
    expect(await problems()).toEqual([]);
  });

  test("a batch again replays: the same transactions, nothing moves twice; another body is a conflict", async () => {
    const player = await f.newPlayer();
    const specs = [payment(player, 500n), payment(player, 700n)];
    const first = await f.db.transaction((tx) => transferBatch(tx, f.ledger, specs));
    const again = await f.db.transaction((tx) =>
      transferBatch(tx, f.ledger, [...specs, payment(player, 1n)]),
    );
    expect(again.slice(0, 2)).toEqual(first.map((result) => ({ ...result, replayed: true })));
    expect(again[2]?.replayed).toBe(false);
    expect((await balances(player)).player_cash).toBe(1_201n);
    const changed = {
      ...specs[0]!,
      postings: [specs[0]!.postings[0]!, { ...specs[0]!.postings[1]!, amount: 501n }],
    };
    changed.postings[0] = { ...changed.postings[0]!, amount: -501n };
    await expect(f.db.transaction((tx) => transferBatch(tx, f.ledger, [changed]))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    const postings = await f.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, first[0]!.transactionId));
    expect(postings).toHaveLength(2);
    expect(await problems()).toEqual([]);
  });

  test("a batch that would overdraw an account, or pass the maximum balance, is refused whole", async () => {
    const player = await f.newPlayer();
    await f.db.transaction((tx) => transferBatch(tx, f.ledger, [payment(player, 1_000n)]));
    const overdraw = [payment(player, 400n), payment(player, -1_500n), payment(player, 200n)];
    await expect(f.db.transaction((tx) => transferBatch(tx, f.ledger, overdraw))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    const tooMuch = [payment(player, 5n), payment(player, BigInt(MAX_BALANCE))];
    await expect(f.db.transaction((tx) => transferBatch(tx, f.ledger, tooMuch))).rejects.toBeInstanceOf(
      BalanceLimitError,
    );
    expect((await balances(player)).player_cash).toBe(1_000n);
    const keys = [...overdraw, ...tooMuch].map((spec) => spec.idempotencyKey);
    expect(
      await f.db.select().from(ledgerTransactions).where(inArray(ledgerTransactions.idempotencyKey, keys)),
    ).toEqual([]);
    expect(await problems()).toEqual([]);
  });

  test("one key twice in a batch is refused before anything is written", async () => {
    const player = await f.newPlayer();
    const spec = payment(player, 100n);
    await expect(f.db.transaction((tx) => transferBatch(tx, f.ledger, [spec, spec]))).rejects.toThrow(
      /twice in one batch/,
    );
    expect((await balances(player)).player_cash).toBe(0n);
  });
});
