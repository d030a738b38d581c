import { randomUUID } from "node:crypto";
import {
  WALLET_OPERATOR_HEADER,
  WALLET_SIGNATURE_HEADER,
  type WalletAnswer,
  type WalletErrorCode,
  walletErrorSchema,
  walletSuccessSchema,
} from "@platform/contracts";
import { operatorSecret, signWalletBody } from "@platform/contracts/server";

/** An HTTP client: `fetch` in a process; tests hand requests to a fake platform instead. */
export type Transport = (request: Request) => Promise<Response>;

export type WalletMethod = "balance" | "bet" | "win" | "rollback";

/**
 * What became of one attempt. `lost`: no usable answer (timeout, connection error, 5xx, a body
 * that is not the contract's): the call may or may not have been applied, so it is repeated with
 * the same transaction id. `refused`: the platform answered an error code: nothing was applied.
 */
export type WalletOutcome =
  | { kind: "ok"; answer: WalletAnswer }
  | { kind: "refused"; code: WalletErrorCode; message: string; balance?: number; status: number }
  | { kind: "lost"; reason: string };

export interface WalletTarget {
  operatorId: string;
  /** The operator's wallet base, e.g. `http://127.0.0.1:3000/api/wallet`. */
  walletUrl: string;
}

export interface WalletClientOptions {
  /** GAMES_WALLET_KEY: each operator's signing secret is derived from it. */
  walletKey: string;
  transport?: Transport;
  /** Aggregators agree on answers within ~3 s; after that the answer counts as lost. */
  timeoutMs?: number;
  clock?: () => Date;
}

/** The aggregator's side of the seamless wallet: one signed POST per attempt, never a retry here. */
export class WalletClient {
  readonly #options: Required<WalletClientOptions>;
  readonly #secrets = new Map<string, string>();

  constructor(options: WalletClientOptions) {
    this.#options = {
      transport: (request) => fetch(request),
      timeoutMs: 3_000,
      clock: () => new Date(),
      ...options,
    };
  }

  #secret(operatorId: string): string {
    let secret = this.#secrets.get(operatorId);
    if (!secret) {
      secret = operatorSecret(this.#options.walletKey, operatorId);
      this.#secrets.set(operatorId, secret);
    }
    return secret;
  }

  /** One attempt; a fresh request_id each time (the transaction id inside `body` stays the same). */
  async call(
    target: WalletTarget,
    method: WalletMethod,
    body: Record<string, unknown>,
  ): Promise<WalletOutcome> {
    const raw = JSON.stringify({ ...body, request_id: randomUUID() });
    let response: Response;
    try {
      response = await this.#options.transport(
        new Request(`${target.walletUrl.replace(/\/$/, "")}/${method}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            [WALLET_OPERATOR_HEADER]: target.operatorId,
            [WALLET_SIGNATURE_HEADER]: signWalletBody(
              this.#secret(target.operatorId),
              raw,
              this.#options.clock(),
            ),
          },
          body: raw,
          signal: AbortSignal.timeout(this.#options.timeoutMs),
        }),
      );
    } catch (error) {
      return {
        kind: "lost",
        reason: error instanceof Error ? `${error.name}: ${error.message}` : "no answer",
      };
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      return { kind: "lost", reason: `HTTP ${response.status} without a JSON body` };
    }
    if (response.status >= 500) return { kind: "lost", reason: `HTTP ${response.status}` };
    if (response.ok) {
      const parsed = walletSuccessSchema.safeParse(payload);
      return parsed.success
        ? { kind: "ok", answer: parsed.data.data }
        : { kind: "lost", reason: "an answer that is not the contract's" };
    }
    const refused = walletErrorSchema.safeParse(payload);
    if (!refused.success)
      return { kind: "lost", reason: `HTTP ${response.status} without a wallet error code` };
    return {
      kind: "refused",
      code: refused.data.code,
      message: refused.data.message,
      status: response.status,
      ...(refused.data.balance === undefined ? {} : { balance: refused.data.balance }),
    };
  }
}
