/** Floats in [0, 1), drawn in order (provably fair: fair-floats.ts). */
export interface FloatSource {
  next(): number;
}
