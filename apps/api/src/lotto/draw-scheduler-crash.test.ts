import { type NumberSelection, numbersCovered } from "@platform/fair";
import type { Leadership } from "@platform/server/advisory-lock";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { migrate } from "../db/migrate.ts";
import { draws, ledgerTransactions, sites, tickets } from "../db/schema.ts";
import { shareWin } from "../games/stake-split.ts";
import { seed } from "../seed/seed.ts";
import {
  bundleTestProcess,
  type CrashStore,
  crashStore,
  killTestProcess,
  spawnTestProcess,
} from "../test/crash-process.ts";
import {
  balancesOf,
  buyTicket,
  creditPlayer,
  houseMovement,
  insertPlayer,
  LOTTO_START,
  lottoSite,
  silentLog,
  type TicketRow,
} from "../test/lotto-fixtures.ts";
import { Ledger } from "../wallet/ledger.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";
import { DrawScheduler, drawSchedulerLeadership } from "./draw-scheduler.ts";

/*
 * A node killed with SIGKILL in the middle of settling a draw of many tickets: no handler runs, no
 * connection closes cleanly, the batch under way is lost with the process. Another scheduler on
 * the same store then completes the draw, and every ticket is paid exactly once: one win transfer
 * per winning ticket, the house's movement exactly stakes − payouts, every balance exact.
 */

const SITE = "crash-lotto";
const alwaysLeader: Leadership = { acquire: async () => true, release: async () => undefined };

/** Starts the scheduler process; resolves once it has committed `batches` settlement batches. */
function runUntilBatches(bundle: string, env: Record<string, string>, batches: number) {
  return spawnTestProcess(bundle, env, (output) => (output.match(/^BATCH /gm) ?? []).length >= batches);
}

/** What a ticket should pay: Lucky Number by the numbers it covers, Perm 2 by its drawn pairs × 240. */
function expectedPayout(ticket: TicketRow, drawn: number[]): bigint {
  if (ticket.game === "number") {
    const selection = ticket.selection as NumberSelection;
    const hundredths = { exact: 8_500n, parity: 190n, range: 190n, tens: 850n }[selection.type];
    return numbersCovered(selection).includes(drawn[0]!) ? (ticket.stakePerLine * hundredths) / 100n : 0n;
  }
  const hits = (ticket.selection as { numbers: number[] }).numbers.filter((n) => drawn.includes(n)).length;
  return BigInt((hits * (hits - 1)) / 2) * ticket.stakePerLine * 240n;
}

const stores: CrashStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.dispose();
});

describe("a scheduler killed mid-settlement", () => {
  test("SIGKILL mid-settlement: another scheduler completes the draws, each ticket paid once", async () => {
    const bundle = await bundleTestProcess("./draw-scheduler-process.ts");
    const store = await crashStore();
    stores.push(store);

    // The store as the dead node left it: draws created, tickets bought, nothing drawn yet.
    let handle = await store.open();
    await migrate(handle);
    await seed(handle.db, { sites: [lottoSite(SITE)] });
    const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, SITE));
    const siteId = site!.id;
    const ledger = new Ledger(handle.db);
    await new DrawScheduler({
      db: handle.db,
      leadership: alwaysLeader,
      clock: () => LOTTO_START,
      log: silentLog,
    }).tick();
    const next = async (game: string) => {
      const [row] = await handle.db
        .select()
        .from(draws)
        .where(and(eq(draws.siteId, siteId), eq(draws.game, game), eq(draws.status, "open")))
        .orderBy(draws.drawAt)
        .limit(1);
      return row!;
    };
    const number = await next("number");
    const lucky3 = await next("lucky3");
    const players: string[] = [];
    for (let index = 0; index < 8; index++) {
      const player = await insertPlayer(handle.db, siteId);
      await creditPlayer(ledger, handle.db, siteId, player, "cash", 200_000n);
      await creditPlayer(ledger, handle.db, siteId, player, "promo", 30_000n);
      players.push(player);
    }
    const numberBets: NumberSelection[] = [
      { type: "parity", value: "odd" },
      { type: "parity", value: "even" },
      { type: "range", value: "low" },
      { type: "range", value: "high" },
      ...Array.from({ length: 9 }, (_, i) => ({ type: "tens" as const, value: i + 1 })),
      ...Array.from({ length: 5 }, (_, i) => ({ type: "exact" as const, number: i * 17 + 3 })),
    ];
    const bought: TicketRow[] = [];
    for (let index = 0; index < 240; index++) {
      const perm = index % 4 === 3;
      bought.push(
        await buyTicket(handle.db, ledger, {
          siteId,
          userId: players[index % players.length]!,
          drawId: perm ? lucky3.id : number.id,
          selection: perm
            ? {
                type: "perm",
                size: 2,
                numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].slice(index % 5, (index % 5) + 5),
              }
            : numberBets[index % numberBets.length],
          stakePerLine: 100n + BigInt(index),
        }),
      );
    }
    const afterStakes = await Promise.all(players.map((player) => balancesOf(handle.db, player)));
    await handle.close();

    // The node draws and starts settling; it dies after a few committed batches.
    const clock = new Date(Math.max(number.drawAt.getTime(), lucky3.drawAt.getTime()) + 1_000);
    const running = await runUntilBatches(
      bundle,
      { ...store.env, DRAW_CLOCK: clock.toISOString(), DRAW_BATCH: "20" },
      4,
    );
    await killTestProcess(running.child);

    handle = await store.open();
    const statuses = async () =>
      handle.db
        .select({ status: tickets.status })
        .from(tickets)
        .where(inArray(tickets.drawId, [number.id, lucky3.id]));
    const atDeath = await statuses();
    // Killed mid-way: some tickets settled, some still open.
    expect(atDeath.filter((row) => row.status === "open").length).toBeGreaterThan(0);
    expect(atDeath.filter((row) => row.status !== "open").length).toBeGreaterThanOrEqual(60);

    // Another node: it gets the lock once the server has dropped the dead session's, then completes.
    const survivor = new DrawScheduler({
      db: handle.db,
      leadership: drawSchedulerLeadership(handle),
      clock: () => clock,
      log: silentLog,
      batchSize: 50,
    });
    for (;;) {
      const report = await survivor.tick();
      if (report.leader && !report.more) break;
      if (!report.leader) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await survivor.stop();

    try {
      const drawn = await handle.db
        .select()
        .from(draws)
        .where(inArray(draws.id, [number.id, lucky3.id]));
      expect(drawn.map((row) => row.status)).toEqual(["settled", "settled"]);
      const numbersOf = new Map(drawn.map((row) => [row.id, row.numbers!]));
      const settled = await handle.db
        .select()
        .from(tickets)
        .where(inArray(tickets.drawId, [number.id, lucky3.id]));
      expect(settled).toHaveLength(bought.length);
      const expectedBalances = afterStakes.map((balance) => ({ ...balance }));
      const totals = new Map<number, { stakes: bigint; payouts: bigint }>();
      for (const ticket of settled) {
        const payout = expectedPayout(ticket, numbersOf.get(ticket.drawId)!);
        expect([ticket.id, ticket.status, ticket.payout]).toEqual([
          ticket.id,
          payout > 0n ? "won" : "lost",
          payout,
        ]);
        const total = totals.get(ticket.drawId) ?? { stakes: 0n, payouts: 0n };
        totals.set(ticket.drawId, {
          stakes: total.stakes + ticket.totalStake,
          payouts: total.payouts + payout,
        });
        const win = shareWin(payout, { cash: ticket.stakeCash, promo: ticket.stakePromo });
        const balance = expectedBalances[players.indexOf(ticket.userId)]!;
        balance.cash += win.cash;
        balance.promo += win.promo;
      }
      const winners = settled.filter((ticket) => ticket.status === "won");
      // Odd and even are both on sale, so some ticket always wins (how many depends on the seeds:
      // each ticket's own outcome is checked against its expected payout above).
      expect(winners.length).toBeGreaterThan(0);
      const wins = await handle.db
        .select({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(
          and(
            like(ledgerTransactions.idempotencyKey, "lotto-win:%"),
            sql`${ledgerTransactions.reference}->>'draw_id' in (${String(number.id)}, ${String(lucky3.id)})`,
          ),
        );
      expect(wins.map((row) => row.key).sort()).toEqual(
        winners.map((ticket) => `lotto-win:${ticket.id}`).sort(),
      );
      for (const ticket of winners)
        expect(wins.find((row) => row.id === ticket.payoutTransactionId)?.key).toBe(`lotto-win:${ticket.id}`);
      for (const [drawId, total] of totals)
        expect(await houseMovement(handle.db, siteId, drawId)).toBe(total.stakes - total.payouts);
      for (const [index, player] of players.entries())
        expect(await balancesOf(handle.db, player)).toEqual(expectedBalances[index]);
      expect(ledgerProblems(await trialBalance(handle.db, siteId))).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
