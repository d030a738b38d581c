/*
 * The bytes of a small WebAssembly module that runs four SHA-256 compressions at once, one in each
 * 32-bit lane of WebAssembly's 128-bit SIMD (decision 051). Written out here rather than shipped as a
 * binary: every instruction can be read below, and no toolchain or dependency is needed to rebuild it.
 * About 1.1 KB: small enough to compile synchronously anywhere (Chrome refuses that on a page
 * above 4 KB). compress-x4.ts checks it against the plain-TS compression before using it.
 *
 * Memory (one 64 KiB page, exported): the 64 round constants as i32 at K_OFFSET; the eight state
 * words at STATE_OFFSET, each a v128 of four lanes (word k of lane l at STATE_OFFSET + 16k + 4l); the
 * message schedule at SCHEDULE_OFFSET, 64 v128 words, of which the caller writes the first 16 (the
 * block's words, interleaved the same way). `compress()` adds the block into the state.
 *
 * `hmac()` is an HMAC's last two compressions in one call: the state from INNER_OFFSET, the block in
 * the schedule compressed into it; then that digest followed by the eight words at OUTER_TAIL_OFFSET
 * (the outer block's padding) compressed into the state from OUTER_OFFSET, left in the state.
 */

export const K_OFFSET = 0;
export const STATE_OFFSET = 256;
export const SCHEDULE_OFFSET = 384;
export const INNER_OFFSET = 1408;
export const OUTER_OFFSET = 1536;
export const OUTER_TAIL_OFFSET = 1664;

// Opcodes (WebAssembly 2.0 core and fixed-width SIMD).
const LOCAL_GET = 0x20;
const LOCAL_SET = 0x21;
const LOCAL_TEE = 0x22;
const I32_CONST = 0x41;
const I32_ADD = 0x6a;
const I32_SHL = 0x74;
const I32_LT_U = 0x49;
const LOOP = 0x03;
const BR_IF = 0x0d;
const CALL = 0x10;
const END = 0x0b;
const EMPTY_BLOCK = 0x40;
const V128 = 0x7b;
const I32 = 0x7f;
const SIMD = 0xfd;
const V128_LOAD = 0;
const V128_LOAD32_SPLAT = 9;
const V128_STORE = 11;
const V128_OR = 80;
const V128_XOR = 81;
const V128_BITSELECT = 82;
const I32X4_SHL = 171;
const I32X4_SHR_U = 173;
const I32X4_ADD = 174;

function unsigned(value: number): number[] {
  const bytes: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (value !== 0);
  return bytes;
}

function signed(value: number): number[] {
  const bytes: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    if ((value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0)) {
      bytes.push(byte);
      return bytes;
    }
    bytes.push(byte | 0x80);
  }
}

const simd = (op: number) => [SIMD, ...unsigned(op)];
const i32 = (value: number) => [I32_CONST, ...signed(value)];
const get = (local: number) => [LOCAL_GET, local];
const set = (local: number) => [LOCAL_SET, local];
/** A load or store at address (on the stack) + offset; alignment hint 0, always valid. */
const memory = (op: number, offset: number) => [...simd(op), 0, ...unsigned(offset)];

// Locals: the working variables a–h, the round's t1, a spare v128; then two i32 counters.
const [A, B, C, D, E, F, G, H, T1, X] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const ROUND = 10;
const AT = 11;

/** Rotates each lane of `local` right by n. */
const rotr = (local: number, n: number) => [
  ...get(local),
  ...i32(n),
  ...simd(I32X4_SHR_U),
  ...get(local),
  ...i32(32 - n),
  ...simd(I32X4_SHL),
  ...simd(V128_OR),
];
const xor = simd(V128_XOR);

/** σ0, σ1 of the schedule and Σ0, Σ1 of the rounds (FIPS 180-4 §4.1.2), of `local`. */
const sigma = (local: number, r1: number, r2: number, shift: number) => [
  ...rotr(local, r1),
  ...rotr(local, r2),
  ...xor,
  ...get(local),
  ...i32(shift),
  ...simd(I32X4_SHR_U),
  ...xor,
];
const bigSigma = (local: number, r1: number, r2: number, r3: number) => [
  ...rotr(local, r1),
  ...rotr(local, r2),
  ...xor,
  ...rotr(local, r3),
  ...xor,
];

/** W[i] = W[i−16] + σ0(W[i−15]) + W[i−7] + σ1(W[i−2]) for i = 16 … 63; AT walks W[i−16]. */
const schedule = [
  ...i32(SCHEDULE_OFFSET),
  ...set(AT),
  LOOP,
  EMPTY_BLOCK,
  ...get(AT),
  ...get(AT),
  ...memory(V128_LOAD, 0),
  ...get(AT),
  ...memory(V128_LOAD, 16),
  ...set(X),
  ...sigma(X, 7, 18, 3),
  ...simd(I32X4_ADD),
  ...get(AT),
  ...memory(V128_LOAD, 9 * 16),
  ...simd(I32X4_ADD),
  ...get(AT),
  ...memory(V128_LOAD, 14 * 16),
  ...set(X),
  ...sigma(X, 17, 19, 10),
  ...simd(I32X4_ADD),
  ...memory(V128_STORE, 16 * 16),
  ...get(AT),
  ...i32(16),
  I32_ADD,
  LOCAL_TEE,
  AT,
  ...i32(SCHEDULE_OFFSET + 48 * 16),
  I32_LT_U,
  BR_IF,
  0,
  END,
];

const STATE = [A, B, C, D, E, F, G, H];

/** The 64 rounds; Ch and Maj as bitselects (Ch = e ? f : g, Maj = a ≠ b ? c : a). */
const rounds = [
  ...STATE.flatMap((local, k) => [...i32(0), ...memory(V128_LOAD, STATE_OFFSET + 16 * k), ...set(local)]),
  ...i32(0),
  ...set(ROUND),
  LOOP,
  EMPTY_BLOCK,
  // t1 = h + Σ1(e) + Ch(e, f, g) + K[i] + W[i]
  ...get(H),
  ...bigSigma(E, 6, 11, 25),
  ...simd(I32X4_ADD),
  ...get(F),
  ...get(G),
  ...get(E),
  ...simd(V128_BITSELECT),
  ...simd(I32X4_ADD),
  ...get(ROUND),
  ...i32(2),
  I32_SHL,
  ...memory(V128_LOAD32_SPLAT, K_OFFSET),
  ...simd(I32X4_ADD),
  ...get(ROUND),
  ...i32(4),
  I32_SHL,
  ...memory(V128_LOAD, SCHEDULE_OFFSET),
  ...simd(I32X4_ADD),
  ...set(T1),
  // a' = t1 + Σ0(a) + Maj(a, b, c), kept in X while the others move down
  ...bigSigma(A, 2, 13, 22),
  ...get(C),
  ...get(A),
  ...get(A),
  ...get(B),
  ...xor,
  ...simd(V128_BITSELECT),
  ...simd(I32X4_ADD),
  ...get(T1),
  ...simd(I32X4_ADD),
  ...set(X),
  ...get(G),
  ...set(H),
  ...get(F),
  ...set(G),
  ...get(E),
  ...set(F),
  ...get(D),
  ...get(T1),
  ...simd(I32X4_ADD),
  ...set(E),
  ...get(C),
  ...set(D),
  ...get(B),
  ...set(C),
  ...get(A),
  ...set(B),
  ...get(X),
  ...set(A),
  ...get(ROUND),
  ...i32(1),
  I32_ADD,
  LOCAL_TEE,
  ROUND,
  ...i32(64),
  I32_LT_U,
  BR_IF,
  0,
  END,
  ...STATE.flatMap((local, k) => [
    ...i32(0),
    ...i32(0),
    ...memory(V128_LOAD, STATE_OFFSET + 16 * k),
    ...get(local),
    ...simd(I32X4_ADD),
    ...memory(V128_STORE, STATE_OFFSET + 16 * k),
  ]),
];

/** Copies eight v128 words from one offset to another. */
const copy8 = (from: number, to: number) =>
  [0, 1, 2, 3, 4, 5, 6, 7].flatMap((k) => [
    ...i32(0),
    ...i32(0),
    ...memory(V128_LOAD, from + 16 * k),
    ...memory(V128_STORE, to + 16 * k),
  ]);

const hmac = [
  ...copy8(INNER_OFFSET, STATE_OFFSET),
  CALL,
  0,
  ...copy8(STATE_OFFSET, SCHEDULE_OFFSET),
  ...copy8(OUTER_TAIL_OFFSET, SCHEDULE_OFFSET + 8 * 16),
  ...copy8(OUTER_OFFSET, STATE_OFFSET),
  CALL,
  0,
];

const section = (id: number, contents: number[]) => [id, ...unsigned(contents.length), ...contents];
const name = (text: string) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];

/** The module: exports `memory`, `compress` and `hmac` (no parameters, no result). */
export function sha256x4ModuleBytes(): Uint8Array {
  const body = [2, 10, V128, 2, I32, ...schedule, ...rounds, END];
  const hmacBody = [0, ...hmac, END];
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 0, 0]), // one type: () -> ()
    ...section(3, [2, 0, 0]), // two functions, of that type
    ...section(5, [1, 0, 1]), // one memory, one page
    ...section(7, [3, ...name("memory"), 2, 0, ...name("compress"), 0, 0, ...name("hmac"), 0, 1]),
    ...section(10, [2, ...unsigned(body.length), ...body, ...unsigned(hmacBody.length), ...hmacBody]),
  ]);
}
