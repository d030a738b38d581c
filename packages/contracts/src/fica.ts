import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "./constants.ts";

/**
 * The identity check (spec §1 "FICA", §7 api/fica/info, api/fica/uploaded, api/fica/update) and
 * its operator review. A player uploads the three documents, submits them (pending), and an
 * operator approves or rejects with a reason; after a rejection the player uploads again.
 */
export const FICA_DOCUMENT_TYPES = ["identity_document", "proof_of_address", "selfie"] as const;
export const ficaDocumentTypeSchema = z.enum(FICA_DOCUMENT_TYPES);
export type FicaDocumentType = z.infer<typeof ficaDocumentTypeSchema>;

export const FICA_STATUSES = ["not_submitted", "pending", "approved", "rejected"] as const;
export const ficaStatusSchema = z.enum(FICA_STATUSES);
export type FicaStatus = z.infer<typeof ficaStatusSchema>;

/** Types recognised by their content (magic bytes), never by name or declared content type. */
export const FICA_ACCEPTED_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type FicaContentType = (typeof FICA_ACCEPTED_TYPES)[number];

/** 5 MB per file: a phone photo or a scanned page fits; anything larger is refused with 413. */
export const FICA_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** A selfie is a photo: a PDF is refused for it. */
export function ficaTypesFor(type: FicaDocumentType): readonly FicaContentType[] {
  return type === "selfie" ? ["image/jpeg", "image/png"] : FICA_ACCEPTED_TYPES;
}

export const ficaDocumentSchema = z.object({
  type: ficaDocumentTypeSchema,
  content_type: z.enum(FICA_ACCEPTED_TYPES),
  size: z.number().int(),
  received_at: z.string(),
});
export type FicaDocument = z.infer<typeof ficaDocumentSchema>;

/** GET api/fica/info. */
export const ficaInfoSchema = z.object({
  status: ficaStatusSchema,
  /** The operator's reason, when the last submission was rejected. */
  reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The set being prepared (not submitted, rejected) or the one under review / approved. */
  documents: z.array(ficaDocumentSchema),
  can_upload: z.boolean(),
  can_submit: z.boolean(),
  required_fica_to_play: z.boolean(),
  document_types: z.array(ficaDocumentTypeSchema),
  accepted_types: z.array(z.enum(FICA_ACCEPTED_TYPES)),
  max_file_bytes: z.number().int(),
});
export type FicaInfo = z.infer<typeof ficaInfoSchema>;

/** Operator API: GET api/operator/fica/cases. */
export const ficaCasesQuerySchema = z.object({
  status: z.enum(["pending", "approved", "rejected"]).default("pending"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const ficaReviewSchema = z.object({
  decision: z.enum(["approved", "rejected"]),
  reason: z.string().nullable(),
  reviewer: z.string(),
  decided_at: z.string(),
});

export const ficaCaseSchema = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "approved", "rejected"]),
  reason: z.string().nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  player: z.object({
    id: z.uuid(),
    full_name: z.string(),
    phone_number: z.string().nullable(),
    email: z.string().nullable(),
    id_number: z.string().nullable(),
    dob: z.string().nullable(),
  }),
  documents: z.array(ficaDocumentSchema),
});
export type FicaCase = z.infer<typeof ficaCaseSchema>;

export const ficaCaseListSchema = z.object({
  data: z.array(ficaCaseSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const ficaCaseDetailSchema = ficaCaseSchema.extend({ reviews: z.array(ficaReviewSchema) });

export const ficaRejectRequestSchema = z.object({
  reason: z.string().trim().min(3, "Please give the player a reason").max(500),
});
