import type { FicaCase } from "@platform/contracts";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { ficaCases, ficaDocuments, ficaReviews, users } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { nationalNumber } from "../users/phone.ts";
import { documentColumns, type FicaCaseRow, toDocument } from "./fica-service.ts";

export type Decision = "approved" | "rejected";
export interface Reviewer {
  /** The operator's account (API); null from the command line. */
  id: string | null;
  name: string;
}

const NOT_FOUND = "There is no such FICA case.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The operator's side: cases of one site (siteId null only for the command line, which works on
 * the whole database) and their decision. A decision is taken once: the pending → decided update
 * is conditional, so of any number of concurrent approvals and rejections exactly one changes the
 * case, and the review row and the player's approved_fica_status commit with it.
 */
export class FicaReview {
  constructor(readonly db: Database) {}

  async list(siteId: number, status: FicaCaseRow["status"], page: number, perPage: number) {
    const where = and(eq(ficaCases.siteId, siteId), eq(ficaCases.status, status));
    const [total] = await this.db.select({ value: count() }).from(ficaCases).where(where);
    const rows = await this.db
      .select()
      .from(ficaCases)
      .where(where)
      // Oldest first while waiting (fair queue); newest first once decided.
      .orderBy(status === "pending" ? ficaCases.submittedAt : desc(ficaCases.decidedAt))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { data: await this.#views(rows), total: total?.value ?? 0, page, per_page: perPage };
  }

  async find(siteId: number | null, caseId: string): Promise<FicaCaseRow> {
    if (!UUID.test(caseId)) throw new HttpError(404, NOT_FOUND);
    const [row] = await this.db
      .select()
      .from(ficaCases)
      .where(
        siteId === null
          ? eq(ficaCases.id, caseId)
          : and(eq(ficaCases.id, caseId), eq(ficaCases.siteId, siteId)),
      );
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  async detail(siteId: number | null, caseId: string) {
    const row = await this.find(siteId, caseId);
    const [view] = await this.#views([row]);
    const reviews = await this.db
      .select()
      .from(ficaReviews)
      .where(eq(ficaReviews.caseId, row.id))
      .orderBy(ficaReviews.createdAt);
    return {
      ...(view as FicaCase),
      reviews: reviews.map((review) => ({
        decision: review.decision,
        reason: review.reason,
        reviewer: review.reviewerName,
        decided_at: review.createdAt.toISOString(),
      })),
    };
  }

  /** One stored document of a case (the bytes), for the operator to look at. */
  async document(siteId: number, caseId: string, type: string) {
    const row = await this.find(siteId, caseId);
    const [doc] = await this.db
      .select({ contentType: ficaDocuments.contentType, content: ficaDocuments.content })
      .from(ficaDocuments)
      .where(and(eq(ficaDocuments.caseId, row.id), sql`${ficaDocuments.type} = ${type}`));
    if (!doc) throw new HttpError(404, "This case has no such document.");
    return doc;
  }

  async decide(
    siteId: number | null,
    caseId: string,
    decision: Decision,
    reason: string | null,
    reviewer: Reviewer,
  ): Promise<FicaCaseRow> {
    const current = await this.find(siteId, caseId);
    const decided = await this.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(ficaCases)
        .set({
          status: decision,
          reason: decision === "rejected" ? reason : null,
          decidedAt: now,
          decidedBy: reviewer.name,
        })
        .where(and(eq(ficaCases.id, current.id), eq(ficaCases.status, "pending")))
        .returning();
      if (!row) return null;
      await tx.insert(ficaReviews).values({
        caseId: row.id,
        siteId: row.siteId,
        decision,
        reason: row.reason,
        reviewerId: reviewer.id,
        reviewerName: reviewer.name,
        createdAt: now,
      });
      // The flag the web's FICA guard, withdrawals and stakes read (users.approved_fica_status).
      await tx
        .update(users)
        .set({ approvedFicaStatus: decision === "approved", updatedAt: now })
        .where(eq(users.id, row.userId));
      return row;
    });
    if (decided) return decided;
    const after = await this.find(siteId, caseId);
    throw new HttpError(
      409,
      `This case was already ${after.status} by ${after.decidedBy ?? "an operator"} at ${after.decidedAt?.toISOString() ?? "an earlier time"}.`,
    );
  }

  async #views(rows: FicaCaseRow[]): Promise<FicaCase[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const docs = await this.db
      .select(documentColumns)
      .from(ficaDocuments)
      .where(inArray(ficaDocuments.caseId, ids))
      .orderBy(ficaDocuments.type);
    const players = await this.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.userId),
        ),
      );
    return rows.map((row) => {
      const player = players.find((p) => p.id === row.userId);
      return {
        id: row.id,
        status: row.status,
        reason: row.reason,
        submitted_at: row.submittedAt.toISOString(),
        decided_at: row.decidedAt?.toISOString() ?? null,
        decided_by: row.decidedBy,
        player: {
          id: row.userId,
          full_name: player?.fullName ?? "",
          phone_number: player?.phone ? nationalNumber(player.phone, player.callingCode) : null,
          email: player?.email ?? null,
          id_number: player?.idNumber ?? null,
          dob: player?.dob ?? null,
        },
        documents: docs.filter((doc) => doc.caseId === row.id).map(toDocument),
      };
    });
  }
}
