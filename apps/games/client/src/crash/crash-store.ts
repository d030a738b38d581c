import type {
  CrashBetState,
  CrashBetView,
  CrashOwnBetView,
  CrashPublication,
  CrashRoundState,
  CrashRoundView,
  CrashSnapshot,
} from "@platform/fair/crash";

/*
 * What the page knows of the game: the rounds in play, every bet of them, the last 100 ended rounds
 * and the player's own bets. Every publication carries absolute state (docs/decisions/039, 040), and
 * a snapshot may already hold what a publication then repeats, so each update is applied only if it
 * moves a round or bet forward: applying one twice, or an older one after a newer, changes nothing.
 */

/** Ended rounds kept for the strip. */
export const HISTORY_SIZE = 100;

const ROUND_RANK: Record<CrashRoundState, number> = { queued: 0, betting: 1, running: 2, crashed: 3 };
const BET_RANK: Record<CrashBetState, number> = {
  placing: 0,
  active: 1,
  cashed_out: 2,
  lost: 2,
  refunded: 2,
  refused: 2,
};

function newerRound(known: CrashRoundView | undefined, next: CrashRoundView): boolean {
  return !known || ROUND_RANK[next.state] >= ROUND_RANK[known.state];
}

function newerBet<T extends CrashBetView>(known: T | undefined, next: T): boolean {
  if (!known) return true;
  const rank = BET_RANK[next.state] - BET_RANK[known.state];
  if (rank !== 0) return rank > 0;
  // A final state does not change; a settled bet does not become unsettled.
  if (BET_RANK[next.state] === 2 && known.state !== next.state) return false;
  if ("settled" in known && "settled" in next && known.settled && !next.settled) return false;
  return true;
}

export type Phase = "running" | "crashed" | "betting" | "waiting";

export interface Display {
  phase: Phase;
  /** The round on screen: running, just crashed, or taking bets. */
  round: CrashRoundView | null;
  /** The round taking bets (also while the one that crashed is still on screen). */
  betting: CrashRoundView | null;
}

/** What a bet panel shows for its slot. */
export interface SlotView {
  /**
   * `idle`: no bet in play, Bet is offered; `waiting`: a bet for a round not started (Cancel);
   * `playing`: a bet in the running round (Cash out).
   */
  mode: "idle" | "waiting" | "playing";
  /** The bet in play or waiting. */
  bet: CrashOwnBetView | null;
  /** The latest bet that is over, or still active in a round that crashed (lost, awaiting settlement). */
  last: CrashOwnBetView | null;
}

export class CrashStore {
  growthRate: number;
  readonly rounds = new Map<number, CrashRoundView>();
  readonly bets = new Map<string, CrashBetView>();
  readonly own = new Map<string, CrashOwnBetView>();
  recent: CrashRoundView[] = [];

  constructor(growthRate: number) {
    this.growthRate = growthRate;
  }

  /** The channel's state as the server read it (a first subscribe, or a resume it could not fill). */
  applySnapshot(snapshot: CrashSnapshot): void {
    this.growthRate = snapshot.growth_rate;
    const live = [snapshot.current, snapshot.next].filter((round): round is CrashRoundView => round !== null);
    // Rounds in play the snapshot no longer lists have ended: their end is in `recent`.
    for (const id of [...this.rounds.keys()]) {
      if (!live.some((round) => round.id === id)) this.rounds.delete(id);
    }
    for (const round of live) this.#round(round);
    this.mergeHistory(snapshot.recent);
    const ids = new Set(live.map((round) => round.id));
    for (const [id, bet] of this.bets)
      if (!ids.has(bet.round) && bet.round > this.#lastEndedId()) this.bets.delete(id);
    for (const bet of snapshot.bets) this.#bet(bet);
    this.#prune();
  }

  /** One publication of the `crash` channel; returns the round it moved, if any. */
  apply(publication: CrashPublication): CrashRoundView | null {
    if (publication.type === "round") {
      const moved = this.#round(publication.round);
      this.#prune();
      return moved ? publication.round : null;
    }
    if (publication.type === "bets") {
      for (const bet of publication.bets) this.#bet(bet);
    }
    return null;
  }

  /** Ended rounds (history, a snapshot's recent), newest first, at most HISTORY_SIZE. */
  mergeHistory(rounds: CrashRoundView[]): void {
    const byId = new Map(this.recent.map((round) => [round.id, round]));
    for (const round of rounds) {
      if (round.state !== "crashed") continue;
      byId.set(round.id, round);
      this.#reveal(round);
    }
    this.recent = [...byId.values()].sort((a, b) => b.id - a.id).slice(0, HISTORY_SIZE);
  }

  /** A bet of the player's (an answer, their channel): kept if it moves the bet forward. */
  applyOwn(bet: CrashOwnBetView): boolean {
    const known = this.own.get(bet.id);
    if (!newerBet(known, bet)) return false;
    // A round revealed on one copy (or by its own end) stays revealed.
    const ended = this.recent.find((round) => round.id === bet.round);
    this.own.set(bet.id, {
      ...bet,
      crash_point: bet.crash_point ?? known?.crash_point ?? ended?.crash_point ?? null,
      hash: bet.hash ?? known?.hash ?? ended?.hash ?? null,
    });
    const { placed_at: _placed, settled: _settled, crash_point: _point, hash: _hash, ...shared } = bet;
    this.#bet(shared);
    return true;
  }

  /** The server's whole list of the player's latest bets (a resume, a refresh). */
  applyOwnList(bets: CrashOwnBetView[]): void {
    for (const bet of bets) this.applyOwn(bet);
  }

  running(): CrashRoundView | null {
    return this.#inState("running");
  }

  bettingRound(): CrashRoundView | null {
    return this.#inState("betting");
  }

  lastEnded(): CrashRoundView | null {
    return this.recent[0] ?? null;
  }

  /** Which round is on screen at server time `now`: a crash stays there for the pause after it. */
  display(now: number, pauseMs: number): Display {
    const betting = this.bettingRound();
    const running = this.running();
    if (running) return { phase: "running", round: running, betting };
    const ended = this.lastEnded();
    if (ended?.ended_at && Date.parse(ended.ended_at) + pauseMs > now)
      return { phase: "crashed", round: ended, betting };
    if (betting) return { phase: "betting", round: betting, betting };
    return { phase: "waiting", round: null, betting: null };
  }

  /** Every bet of a round, cashed out first (highest payout first), then by stake. */
  betsOf(roundId: number): CrashBetView[] {
    return [...this.bets.values()]
      .filter((bet) => bet.round === roundId && bet.state !== "placing" && bet.state !== "refused")
      .sort((a, b) => (b.payout ?? -1) - (a.payout ?? -1) || b.amount - a.amount || a.id.localeCompare(b.id));
  }

  /** The player's bets, newest first. */
  ownBets(): CrashOwnBetView[] {
    return [...this.own.values()].sort(
      (a, b) => Date.parse(b.placed_at) - Date.parse(a.placed_at) || b.round - a.round,
    );
  }

  /** The state of a round as far as the page knows (an id at or below the last ended one has ended). */
  roundState(id: number): CrashRoundState | null {
    const known = this.rounds.get(id)?.state;
    if (known) return known;
    const ended = this.lastEnded();
    return ended && id <= ended.id ? "crashed" : null;
  }

  slot(slot: 1 | 2): SlotView {
    let bet: CrashOwnBetView | null = null;
    let last: CrashOwnBetView | null = null;
    for (const own of this.ownBets()) {
      if (own.slot !== slot) continue;
      const state = this.roundState(own.round);
      const open = own.state === "placing" || own.state === "active";
      if (open && state !== "crashed") {
        // The newest open bet is the one the panel works on (at most one per round and slot).
        if (!bet) bet = own;
      } else if (!last) {
        last = own;
      }
      if (bet && last) break;
    }
    const mode = !bet ? "idle" : this.roundState(bet.round) === "running" ? "playing" : "waiting";
    return { mode, bet, last };
  }

  #inState(state: CrashRoundState): CrashRoundView | null {
    let found: CrashRoundView | null = null;
    for (const round of this.rounds.values())
      if (round.state === state && (!found || round.id > found.id)) found = round;
    return found;
  }

  #lastEndedId(): number {
    return this.lastEnded()?.id ?? 0;
  }

  #round(round: CrashRoundView): boolean {
    if (!newerRound(this.rounds.get(round.id), round)) return false;
    if (round.state === "crashed") {
      this.rounds.delete(round.id);
      this.mergeHistory([round]);
    } else if (this.recent.some((ended) => ended.id === round.id)) {
      // Already ended here: a late repeat of an earlier state.
      return false;
    } else {
      this.rounds.set(round.id, round);
    }
    return true;
  }

  #bet(bet: CrashBetView): void {
    if (newerBet(this.bets.get(bet.id), bet)) this.bets.set(bet.id, bet);
  }

  /**
   * A round's end reveals its hash and crash point on the player's bets of it: one cashed out while
   * it ran is not published again when it crashes.
   */
  #reveal(round: CrashRoundView): void {
    for (const [id, bet] of this.own) {
      if (bet.round === round.id && bet.hash === null)
        this.own.set(id, { ...bet, crash_point: round.crash_point, hash: round.hash });
    }
  }

  /** Bets of rounds before the last ended one are of no use on screen any more. */
  #prune(): void {
    const keepFrom = this.#lastEndedId();
    for (const [id, bet] of this.bets) if (bet.round < keepFrom) this.bets.delete(id);
  }
}
