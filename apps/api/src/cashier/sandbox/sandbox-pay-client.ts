import { z } from "zod";

/** An HTTP client: `fetch` in a process, an `inject` bound to the provider's app in tests. */
export type Transport = (request: Request) => Promise<Response>;

const TIMEOUT_MS = 10_000;

/** A charge or payout as SandboxPay reports it (its webhooks carry the same object). */
export const sandboxChargeSchema = z.object({
  id: z.string().min(1),
  object: z.enum(["checkout", "collection", "payout"]),
  status: z.enum([
    "requires_payment",
    "requires_confirmation",
    "processing",
    "succeeded",
    "failed",
    "canceled",
  ]),
  amount: z.string().regex(/^\d+$/),
  currency: z.string(),
  reference: z.string(),
  failure_reason: z.string().nullable(),
});
export type SandboxCharge = z.infer<typeof sandboxChargeSchema>;

const checkoutSchema = sandboxChargeSchema.extend({ url: z.url() });
const collectionSchema = sandboxChargeSchema.extend({ sent_to: z.string(), expires_in: z.number().int() });
const errorSchema = z.object({
  error: z.looseObject({ type: z.string(), message: z.string(), attempts_left: z.number().int().optional() }),
});

/** SandboxPay answered with an error (or not at all usefully): its type and status say which. */
export class SandboxPayError extends Error {
  override name = "SandboxPayError";

  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly attemptsLeft?: number,
  ) {
    super(message);
  }
}

export interface SandboxPayClientOptions {
  /** The provider's base URL ("http://127.0.0.1:3000"); read per request. */
  baseUrl: () => string;
  secretKey: string;
  transport: Transport;
}

type Common = {
  amount: bigint;
  currency: string;
  reference: string;
  notify_url: string;
  merchant_name: string;
  metadata?: Record<string, string>;
};

/**
 * The platform's client of SandboxPay's merchant API. The secret key travels only in the
 * Authorization header and is never part of an error or a log line.
 */
export class SandboxPayClient {
  constructor(private readonly options: SandboxPayClientOptions) {}

  createCheckout(body: Common & { return_url: string }) {
    return this.#call("POST", "/v1/checkouts", checkoutSchema, body);
  }

  createCollection(body: Common & { phone: string }) {
    return this.#call("POST", "/v1/collections", collectionSchema, body);
  }

  confirmCollection(id: string, code: string) {
    return this.#call("POST", `/v1/collections/${encodeURIComponent(id)}/confirm`, sandboxChargeSchema, {
      code,
    });
  }

  createPayout(
    body: Common & {
      method: "bank" | "mobile_money";
      bank_code?: string;
      account_number: string;
      account_name: string;
    },
  ) {
    return this.#call("POST", "/v1/payouts", sandboxChargeSchema, body);
  }

  retrieve(id: string) {
    return this.#call("GET", `/v1/charges/${encodeURIComponent(id)}`, sandboxChargeSchema);
  }

  cancel(id: string) {
    return this.#call("POST", `/v1/charges/${encodeURIComponent(id)}/cancel`, sandboxChargeSchema, {});
  }

  async #call<T extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: Record<string, unknown>,
  ): Promise<z.infer<T>> {
    const response = await this.options.transport(
      new Request(`${this.options.baseUrl()}/sandbox-pay${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body
          ? {
              body: JSON.stringify(body, (_key, value) =>
                typeof value === "bigint" ? value.toString() : value,
              ),
            }
          : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = errorSchema.safeParse(payload);
      throw new SandboxPayError(
        response.status,
        error.success ? error.data.error.type : "http_error",
        error.success ? error.data.error.message : `SandboxPay answered HTTP ${response.status}`,
        error.success ? error.data.error.attempts_left : undefined,
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new SandboxPayError(502, "bad_response", "SandboxPay answered something unexpected.");
    return parsed.data;
  }
}
