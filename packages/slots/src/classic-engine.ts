import { commonRules, paytableEntries, publishedPays } from "./published.ts";
import { ReelSet } from "./reel-set.ts";
import { ReelSlot, type SpinWin } from "./reel-slot.ts";
import { type ClassicData, paysByCount } from "./slot-data.ts";
import type { PublishedSlot } from "./types.ts";

/**
 * A 3-reel classic: a line pays a symbol, or a mixed group ("any bar"), counted from the left; the
 * wild stands in for anything (each wild in a win multiplies it by `wildMultiplier`) and pays on its
 * own; a win needs at least one real symbol of what it pays, and each line pays its highest win.
 * Units are line bets (betUnit = lines).
 */
export class ClassicSlot extends ReelSlot {
  readonly definition: PublishedSlot;
  private readonly reelCount: number;
  private readonly lineCount: number;
  private readonly cells: Int32Array;
  /** Entries: the paying regular symbols, then the groups. member[entry × symbols + symbol]. */
  private readonly entryCount: number;
  private readonly member: Uint8Array;
  private readonly entryPays: Int32Array;
  private readonly entryIds: string[];
  private readonly wildPays: number[];
  private readonly wild: number;
  private readonly wildPower: number[];

  constructor(data: ClassicData) {
    const rows = 3;
    const reels = new ReelSet(data.symbols, data.reels, rows);
    super(reels, data.symbols, data.paylines.length, undefined);
    if (data.symbols.some((symbol) => symbol.role === "scatter")) throw new Error("a classic has no scatter");
    const reelCount = reels.reelCount;
    const symbolCount = data.symbols.length;
    this.reelCount = reelCount;
    this.lineCount = data.paylines.length;
    this.cells = Int32Array.from(data.paylines.flatMap((line) => line.map((row, reel) => reel * rows + row)));
    if (this.cells.length !== this.lineCount * reelCount)
      throw new RangeError("a line has a row on every reel");
    const wild = data.symbols.find((symbol) => symbol.role === "wild");
    this.wild = wild ? reels.index.get(wild.id)! : -1;
    this.wildPays = paysByCount(wild?.pays, reelCount);
    this.wildPower = Array.from({ length: reelCount + 1 }, (_, n) => data.wildMultiplier ** n);
    const entries = [
      ...data.symbols
        .filter((symbol) => symbol.role === "regular" && symbol.pays)
        .map((symbol) => ({ id: symbol.id, of: [symbol.id], pays: symbol.pays })),
      ...data.groups,
    ];
    this.entryCount = entries.length;
    this.entryIds = entries.map((entry) => entry.id);
    this.member = new Uint8Array(entries.length * symbolCount);
    this.entryPays = new Int32Array(entries.length * (reelCount + 1));
    entries.forEach((entry, e) => {
      for (const id of entry.of) {
        const symbol = reels.index.get(id);
        if (symbol === undefined || data.symbols[symbol]!.role !== "regular")
          throw new Error(`${id} in ${entry.id}`);
        this.member[e * symbolCount + symbol] = 1;
      }
      this.entryPays.set(paysByCount(entry.pays, reelCount), e * (reelCount + 1));
    });
    this.definition = {
      slug: data.slug,
      name: data.name,
      description: data.description,
      lines: this.lineCount === 1 ? "1 line" : `${this.lineCount} lines`,
      volatility: data.volatility,
      rtp: data.rtp,
      maxWin: data.maxWin,
      rows,
      reels: data.reels.map((strip) => strip.trim().split(/\s+/)),
      paylines: data.paylines.map((line) => [...line]),
      paytable: [
        ...paytableEntries(data.symbols, 1),
        ...data.groups.map((group) => ({
          symbol: group.id,
          name: group.name,
          pays: publishedPays(group.pays, 1),
          role: "regular" as const,
          of: [...group.of],
        })),
      ],
      rules: [
        this.lineCount === 1
          ? "One line across the middle row; pays are multiples of the stake."
          : `${this.lineCount} lines; pays are multiples of the line bet (stake / ${this.lineCount}).`,
        "Symbols and mixed combinations pay counted from the leftmost reel; each line pays only its highest win.",
        ...(wild
          ? [
              data.wildMultiplier > 1
                ? `${wild.name} stands in for every symbol and multiplies the win by ${data.wildMultiplier} for each ${wild.name} in it (${data.wildMultiplier ** 2} for two); a win needs at least one real symbol, three ${wild.name} pay their own award.`
                : `${wild.name} stands in for every symbol; a win needs at least one real symbol, and ${wild.name} pays on its own.`,
            ]
          : []),
        ...(data.extraRules ?? []),
        ...commonRules,
      ],
      betUnit: this.lineCount,
    };
  }

  protected evaluate(wins: SpinWin[] | null): number {
    const { cells, member, entryPays, wild, wildPower, reelCount, entryCount } = this;
    const window = this.reels.window;
    const symbolCount = this.reels.ids.length;
    let total = 0;
    for (let line = 0; line < this.lineCount; line++) {
      const base = line * reelCount;
      let wildRun = 0;
      while (wildRun < reelCount && window[cells[base + wildRun]!] === wild) wildRun++;
      let best = this.wildPays[wildRun]!;
      let bestEntry = -1;
      let bestCount = wildRun;
      for (let entry = 0; entry < entryCount; entry++) {
        let count = 0;
        let wilds = 0;
        for (; count < reelCount; count++) {
          const cell = window[cells[base + count]!]!;
          if (cell === wild) wilds++;
          else if (member[entry * symbolCount + cell] !== 1) break;
        }
        if (count === wilds) continue;
        const pay = entryPays[entry * (reelCount + 1) + count]! * wildPower[wilds]!;
        if (pay > best) {
          best = pay;
          bestEntry = entry;
          bestCount = count;
        }
      }
      if (best === 0) continue;
      total += best;
      if (wins) {
        const positions: [number, number][] = [];
        for (let reel = 0; reel < bestCount; reel++)
          positions.push([reel, cells[base + reel]! - reel * this.reels.rows]);
        const symbol = bestEntry < 0 ? this.reels.ids[wild]! : this.entryIds[bestEntry]!;
        wins.push({ kind: "line", symbol, count: bestCount, line, positions, amount: best });
      }
    }
    return total;
  }
}
