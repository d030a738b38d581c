import { type FicaContentType, type FicaDocumentType, ficaTypesFor } from "@platform/contracts";
import sharp from "sharp";
import { HttpError } from "../http/http-error.ts";
import { type PdfRefusal, PdfRefused, sanitisePdf } from "./pdf-check.ts";

/** What is stored: the file as we wrote it again (images re-encoded, PDFs re-serialised), never as sent. */
export interface CheckedDocument {
  contentType: FicaContentType;
  content: Buffer;
}

/** Larger pictures are scaled down: enough to read an ID card, and a bounded size to store. */
const MAX_EDGE_PX = 2560;
/** A decompression bomb (a small PNG claiming 50 000 × 50 000) fails before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_REFUSALS: Record<PdfRefusal, string> = {
  damaged: "This PDF document is damaged or incomplete.",
  encrypted: "This PDF is protected by a password. Please send it without one.",
  active: "This PDF contains scripts, actions or attachments. Please send a plain scan or photo.",
};

/** The type a file's first bytes prove, whatever its name or declared content type say. */
export function sniffType(bytes: Buffer): FicaContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return null;
}

function refuse(field: FicaDocumentType, message: string, status = 400): HttpError {
  return new HttpError(status, message, [{ message, field }]);
}

/**
 * Proves a document is what it claims by its content: images are decoded in full and written
 * again (EXIF, GPS, comments and any bytes appended after the picture are gone; the EXIF
 * orientation is applied first so the picture stays upright); a PDF is parsed, refused if it
 * carries active content in any spelling, and written again from what was parsed (pdf-check.ts).
 */
export async function checkDocument(field: FicaDocumentType, bytes: Buffer): Promise<CheckedDocument> {
  const type = sniffType(bytes);
  if (!type) throw refuse(field, "This file is not a JPEG, PNG or PDF document.", 415);
  if (!ficaTypesFor(field).includes(type))
    throw refuse(field, "The selfie must be a JPEG or PNG photo.", 415);
  if (type === "application/pdf") return { contentType: type, content: await checkPdf(field, bytes) };
  return { contentType: type, content: await reencode(field, bytes, type) };
}

async function checkPdf(field: FicaDocumentType, bytes: Buffer): Promise<Buffer> {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  if (!/^%PDF-[12]\.\d/.test(bytes.subarray(0, 8).toString("latin1")) || !tail.includes("%%EOF")) {
    throw refuse(field, PDF_REFUSALS.damaged, 415);
  }
  try {
    return (await sanitisePdf(bytes)).content;
  } catch (error) {
    throw refuse(field, PDF_REFUSALS[error instanceof PdfRefused ? error.reason : "damaged"], 415);
  }
}

async function reencode(field: FicaDocumentType, bytes: Buffer, type: FicaContentType): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: "inside", withoutEnlargement: true });
    // sharp writes no metadata unless asked to (withMetadata/keepExif), which we never do.
    const output =
      type === "image/png" ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    if (info.width < 32 || info.height < 32) throw new Error("too small to read");
    return data;
  } catch {
    throw refuse(field, "This image could not be read. Please take the photo again.", 415);
  }
}
