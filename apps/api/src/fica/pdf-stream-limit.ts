import { createRequire } from "node:module";
import { decodePDFRawStream, PDFArray, PDFName, type PDFRawStream } from "pdf-lib";

/**
 * pdf-lib (pinned at 1.17.1) unpacks object streams and cross-reference streams while it parses,
 * in full and into memory: a 5 MB upload of nested FlateDecode could ask for gigabytes. Its parser
 * reaches that decoding only through ByteStream.fromPDFRawStream, which we replace (once, for the
 * whole process; nothing else here uses pdf-lib) with one that accepts a plain or FlateDecode
 * stream and stops past MAX_UNPACKED_BYTES. The file comes from the same CommonJS build that
 * `import "pdf-lib"` loads, so both see one ByteStream.
 */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

interface ByteStreamClass {
  of(bytes: Uint8Array): unknown;
  fromPDFRawStream(raw: PDFRawStream): unknown;
}

export class UnpackLimitError extends Error {}

const require = createRequire(import.meta.url);
const ByteStream = (require("pdf-lib/cjs/core/parser/ByteStream.js") as { default: ByteStreamClass }).default;

/** One FlateDecode (or none): chains of filters could hide a bomb inside an innocent outer layer. */
function singleFlateOrNone(raw: PDFRawStream): boolean {
  const filter = raw.dict.lookup(PDFName.of("Filter"));
  if (filter === undefined) return true;
  if (filter instanceof PDFArray) {
    return filter.size() === 0 || (filter.size() === 1 && filter.get(0) === PDFName.of("FlateDecode"));
  }
  return filter === PDFName.of("FlateDecode");
}

ByteStream.fromPDFRawStream = (raw) => {
  if (!singleFlateOrNone(raw)) throw new UnpackLimitError("unsupported object stream filter");
  const stream = decodePDFRawStream(raw);
  let unpacked = 0;
  for (let chunk = stream.getBytes(CHUNK_BYTES); chunk.length > 0; chunk = stream.getBytes(CHUNK_BYTES)) {
    unpacked += chunk.length;
    if (unpacked > MAX_UNPACKED_BYTES) throw new UnpackLimitError("object stream too large");
  }
  return ByteStream.of(stream.decode());
};
