import { HttpError } from "../http/http-error.ts";
import type { PaymentGateway } from "./payment-gateway.ts";

/** The adapters this process can talk to, by code (payment_gateways.code names them per site). */
export class GatewayRegistry {
  readonly #adapters = new Map<string, PaymentGateway>();

  constructor(adapters: Iterable<PaymentGateway> = []) {
    for (const adapter of adapters) this.#adapters.set(adapter.code, adapter);
  }

  has(code: string): boolean {
    return this.#adapters.has(code);
  }

  /** The adapter; a gateway a site lists but this process cannot reach is a 503, not a crash. */
  get(code: string): PaymentGateway {
    const adapter = this.#adapters.get(code);
    if (!adapter) throw new HttpError(503, "This payment method is not available right now.");
    return adapter;
  }
}
