import { createHash } from "node:crypto";
import {
  FICA_ACCEPTED_TYPES,
  FICA_DOCUMENT_TYPES,
  FICA_MAX_FILE_BYTES,
  type FicaDocument,
  type FicaDocumentType,
  type FicaInfo,
} from "@platform/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { ficaCases, ficaDocuments } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import { isUniqueViolation } from "../users/user-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { CheckedDocument } from "./document-check.ts";

export type FicaCaseRow = typeof ficaCases.$inferSelect;

/** Every column but the file itself: lists and statuses never load the bytes. */
export const documentColumns = {
  id: ficaDocuments.id,
  caseId: ficaDocuments.caseId,
  type: ficaDocuments.type,
  contentType: ficaDocuments.contentType,
  size: ficaDocuments.size,
  receivedAt: ficaDocuments.receivedAt,
};
type DocumentMeta = { type: FicaDocumentType; contentType: string; size: number; receivedAt: Date };

export function toDocument(row: DocumentMeta): FicaDocument {
  return {
    type: row.type,
    content_type: row.contentType as FicaDocument["content_type"],
    size: row.size,
    received_at: row.receivedAt.toISOString(),
  };
}

/** FICA is offered where the menu shows it or the site requires it to play (as the web's tab). */
export function assertFicaEnabled(site: Site): void {
  if (!site.settings.show_menu_fica && !site.settings.required_fica_to_play) {
    throw new HttpError(403, "Identity verification (FICA) is not available on this site.");
  }
}

/** The player's side of FICA: the draft set of documents, its submission, and the status. */
export class FicaService {
  constructor(readonly db: Database) {}

  async latestCase(userId: string): Promise<FicaCaseRow | undefined> {
    const [row] = await this.db
      .select()
      .from(ficaCases)
      .where(eq(ficaCases.userId, userId))
      .orderBy(desc(ficaCases.submittedAt))
      .limit(1);
    return row;
  }

  async info(site: Site, user: UserRow): Promise<FicaInfo> {
    const latest = await this.latestCase(user.id);
    const status = latest?.status ?? "not_submitted";
    const underReview = status === "pending" || status === "approved";
    const documents = await this.db
      .select(documentColumns)
      .from(ficaDocuments)
      .where(
        underReview && latest
          ? eq(ficaDocuments.caseId, latest.id)
          : and(eq(ficaDocuments.userId, user.id), isNull(ficaDocuments.caseId)),
      )
      .orderBy(ficaDocuments.type);
    return {
      status,
      reason: latest?.status === "rejected" ? latest.reason : null,
      submitted_at: latest?.submittedAt.toISOString() ?? null,
      decided_at: latest?.decidedAt?.toISOString() ?? null,
      documents: documents.map(toDocument),
      can_upload: !underReview,
      can_submit: !underReview && FICA_DOCUMENT_TYPES.every((type) => documents.some((d) => d.type === type)),
      required_fica_to_play: site.settings.required_fica_to_play,
      document_types: [...FICA_DOCUMENT_TYPES],
      accepted_types: [...FICA_ACCEPTED_TYPES],
      max_file_bytes: FICA_MAX_FILE_BYTES,
    };
  }

  /** Refuses new documents while a submission is under review or once approved. */
  async assertCanUpload(user: UserRow): Promise<void> {
    const latest = await this.latestCase(user.id);
    if (latest?.status === "pending") {
      throw new HttpError(409, "Your documents are being reviewed. Please wait for the decision.");
    }
    if (latest?.status === "approved" || user.approvedFicaStatus) {
      throw new HttpError(409, "Your identity is already verified.");
    }
  }

  /** Puts a checked document in the draft set, replacing one of the same type. */
  async saveDocument(site: Site, user: UserRow, type: FicaDocumentType, doc: CheckedDocument): Promise<void> {
    const values = {
      contentType: doc.contentType,
      size: doc.content.length,
      sha256: createHash("sha256").update(doc.content).digest("hex"),
      content: doc.content,
      receivedAt: new Date(),
    };
    await this.db
      .insert(ficaDocuments)
      .values({ siteId: site.id, userId: user.id, type, ...values })
      .onConflictDoUpdate({
        target: [ficaDocuments.userId, ficaDocuments.type],
        targetWhere: sql`${ficaDocuments.caseId} is null`,
        set: values,
      });
  }

  /**
   * Submits the draft set for review (pending). All three documents are needed; a second
   * submission racing this one meets the one-pending-case index and is refused.
   */
  async submit(site: Site, user: UserRow): Promise<void> {
    await this.assertCanUpload(user);
    try {
      await this.db.transaction(async (tx) => {
        const drafts = await tx
          .select({ id: ficaDocuments.id, type: ficaDocuments.type })
          .from(ficaDocuments)
          .where(and(eq(ficaDocuments.userId, user.id), isNull(ficaDocuments.caseId)));
        const missing = FICA_DOCUMENT_TYPES.filter((type) => !drafts.some((d) => d.type === type));
        if (missing.length > 0) {
          const message = "Please upload all three documents before submitting.";
          throw new HttpError(
            400,
            message,
            missing.map((field) => ({ message: "This document is missing.", field })),
          );
        }
        const [created] = await tx
          .insert(ficaCases)
          .values({ siteId: site.id, userId: user.id })
          .returning({ id: ficaCases.id });
        if (!created) throw new Error("fica case not created");
        await tx
          .update(ficaDocuments)
          .set({ caseId: created.id })
          .where(and(eq(ficaDocuments.userId, user.id), isNull(ficaDocuments.caseId)));
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, "Your documents are being reviewed. Please wait for the decision.");
      }
      throw error;
    }
  }
}
