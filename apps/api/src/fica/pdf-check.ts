import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from "pdf-lib";
import "./pdf-stream-limit.ts";

/**
 * PDF names that run code, act on opening, reach outside the document or carry other files in a
 * viewer; an ID scan or a utility bill needs none of them. A link (/URI) is kept: bills carry
 * them, and a link does nothing until the reviewer clicks it and the viewer asks.
 */
const ACTIVE_NAMES = new Set([
  "JS",
  "JavaScript",
  "OpenAction",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "FileAttachment",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToR",
  "GoToE",
  "Rendition",
  "Movie",
  "Sound",
]);
const isActive = (name: string) => ACTIVE_NAMES.has(name) || name.startsWith("RichMedia");

export type PdfRefusal = "damaged" | "encrypted" | "active";

export class PdfRefused extends Error {
  constructor(readonly reason: PdfRefusal) {
    super(`PDF refused: ${reason}`);
  }
}

/**
 * Every spelling a viewer may read for this name. pdf-lib decodes `#xx` escapes only with
 * upper-case hex digits (`/J#61vaScript` is JavaScript, `/#4aS` stays "#4aS"), while the
 * standard and the viewers accept either case, so the rest is decoded here, again until nothing
 * changes (refusing an odd but harmless name is the safe mistake).
 */
function spellings(name: PDFName): string[] {
  const forms = [name.decodeText()];
  for (let i = 0; i < 8; i++) {
    const last = forms[forms.length - 1] ?? "";
    const next = last.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === last) break;
    forms.push(next);
  }
  return forms;
}

/** The first active name among a dictionary's keys and every name value, however deeply nested. */
function findActiveName(root: PDFObject): string | null {
  // Only direct objects are descended into (references are checked as objects of their own),
  // so the walk ends even on a document whose objects refer to each other in a loop.
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      const active = spellings(object).find(isActive);
      if (active) return active;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return null;
}

async function parse(bytes: Buffer): Promise<PDFDocument> {
  let document: PDFDocument;
  try {
    // Encryption is asked of the parsed document: pdf-lib's EncryptedPDFError fails instanceof.
    document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      ignoreEncryption: true,
      updateMetadata: false,
    });
  } catch {
    throw new PdfRefused("damaged");
  }
  if (document.isEncrypted) throw new PdfRefused("encrypted");
  return document;
}

/**
 * Parses a PDF with pdf-lib (cross-reference tables and streams, objects inside compressed object
 * streams, escaped names) and refuses it if any object, the trailer included, holds an active
 * name. What is kept is the document pdf-lib writes again from what it parsed, never the bytes as
 * sent: anything pdf-lib did not understand is not in it.
 */
export async function sanitisePdf(bytes: Buffer): Promise<{ content: Buffer; pages: number }> {
  const document = await parse(bytes);
  const { context } = document;
  const trailer = Object.values(context.trailerInfo).filter((value): value is PDFObject => !!value);
  const objects = [...trailer, ...context.enumerateIndirectObjects().map(([, object]) => object)];
  if (objects.some((object) => findActiveName(object) !== null)) throw new PdfRefused("active");
  try {
    const pages = document.getPageCount();
    const saved = await document.save({
      useObjectStreams: false,
      addDefaultPage: false,
      updateFieldAppearances: false,
    });
    return { content: Buffer.from(saved), pages };
  } catch {
    throw new PdfRefused("damaged");
  }
}
