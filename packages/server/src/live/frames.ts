import type { LiveErrorCode } from "@platform/contracts/client";
import type { LivePosition, LivePublication } from "./bus.ts";

/*
 * Server → client frames (the shapes of @platform/contracts' live.ts), written as text around the
 * publications' JSON: a publication's data was serialized once by its publisher and is never parsed
 * and serialized again here; its frame is built once per node and the same bytes go to every
 * subscriber. live-server.test.ts checks every frame it receives against the contract's schema.
 */

export function publicationFrame(publication: LivePublication): string {
  return (
    `{"type":"publication","channel":${JSON.stringify(publication.channel)},` +
    `"offset":${publication.offset},"epoch":${JSON.stringify(publication.epoch)},"data":${publication.json}}`
  );
}

export function subscribedFrame(
  channel: string,
  position: LivePosition,
  answer: { recovered: true; publications: LivePublication[] } | { recovered: false; snapshot: unknown },
): string {
  let frame =
    `{"type":"subscribed","channel":${JSON.stringify(channel)},"offset":${position.offset},` +
    `"epoch":${JSON.stringify(position.epoch)},"recovered":${answer.recovered}`;
  if (answer.recovered) {
    const missed = answer.publications.map(
      (publication) => `{"offset":${publication.offset},"data":${publication.json}}`,
    );
    frame += `,"publications":[${missed.join(",")}]`;
  } else if (answer.snapshot !== undefined) {
    frame += `,"snapshot":${JSON.stringify(answer.snapshot)}`;
  }
  return `${frame}}`;
}

export function errorFrame(code: LiveErrorCode, message: string, channel?: string): string {
  return JSON.stringify(
    channel === undefined ? { type: "error", code, message } : { type: "error", code, message, channel },
  );
}

export const PONG_FRAME = '{"type":"pong"}';

export function refreshedFrame(expiresIn: number | null): string {
  return JSON.stringify({ type: "refreshed", expires_in: expiresIn });
}

/**
 * The WebSocket frame a server sends for a text message (FIN, opcode 1, unmasked, RFC 6455 §5.2),
 * built once per publication so each subscriber costs one socket write of the same bytes. The text
 * is encoded straight into the frame; `payload` is a view of it (for a socket ws must write itself).
 */
export function textFrame(text: string): { bytes: Buffer; payload: Buffer } {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const bytes = Buffer.allocUnsafe(header + length);
  bytes[0] = 0x81;
  if (length < 126) {
    bytes[1] = length;
  } else if (length < 65_536) {
    bytes[1] = 126;
    bytes.writeUInt16BE(length, 2);
  } else {
    bytes[1] = 127;
    bytes.writeBigUInt64BE(BigInt(length), 2);
  }
  bytes.write(text, header);
  return { bytes, payload: bytes.subarray(header) };
}
