import { WALLET_SIGNATURE_TOLERANCE_S } from "@platform/contracts";

/**
 * The signatures of an operator's calls this node has accepted, kept while they are fresh (a
 * staler one is refused by its timestamp anyway): the same signed request arriving again is a
 * replay. Only verified signatures are remembered, and the route is rate-limited, so the map stays
 * small. Per node: see docs/decisions/046 for why that is enough for an absolute limit.
 */
export class SignedCallReplays {
  readonly #seen = new Map<string, number>();

  /** True the first time this operator's signature is seen; false for a replay. */
  first(operatorId: string, signature: string, nowMs: number): boolean {
    for (const [key, expiresAt] of this.#seen) {
      if (expiresAt <= nowMs) this.#seen.delete(key);
    }
    const key = `${operatorId}\n${signature}`;
    if (this.#seen.has(key)) return false;
    // Twice the tolerance: a signature dated ahead of this node's clock stays fresh that much longer.
    this.#seen.set(key, nowMs + 2 * WALLET_SIGNATURE_TOLERANCE_S * 1000);
    return true;
  }
}
