import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { CARD_FIELDS, type CardForm, checkCard } from "./card-rules.ts";
import type { ChargeRow, Clock } from "./charge-view.ts";
import type { SandboxCharges } from "./charges.ts";
import { checkoutPage, closedPage, notFoundPage } from "./checkout-page.ts";

const CHECKOUT_ID = /^cs_[A-Za-z0-9_-]{16,64}$/;
const MAX_FORM_BYTES = 4096;

/**
 * GET/POST /checkout/{id}: the hosted card page. The checkout's id is the only key to it (as a
 * Stripe Checkout URL is), so it is long and random. After a pay or a cancel the browser goes
 * back to the merchant's return_url with a 303, whatever the outcome: the merchant learns the
 * outcome from the signed webhook or a status query, never from the browser.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  options: { charges: SandboxCharges; clock: Clock; changed: () => void },
): Promise<void> {
  const { charges, clock, changed } = options;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: MAX_FORM_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function load(id: string): Promise<ChargeRow | null> {
    if (!CHECKOUT_ID.test(id)) return null;
    const charge = await charges.findOptional(id);
    return charge?.kind === "checkout" ? charge : null;
  }

  app.get<{ Params: { id: string } }>("/checkout/:id", async (request, reply) => {
    const nonce = pageHeaders(reply, null);
    const charge = await load(request.params.id);
    if (!charge) return reply.code(404).send(notFoundPage(nonce));
    pageHeaders(reply, charge.returnUrl, nonce);
    if (charge.status !== "requires_payment") return reply.send(closedPage(charge, nonce));
    return reply.send(checkoutPage(charge, nonce));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    "/checkout/:id",
    async (request, reply) => {
      const nonce = pageHeaders(reply, null);
      const charge = await load(request.params.id);
      if (!charge) return reply.code(404).send(notFoundPage(nonce));
      pageHeaders(reply, charge.returnUrl, nonce);
      const body = request.body ?? {};
      if (charge.status !== "requires_payment") return reply.code(409).send(closedPage(charge, nonce));

      if (body.action === "cancel") {
        await charges.cancel(charge.id, "The payer cancelled.");
        changed();
        return back(reply, charge);
      }
      const form = Object.fromEntries(
        CARD_FIELDS.map((field) => [field, String(body[field] ?? "").slice(0, 100)]),
      ) as CardForm;
      const card = checkCard(form, clock());
      if (!card.ok) return reply.code(422).send(checkoutPage(charge, nonce, form, card.errors));
      const paid = await charges.payCard(charge.id, card.behaviour);
      // Another tab paid or cancelled it first, or it expired: say so instead of charging twice.
      if (!paid) return reply.code(409).send(closedPage(await charges.find(charge.id), nonce));
      changed();
      return back(reply, charge);
    },
  );
}

function back(reply: FastifyReply, charge: ChargeRow): FastifyReply {
  return reply
    .code(303)
    .header("location", charge.returnUrl ?? "/")
    .send();
}

/**
 * The page's own headers: no script at all, styles only with this response's nonce, never in a
 * frame (clickjacking a payment form), and form submissions only to itself, then on to the
 * merchant's return page (Chromium checks form-action on the redirect after a POST too).
 */
function pageHeaders(
  reply: FastifyReply,
  returnUrl: string | null,
  nonce = randomBytes(16).toString("base64"),
) {
  const back = returnUrl ? ` ${new URL(returnUrl).origin}` : "";
  reply
    .type("text/html; charset=utf-8")
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'${back}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header("x-frame-options", "DENY")
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff");
  return nonce;
}
