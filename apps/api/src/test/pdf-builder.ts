import { deflateSync } from "node:zlib";

/*
 * PDFs written byte by byte, for the FICA checks: the hostile ones must hide their active content
 * from a byte search (escaped names, compressed object streams), so no PDF library writes them.
 */

type Body = string | Buffer;

/** A stream object's body: its dictionary (with /Length) and its data. */
export function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);
}

/** One A4-ish page with a blue rectangle: objects 1 (catalog) to 4 (its content). */
export function onePage(catalogExtra = "", pageExtra = ""): Body[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ${pageExtra}>>`,
    stream("", Buffer.from("0 0 1 rg 72 600 200 100 re f")),
  ];
}

function header(version: string): Buffer {
  return Buffer.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, "latin1");
}

function indirect(number: number, body: Body): Buffer {
  return Buffer.concat([Buffer.from(`${number} 0 obj\n`), Buffer.from(body), Buffer.from("\nendobj\n")]);
}

/** PDF 1.4: objects numbered from 1 in order, a classic cross-reference table, a trailer. */
export function classicPdf(objects: Body[], trailer = ""): Buffer {
  const parts = [header("1.4")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    const object = indirect(index + 1, body);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

export interface ObjectStreamOptions {
  /** Spaces appended to the unpacked object stream (a decompression bomb when large). */
  padding?: number;
  /** FlateDecode applied this many times (each listed in /Filter). */
  flateLayers?: number;
}

/**
 * PDF 1.5: `packed` (objects 1…) inside one FlateDecode object stream, `plain` after them as
 * ordinary objects, and a cross-reference stream in place of the table and trailer.
 */
export function objectStreamPdf(packed: string[], plain: Body[], options: ObjectStreamOptions = {}): Buffer {
  const offsetsInStream: number[] = [];
  let objectsText = "";
  for (const body of packed) {
    offsetsInStream.push(objectsText.length);
    objectsText += `${body}\n`;
  }
  const index = offsetsInStream.map((offset, i) => `${i + 1} ${offset}`).join(" ");
  const first = index.length + 1;
  let data = Buffer.concat([Buffer.from(`${index}\n${objectsText}`), Buffer.alloc(options.padding ?? 0, 32)]);
  const layers = options.flateLayers ?? 1;
  for (let i = 0; i < layers; i++) data = deflateSync(data, { level: 9 });
  const filter = `[${" /FlateDecode".repeat(layers)} ]`;

  const streamNumber = packed.length + plain.length + 1;
  const xrefNumber = streamNumber + 1;
  const parts = [header("1.5")];
  let length = parts[0]?.length ?? 0;
  const offsets = new Map<number, number>();
  const bodies: [number, Body][] = [
    ...plain.map((body, i): [number, Body] => [packed.length + 1 + i, body]),
    [streamNumber, stream(`/Type /ObjStm /N ${packed.length} /First ${first} /Filter ${filter}`, data)],
  ];
  for (const [number, body] of bodies) {
    const object = indirect(number, body);
    offsets.set(number, length);
    parts.push(object);
    length += object.length;
  }
  offsets.set(xrefNumber, length);

  // Entries of 1 + 4 + 2 bytes: type, then offset or object stream, then generation or index.
  const row = (type: number, field: number, extra: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(extra, 5);
    return bytes;
  };
  const rows = [row(0, 0, 65535)];
  for (let number = 1; number <= xrefNumber; number++) {
    rows.push(
      number <= packed.length ? row(2, streamNumber, number - 1) : row(1, offsets.get(number) ?? 0, 0),
    );
  }
  const xrefDict = `/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R`;
  parts.push(indirect(xrefNumber, stream(xrefDict, Buffer.concat(rows))));
  parts.push(Buffer.from(`startxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}
