/*
 * The scripts the "How to verify" sections print for a player to paste into a browser console. They
 * are plain JavaScript on WebCrypto alone (no library, no import), written from the method the pages
 * state, not from this package's code: verify-examples.test.ts runs their very text and checks they
 * agree with the code that plays the games. Values are written in with JSON.stringify, so any seed
 * text stays a valid string literal.
 */

/** The lines both scripts share: floats of (server seed, client seed, nonce), block by block. */
const FLOATS = [
  "  const text = (value) => new TextEncoder().encode(value);",
  '  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");',
  "  // HMAC key: the server seed's hex text itself (not the bytes it spells).",
  '  const key = await crypto.subtle.importKey("raw", text(serverSeed), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);',
  "  const floats = [];",
  "  for (let block = 0; floats.length < count; block++) {",
  "    // Message: client seed, nonce and block number joined by colons; 32 bytes per block.",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the script's own template literal
  '    const bytes = new Uint8Array(await crypto.subtle.sign("HMAC", key, text(`${clientSeed}:${nonce}:${block}`)));',
  "    // 4 bytes per float: big-endian 32-bit integer / 2^32, 8 floats per block.",
  "    for (let at = 0; at < 32 && floats.length < count; at += 4) {",
  "      floats.push((bytes[at] * 2 ** 24 + bytes[at + 1] * 2 ** 16 + bytes[at + 2] * 2 ** 8 + bytes[at + 3]) / 2 ** 32);",
  "    }",
  "  }",
  '  const serverSeedHash = hex(await crypto.subtle.digest("SHA-256", text(serverSeed)));',
  '  console.log("SHA-256 of the server seed:", serverSeedHash);',
];

export interface SlotScriptInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** How many symbols each reel strip has, left to right (the game's page lists the strips). */
  reelLengths: readonly number[];
  /** Spins in the round: 1, plus the free spins it awarded. */
  spins?: number;
}

/** The slots' script: prints the commitment and the reel stops of each spin of a round. */
export function slotConsoleScript({
  serverSeed,
  clientSeed,
  nonce,
  reelLengths,
  spins = 1,
}: SlotScriptInput) {
  return [
    "(async () => {",
    "  // Your round: revealed server seed, client seed, nonce, the game's reel lengths, spins in the round.",
    `  const serverSeed = ${JSON.stringify(serverSeed)};`,
    `  const clientSeed = ${JSON.stringify(clientSeed)};`,
    `  const nonce = ${JSON.stringify(nonce)};`,
    `  const reelLengths = ${JSON.stringify(reelLengths)};`,
    `  const spins = ${JSON.stringify(spins)};`,
    "  const count = spins * reelLengths.length;",
    ...FLOATS,
    "  // One float per reel, left to right: stop = floor(float × reel length); free spins go on.",
    "  const stops = [];",
    "  for (let spin = 0; spin < spins; spin++) {",
    "    const at = spin * reelLengths.length;",
    "    stops.push(reelLengths.map((length, reel) => Math.floor(floats[at + reel] * length)));",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the script's own template literal
    '    console.log(`spin ${spin + 1} reel stops:`, stops[spin].join(", "));',
    "  }",
    "  return { serverSeedHash, floats, stops };",
    "})();",
  ].join("\n");
}

export interface DrawScriptInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Balls drawn: 5 for Lucky 5, 4 and 3, 1 for Lucky Number. */
  balls: number;
  /** The pool is 1..max. */
  max: number;
}

/** The draws' script: prints the commitment and the balls in the order drawn. */
export function drawConsoleScript({ serverSeed, clientSeed, nonce, balls, max }: DrawScriptInput) {
  return [
    "(async () => {",
    "  // The draw's page gives the revealed server seed and the client seed; a draw's nonce is 0.",
    `  const serverSeed = ${JSON.stringify(serverSeed)};`,
    `  const clientSeed = ${JSON.stringify(clientSeed)};`,
    `  const nonce = ${JSON.stringify(nonce)};`,
    "  // Lucky 5, Lucky 4 and Lucky 3 draw 5 balls; Lucky Number 1. The pool is 1 to max.",
    `  const count = ${JSON.stringify(balls)};`,
    `  const max = ${JSON.stringify(max)};`,
    ...FLOATS,
    "  // Without replacement: each float takes the ball at floor(float × balls left) out of the pool.",
    "  const pool = Array.from({ length: max }, (_, i) => i + 1);",
    "  const drawn = floats.map((float) => pool.splice(Math.floor(float * pool.length), 1)[0]);",
    '  console.log("balls in the order drawn:", drawn.join(", "));',
    "  return { serverSeedHash, floats, balls: drawn };",
    "})();",
  ].join("\n");
}
