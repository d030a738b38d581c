import multipart from "@fastify/multipart";
import {
  FICA_DOCUMENT_TYPES,
  FICA_MAX_FILE_BYTES,
  type FicaDocumentType,
  ficaDocumentTypeSchema,
  ficaInfoSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import { authOf } from "../session/require-user.ts";
import { type CheckedDocument, checkDocument } from "./document-check.ts";
import { assertFicaEnabled, type FicaService } from "./fica-service.ts";

const common = { tags: ["fica"], security: bearerSecurity, headers: authHeadersSchema };
const infoResponse = { 200: successEnvelope(ficaInfoSchema), ...accountErrorResponses };
const MB = FICA_MAX_FILE_BYTES / (1024 * 1024);
/** Uploads decode images: a few per minute per address is plenty for a person. */
const UPLOAD_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: "1 minute" } };

/** Spec §7 GET api/fica/info, POST api/fica/uploaded (multipart) and POST api/fica/update. */
export const ficaRoutes: FastifyPluginAsyncZod<{ fica: FicaService }> = async (app, { fica }) => {
  // Only these routes parse multipart bodies; the limits stop a part as soon as it is too large.
  await app.register(multipart, {
    limits: { fileSize: FICA_MAX_FILE_BYTES, files: FICA_DOCUMENT_TYPES.length, fields: 0, parts: 3 },
  });

  app.addHook("preHandler", async (request) => {
    await app.requireUser(request);
    assertFicaEnabled(authOf(request).site);
  });

  app.get(
    "/fica/info",
    { schema: { ...common, summary: "The player's FICA status and documents", response: infoResponse } },
    async (request) => {
      const { site, user } = authOf(request);
      return { status: "success" as const, data: await fica.info(site, user) };
    },
  );

  app.post(
    "/fica/uploaded",
    {
      config: UPLOAD_RATE_LIMIT,
      schema: {
        ...common,
        summary: `Upload FICA documents (multipart fields identity_document, proof_of_address, selfie; JPEG, PNG or PDF by content; at most ${MB} MB each)`,
        consumes: ["multipart/form-data"],
        response: {
          ...infoResponse,
          409: accountErrorResponses[409].describe("Under review or already verified"),
          413: accountErrorResponses[400].describe(`A file is larger than ${MB} MB`),
          415: accountErrorResponses[400].describe("A file is not a readable JPEG, PNG or PDF"),
        },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      await fica.assertCanUpload(user);
      const received = await readDocuments(request);
      for (const [type, doc] of received) await fica.saveDocument(site, user, type, doc);
      const names = [...received.keys()].join(", ");
      return {
        status: "success" as const,
        message: `Received: ${names}.`,
        data: await fica.info(site, user),
      };
    },
  );

  app.post(
    "/fica/update",
    {
      schema: {
        ...common,
        summary: "Submit the uploaded documents for review (status pending)",
        response: infoResponse,
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      await fica.submit(site, user);
      return {
        status: "success" as const,
        message: "Thank you. Your documents are being reviewed.",
        data: await fica.info(site, user),
      };
    },
  );
};

/**
 * Reads every part, checking each file before anything is stored: one bad file refuses the whole
 * upload, so the draft never holds half of a request. Fields other than the three are refused.
 */
async function readDocuments(request: FastifyRequest): Promise<Map<FicaDocumentType, CheckedDocument>> {
  if (!request.isMultipart()) {
    throw new HttpError(400, "Please send the documents as multipart/form-data.");
  }
  const received = new Map<FicaDocumentType, CheckedDocument>();
  let current: FicaDocumentType | undefined;
  try {
    for await (const part of request.parts()) {
      const type = ficaDocumentTypeSchema.safeParse(part.fieldname);
      if (part.type !== "file" || !type.success) {
        const message = `Unexpected field ${part.fieldname.slice(0, 40)}.`;
        throw new HttpError(400, message, [{ message, field: part.fieldname.slice(0, 40) }]);
      }
      if (received.has(type.data)) throw fieldError(type.data, "Send each document once.");
      current = type.data;
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw fieldError(type.data, "This file is empty.");
      received.set(type.data, await checkDocument(type.data, bytes));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const message = `Each file may be at most ${MB} MB.`;
      throw new HttpError(413, message, current ? [{ message, field: current }] : []);
    }
    if (code?.startsWith("FST_")) throw new HttpError(400, "The upload could not be read.");
    throw error;
  }
  if (received.size === 0) throw new HttpError(400, "Please choose a file to upload.");
  return received;
}

function fieldError(field: FicaDocumentType, message: string): HttpError {
  return new HttpError(400, message, [{ message, field }]);
}
