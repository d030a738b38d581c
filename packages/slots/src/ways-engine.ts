import { commonRules, paytableEntries, scatterRules } from "./published.ts";
import { ReelSet } from "./reel-set.ts";
import { ReelSlot, type SpinWin } from "./reel-slot.ts";
import { paysByCount, type WaysData } from "./slot-data.ts";
import type { PublishedSlot } from "./types.ts";

/**
 * A 5×3 "243 ways" slot: a symbol pays when it shows anywhere on adjacent reels from the leftmost
 * one, once per way (the product of its cells on those reels). The wild, never on reel 1, stands in
 * for every regular symbol. Units are coins of stake / betUnit; pays are coins per way, so a published
 * pay (coins / betUnit) is a multiple of the total stake for each way.
 */
export class WaysSlot extends ReelSlot {
  readonly definition: PublishedSlot;
  private readonly reelCount: number;
  private readonly pays: Int32Array;
  private readonly regular: Uint8Array;
  private readonly wild: number;

  constructor(data: WaysData) {
    const rows = 3;
    const reels = new ReelSet(data.symbols, data.reels, rows);
    super(reels, data.symbols, data.betUnit, data.freeSpins);
    const reelCount = reels.reelCount;
    this.reelCount = reelCount;
    this.pays = new Int32Array(data.symbols.length * (reelCount + 1));
    this.regular = new Uint8Array(data.symbols.length);
    data.symbols.forEach((symbol, s) => {
      if (symbol.role === "regular") {
        this.regular[s] = 1;
        this.pays.set(paysByCount(symbol.pays, reelCount), s * (reelCount + 1));
      } else if (symbol.role === "wild" && symbol.pays && Object.keys(symbol.pays).length > 0) {
        throw new Error("a ways wild does not pay on its own");
      }
    });
    const wilds = data.symbols.filter((symbol) => symbol.role === "wild");
    if (wilds.length > 1) throw new Error("one wild symbol at most");
    this.wild = wilds[0] ? reels.index.get(wilds[0].id)! : -1;
    if (this.wild >= 0 && reels.strips[0]!.includes(this.wild)) throw new Error("no wild on reel 1");
    const ways = rows ** reelCount;
    const wildName = wilds[0]?.name;
    const hasScatter = data.symbols.some((symbol) => symbol.role === "scatter");
    this.definition = {
      slug: data.slug,
      name: data.name,
      description: data.description,
      lines: `${ways} ways`,
      volatility: data.volatility,
      rtp: data.rtp,
      maxWin: data.maxWin,
      rows,
      reels: data.reels.map((strip) => strip.trim().split(/\s+/)),
      paytable: paytableEntries(data.symbols, data.betUnit),
      rules: [
        `${ways} ways: a symbol pays when it shows anywhere on adjacent reels starting from the leftmost reel.`,
        "The win is the pay × the number of ways: the product of how many cells show the symbol (or the wild) on each of those reels.",
        `Pays are multiples of the total stake, for each way; the stake is a multiple of ${data.betUnit} minor units, so every win is whole.`,
        ...(wildName
          ? [
              `${wildName} appears on the middle reels only and stands in for every ${hasScatter ? "symbol except the scatter" : "other symbol"}.`,
            ]
          : []),
        "Every symbol pays its own ways; wins of different symbols add up.",
        ...scatterRules(data.symbols, data.freeSpins, data.betUnit, "ways"),
        ...(data.extraRules ?? []),
        ...commonRules,
      ],
      betUnit: data.betUnit,
    };
  }

  protected evaluate(wins: SpinWin[] | null): number {
    const { pays, regular, wild, reelCount } = this;
    const { window, rows } = this.reels;
    let total = 0;
    first: for (let row = 0; row < rows; row++) {
      const symbol = window[row]!;
      if (regular[symbol] !== 1) continue;
      for (let earlier = 0; earlier < row; earlier++) if (window[earlier] === symbol) continue first;
      let ways = 0;
      for (let at = row; at < rows; at++) if (window[at] === symbol) ways++;
      let reel = 1;
      for (; reel < reelCount; reel++) {
        let cells = 0;
        for (let at = reel * rows; at < reel * rows + rows; at++) {
          const cell = window[at];
          if (cell === symbol || cell === wild) cells++;
        }
        if (cells === 0) break;
        ways *= cells;
      }
      const pay = pays[symbol * (reelCount + 1) + reel]! * ways;
      if (pay === 0) continue;
      total += pay;
      if (wins) wins.push(this.waysWin(symbol, reel, ways, pay));
    }
    return total;
  }

  private waysWin(symbol: number, count: number, ways: number, amount: number): SpinWin {
    const { window, rows, ids } = this.reels;
    const positions: [number, number][] = [];
    for (let at = 0; at < count * rows; at++) {
      if (window[at] === symbol || window[at] === this.wild)
        positions.push([Math.floor(at / rows), at % rows]);
    }
    return { kind: "ways", symbol: ids[symbol]!, count, ways, positions, amount };
  }
}
