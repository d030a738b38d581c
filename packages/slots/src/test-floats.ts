import type { FloatSource } from "./types.ts";

/** Test helper: floats that land each reel on a chosen stop, in order; throws when used up. */
export class StopFloats implements FloatSource {
  private readonly floats: number[] = [];
  private position = 0;

  /** spins[k][reel] = the stop of reel `reel` in spin k; lengths[reel] = that reel's length. */
  constructor(lengths: readonly number[], spins: readonly (readonly number[])[]) {
    for (const stops of spins) {
      stops.forEach((stop, reel) => {
        this.floats.push((stop + 0.5) / lengths[reel]!);
      });
    }
  }

  next(): number {
    const float = this.floats[this.position++];
    if (float === undefined) throw new Error("the test ran out of floats");
    return float;
  }

  get left(): number {
    return this.floats.length - this.position;
  }
}
