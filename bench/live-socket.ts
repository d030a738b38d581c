import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";

/**
 * A bench client's WebSocket (RFC 6455) over a plain TCP socket: the upgrade, masked text frames
 * out, and the server's frames read in place. The bench holds 10k of these on the machine that
 * also runs the node, and `ws`'s client spends about twice the CPU per frame (a stream per socket,
 * a copy per message) that the node spends sending it: that CPU is taken from the node. The
 * browsers' client is not this; the node and its protocol are unchanged.
 */

export interface BenchSocket {
  send(text: string): void;
  readonly open: boolean;
  terminate(): void;
}

const OP_TEXT = 0x1;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;
const OP_PONG = 0xa;

/** Connects; `onText` gets each text frame's payload (a view into the read buffer, valid during the call). */
export function openBenchSocket(url: string, onText: (payload: Buffer) => void): Promise<BenchSocket | null> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    let upgraded = false;
    let pending: Buffer | null = null;
    const client: BenchSocket = {
      send: (text) => socket.write(maskedFrame(OP_TEXT, Buffer.from(text))),
      get open() {
        return upgraded && !socket.destroyed;
      },
      terminate: () => socket.destroy(),
    };
    socket.on("connect", () => {
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\n` +
          "Sec-WebSocket-Version: 13\r\n\r\n",
      );
    });
    socket.on("error", () => resolve(null));
    socket.on("close", () => resolve(null));
    socket.on("data", (chunk: Buffer) => {
      let data = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      if (!upgraded) {
        const end = data.indexOf("\r\n\r\n");
        if (end < 0) {
          pending = data;
          return;
        }
        if (!data.toString("latin1", 0, 12).endsWith(" 101")) {
          socket.destroy();
          return;
        }
        upgraded = true;
        resolve(client);
        data = data.subarray(end + 4);
      }
      const rest = readFrames(data, socket, onText);
      if (rest > 0) pending = Buffer.from(data.subarray(data.length - rest));
    });
  });
}

/** Handles every whole frame in `data`; returns how many bytes at its end are an unfinished frame. */
function readFrames(data: Buffer, socket: Socket, onText: (payload: Buffer) => void): number {
  let at = 0;
  while (data.length - at >= 2) {
    const opcode = data[at]! & 0x0f;
    let length = data[at + 1]! & 0x7f;
    let header = 2;
    if (length === 126) {
      if (data.length - at < 4) break;
      length = data.readUInt16BE(at + 2);
      header = 4;
    } else if (length === 127) {
      if (data.length - at < 10) break;
      length = Number(data.readBigUInt64BE(at + 2));
      header = 10;
    }
    if (data.length - at < header + length) break;
    const payload = data.subarray(at + header, at + header + length);
    at += header + length;
    if (opcode === OP_TEXT) onText(payload);
    else if (opcode === OP_PING) socket.write(maskedFrame(OP_PONG, payload));
    else if (opcode === OP_CLOSE) socket.end(maskedFrame(OP_CLOSE, payload));
  }
  return data.length - at;
}

/** A client's frame: masked, as RFC 6455 §5.3 requires of every frame a client sends. */
function maskedFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : 4;
  const frame = Buffer.allocUnsafe(header + 4 + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  }
  const mask = randomBytes(4);
  mask.copy(frame, header);
  for (let index = 0; index < length; index += 1) {
    frame[header + 4 + index] = payload[index]! ^ mask[index & 3]!;
  }
  return frame;
}
