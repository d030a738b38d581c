import type { SymbolSpec } from "./slot-data.ts";
import { parseStrip } from "./slot-data.ts";
import type { FloatSource } from "./types.ts";

/**
 * Reel strips compiled to symbol indices, each strip extended by rows − 1 symbols so a window never
 * wraps, and the window of the last spin: window[reel × rows + row].
 */
export class ReelSet {
  readonly ids: string[];
  readonly index = new Map<string, number>();
  readonly strips: Uint8Array[];
  readonly lengths: Int32Array;
  readonly stops: Int32Array;
  readonly window: Uint8Array;

  constructor(
    symbols: readonly SymbolSpec[],
    reels: readonly string[],
    readonly rows: number,
  ) {
    this.ids = symbols.map((symbol) => symbol.id);
    if (this.ids.length > 255) throw new RangeError("at most 255 symbols");
    this.ids.forEach((id, i) => {
      if (this.index.has(id)) throw new Error(`symbol ${id} twice`);
      this.index.set(id, i);
    });
    this.strips = reels.map((text, reel) => {
      const strip = parseStrip(text);
      if (strip.length < rows) throw new RangeError(`reel ${reel + 1} is shorter than the window`);
      const compiled = new Uint8Array(strip.length + rows - 1);
      for (let at = 0; at < compiled.length; at++) {
        const id = strip[at % strip.length]!;
        const symbol = this.index.get(id);
        if (symbol === undefined) throw new Error(`reel ${reel + 1}: unknown symbol ${id}`);
        compiled[at] = symbol;
      }
      return compiled;
    });
    this.lengths = Int32Array.from(this.strips, (strip) => strip.length - rows + 1);
    this.stops = new Int32Array(reels.length);
    this.window = new Uint8Array(reels.length * rows);
  }

  get reelCount(): number {
    return this.strips.length;
  }

  /** Reel stop i = floor(float × length of reel i); fills the window. */
  spin(floats: FloatSource): void {
    const { strips, lengths, stops, window, rows } = this;
    for (let reel = 0; reel < strips.length; reel++) {
      const length = lengths[reel]!;
      const stop = Math.floor(floats.next() * length);
      if (!(stop >= 0 && stop < length)) throw new RangeError("a float outside [0, 1)");
      stops[reel] = stop;
      const strip = strips[reel]!;
      for (let row = 0; row < rows; row++) window[reel * rows + row] = strip[stop + row]!;
    }
  }

  /** grid[reel][row] of the last spin, as symbol ids. */
  grid(): string[][] {
    return Array.from({ length: this.reelCount }, (_, reel) =>
      Array.from({ length: this.rows }, (_, row) => this.ids[this.window[reel * this.rows + row]!]!),
    );
  }

  /** The number of cells of `symbol` in the window of each stop of each reel. */
  windowCounts(symbol: number): Uint8Array[] {
    return this.strips.map((strip, reel) => {
      const counts = new Uint8Array(this.lengths[reel]!);
      for (let stop = 0; stop < counts.length; stop++) {
        for (let row = 0; row < this.rows; row++) if (strip[stop + row] === symbol) counts[stop]!++;
      }
      return counts;
    });
  }
}
