import { DEPOSIT_LIMIT_PERIODS, type DepositLimit, type DepositLimitPeriod } from "@platform/contracts";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { depositLimits, payments } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import { formatMinor, parseAmount, siteCurrency } from "../wallet/amounts.ts";
import type { Executor } from "../wallet/ledger.ts";

const HOUR = 3_600_000;
/** Rolling windows, as UKGC RTS 12 describes them. */
export const PERIOD_MS: Record<DepositLimitPeriod, number> = {
  day: 24 * HOUR,
  week: 7 * 24 * HOUR,
  month: 30 * 24 * HOUR,
};
/** A limit raised or removed applies after this cooling-off; a lower one at once. */
export const RAISE_DELAY_MS = 24 * HOUR;

const PERIOD_WORDS: Record<DepositLimitPeriod, { name: string; window: string }> = {
  day: { name: "daily", window: "in the next 24 hours" },
  week: { name: "weekly", window: "in the next 7 days" },
  month: { name: "monthly", window: "in the next 30 days" },
};

type LimitRow = typeof depositLimits.$inferSelect;

/** The limit in force at `now`: a pending raise once its 24 hours have passed. */
function effective(row: LimitRow | undefined, now: Date): bigint | null {
  if (!row) return null;
  if (row.pendingFrom && row.pendingFrom <= now) return row.pendingAmount;
  return row.amount;
}

async function depositedSince(tx: Executor, userId: string, since: Date): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.direction, "deposit"),
        inArray(payments.status, ["pending", "success"]),
        gt(payments.createdAt, since),
      ),
    );
  return BigInt(row?.total ?? "0");
}

/**
 * Refuses a deposit that would take the player over any of their limits, saying how much is
 * still allowed. Pending deposits count: a limit must hold before the gateway answers.
 */
export async function assertWithinDepositLimits(
  tx: Executor,
  site: Site,
  user: UserRow,
  amount: bigint,
  now: Date,
): Promise<void> {
  const rows = await tx.select().from(depositLimits).where(eq(depositLimits.userId, user.id));
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limit = effective(
      rows.find((row) => row.period === period),
      now,
    );
    if (limit === null) continue;
    const used = await depositedSince(tx, user.id, new Date(now.getTime() - PERIOD_MS[period]));
    if (used + amount <= limit) continue;
    const left = limit > used ? limit - used : 0n;
    const { symbol } = siteCurrency(site);
    const message = `This deposit would go over your ${PERIOD_WORDS[period].name} deposit limit. You can deposit up to ${symbol}${formatMinor(site, left)} ${PERIOD_WORDS[period].window}.`;
    throw new HttpError(400, message, [{ message, field: "amount" }]);
  }
}

export async function listDepositLimits(
  db: Database,
  site: Site,
  user: UserRow,
  now: Date,
): Promise<DepositLimit[]> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.userId, user.id));
  const limits: DepositLimit[] = [];
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const row = rows.find((item) => item.period === period);
    const amount = effective(row, now);
    const waiting = row?.pendingFrom && row.pendingFrom > now;
    const used = await depositedSince(db, user.id, new Date(now.getTime() - PERIOD_MS[period]));
    limits.push({
      period,
      amount: amount === null ? null : formatMinor(site, amount),
      pending_amount: waiting && row.pendingAmount !== null ? formatMinor(site, row.pendingAmount) : null,
      pending_from: waiting ? (row.pendingFrom?.toISOString() ?? null) : null,
      used: formatMinor(site, used),
    });
  }
  return limits;
}

/**
 * Sets limits: a lower limit (or a first one) applies at once; a higher one, or removing one,
 * waits 24 hours, so a player cannot raise a limit in the heat of a losing streak.
 */
export async function setDepositLimits(
  db: Database,
  site: Site,
  user: UserRow,
  input: Partial<Record<DepositLimitPeriod, string | null | undefined>>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const requested = input[period];
      if (requested === undefined) continue;
      const wanted = requested === null ? null : parseAmount(site, requested, period);
      const [row] = await tx
        .select()
        .from(depositLimits)
        .where(and(eq(depositLimits.userId, user.id), eq(depositLimits.period, period)))
        .for("update");
      const current = effective(row, now);
      const stricter = wanted !== null && (current === null || wanted <= current);
      const values = stricter
        ? { amount: wanted, pendingAmount: null, pendingFrom: null, updatedAt: now }
        : {
            amount: current,
            pendingAmount: wanted,
            pendingFrom: new Date(now.getTime() + RAISE_DELAY_MS),
            updatedAt: now,
          };
      // Removing a limit that does not exist changes nothing.
      if (!stricter && current === null) continue;
      await tx
        .insert(depositLimits)
        .values({ userId: user.id, period, ...values })
        .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.period], set: values });
    }
  });
}
