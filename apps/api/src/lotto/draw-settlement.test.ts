import { DRAW_GAME_PRODUCTS, type DrawGame } from "@platform/contracts";
import {
  checkSelection,
  DEFAULT_NUMBER_PAYTABLE,
  DEFAULT_PAYTABLE,
  generateDrawSeed,
  linesOf,
  type NumberSelection,
  numbersCovered,
  PERM_MAX_NUMBERS,
  type PermSize,
  type SelectionInput,
} from "@platform/fair";
import type { Leadership } from "@platform/server/advisory-lock";
import { and, eq, like, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { draws, ledgerTransactions, notifications, tickets } from "../db/schema.ts";
import { shareWin } from "../games/stake-split.ts";
import {
  balancesOf,
  createLottoFixture,
  houseMovement,
  type LottoFixture,
  lottoSite,
  type TicketRow,
} from "../test/lotto-fixtures.ts";
import { InsufficientFundsError } from "../wallet/ledger-errors.ts";
import type { DrawScheduler } from "./draw-scheduler.ts";

/*
 * Settlement, as a property: random tickets of every bet type on random draws, settled by one or
 * two schedulers at once in random batch sizes and then again. Each ticket must pay winning lines ×
 * stake per line × multiplier (counted here by listing the lines, not as settlement counts them),
 * once; the house's movement for the draw must be its stakes minus its payouts; every player's
 * balances must move by exactly their stakes and winnings.
 */

const alwaysLeader: Leadership = { acquire: async () => true, release: async () => undefined };
const ALL = Array.from({ length: 90 }, (_, i) => i + 1);

let f: LottoFixture;
let siteId: number;
beforeAll(async () => {
  f = await createLottoFixture([lottoSite("settle")]);
  siteId = await f.siteId();
  // The site's own timetable first, so the draws below (in 2020) never precede the scheduler's.
  await f.scheduler({ leadership: alwaysLeader }).tick();
});
afterAll(() => f.close());

let drawCounter = 0;
/** A draw whose numbers the test chooses, already drawn (the scheduler's drawing is tested elsewhere). */
async function drawnDraw(game: DrawGame, numbers: number[]): Promise<number> {
  drawCounter += 1;
  const drawAt = new Date(Date.UTC(2020, 0, 1) + drawCounter * 60_000);
  const [row] = await f.db
    .insert(draws)
    .values({
      siteId,
      game,
      sequence: 1_000_000 + drawCounter,
      status: "drawn",
      opensAt: new Date(drawAt.getTime() - 120_000),
      closesAt: new Date(drawAt.getTime() - 10_000),
      drawAt,
      serverSeed: generateDrawSeed(),
      serverSeedHash: "not-checked-here",
      clientSeed: `${DRAW_GAME_PRODUCTS[game]}:${drawCounter}:${drawAt.toISOString()}`,
      numbers,
      drawnAt: drawAt,
    })
    .returning({ id: draws.id });
  return row!.id;
}

/** What a ticket should pay, by listing its lines (settlement counts them from hits instead). */
function expectedResult(game: DrawGame, selection: unknown, drawn: number[], stake: bigint) {
  if (game === "number") {
    const pick = selection as NumberSelection;
    const wins = numbersCovered(pick).includes(drawn[0]!) ? 1 : 0;
    return { lines: wins, payout: wins ? (stake * BigInt(DEFAULT_NUMBER_PAYTABLE[pick.type])) / 100n : 0n };
  }
  const checked = checkSelection(selection as SelectionInput);
  const directOne = checked.type === "direct" && checked.size === 1;
  const won = linesOf(checked).filter((line) =>
    directOne ? line[0] === drawn[0] : line.every((n) => drawn.includes(n)),
  ).length;
  const size = checked.type === "against" ? 2 : checked.size;
  return { lines: won, payout: BigInt(won) * stake * BigInt(DEFAULT_PAYTABLE.multipliers[size]) };
}

const pick = (pool: number[], count: number) =>
  fc.shuffledSubarray(pool, { minLength: count, maxLength: count });

/** 5/90 selections of every bet type, from a pool that holds the drawn balls (so lines do win). */
function lottoSelection(pool: number[], maxSize: number): fc.Arbitrary<SelectionInput> {
  const sizes = [2, 3, 4, 5].filter((size) => size <= maxSize) as PermSize[];
  const direct = fc
    .integer({ min: 1, max: maxSize })
    .chain((size) =>
      pick(pool, size).map((numbers) => ({ type: "direct", size, numbers }) as SelectionInput),
    );
  const perm = fc.constantFrom(...sizes).chain((size) =>
    fc
      .integer({ min: size + 1, max: Math.min(PERM_MAX_NUMBERS[size], pool.length) })
      .chain((count) => pick(pool, count))
      .map((numbers) => ({ type: "perm", size, numbers }) as SelectionInput),
  );
  const banker = fc.constantFrom(...sizes).chain((size) =>
    fc
      .tuple(fc.integer({ min: 1, max: size - 1 }), fc.integer({ min: 1, max: 4 }))
      .chain(([bankers, extra]) =>
        pick(pool, size + extra).map(
          (numbers) =>
            ({
              type: "banker",
              size,
              bankers: numbers.slice(0, bankers),
              numbers: numbers.slice(bankers),
            }) as SelectionInput,
        ),
      ),
  );
  const against = fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
    .filter(([top, bottom]) => top + bottom > 2)
    .chain(([top, bottom]) =>
      pick(pool, top + bottom).map(
        (numbers) =>
          ({ type: "against", top: numbers.slice(0, top), bottom: numbers.slice(top) }) as SelectionInput,
      ),
    );
  return fc.oneof(direct, perm, banker, against);
}

function numberSelection(ball: number): fc.Arbitrary<NumberSelection> {
  return fc.oneof(
    fc
      .oneof(fc.constant(ball), fc.integer({ min: 1, max: 90 }))
      .map((number) => ({ type: "exact" as const, number })),
    fc.constantFrom("odd" as const, "even" as const).map((value) => ({ type: "parity" as const, value })),
    fc.constantFrom("low" as const, "high" as const).map((value) => ({ type: "range" as const, value })),
    fc.integer({ min: 1, max: 9 }).map((value) => ({ type: "tens" as const, value })),
  );
}

const MAX_SIZE: Record<DrawGame, number> = { lucky5: 5, lucky4: 4, lucky3: 3, number: 1 };

interface Scenario {
  game: DrawGame;
  drawn: number[];
  tickets: { selection: unknown; stake: bigint; player: number }[];
  funds: { cash: bigint; promo: bigint }[];
  batchSize: number;
  settlers: 1 | 2;
}

const scenario: fc.Arbitrary<Scenario> = fc
  .constantFrom<DrawGame>("lucky5", "lucky4", "lucky3", "number")
  .chain((game) =>
    pick(ALL, game === "number" ? 1 : 5).chain((drawn) =>
      pick(
        ALL.filter((n) => !drawn.includes(n)),
        10,
      ).chain((others) => {
        const pool = [...drawn, ...others];
        const selection =
          game === "number" ? numberSelection(drawn[0]!) : lottoSelection(pool, MAX_SIZE[game]);
        const ticket = fc.record({
          selection: selection as fc.Arbitrary<unknown>,
          stake: fc.bigInt({ min: 1n, max: 500n }),
          player: fc.integer({ min: 0, max: 2 }),
        });
        const funds = fc.record({
          cash: fc.bigInt({ min: 0n, max: 30_000n }),
          promo: fc.bigInt({ min: 0n, max: 30_000n }),
        });
        return fc.record({
          game: fc.constant(game),
          drawn: fc.constant(drawn),
          tickets: fc.array(ticket, { minLength: 1, maxLength: 20 }),
          funds: fc.array(funds, { minLength: 3, maxLength: 3 }),
          batchSize: fc.integer({ min: 1, max: 8 }),
          settlers: fc.constantFrom<1 | 2>(1, 2),
        });
      }),
    ),
  );

async function settleAll(schedulers: DrawScheduler[]) {
  let more = true;
  while (more) {
    const reports = await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    more = reports.some((report) => report.more);
  }
}

async function winTransactions(drawId: number) {
  return f.db
    .select({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(
      and(
        like(ledgerTransactions.idempotencyKey, "lotto-win:%"),
        sql`${ledgerTransactions.reference}->>'draw_id' = ${String(drawId)}`,
      ),
    );
}

describe("settlement", () => {
  test("property: every ticket pays its lines × stake × multiplier once; the house moves by stakes − payouts", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const drawId = await drawnDraw(s.game, s.drawn);
        const players = await Promise.all(s.funds.map((funds) => f.player(funds)));
        const before = await Promise.all(players.map((player) => balancesOf(f.db, player)));
        const bought: TicketRow[] = [];
        for (const ticket of s.tickets) {
          try {
            bought.push(
              await f.buy({
                userId: players[ticket.player]!,
                drawId,
                selection: ticket.selection,
                stakePerLine: ticket.stake,
              }),
            );
          } catch (error) {
            // A player who cannot pay buys nothing: the stake moved nothing either.
            if (!(error instanceof InsufficientFundsError)) throw error;
          }
        }
        const schedulers = Array.from({ length: s.settlers }, () =>
          f.scheduler({ leadership: alwaysLeader, batchSize: s.batchSize }),
        );
        await settleAll(schedulers);
        // Settling again (a restart, a late node) changes nothing.
        await settleAll([f.scheduler({ leadership: alwaysLeader, batchSize: s.batchSize })]);

        const settled = await f.db.select().from(tickets).where(eq(tickets.drawId, drawId));
        expect(settled).toHaveLength(bought.length);
        let stakes = 0n;
        let payouts = 0n;
        const expectedBalances = before.map((balance) => ({ ...balance }));
        for (const ticket of settled) {
          const expected = expectedResult(s.game, ticket.selection, s.drawn, ticket.stakePerLine);
          expect(ticket.status).toBe(expected.payout > 0n ? "won" : "lost");
          expect(ticket.payout).toBe(expected.payout);
          expect(ticket.winningLines).toBe(expected.lines);
          expect(ticket.settledAt).not.toBeNull();
          stakes += ticket.totalStake;
          payouts += ticket.payout;
          const index = players.indexOf(ticket.userId);
          const win = shareWin(ticket.payout, { cash: ticket.stakeCash, promo: ticket.stakePromo });
          expectedBalances[index]!.cash += win.cash - ticket.stakeCash;
          expectedBalances[index]!.promo += win.promo - ticket.stakePromo;
        }
        const wins = await winTransactions(drawId);
        const winners = settled.filter((ticket) => ticket.status === "won");
        expect(wins.map((row) => row.key).sort()).toEqual(
          winners.map((ticket) => `lotto-win:${ticket.id}`).sort(),
        );
        for (const ticket of winners)
          expect(wins.find((row) => row.id === ticket.payoutTransactionId)?.key).toBe(
            `lotto-win:${ticket.id}`,
          );
        expect(await houseMovement(f.db, siteId, drawId)).toBe(stakes - payouts);
        for (const [index, player] of players.entries())
          expect(await balancesOf(f.db, player)).toEqual(expectedBalances[index]);
        const [draw] = await f.db.select().from(draws).where(eq(draws.id, drawId));
        expect(draw?.status).toBe("settled");
      }),
      { numRuns: 25 },
    );
    expect(await f.problems()).toEqual([]);
  }, 240_000);

  test("fifty settlers at once pay a draw of many winners once", async () => {
    const drawId = await drawnDraw("number", [42]);
    const player = await f.player({ cash: 1_000_000n, promo: 50_000n });
    const before = await balancesOf(f.db, player);
    const bought: TicketRow[] = [];
    for (let index = 0; index < 60; index++) {
      const selection = index % 3 === 0 ? { type: "parity", value: "odd" } : { type: "range", value: "low" };
      bought.push(await f.buy({ userId: player, drawId, selection, stakePerLine: 1_000n + BigInt(index) }));
    }
    const schedulers = Array.from({ length: 50 }, () =>
      f.scheduler({ leadership: alwaysLeader, batchSize: 4 }),
    );
    await settleAll(schedulers);
    const winners = bought.filter((ticket) => (ticket.selection as { type: string }).type === "range");
    const paid = winners.reduce((sum, ticket) => sum + (ticket.stakePerLine * 190n) / 100n, 0n);
    const staked = bought.reduce((sum, ticket) => sum + ticket.totalStake, 0n);
    expect(await winTransactions(drawId)).toHaveLength(winners.length);
    expect(await houseMovement(f.db, siteId, drawId)).toBe(staked - paid);
    const after = await balancesOf(f.db, player);
    expect(after.cash + after.promo).toBe(before.cash + before.promo - staked + paid);
    // Each winner is told once.
    const told = await f.db.select().from(notifications).where(eq(notifications.userId, player));
    expect(told).toHaveLength(winners.length);
    expect(told[0]?.title).toMatch(/^Lucky Number #\d+: you won$/);
    expect(await f.problems()).toEqual([]);
  });

  test("a ticket no game accepts any more is void: its stake goes back exactly, cash and promo", async () => {
    const drawId = await drawnDraw("lucky5", [1, 2, 3, 4, 5]);
    const player = await f.player({ cash: 300n, promo: 1_000n });
    const before = await balancesOf(f.db, player);
    const ticket = await f.buy({
      userId: player,
      drawId,
      selection: { type: "perm", size: 2, numbers: [1, 2, 3] },
      stakePerLine: 200n,
    });
    expect([ticket.stakeCash, ticket.stakePromo]).toEqual([300n, 300n]);
    await f.db
      .update(tickets)
      .set({ selection: { type: "perm", size: 9, numbers: [1] } })
      .where(eq(tickets.id, ticket.id));
    await settleAll([f.scheduler({ leadership: alwaysLeader })]);
    const [row] = await f.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect([row?.status, row?.payout]).toEqual(["void", 0n]);
    expect(await balancesOf(f.db, player)).toEqual(before);
    expect(await houseMovement(f.db, siteId, drawId)).toBe(0n);
    expect(await f.problems()).toEqual([]);
  });
});
