import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { QUICKNET } from "./quicknet.ts";

/*
 * Test relays: real HTTP servers on ephemeral loopback ports serving drand's API shape, and the
 * real quicknet rounds they serve (recorded/quicknet-rounds.json; this machine has no internet).
 */

export interface RecordedRound {
  round: number;
  randomness: string;
  signature: string;
}

export const recordedRounds: RecordedRound[] = JSON.parse(
  readFileSync(new URL("./recorded/quicknet-rounds.json", import.meta.url), "utf8"),
).rounds;

export function recorded(round: number): RecordedRound {
  const found = recordedRounds.find((entry) => entry.round === round);
  if (!found) throw new Error(`round ${round} is not recorded`);
  return found;
}

export function sha256Hex(hex: string): string {
  return createHash("sha256").update(Buffer.from(hex, "hex")).digest("hex");
}

/** `hex` with one bit flipped (bit `bit` of byte `byteIndex`). */
export function flipBit(hex: string, byteIndex: number, bit = 0): string {
  const bytes = Buffer.from(hex, "hex");
  bytes[byteIndex] = (bytes[byteIndex] ?? 0) ^ (1 << bit);
  return bytes.toString("hex");
}

export interface TestRelay {
  url: string;
  /** The rounds asked, in order (`null` for a path that is not /<quicknet hash>/public/<round>). */
  asked: (number | null)[];
  close(): Promise<void>;
}

type Answer = (round: number) => { status: number; body?: unknown } | "hang";

export async function startRelay(answer: Answer): Promise<TestRelay> {
  const asked: (number | null)[] = [];
  const pattern = new RegExp(`^/${QUICKNET.chainHash}/public/(\\d+)$`);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const match = pattern.exec(request.url ?? "");
    const round = match?.[1] ? Number(match[1]) : null;
    asked.push(round);
    const reply = round === null ? { status: 404 } : answer(round);
    if (reply === "hang") return;
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(reply.body === undefined ? "{}" : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A relay serving the recorded rounds verbatim; 404 for others, as the public relays answer. */
export function honestRelay(): Promise<TestRelay> {
  return startRelay((round) => {
    const found = recordedRounds.find((entry) => entry.round === round);
    return found ? { status: 200, body: found } : { status: 404, body: { error: "not found" } };
  });
}

/** An address where nothing listens: a port just released. */
export async function downRelayUrl(): Promise<string> {
  const relay = await startRelay(() => ({ status: 500 }));
  await relay.close();
  return relay.url;
}
