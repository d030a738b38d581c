import type { Database } from "../db/database.ts";
import type { sandboxCharges } from "../db/schema.ts";

export type ChargeRow = typeof sandboxCharges.$inferSelect;
export type ChargeKind = "checkout" | "collection" | "payout";
export type ChargeStatus =
  | "requires_payment"
  | "requires_confirmation"
  | "processing"
  | "succeeded"
  | "failed"
  | "canceled";

/** States a charge can still leave; every other state is final. */
export const OPEN_STATUSES: ChargeStatus[] = ["requires_payment", "requires_confirmation", "processing"];

/** The database or a transaction in it. */
export type Executor = Pick<Database, "select" | "insert" | "update">;

/** The current time; injected so tests move it instead of sleeping. */
export type Clock = () => Date;

/** An HTTP client: `fetch` in a process, an `inject` bound to a Fastify app in tests. */
export type Transport = (request: Request) => Promise<Response>;

/** A merchant account: its API key (bearer) and the secret its webhooks are signed with. */
export interface Merchant {
  id: string;
  /** Shown on the hosted page when a charge names no other. */
  name: string;
  secretKey: string;
  webhookSecret: string;
}

/** A charge as the merchant API and the webhooks show it. Amounts: minor units, as a string. */
export interface ChargeView {
  id: string;
  object: ChargeKind;
  status: ChargeStatus;
  amount: string;
  currency: string;
  reference: string;
  failure_reason: string | null;
  created: number;
  completed: number | null;
}

export function toChargeView(row: ChargeRow): ChargeView {
  return {
    id: row.id,
    object: row.kind as ChargeKind,
    status: row.status as ChargeStatus,
    amount: row.amount.toString(),
    currency: row.currency,
    reference: row.reference,
    failure_reason: row.failureReason,
    created: Math.floor(row.createdAt.getTime() / 1000),
    completed: row.completedAt ? Math.floor(row.completedAt.getTime() / 1000) : null,
  };
}

/** The webhook type of a charge's final state: charge.succeeded, payout.failed ... */
export function eventType(row: ChargeRow): string {
  return `${row.kind === "payout" ? "payout" : "charge"}.${row.status}`;
}
