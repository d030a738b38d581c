import type { SlotOutcome, Spin } from "@platform/contracts";
import type { ReelSet } from "./reel-set.ts";
import { type FreeSpinsSpec, paysByCount, type SymbolSpec } from "./slot-data.ts";
import type { FloatSource, PublishedSlot, SlotGame } from "./types.ts";

export type SpinWin = Spin["wins"][number];

/** Scatters compiled: per reel and stop the scatters in view; pays and awards by total count. */
interface CompiledScatter {
  symbol: number;
  perStop: Uint8Array[];
  pays: number[];
  awards: number[];
}

/**
 * What every reel game shares: a round is one paid spin and the free spins it awards, played at once
 * from the same floats (the cursor carries on), so one seed triple decides the whole round. `simulate`
 * and `play` run the same loop and the same evaluation; `play` also records what it saw.
 */
export abstract class ReelSlot implements SlotGame {
  abstract readonly definition: PublishedSlot;
  private readonly scatter: CompiledScatter | undefined;
  private awarded = 0;

  constructor(
    protected readonly reels: ReelSet,
    symbols: readonly SymbolSpec[],
    private readonly betUnit: number,
    private readonly freeSpins: FreeSpinsSpec | undefined,
  ) {
    if (!Number.isSafeInteger(betUnit) || betUnit < 1) throw new RangeError("betUnit is a whole number ≥ 1");
    const scatters = symbols.filter((symbol) => symbol.role === "scatter");
    if (scatters.length > 1) throw new Error("one scatter symbol at most");
    const scatter = scatters[0];
    if (freeSpins && !scatter) throw new Error("free spins need a scatter");
    if (scatter) {
      const symbol = reels.index.get(scatter.id)!;
      const most = reels.reelCount * reels.rows;
      this.scatter = {
        symbol,
        perStop: reels.windowCounts(symbol),
        pays: paysByCount(scatter.pays, most),
        awards: paysByCount(freeSpins?.awards, most),
      };
    }
    if (freeSpins && !(Number.isSafeInteger(freeSpins.multiplier) && freeSpins.multiplier >= 1)) {
      throw new RangeError("the free-spin multiplier is a whole number ≥ 1");
    }
  }

  /** Pays of the current window in units, leaving out scatters; records wins (in units) when asked. */
  protected abstract evaluate(wins: SpinWin[] | null): number;

  simulate(floats: FloatSource): number {
    return this.round(floats, null, 1);
  }

  play(floats: FloatSource, bet: number): SlotOutcome {
    if (!Number.isSafeInteger(bet) || bet <= 0 || bet % this.betUnit !== 0) {
      throw new RangeError(`the stake is a positive multiple of ${this.betUnit}`);
    }
    const spins: Spin[] = [];
    const coin = bet / this.betUnit;
    const units = this.round(floats, spins, coin);
    return { spins, total_win: units * coin };
  }

  private round(floats: FloatSource, spins: Spin[] | null, coin: number): number {
    let total = this.spin(floats, false, spins, coin);
    let pending = this.awarded;
    while (pending > 0) {
      pending--;
      total += this.spin(floats, true, spins, coin);
      pending += this.awarded;
    }
    return total;
  }

  /** One spin: its win in units (multiplier included); sets `awarded`. */
  private spin(floats: FloatSource, free: boolean, spins: Spin[] | null, coin: number): number {
    this.reels.spin(floats);
    const wins: SpinWin[] | null = spins ? [] : null;
    let units = this.evaluate(wins);
    this.awarded = 0;
    const scatter = this.scatter;
    if (scatter) {
      const stops = this.reels.stops;
      let count = 0;
      for (let reel = 0; reel < scatter.perStop.length; reel++)
        count += scatter.perStop[reel]![stops[reel]!]!;
      const pay = scatter.pays[count]!;
      units += pay;
      if (!free || this.freeSpins?.retrigger) this.awarded = scatter.awards[count]!;
      if (wins && (pay > 0 || this.awarded > 0)) wins.push(this.scatterWin(scatter.symbol, count, pay));
    }
    const multiplier = free ? this.freeSpins!.multiplier : 1;
    if (spins && wins) {
      for (const win of wins) win.amount *= multiplier * coin;
      spins.push({
        stops: Array.from(this.reels.stops),
        grid: this.reels.grid(),
        wins,
        win: units * multiplier * coin,
        ...(free ? { multiplier } : {}),
        ...(this.awarded > 0 ? { awarded_free_spins: this.awarded } : {}),
      });
    }
    return units * multiplier;
  }

  private scatterWin(symbol: number, count: number, amount: number): SpinWin {
    const { window, rows, ids } = this.reels;
    const positions: [number, number][] = [];
    for (let cell = 0; cell < window.length; cell++) {
      if (window[cell] === symbol) positions.push([Math.floor(cell / rows), cell % rows]);
    }
    return { kind: "scatter", symbol: ids[symbol]!, count, positions, amount };
  }
}
