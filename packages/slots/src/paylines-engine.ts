import { commonRules, paytableEntries, scatterRules } from "./published.ts";
import { ReelSet } from "./reel-set.ts";
import { ReelSlot, type SpinWin } from "./reel-slot.ts";
import { type PaylinesData, paysByCount } from "./slot-data.ts";
import type { PublishedSlot } from "./types.ts";

/**
 * A video slot with fixed paylines: symbols pay on a line when adjacent from the leftmost reel; the
 * wild stands in for every regular symbol and pays on its own; each line pays only its highest win.
 * Units are line bets, so betUnit = the number of lines.
 */
export class PaylinesSlot extends ReelSlot {
  readonly definition: PublishedSlot;
  private readonly reelCount: number;
  private readonly lineCount: number;
  /** cells[line × reels + reel] = the window cell line `line` shows on `reel`. */
  private readonly cells: Int32Array;
  /** pays[symbol × (reels + 1) + count] in line bets. */
  private readonly pays: Int32Array;
  private readonly regular: Uint8Array;
  private readonly wild: number;

  constructor(data: PaylinesData) {
    const rows = 3;
    const reels = new ReelSet(data.symbols, data.reels, rows);
    const lineCount = data.paylines.length;
    super(reels, data.symbols, lineCount, data.freeSpins);
    const reelCount = reels.reelCount;
    this.reelCount = reelCount;
    this.lineCount = lineCount;
    this.cells = new Int32Array(lineCount * reelCount);
    data.paylines.forEach((line, l) => {
      if (line.length !== reelCount) throw new RangeError(`line ${l + 1} needs a row on every reel`);
      line.forEach((row, reel) => {
        if (!(Number.isInteger(row) && row >= 0 && row < rows))
          throw new RangeError(`line ${l + 1}: row ${row}`);
        this.cells[l * reelCount + reel] = reel * rows + row;
      });
    });
    this.pays = new Int32Array(data.symbols.length * (reelCount + 1));
    this.regular = new Uint8Array(data.symbols.length);
    data.symbols.forEach((symbol, s) => {
      if (symbol.role !== "scatter") this.pays.set(paysByCount(symbol.pays, reelCount), s * (reelCount + 1));
      if (symbol.role === "regular") this.regular[s] = 1;
    });
    const wilds = data.symbols.filter((symbol) => symbol.role === "wild");
    if (wilds.length > 1) throw new Error("one wild symbol at most");
    this.wild = wilds[0] ? reels.index.get(wilds[0].id)! : -1;
    const wildName = wilds[0]?.name;
    const hasScatter = data.symbols.some((symbol) => symbol.role === "scatter");
    this.definition = {
      slug: data.slug,
      name: data.name,
      description: data.description,
      lines: `${lineCount} lines`,
      volatility: data.volatility,
      rtp: data.rtp,
      maxWin: data.maxWin,
      rows,
      reels: data.reels.map((strip) => strip.trim().split(/\s+/)),
      paylines: data.paylines.map((line) => [...line]),
      paytable: paytableEntries(data.symbols, 1),
      rules: [
        `${lineCount} fixed lines; the stake is split evenly across them (line bet = stake / ${lineCount}); line pays are multiples of the line bet.`,
        "Line wins pay left to right on adjacent reels, starting from the leftmost reel.",
        ...(wildName
          ? [
              `${wildName} stands in for every ${hasScatter ? "symbol except the scatter" : "other symbol"}, and pays on its own as in the paytable.`,
            ]
          : []),
        "Only the highest win of each line is paid; wins on different lines add up.",
        ...scatterRules(data.symbols, data.freeSpins, lineCount, "line"),
        ...(data.extraRules ?? []),
        ...commonRules,
      ],
      betUnit: lineCount,
    };
  }

  protected evaluate(wins: SpinWin[] | null): number {
    const { cells, pays, regular, wild, reelCount } = this;
    const window = this.reels.window;
    let total = 0;
    for (let line = 0; line < this.lineCount; line++) {
      const base = line * reelCount;
      let symbol = -1;
      let count = 0;
      let wildRun = 0;
      for (let reel = 0; reel < reelCount; reel++) {
        const cell = window[cells[base + reel]!]!;
        if (cell === wild) {
          count++;
          if (symbol < 0) wildRun++;
        } else if (symbol < 0 && regular[cell] === 1) {
          symbol = cell;
          count++;
        } else if (cell !== symbol) break;
        else count++;
      }
      const wildPay = wildRun > 0 ? pays[wild * (reelCount + 1) + wildRun]! : 0;
      const symbolPay = symbol >= 0 ? pays[symbol * (reelCount + 1) + count]! : 0;
      if (wildPay === 0 && symbolPay === 0) continue;
      const byWilds = wildPay > symbolPay;
      const pay = byWilds ? wildPay : symbolPay;
      total += pay;
      if (wins) wins.push(this.lineWin(line, byWilds ? wild : symbol, byWilds ? wildRun : count, pay));
    }
    return total;
  }

  private lineWin(line: number, symbol: number, count: number, amount: number): SpinWin {
    const positions: [number, number][] = [];
    for (let reel = 0; reel < count; reel++) {
      const cell = this.cells[line * this.reelCount + reel]!;
      positions.push([reel, cell - reel * this.reels.rows]);
    }
    return { kind: "line", symbol: this.reels.ids[symbol]!, count, line, positions, amount };
  }
}
