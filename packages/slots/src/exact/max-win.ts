import type { ClassicData, PaylinesData, SymbolSpec, WaysData } from "../slot-data.ts";
import { classicLinePay } from "./classic-rtp.ts";
import { stripWindows } from "./reel-windows.ts";

/*
 * The largest win one spin can pay, found exactly over every stop combination by depth-first search
 * reel by reel with an upper bound (branch and bound): a branch is cut only when even the best case
 * of every line or symbol still open cannot beat the best spin found so far. Units as in slot-data.ts,
 * multiplier 1 (free spins use the same reels, so their largest spin is this × their multiplier).
 */

const ROWS = 3;

/** Distinct windows of each reel as symbol-index arrays. */
function distinctWindows(reels: readonly string[], index: Map<string, number>): number[][][] {
  return reels.map((strip) => {
    const seen = new Map<string, number[]>();
    for (const window of stripWindows(strip, ROWS)) {
      seen.set(
        window.join(" "),
        window.map((id) => index.get(id)!),
      );
    }
    return [...seen.values()];
  });
}

/** Best scatter pay possible given `count` so far and the windows of the reels left. */
function scatterBound(pays: number[], count: number, mostLeft: number): number {
  let best = 0;
  for (let k = 0; k <= mostLeft; k++) best = Math.max(best, pays[count + k] ?? 0);
  return best;
}

function scatterSetup(symbols: readonly SymbolSpec[], windows: number[][][]) {
  const s = symbols.findIndex((symbol) => symbol.role === "scatter");
  const pays = symbols[s]?.pays ?? {};
  const payByCount = Array.from({ length: windows.length * ROWS + 1 }, (_, k) => pays[k] ?? 0);
  const most = windows.map((reel) => Math.max(0, ...reel.map((w) => w.filter((cell) => cell === s).length)));
  const mostFrom = most.map((_, reel) => most.slice(reel).reduce((a, b) => a + b, 0));
  mostFrom.push(0);
  return { s, payByCount, mostFrom };
}

export function paylinesMaxWin(data: PaylinesData): number {
  const index = new Map(data.symbols.map((symbol, i) => [symbol.id, i]));
  const windows = distinctWindows(data.reels, index);
  const reelCount = data.reels.length;
  const wild = data.symbols.findIndex((symbol) => symbol.role === "wild");
  const pays = data.symbols.map((symbol) =>
    Array.from({ length: reelCount + 1 }, (_, k) => symbol.pays?.[k] ?? 0),
  );
  const regular = data.symbols.map((symbol) => symbol.role === "regular");
  const topFrom = (symbol: number, count: number) => Math.max(0, ...pays[symbol]!.slice(count));
  const anyTop = Math.max(0, ...pays.flatMap((row, s) => (regular[s] || s === wild ? row : [])));
  const scatter = scatterSetup(data.symbols, windows);
  const lines = data.paylines;
  // Per line: the symbol of its run (−1: only wilds so far), the run's length, the leading wilds, open.
  const symbol = lines.map(() => -1);
  const count = lines.map(() => 0);
  const wildRun = lines.map(() => 0);
  const open = lines.map(() => true);
  const linePay = (l: number) =>
    Math.max(wild >= 0 ? pays[wild]![wildRun[l]!]! : 0, symbol[l]! >= 0 ? pays[symbol[l]!]![count[l]!]! : 0);
  let best = 0;

  const search = (reel: number, scatters: number) => {
    let closed = 0;
    let bound = 0;
    lines.forEach((_, l) => {
      if (!open[l] || reel === reelCount) closed += linePay(l);
      else if (symbol[l]! < 0) bound += anyTop;
      else bound += Math.max(linePay(l), topFrom(symbol[l]!, count[l]!));
    });
    const scatterPay = scatterBound(scatter.payByCount, scatters, scatter.mostFrom[reel]!);
    if (reel === reelCount) {
      best = Math.max(best, closed + scatterPay);
      return;
    }
    if (closed + bound + scatterPay <= best) return;
    for (const window of windows[reel]!) {
      const saved = lines.map((_, l) => [symbol[l]!, count[l]!, wildRun[l]!, open[l]!] as const);
      lines.forEach((line, l) => {
        if (!open[l]) return;
        const cell = window[line[reel]!]!;
        if (cell === wild) {
          count[l]!++;
          if (symbol[l]! < 0) wildRun[l]!++;
        } else if (symbol[l]! < 0 && regular[cell]) {
          symbol[l] = cell;
          count[l]!++;
        } else if (cell === symbol[l]) count[l]!++;
        else open[l] = false;
      });
      search(reel + 1, scatters + window.filter((cell) => cell === scatter.s).length);
      saved.forEach(([s, c, w, o], l) => {
        symbol[l] = s;
        count[l] = c;
        wildRun[l] = w;
        open[l] = o;
      });
    }
  };
  search(0, 0);
  return best;
}

export function waysMaxWin(data: WaysData): number {
  const index = new Map(data.symbols.map((symbol, i) => [symbol.id, i]));
  const windows = distinctWindows(data.reels, index);
  const reelCount = data.reels.length;
  const wild = data.symbols.findIndex((symbol) => symbol.role === "wild");
  const payers = data.symbols.flatMap((symbol, s) =>
    symbol.role === "regular"
      ? [{ s, pays: Array.from({ length: reelCount + 1 }, (_, k) => symbol.pays?.[k] ?? 0) }]
      : [],
  );
  const scatter = scatterSetup(data.symbols, windows);
  /** ways[i] of payer i so far; 0 once its run ended (its pay is then in `closed`). */
  let best = 0;
  const search = (reel: number, ways: number[], closed: number, scatters: number) => {
    let bound = 0;
    payers.forEach((payer, i) => {
      const w = ways[i]!;
      if (w === 0) return;
      let top = 0;
      for (let k = Math.max(reel, 1); k <= reelCount; k++)
        top = Math.max(top, payer.pays[k]! * w * ROWS ** (k - reel));
      bound += top;
    });
    const scatterPay = scatterBound(scatter.payByCount, scatters, scatter.mostFrom[reel]!);
    if (closed + bound + scatterPay <= best) return;
    if (reel === reelCount) {
      best = Math.max(best, closed + bound + scatterPay);
      return;
    }
    for (const window of windows[reel]!) {
      let nowClosed = closed;
      const next = payers.map((payer, i) => {
        const w = reel === 0 ? 1 : ways[i]!;
        if (w === 0) return 0;
        const cells = window.filter((cell) => cell === payer.s || (reel > 0 && cell === wild)).length;
        if (cells === 0) {
          if (reel > 0) nowClosed += payer.pays[reel]! * w;
          return 0;
        }
        return w * cells;
      });
      search(reel + 1, next, nowClosed, scatters + window.filter((cell) => cell === scatter.s).length);
    }
  };
  search(
    0,
    payers.map(() => 1),
    0,
    0,
  );
  return best;
}

export function classicMaxWin(data: ClassicData): number {
  const windows = data.reels.map((strip) => stripWindows(strip, ROWS));
  let best = 0;
  const walk = (chosen: string[][]) => {
    if (chosen.length === windows.length) {
      const total = data.paylines.reduce(
        (sum, line) =>
          sum +
          classicLinePay(
            data,
            line.map((row, reel) => chosen[reel]![row]!),
          ),
        0,
      );
      best = Math.max(best, total);
      return;
    }
    for (const window of windows[chosen.length]!) walk([...chosen, window]);
  };
  walk([]);
  return best;
}
