import { compress, INITIAL, ROUND_CONSTANTS } from "../crash/sha256.ts";
import {
  INNER_OFFSET,
  K_OFFSET,
  OUTER_OFFSET,
  OUTER_TAIL_OFFSET,
  SCHEDULE_OFFSET,
  STATE_OFFSET,
  sha256x4ModuleBytes,
} from "./wasm-module.ts";

/*
 * Four SHA-256 compressions at once (decision 051): a virtual match day hashes about 32 independent
 * blocks (8 matches, two fair blocks each, inner and outer hash), which four SIMD lanes take four at
 * a time for about the price of one plain-TS compression. Only on the server (Node): a browser
 * replays one match day, instant in plain TS, and the web app's Content-Security-Policy (no
 * 'wasm-unsafe-eval') would refuse the module with a console error. Where it does not run, or
 * disagrees with the plain-TS compression on a test block, `compressX4()` is undefined and callers
 * use `compress`: the same numbers either way, only slower.
 */

/** Word k of lane l is at `state[4k + l]` and `words[4j + l]` (lane-interleaved). */
export interface CompressX4 {
  /** The eight state words of each lane, read and written by `run`. */
  readonly state: Int32Array;
  /** The 16 message words of each lane's block. */
  readonly words: Int32Array;
  /** Compresses each lane's block into its state. */
  run(): void;
  /** The inner and outer hashes' states before their last block (HMAC-SHA256), per lane. */
  readonly inner: Int32Array;
  readonly outer: Int32Array;
  /**
   * An HMAC-SHA256's last two compressions: `state` = inner + the block in `words`, then `state` =
   * outer + (that digest, the outer block's padding). The digest is left in `state`.
   */
  hmac(): void;
}

/** The outer block after the inner digest: 0x80, zeros, the length of pad + digest in bits. */
const OUTER_TAIL = [0x80000000 | 0, 0, 0, 0, 0, 0, 0, (64 + 32) * 8];

/** The part of the WebAssembly API used here (the package compiles without DOM or wasm type libraries). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

function instantiate(): CompressX4 | undefined {
  // Typed arrays use the host's byte order, WebAssembly little-endian: only equal on little-endian hosts.
  if (new Uint8Array(Uint32Array.of(1).buffer)[0] !== 1) return undefined;
  const host = globalThis as { WebAssembly?: WebAssemblyApi; process?: { versions?: { node?: string } } };
  const wasm = host.WebAssembly;
  if (!wasm || typeof host.process?.versions?.node !== "string") return undefined;
  let exports: Record<string, unknown>;
  try {
    exports = new wasm.Instance(new wasm.Module(sha256x4ModuleBytes()), {}).exports;
  } catch {
    return undefined; // no SIMD (or WebAssembly switched off): the plain-TS path
  }
  const buffer = (exports.memory as { buffer: ArrayBuffer }).buffer;
  new Int32Array(buffer, K_OFFSET, 64).set(ROUND_CONSTANTS);
  const tail = new Int32Array(buffer, OUTER_TAIL_OFFSET, 32);
  for (let j = 0; j < 8; j++) tail.fill(OUTER_TAIL[j]!, 4 * j, 4 * j + 4);
  const x4: CompressX4 = {
    state: new Int32Array(buffer, STATE_OFFSET, 32),
    words: new Int32Array(buffer, SCHEDULE_OFFSET, 64),
    run: exports.compress as () => void,
    inner: new Int32Array(buffer, INNER_OFFSET, 32),
    outer: new Int32Array(buffer, OUTER_OFFSET, 32),
    hmac: exports.hmac as () => void,
  };
  return agreesWithPlain(x4) ? x4 : undefined;
}

/** Two compressions of distinct blocks in each lane, against `compress`: any difference disables it. */
function agreesWithPlain(x4: CompressX4): boolean {
  const expected = new Int32Array(32);
  const words = new Int32Array(64);
  for (let lane = 0; lane < 4; lane++) {
    const state = new Int32Array(INITIAL);
    for (let step = 0; step < 2; step++) {
      for (let j = 0; j < 16; j++) words[j] = Math.imul(0x9e3779b9, lane * 64 + step * 16 + j + 1);
      compress(state, words);
    }
    for (let k = 0; k < 8; k++) expected[4 * k + lane] = state[k]!;
  }
  for (let k = 0; k < 8; k++) x4.state.fill(INITIAL[k]!, 4 * k, 4 * k + 4);
  for (let step = 0; step < 2; step++) {
    for (let lane = 0; lane < 4; lane++)
      for (let j = 0; j < 16; j++)
        x4.words[4 * j + lane] = Math.imul(0x9e3779b9, lane * 64 + step * 16 + j + 1);
    x4.run();
  }
  return x4.state.every((word, i) => word === expected[i]);
}

let cached: CompressX4 | undefined | null = null;
let switchedOff = false;

/** The four-lane compression, built on first use; undefined where it cannot run (then use `compress`). */
export function compressX4(): CompressX4 | undefined {
  if (switchedOff) return undefined;
  if (cached === null) cached = instantiate();
  return cached;
}

/** For tests: runs everything on the plain-TS path, as a browser without WebAssembly SIMD would. */
export function switchOffSimdForTesting(off: boolean): void {
  switchedOff = off;
}
