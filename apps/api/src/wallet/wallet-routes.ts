import {
  addPromotionCodeRequestSchema,
  addVoucherRequestSchema,
  creditResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  messageEnvelope,
  overviewSchema,
  successEnvelope,
  TRANSACTION_TYPES,
  transactionTypesResponseSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountErrorResponses,
  authHeadersSchema,
  bearerSecurity,
  localeQuerystringSchema,
} from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import type { DictionaryStore } from "../i18n/dictionary-store.ts";
import { authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import { messageLocale } from "../users/contact.ts";
import { formatMinor } from "./amounts.ts";
import { redeemPromotionCode, redeemVoucher } from "./credit-codes.ts";
import { historyOf } from "./history.ts";
import { overviewOf } from "./overview.ts";
import type { Wallet } from "./wallet.ts";

const common = { tags: ["wallet"], security: bearerSecurity, headers: authHeadersSchema };
/** Per address, on top of the per-player code budget kept in the database. */
const CODE_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: "1 minute" } };

/** English names of the movement types, when the site's dictionary has none. */
const TYPE_NAMES: Record<string, string> = {
  deposit: "Deposit",
  withdrawal_hold: "Withdrawal requested",
  withdrawal_post: "Withdrawal paid",
  withdrawal_void: "Withdrawal returned",
  voucher: "Voucher",
  promotion_code: "Promotion code",
  promotion: "Promotion",
  promotion_conversion: "Bonus converted to cash",
  promotion_forfeit: "Bonus expired",
  referral_reward: "Referral reward",
  bet: "Bet",
  win: "Win",
  rollback: "Bet cancelled",
  jackpot_win: "Jackpot win",
  adjustment: "Adjustment",
};

/** Spec §7 overview, history, transactionType, addVoucher and add-promotion-code. */
export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: Wallet;
  dictionaries: DictionaryStore;
}> = async (app, { wallet, dictionaries }) => {
  async function describer(site: Site, locale: string | undefined) {
    const { dictionary } = await dictionaries.get(site.id, messageLocale(site, locale));
    return (type: string) => dictionary[`wallet.type.${type}`] ?? TYPE_NAMES[type] ?? type;
  }

  app.get(
    "/user/overview",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The player's balance: funds_total and promo_credit",
        response: { 200: successEnvelope(overviewSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      return { status: "success" as const, data: await overviewOf(wallet.db, site, user.id) };
    },
  );

  app.get(
    "/user/history",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Every movement of the player's balances, newest first, filtered and paged",
        querystring: historyQuerySchema,
        response: { 200: successEnvelope(historyResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const locale = typeof request.headers.locale === "string" ? request.headers.locale : user.locale;
      const data = await historyOf(wallet.db, site, user.id, request.query, await describer(site, locale));
      return { status: "success" as const, data };
    },
  );

  app.get(
    "/user/transactionType",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The movement types history can be filtered by (transaction_description_id)",
        response: { 200: successEnvelope(transactionTypesResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const locale = typeof request.headers.locale === "string" ? request.headers.locale : user.locale;
      const describe = await describer(site, locale);
      return {
        status: "success" as const,
        data: TRANSACTION_TYPES.map((id) => ({ id, name: describe(id) })),
      };
    },
  );

  app.post(
    "/user/addVoucher",
    {
      preHandler: app.requireUser,
      config: CODE_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Redeem a voucher (settings.allow_voucher): it credits once, to one player",
        querystring: localeQuerystringSchema,
        body: addVoucherRequestSchema,
        response: { 200: messageEnvelope(creditResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      if (!site.settings.allow_voucher) throw new HttpError(403, "Vouchers are not available on this site.");
      const credited = await redeemVoucher(wallet, site, user.id, request.body.voucher);
      return creditAnswer(site, user.id, credited, "Your voucher has been added.");
    },
  );

  app.post(
    "/user/add-promotion-code",
    {
      preHandler: app.requireUser,
      config: CODE_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Redeem a promotion code (settings.show_menu_add_promotion_code): once per player",
        querystring: localeQuerystringSchema,
        body: addPromotionCodeRequestSchema,
        response: { 200: messageEnvelope(creditResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      if (!site.settings.show_menu_add_promotion_code) {
        throw new HttpError(403, "Promotion codes are not available on this site.");
      }
      const credited = await redeemPromotionCode(wallet, site, user.id, request.body.promotion_code);
      return creditAnswer(site, user.id, credited, "Your promotion code has been added.");
    },
  );

  async function creditAnswer(
    site: Site,
    userId: string,
    credited: { amount: bigint; creditedTo: "cash" | "promo" },
    message: string,
  ) {
    return {
      status: "success" as const,
      message,
      data: {
        amount: formatMinor(site, credited.amount),
        credited_to: credited.creditedTo,
        overview: await overviewOf(wallet.db, site, userId),
      },
    };
  }
};
