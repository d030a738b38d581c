import { createHmac, randomBytes, randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { type SandboxDestination, sandboxCharges } from "../db/schema.ts";
import type { ChargeKind, ChargeRow, ChargeStatus, Clock } from "./charge-view.ts";
import type { SandboxCharges } from "./charges.ts";

export interface SandboxTimings {
  /** A 4000 0000 0000 0077 card: processing, then paid. */
  processingMs: number;
  /** A payout: processing, then paid or refused. */
  payoutMs: number;
  /** An unpaid hosted checkout is cancelled after this. */
  checkoutTtlMs: number;
  /** A mobile-money code works this long. */
  codeTtlMs: number;
}

export const DEFAULT_TIMINGS: SandboxTimings = {
  processingMs: 4_000,
  payoutMs: 2_000,
  checkoutTtlMs: 60 * 60_000,
  codeTtlMs: 10 * 60_000,
};

export interface NewCharge {
  merchantId: string;
  kind: ChargeKind;
  reference: string;
  amount: bigint;
  currency: string;
  merchantName: string;
  notifyUrl: string;
  returnUrl?: string;
  phone?: string;
  destination?: SandboxDestination;
  metadata?: Record<string, string>;
}

interface OpenState {
  status: ChargeStatus;
  /** From now until the charge falls into `dueStatus` unless something happens first. */
  dueInMs: number;
  dueStatus: "succeeded" | "failed" | "canceled";
  dueReason: string | null;
}

/** The same reference again with another amount or currency: not a retry but a mistake. */
export class ReferenceConflictError extends Error {
  override name = "ReferenceConflictError";
}

/** A collection code's HMAC: six digits alone would fall to a brute force of a leaked table. */
export function hashCode(secret: string, id: string, code: string): string {
  return createHmac("sha256", secret).update(`${id}:${code}`).digest("hex");
}

/**
 * Creating charges: each is born open with the outcome it falls into when its time comes (an
 * unpaid checkout expires, a code stops working, a payout pays or is refused). A create repeated
 * with the same merchant reference answers the first charge, as Stripe's idempotency keys do.
 */
export class NewCharges {
  constructor(
    private readonly db: Database,
    private readonly charges: SandboxCharges,
    private readonly clock: Clock,
    private readonly codeSecret: string,
    private readonly timings: SandboxTimings,
  ) {}

  createCheckout(charge: NewCharge): Promise<ChargeRow> {
    return this.#create(charge, {
      status: "requires_payment",
      dueInMs: this.timings.checkoutTtlMs,
      dueStatus: "canceled",
      dueReason: "The checkout expired.",
    });
  }

  /** A collection and the code to text to the phone (null when the reference was already used). */
  async createCollection(charge: NewCharge): Promise<{ charge: ChargeRow; code: string | null }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const id = newId("collection");
    const row = await this.#create(
      charge,
      {
        status: "requires_confirmation",
        dueInMs: this.timings.codeTtlMs,
        dueStatus: "failed",
        dueReason: "The payment request expired.",
      },
      { id, codeHash: hashCode(this.codeSecret, id, code) },
    );
    return { charge: row, code: row.id === id ? code : null };
  }

  createPayout(charge: NewCharge & { destination: SandboxDestination }): Promise<ChargeRow> {
    // The sandbox's rule: an account or number ending in 0000 does not exist.
    const refused = charge.destination.account_number.endsWith("0000");
    const refusal =
      charge.destination.method === "bank"
        ? "The bank refused the transfer: unknown account."
        : "This number has no mobile-money account.";
    return this.#create(charge, {
      status: "processing",
      dueInMs: this.timings.payoutMs,
      dueStatus: refused ? "failed" : "succeeded",
      dueReason: refused ? refusal : null,
    });
  }

  async #create(
    charge: NewCharge,
    state: OpenState,
    extra: { id?: string; codeHash?: string } = {},
  ): Promise<ChargeRow> {
    const now = this.clock();
    const [row] = await this.db
      .insert(sandboxCharges)
      .values({
        id: extra.id ?? newId(charge.kind),
        ...charge,
        codeHash: extra.codeHash ?? null,
        status: state.status,
        dueAt: new Date(now.getTime() + state.dueInMs),
        dueStatus: state.dueStatus,
        dueReason: state.dueReason,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [existing] = await this.db
      .select()
      .from(sandboxCharges)
      .where(
        and(
          eq(sandboxCharges.merchantId, charge.merchantId),
          eq(sandboxCharges.kind, charge.kind),
          eq(sandboxCharges.reference, charge.reference),
        ),
      );
    if (!existing) throw new Error("charge insert conflicted without an existing charge");
    if (existing.amount !== charge.amount || existing.currency !== charge.currency) {
      throw new ReferenceConflictError("This reference was already used with another amount.");
    }
    return this.charges.find(existing.id);
  }
}

const PREFIX: Record<ChargeKind, string> = { checkout: "cs", collection: "mm", payout: "po" };

/** A prefixed id with 144 random bits: a checkout's id is the only key to its hosted page. */
function newId(kind: ChargeKind): string {
  return `${PREFIX[kind]}_${randomBytes(18).toString("base64url")}`;
}
