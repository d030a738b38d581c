import { elapsedFor } from "@platform/fair/crash";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { type CrashCashOutKind, crashBets } from "../db/schema.ts";
import { queueClosingCalls } from "./bet-calls.ts";
import { CRASH_MAX_MULTIPLIER } from "./crash-config.ts";
import type { CrashBetRow, CrashRoundRow } from "./crash-views.ts";

/*
 * The runner's cash-outs: every bet in play whose auto cash-out (or cap: the round's maximum profit,
 * the maximum multiplier) the curve has reached is cashed out at exactly that multiplier, at the
 * moment the curve reached it — not when the runner noticed — whether or not its player is
 * connected. A set-based update per multiplier, in the caller's transaction, with the wins queued.
 */

/** Where a bet leaves the round on its own: its auto cash-out, or its cap if that comes first. */
const target = sql<number>`least(coalesce(${crashBets.autoCashOut}, coalesce(${crashBets.maxMultiplier}, ${CRASH_MAX_MULTIPLIER})), coalesce(${crashBets.maxMultiplier}, ${CRASH_MAX_MULTIPLIER}))`;

export function capKind(cap: number): CrashCashOutKind {
  return cap < CRASH_MAX_MULTIPLIER ? "max_profit" : "max_multiplier";
}

export interface CashOuts {
  bets: CrashBetRow[];
  /** Their wins, queued: send once committed. */
  calls: string[];
}

/** Cashes out the round's bets due at or below `upTo` hundredths. */
export async function runDueCashOuts(
  tx: GamesDatabase,
  round: CrashRoundRow,
  upTo: number,
  now: Date,
  options: { growthRate: number; leaseMs: number },
): Promise<CashOuts> {
  if (!round.startedAt) return { bets: [], calls: [] };
  const due = await tx
    .select({ id: crashBets.id, auto: crashBets.autoCashOut, cap: crashBets.maxMultiplier })
    .from(crashBets)
    .where(and(eq(crashBets.roundId, round.id), eq(crashBets.state, "active"), sql`${target} <= ${upTo}`));
  const groups = new Map<string, { multiplier: number; kind: CrashCashOutKind; ids: string[] }>();
  for (const bet of due) {
    const cap = bet.cap ?? CRASH_MAX_MULTIPLIER;
    const byAuto = bet.auto !== null && bet.auto <= cap;
    const multiplier = byAuto ? bet.auto! : cap;
    const kind = byAuto ? "auto" : capKind(cap);
    const key = `${multiplier}:${kind}`;
    const group = groups.get(key) ?? { multiplier, kind, ids: [] };
    group.ids.push(bet.id);
    groups.set(key, group);
  }
  const cashed: CrashBetRow[] = [];
  for (const { multiplier, kind, ids } of groups.values()) {
    const at = new Date(round.startedAt.getTime() + elapsedFor(multiplier, options.growthRate));
    const rows = await tx
      .update(crashBets)
      .set({
        state: "cashed_out",
        cashOutMultiplier: multiplier,
        cashOutKind: kind,
        cashedOutAt: at,
        payout: sql`${crashBets.amount} * ${multiplier} / 100`,
        decidedAt: now,
      })
      .where(and(inArray(crashBets.id, ids), eq(crashBets.state, "active")))
      .returning();
    cashed.push(...rows);
  }
  const calls = await queueClosingCalls(tx, cashed, "win", now, options.leaseMs);
  return { bets: cashed, calls };
}
