import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Notifier } from "../notifier/notifier.ts";
import type { ChargeRow, Merchant } from "./charge-view.ts";
import { toChargeView } from "./charge-view.ts";
import type { SandboxCharges } from "./charges.ts";
import { formatAmount } from "./checkout-page.ts";
import type { NewCharges } from "./new-charges.ts";
import { ProviderError } from "./provider-error.ts";

const amount = z
  .string()
  .regex(/^[1-9]\d{0,17}$/, "amount: a positive whole number of minor units")
  .transform((value) => BigInt(value));
const base = {
  amount,
  currency: z.string().regex(/^[A-Z]{3}$/, "currency: ISO 4217, upper case"),
  reference: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, "reference: 1-100 letters, digits, _ . : -"),
  notify_url: z.url({ protocol: /^https?$/ }),
  merchant_name: z.string().trim().min(1).max(100).optional(),
  metadata: z
    .record(z.string().max(40), z.string().max(200))
    .refine((value) => Object.keys(value).length <= 20, "metadata: at most 20 keys")
    .optional(),
};
const phone = z.string().regex(/^\d{8,15}$/, "phone: international digits");
const chargeId = z.object({ id: z.string().min(1).max(100) });

/**
 * The merchant API under /v1, authenticated by the merchant's secret key as a bearer token. Each
 * create is idempotent by the merchant's reference. A merchant sees only its own charges; another
 * merchant's id is a 404, as one that does not exist.
 */
export const merchantRoutes: FastifyPluginAsyncZod<{
  charges: SandboxCharges;
  creator: NewCharges;
  merchants: Merchant[];
  notifier: Notifier;
  checkoutUrl: (id: string) => string;
  changed: () => void;
}> = async (app, { charges, creator, merchants, notifier, checkoutUrl, changed }) => {
  const keys = merchants.map((merchant) => ({ merchant, hash: sha256(merchant.secretKey) }));
  function merchantOf(request: FastifyRequest): Merchant {
    const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const hash = presented ? sha256(presented) : null;
    const found = hash && keys.find((key) => timingSafeEqual(key.hash, hash));
    if (!found) throw new ProviderError(401, "authentication_error", "Invalid API key.");
    return found.merchant;
  }
  async function own(request: FastifyRequest, id: string): Promise<ChargeRow> {
    const merchant = merchantOf(request);
    const charge = await charges.findOptional(id);
    if (!charge || charge.merchantId !== merchant.id) {
      throw new ProviderError(404, "resource_missing", "No such charge.");
    }
    changed();
    return charge;
  }

  app.post(
    "/v1/checkouts",
    { schema: { body: z.object({ ...base, return_url: z.url({ protocol: /^https?$/ }) }) } },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const { body } = request;
      const charge = await creator.createCheckout({
        merchantId: merchant.id,
        kind: "checkout",
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
        merchantName: body.merchant_name ?? merchant.name,
        notifyUrl: body.notify_url,
        returnUrl: body.return_url,
        metadata: body.metadata ?? {},
      });
      changed();
      return reply.code(201).send({ ...toChargeView(charge), url: checkoutUrl(charge.id) });
    },
  );

  app.post("/v1/collections", { schema: { body: z.object({ ...base, phone }) } }, async (request, reply) => {
    const merchant = merchantOf(request);
    const { body } = request;
    const merchantName = body.merchant_name ?? merchant.name;
    const { charge, code } = await creator.createCollection({
      merchantId: merchant.id,
      kind: "collection",
      reference: body.reference,
      amount: body.amount,
      currency: body.currency,
      merchantName,
      notifyUrl: body.notify_url,
      phone: body.phone,
      metadata: body.metadata ?? {},
    });
    if (code) {
      // The network's push to the phone. In the demo it lands in the site's outbox (/dev/outbox).
      await notifier.send({
        siteCode: body.metadata?.site_code ?? "sandbox-pay",
        channel: "sms",
        to: body.phone,
        text: `${code} is your code to pay ${formatAmount(body.amount, body.currency)} to ${merchantName}. It expires in 10 minutes. Enter it only on the site you are paying.`,
        purpose: "mobile_money_push",
      });
    }
    changed();
    const expiresIn = charge.dueAt
      ? Math.round((charge.dueAt.getTime() - charge.createdAt.getTime()) / 1000)
      : 0;
    return reply.code(201).send({ ...toChargeView(charge), sent_to: body.phone, expires_in: expiresIn });
  });

  app.post(
    "/v1/collections/:id/confirm",
    { schema: { params: chargeId, body: z.object({ code: z.string().regex(/^\d{6}$/, "code: 6 digits") }) } },
    async (request) => {
      const charge = await own(request, request.params.id);
      if (charge.kind !== "collection")
        throw new ProviderError(404, "resource_missing", "No such collection.");
      const result = await charges.confirmCode(charge, request.body.code);
      changed();
      if (result.wrong) {
        throw new ProviderError(422, "invalid_code", "The code is not correct.", {
          attempts_left: result.attemptsLeft,
        });
      }
      return toChargeView(result.charge);
    },
  );

  app.post(
    "/v1/payouts",
    {
      schema: {
        body: z.object({
          ...base,
          method: z.enum(["bank", "mobile_money"]),
          bank_code: z.string().max(20).optional(),
          account_number: z.string().regex(/^\d{6,20}$/, "account_number: 6-20 digits"),
          account_name: z.string().trim().min(1).max(100),
        }),
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const { body } = request;
      const charge = await creator.createPayout({
        merchantId: merchant.id,
        kind: "payout",
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
        merchantName: body.merchant_name ?? merchant.name,
        notifyUrl: body.notify_url,
        metadata: body.metadata ?? {},
        destination: {
          method: body.method,
          bank_code: body.bank_code ?? null,
          account_number: body.account_number,
          account_name: body.account_name,
        },
      });
      changed();
      return reply.code(201).send(toChargeView(charge));
    },
  );

  app.get("/v1/charges/:id", { schema: { params: chargeId } }, async (request) =>
    toChargeView(await own(request, request.params.id)),
  );

  app.post("/v1/charges/:id/cancel", { schema: { params: chargeId } }, async (request) => {
    const charge = await own(request, request.params.id);
    if (charge.kind === "payout")
      throw new ProviderError(400, "invalid_request_error", "A payout cannot be cancelled.");
    return toChargeView(await charges.cancel(charge.id, "The merchant cancelled."));
  });
};

function sha256(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
