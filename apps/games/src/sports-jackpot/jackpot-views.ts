import type { SportsJackpotRound, SportsJackpotTicket } from "@platform/contracts";
import type { sportsFixtures, sportsJackpotPools, sportsJackpotRounds } from "../db/schema.ts";
import type { TicketRow } from "./jackpot-wallet.ts";

/** What the API shows of the jackpot's rows (snake_case, ISO times; the seed only once settled). */

export function ticketView(ticket: TicketRow, roundNumber: number): SportsJackpotTicket {
  return {
    id: ticket.id,
    round_id: ticket.roundId,
    round_number: roundNumber,
    request_id: ticket.requestId,
    picks: ticket.picks as SportsJackpotTicket["picks"],
    lines: ticket.lines,
    stake: ticket.stake,
    currency: ticket.currency,
    state: ticket.state,
    refusal: ticket.refusal,
    best_correct: ticket.bestCorrect,
    lines_by_correct: ticket.linesByCorrect,
    payout: ticket.payout,
    balance: ticket.balance,
    placed_at: ticket.placedAt.toISOString(),
  };
}

export function roundView(
  round: typeof sportsJackpotRounds.$inferSelect,
  fixtures: readonly (typeof sportsFixtures.$inferSelect)[],
  money: {
    currency: string;
    linePrice: number;
    pool: typeof sportsJackpotPools.$inferSelect | undefined;
    /** The share of the accepted tickets' stakes so far (an open or closed round). */
    salesShare: number;
  },
): SportsJackpotRound {
  const settled = round.status === "settled";
  const poolIn = money.pool?.poolIn ?? 0;
  const tierResults = money.pool?.tierResults ?? null;
  return {
    id: round.id,
    number: round.number,
    status: round.status,
    closes_at: round.closesAt.toISOString(),
    window_ends_at: round.windowEndsAt?.toISOString() ?? null,
    settled_at: round.settledAt?.toISOString() ?? null,
    currency: money.currency,
    line_price: money.linePrice,
    max_lines: round.maxLines,
    pool_share_bp: round.poolShareBp,
    pool: poolIn + (money.pool?.salesShare ?? money.salesShare),
    pool_in: poolIn,
    rollover_out: money.pool?.rolloverOut ?? (settled ? 0 : null),
    tiers: round.tiers.map((tier) => {
      const result = tierResults?.find((candidate) => candidate.correct === tier.correct);
      return {
        correct: tier.correct,
        share_bp: tier.shareBp,
        lines: result?.lines ?? (settled ? 0 : null),
        per_line: result?.perLine ?? (settled ? 0 : null),
      };
    }),
    commitment: round.commitment,
    server_seed: settled ? round.serverSeed : null,
    beacon_round: round.beaconRound,
    entropy: round.entropy,
    fixtures: round.fixtureIds.map((id, index) => {
      const fixture = fixtures.find((candidate) => candidate.id === id);
      return {
        id,
        home: fixture?.homeName ?? "",
        away: fixture?.awayName ?? "",
        kick_off: (fixture?.startTime ?? round.closesAt).toISOString(),
        status: fixture?.status ?? "not_started",
        cancelled: round.cancelledFixtureIds.includes(id),
        weights: round.drawWeights?.[index] ?? null,
        result: round.results?.[index] ?? null,
      };
    }),
  };
}
