import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import type { CrashOwnBetView } from "@platform/fair/crash";

/*
 * The player's history with hashes, to check their rounds with tools of their own (issue 18): one
 * row per bet, amounts in minor units and in the currency's units, multipliers as hundredths and
 * as factors, and each ended round's revealed hash and crash point.
 */

export const EXPORT_COLUMNS = [
  "bet_id",
  "round",
  "placed_at",
  "slot",
  "currency",
  "amount_minor",
  "amount",
  "auto_cash_out",
  "state",
  "cash_out_multiplier",
  "cash_out_kind",
  "payout_minor",
  "payout",
  "refund_reason",
  "crash_point",
  "hash",
  "settled",
] as const;

export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string | number | boolean | null>;

const factor = (hundredths: number | null) => (hundredths === null ? null : (hundredths / 100).toFixed(2));
const major = (minor: number | null, currency: string) =>
  minor === null ? null : fromMinorUnits(BigInt(minor), currencyExponent(currency));

export function exportRow(bet: CrashOwnBetView): ExportRow {
  return {
    bet_id: bet.id,
    round: bet.round,
    placed_at: bet.placed_at,
    slot: bet.slot,
    currency: bet.currency,
    amount_minor: bet.amount,
    amount: major(bet.amount, bet.currency),
    auto_cash_out: factor(bet.auto_cash_out),
    state: bet.state,
    cash_out_multiplier: factor(bet.cash_out_multiplier),
    cash_out_kind: bet.cash_out_kind,
    payout_minor: bet.payout,
    payout: major(bet.payout, bet.currency),
    refund_reason: bet.refund_reason,
    crash_point: factor(bet.crash_point),
    hash: bet.hash,
    settled: bet.settled,
  };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: a refund reason or an id must never become a formula in the player's spreadsheet.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The bets as CSV: a header line, then one line per bet, CRLF line ends. */
export function toCsv(bets: CrashOwnBetView[]): string {
  const lines = [EXPORT_COLUMNS.join(",")];
  for (const bet of bets) {
    const row = exportRow(bet);
    lines.push(EXPORT_COLUMNS.map((column) => csvField(row[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The bets as JSON, with the chains that let each round be checked. */
export function toJson(
  bets: CrashOwnBetView[],
  chains: { id: number; first_round: number; terminating_hash: string | null; salt: string | null }[],
  exportedAt: Date,
): string {
  return `${JSON.stringify(
    {
      exported_at: exportedAt.toISOString(),
      how_to_check:
        "A round's hash, hashed with SHA-256 (of its 32 bytes) (round − first_round + 1) times, gives its chain's terminating hash; HMAC-SHA256 of the hash's bytes keyed with the salt, first 52 bits as X, gives the crash point floor(99 / (1 − X)) / 100, at least 1.00.",
      chains,
      bets: bets.map(exportRow),
    },
    null,
    2,
  )}\n`;
}

/** `crash-history-{operator}-{yyyy-mm-dd}.{ext}` */
export function exportFileName(operator: string, at: Date, extension: "csv" | "json"): string {
  const safe = operator.replace(/[^A-Za-z0-9_-]/g, "") || "site";
  return `crash-history-${safe}-${at.toISOString().slice(0, 10)}.${extension}`;
}
