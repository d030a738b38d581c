import { errorEnvelope } from "@platform/contracts";
import type { FastifyInstance } from "fastify";
import type { Cashier } from "./cashier.ts";
import { GatewayRejectedError } from "./payment-gateway.ts";

const MAX_NOTIFICATION_BYTES = 64 * 1024;

/**
 * POST /api/payments/{gateway}/notify: the providers' webhooks and callbacks. The body is kept
 * raw, because signatures are over the exact bytes. A forged or stale notification is refused; a
 * redelivery is acknowledged and changes nothing; a provider that does not sign (M-Pesa) is
 * believed only after a status query of our own.
 */
export async function notifyRoutes(app: FastifyInstance, { cashier }: { cashier: Cashier }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: MAX_NOTIFICATION_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Params: { gateway: string } }>(
    "/payments/:gateway/notify",
    { schema: { hide: true }, config: { rateLimit: { max: 600, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const { gateway: code } = request.params;
      if (!cashier.gateways.has(code)) return reply.code(404).send(errorEnvelope("Unknown gateway."));
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const payment = await cashier.payments.handleNotification(code, {
          body,
          headers,
          url: request.url,
        });
        if (!payment) return reply.code(404).send(errorEnvelope("Unknown payment."));
        return reply.send({
          status: "success",
          message: "Received.",
          data: { payment: payment.id, state: payment.status },
        });
      } catch (error) {
        if (!(error instanceof GatewayRejectedError)) throw error;
        request.log.warn({ gateway: code, reason: error.message }, "notification refused");
        return reply.code(401).send(errorEnvelope("The notification could not be verified."));
      }
    },
  );
}
