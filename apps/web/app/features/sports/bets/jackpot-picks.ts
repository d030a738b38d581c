import type { SportsJackpotRound, SportsJackpotTicket } from "@platform/contracts";

/** UOF's 1X2 outcome ids as a coupon writes them: "1" home, "2" draw (X), "3" away (2). */
export const PICK_LABEL: Record<string, string> = { "1": "1", "2": "X", "3": "2" };

export interface MatchPicks {
  /** 1 to 13, the coupon's order. */
  match: number;
  /** The picks as a coupon writes them, e.g. "1X". */
  label: string;
  /** Against the match's result: no result yet (or the round is not known here) is "pending". */
  mark: "right" | "wrong" | "pending";
  /** The match was cancelled and its result drawn (decision 050). */
  drawn: boolean;
  /** "Home – Away" when the round's fixtures are known. */
  teams: string | null;
}

/**
 * A ticket's picks per match marked against its round's results: a match is right when one of
 * its picks is the result, so a double chance is right on either of its two outcomes.
 */
export function matchPicks(ticket: SportsJackpotTicket, round: SportsJackpotRound | null): MatchPicks[] {
  return ticket.picks.map((picks, index) => {
    const fixture = round?.id === ticket.round_id ? round.fixtures[index] : undefined;
    const result = fixture?.result ?? null;
    return {
      match: index + 1,
      label: picks.map((pick) => PICK_LABEL[pick]).join(""),
      mark: result ? (picks.includes(result.outcome) ? "right" : "wrong") : "pending",
      drawn: result?.drawn ?? false,
      teams: fixture ? `${fixture.home} – ${fixture.away}` : null,
    };
  });
}

/** A ticket's state as the player reads it: waiting, won (and how much), lost, refused. */
export function ticketStanding(ticket: SportsJackpotTicket): {
  key: string;
  /** As a sports bet's standing is drawn (sports-bets.css). */
  tone: "won" | "lost" | "open" | "void";
  correct: number;
} {
  const correct = ticket.best_correct ?? 0;
  if (ticket.state === "settled" || ticket.state === "settling")
    return ticket.payout && ticket.payout > 0
      ? { key: "sportsjackpot.ticket.won", tone: "won", correct }
      : { key: "sportsjackpot.ticket.lost", tone: "lost", correct };
  if (ticket.state === "open") return { key: "sportsjackpot.ticket.open", tone: "open", correct };
  if (ticket.state === "placing") return { key: "sportsjackpot.ticket.placing", tone: "open", correct };
  return { key: "sportsjackpot.ticket.refused", tone: "void", correct };
}

/** The rounds an overview holds (on sale, waiting, settled), by id. */
export function roundsById(
  overview: {
    open: SportsJackpotRound | null;
    running: SportsJackpotRound | null;
    past: SportsJackpotRound[];
  } | null,
): Record<string, SportsJackpotRound> {
  const rounds: Record<string, SportsJackpotRound> = {};
  if (!overview) return rounds;
  for (const round of [overview.open, overview.running, ...overview.past])
    if (round) rounds[round.id] = round;
  return rounds;
}
